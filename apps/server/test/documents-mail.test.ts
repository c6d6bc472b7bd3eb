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
  server = await startTestServer();
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
