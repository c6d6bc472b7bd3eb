/**
 * E-mail of a report to its tenants (PUT /api/edl/{id}/send) against a real SMTP server
 * (smtp-server): one message per tenant and extra address with the PDF attached; rows queued before
 * a restart are sent by the next process, and nothing already sent goes out twice; an address
 * holding a line break is refused before anything is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sendingProcess, startSmtpPeer, until, type Received, type SmtpPeer } from './smtpPeer.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let smtp: SmtpPeer;
let received: Received[];
let a: Account;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  received = smtp.received;
  // The SMTP processes send; the test server only queues.
  server = await startTestServer({ mailJobs: false });
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'mail-a',
    await createGroup(server.app, admin, 'Agence M', false),
  );
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A server process sending through the SMTP peer, on the test database. */
const smtpProcess = () => sendingProcess(server, smtp.url);

describe('e-mail to tenants', () => {
  it('one message per tenant and extra address, the PDF attached; a restart sends nothing twice', async () => {
    const photos = photoSet(2, 11);
    const report = uploadReport(a.profileId, photos, {
      localId: 1_700_000_000_101,
      renterName: 'Zoé Lefèvre',
      extraEmail: 'proprietaire@example.fr',
      nbExtraEmails: 1,
    });
    const id = await saveWithPhotos(server.app, a.headers, report, photos);
    const first = await smtpProcess();
    const sent = await first.app.inject({ method: 'PUT', url: `/api/edl/${id}/send`, headers: a.headers });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ recipients: ['alice@example.fr', 'proprietaire@example.fr'] });
    await until(() => received.length === 2);
    expect(
      received
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['alice@example.fr', 'proprietaire@example.fr']);
    for (const message of received) {
      expect(message.raw).toContain('Content-Type: application/pdf');
      expect(message.raw).toContain(`EDL-${id}.pdf`);
    }
    // Queued but not yet sent when the process stopped: the next process sends it, once.
    await first.close();
    await server.database.pool.query(
      `insert into mail_outbox (report_id, recipient, locale) values ($1, 'relance@example.fr', 'fr')`,
      [id],
    );
    const second = await smtpProcess();
    await until(async () => {
      const { rows } = await server.database.pool.query(
        `select count(*)::int as n from mail_outbox where status = 'pending'`,
      );
      return rows[0].n === 0 && received.length >= 3;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await second.close();
    const third = await smtpProcess();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await third.close();
    expect(
      received
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['alice@example.fr', 'proprietaire@example.fr', 'relance@example.fr']);
  });

  it('tells the addresses and the last sending; no second sending while one is under way; 404 for another group', async () => {
    const report = uploadReport(a.profileId, [], {
      localId: 1_700_000_000_303,
      extraEmail: 'gestion@example.fr',
      nbExtraEmails: 1,
    });
    const id = await saveWithPhotos(server.app, a.headers, report, []);
    const state = () => server.app.inject({ method: 'GET', url: `/api/edl/${id}/send`, headers: a.headers });
    const send = (app = server.app) =>
      app.inject({ method: 'PUT', url: `/api/edl/${id}/send`, headers: a.headers });
    const before = await state();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      recipients: ['alice@example.fr', 'gestion@example.fr'],
      lastSentAt: null,
      inFlight: false,
      messages: [],
    });

    const asked = Date.now();
    const sender = await smtpProcess();
    expect((await send(sender.app)).statusCode).toBe(202);
    // Both messages sent.
    await until(async () => {
      const sending = (await state()).json<{ lastSentAt: string | null; inFlight: boolean }>();
      return sending.lastSentAt !== null && !sending.inFlight;
    });
    // From here on no process sends: what is queued stays so.
    await sender.close();
    const after = (await state()).json();
    expect(after.inFlight).toBe(false);
    expect(Date.parse(after.lastSentAt)).toBeGreaterThanOrEqual(asked - 1000);
    // Where each address stands.
    expect(
      after.messages.map(
        (m: { recipient: string; state: string; attempts: number; error: string | null }) => [
          m.recipient,
          m.state,
          m.attempts,
          m.error,
        ],
      ),
    ).toEqual([
      ['alice@example.fr', 'sent', 1, null],
      ['gestion@example.fr', 'sent', 1, null],
    ]);

    // A message of an earlier sending still waiting (queued by another process): no second copy.
    await server.database.pool.query(
      `insert into mail_outbox (report_id, recipient, locale) values ($1, 'alice@example.fr', 'fr')`,
      [id],
    );
    const waiting = (await state()).json();
    expect(waiting.inFlight).toBe(true);
    expect(waiting.messages.map((m: { state: string }) => m.state)).toEqual(['sent', 'waiting']);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("L'envoi précédent de cet EDL est encore en cours");
    const { rows } = await server.database.pool.query(
      `select count(*)::int as n from mail_outbox where report_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(3);

    // Another group's report: not found, whether reading or sending.
    const admin = await adminHeaders(server.app);
    const other = await createAccount(
      server.app,
      admin,
      'mail-b',
      await createGroup(server.app, admin, 'Agence Autre', false),
    );
    for (const method of ['GET', 'PUT'] as const) {
      const response = await server.app.inject({
        method,
        url: `/api/edl/${id}/send`,
        headers: other.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('sends again to one address of the report only (a failed one), and to no other address', async () => {
    const report = uploadReport(a.profileId, [], {
      localId: 1_700_000_000_304,
      extraEmail: 'echec@example.fr',
      nbExtraEmails: 1,
    });
    const id = await saveWithPhotos(server.app, a.headers, report, []);
    await server.database.pool.query(
      `insert into mail_outbox (report_id, recipient, locale, status, attempts, error) values
         ($1, 'alice@example.fr', 'fr', 'sent', 1, null), ($1, 'echec@example.fr', 'fr', 'failed', 1, '550 boîte inconnue')`,
      [id],
    );
    const state = await server.app.inject({ method: 'GET', url: `/api/edl/${id}/send`, headers: a.headers });
    expect(
      state.json<{ messages: { recipient: string; state: string; error: string | null }[] }>().messages,
    ).toMatchObject([
      { recipient: 'alice@example.fr', state: 'sent', error: null },
      { recipient: 'echec@example.fr', state: 'failed', error: '550 boîte inconnue' },
    ]);
    const unknown = await server.app.inject({
      method: 'PUT',
      url: `/api/edl/${id}/send?to=${encodeURIComponent('autre@example.fr')}`,
      headers: a.headers,
    });
    expect(unknown.statusCode).toBe(400);
    const resent = await server.app.inject({
      method: 'PUT',
      url: `/api/edl/${id}/send?to=${encodeURIComponent('echec@example.fr')}`,
      headers: a.headers,
    });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ recipients: ['echec@example.fr'] });
    const { rows } = await server.database.pool.query<{ recipient: string; status: string }>(
      `select recipient, status from mail_outbox where report_id = $1 order by id`,
      [id],
    );
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([
      ['alice@example.fr', 'sent'],
      ['echec@example.fr', 'failed'],
      ['echec@example.fr', 'pending'],
    ]);
  });

  it('an address with a line break is refused, nothing is queued', async () => {
    const report = uploadReport(a.profileId, [], {
      localId: 1_700_000_000_202,
      extraEmail: 'x@example.fr\r\nBcc: victim@example.fr',
      nbExtraEmails: 1,
    });
    const id = await saveWithPhotos(server.app, a.headers, report, []);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/edl/${id}/send`,
      headers: a.headers,
    });
    expect(response.statusCode).toBe(400);
    const { rows } = await server.database.pool.query(
      'select count(*)::int as n from mail_outbox where report_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });
});
