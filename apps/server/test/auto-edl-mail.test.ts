/**
 * The self-service invitation e-mail against a real SMTP server (smtp-server), through the same
 * outbox as the reports' e-mails: queued with the invitation, sent once with the link and the
 * credentials; a row left pending when a process stopped is sent by the next one, once; an
 * invitation deleted before its e-mail went out sends nothing (its credentials no longer work).
 */
import type { AutoEdlRecord } from '@constat/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sendingProcess, startSmtpPeer, until, type Received, type SmtpPeer } from './smtpPeer.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let smtp: SmtpPeer;
let received: Received[];
let agent: Account;
let baseId: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  received = smtp.received;
  // The SMTP processes send; the test server only queues.
  server = await startTestServer({ mailJobs: false });
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'mail-auto',
    await createGroup(server.app, admin, 'Agence Invitations', false),
  );
  const patched = await server.app.inject({
    method: 'PATCH',
    url: `/api/user/${agent.userId}`,
    headers: admin,
    payload: { canAutoEdl: true },
  });
  expect(patched.statusCode).toBe(200);
  baseId = await saveWithPhotos(server.app, agent.headers, uploadReport(agent.profileId, []), []);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A server process sending through the SMTP peer, on the test database. */
const smtpProcess = () => sendingProcess(server, smtp.url, { PUBLIC_URL: 'https://constat.example' });

const invite = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auto-edl',
    headers: agent.headers,
    payload: {
      duplicateFromId: baseId,
      email,
      preData: { etage: '2', numAppart: 'B4' },
      profileId: agent.profileId,
    },
  });

const to = (address: string) => received.filter((message) => message.to.includes(address));

async function statusOf(autoEdlId: number): Promise<string[]> {
  const { rows } = await server.database.pool.query<{ status: string }>(
    'select status from mail_outbox where auto_edl_id = $1',
    [autoEdlId],
  );
  return rows.map((row) => row.status);
}

describe('the invitation e-mail', () => {
  it('goes through the outbox once, with the link and the credentials; a restart sends nothing twice', async () => {
    const first = await smtpProcess();
    const created = await invite(first.app, 'jeanne.smtp@exemple.fr');
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<AutoEdlRecord>();
    await until(() => to('jeanne.smtp@exemple.fr').length === 1);
    await until(async () => (await statusOf(record.id)).join() === 'sent');
    const raw = to('jeanne.smtp@exemple.fr')[0]?.raw ?? '';
    // Quoted-printable may fold long lines: compare without soft line breaks.
    const body = raw.replace(/=\r?\n/g, '');
    expect(body).toContain('https://constat.example/#/auto-edl');
    expect(body).toContain(record.login);
    expect(body).toContain(record.password);
    await first.close();
    const second = await smtpProcess();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await second.close();
    expect(to('jeanne.smtp@exemple.fr')).toHaveLength(1);
  });

  it('queued when a process stopped: the next process sends it, once', async () => {
    const first = await smtpProcess();
    const created = await invite(first.app, 'paul.smtp@exemple.fr');
    const record = created.json<AutoEdlRecord>();
    await until(() => to('paul.smtp@exemple.fr').length === 1);
    await first.close();
    // As if the process had stopped between the request's commit and the sending.
    await server.database.pool.query(
      `insert into mail_outbox (auto_edl_id, recipient, locale) values ($1, 'relance.smtp@exemple.fr', 'fr')`,
      [record.id],
    );
    const second = await smtpProcess();
    await until(() => to('relance.smtp@exemple.fr').length === 1);
    await until(async () => (await statusOf(record.id)).every((status) => status === 'sent'));
    await second.close();
    const third = await smtpProcess();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await third.close();
    expect(to('relance.smtp@exemple.fr')).toHaveLength(1);
    expect(to('relance.smtp@exemple.fr')[0]?.raw.replace(/=\r?\n/g, '')).toContain(record.login);
  });

  it('an invitation deleted before its e-mail went out sends nothing', async () => {
    // Created and sent, then, no process running the jobs, a pending row is added (its job
    // queued) and the invitation deleted: the row goes with it, and its job sends nothing.
    const first = await smtpProcess();
    const created = await invite(first.app, 'supprime.smtp@exemple.fr');
    const record = created.json<AutoEdlRecord>();
    await until(async () => (await statusOf(record.id)).join() === 'sent');
    await first.close();
    await server.database.pool.query(
      `insert into mail_outbox (auto_edl_id, recipient, locale) values ($1, 'tard.smtp@exemple.fr', 'fr')`,
      [record.id],
    );
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/auto-edl/${record.id}`,
      headers: agent.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await statusOf(record.id)).toEqual([]);
    const process = await smtpProcess();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await process.close();
    expect(to('tard.smtp@exemple.fr')).toHaveLength(0);
  });

  it('refuses a row with neither a report nor an invitation, or both', async () => {
    await expect(
      server.database.pool.query(`insert into mail_outbox (recipient, locale) values ('x@exemple.fr', 'fr')`),
    ).rejects.toThrow(/mail_outbox_subject/);
  });
});
