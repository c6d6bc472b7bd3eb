/**
 * Text limits on the server (docs/ARCHITECTURE.md "Trust"): a report whose text fields are at their limits is
 * saved; one character more in any field is refused with a 400 naming the field, before any work.
 * The saved comment's PATCH takes the same limit as the report's own comment.
 */
import { TEXT_LIMITS, type LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveReport,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let agent: Account;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent',
    await createGroup(server.app, admin, 'Nord', false),
  );
});
afterAll(() => server.close());

function withObservation(localId: number, other: string): LocalReport {
  const report = uploadReport(agent.profileId, [], { localId });
  const entry = report.edl[0]?.entry[0];
  if (entry) entry.rate = { ...entry.rate, other };
  return report;
}

describe('text limits of an uploaded report', () => {
  it('saves an observation and a comment at their limits', async () => {
    const report = withObservation(1, 'o'.repeat(TEXT_LIMITS.observation));
    report.comment = 'c'.repeat(TEXT_LIMITS.comment);
    expect((await saveReport(server.app, agent.headers, report)).statusCode).toBe(201);
  });

  it('refuses one character more with a 400 naming the field', async () => {
    const response = await saveReport(
      server.app,
      agent.headers,
      withObservation(2, 'o'.repeat(TEXT_LIMITS.observation + 1)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad-request',
      message: expect.stringMatching(
        /^Requête invalide : edl\.0\.entry\.0\.rate\.other : texte trop long \(2\s000 caractères au plus\)$/u,
      ),
    });
    const name = uploadReport(agent.profileId, [], { localId: 3, renterName: 'n'.repeat(201) });
    const refused = await saveReport(server.app, agent.headers, name);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Requête invalide : renter.name : texte trop long (200 caractères au plus)',
    );
  });

  it('refuses a report whose whole text passes its limit, every field within its own', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 5 });
    const [room] = report.edl;
    if (!room) throw new Error('the report has rooms');
    const observation = 'o'.repeat(TEXT_LIMITS.observation);
    room.entry = Array.from({ length: 520 }, (_, i) => ({
      id: 1000 + i,
      name: `Élément ${i}`,
      opened: false,
      rate: { other: observation },
    }));
    const response = await saveReport(server.app, agent.headers, report);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Requête invalide : corps de la requête : rapport trop long : 1\s0\d{2}\s\d{3} caractères de texte \(1\s000\s000 au plus\)$/u,
    );
  });

  it('still reads a report saved before the limits with a longer text', async () => {
    const saved = await saveReport(server.app, agent.headers, withObservation(6, 'court'));
    const id = saved.json<{ id: number }>().id;
    const older = 'o'.repeat(TEXT_LIMITS.observation + 1000);
    await server.database.pool.query(
      `update reports set document = jsonb_set(document, '{edl,0,entry,0,rate,other}', to_jsonb($2::text))
       where id = $1`,
      [id, older],
    );
    const read = await server.app.inject({ url: `/api/edl/${id}`, headers: agent.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.edl[0].entry[0].rate.other).toBe(older);
  });

  it("caps the saved report's comment with the same limit", async () => {
    const saved = await saveReport(server.app, agent.headers, withObservation(4, 'ok'));
    const id = saved.json<{ id: number }>().id;
    const patch = (comment: string) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/edl/${id}/comment`,
        headers: agent.headers,
        payload: { comment },
      });
    expect((await patch('c'.repeat(TEXT_LIMITS.comment))).statusCode).toBe(200);
    const refused = await patch('c'.repeat(TEXT_LIMITS.comment + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/comment : texte trop long \(10\s000 caractères au plus\)/u);
  });
});
