/**
 * The saved list's stored summary (reports.summary_members, migration 0010): triggers keep it equal to
 * what the report's own route presents, also when a change to the report and a change to its PDF's
 * row run at the same time, whichever commits first.
 */
import type pg from 'pg';
import { TEXT_LIMITS } from '@constat/domain';
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
let localId = 1;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent',
    await createGroup(server.app, admin, 'Agence', true),
  );
});
afterAll(() => server.close());

const save = async () =>
  (
    await saveReport(server.app, agent.headers, uploadReport(agent.profileId, [], { localId: localId++ }))
  ).json<{ id: number }>().id;

async function listed(id: number) {
  const answer = await server.app.inject({ url: '/api/edl?l=100', headers: agent.headers });
  return answer.json<{ id: number }[]>().find((item) => item.id === id);
}

async function presented(id: number) {
  const answer = await server.app.inject({ url: `/api/edl/${id}`, headers: agent.headers });
  const { data: _document, ...summary } = answer.json<{ data: unknown }>();
  return summary;
}

/** A transaction on its own connection, held open until `commit`. */
async function holding(statement: string, values: unknown[]) {
  const client: pg.PoolClient = await server.database.pool.connect();
  await client.query('begin');
  await client.query(statement, values);
  return async () => {
    await client.query('commit');
    client.release();
  };
}

/** Resolves once PostgreSQL shows `count` backends waiting for a lock. */
async function waitingForLocks(count: number) {
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    const { rows } = await server.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${count} backends waiting for a lock after 5 s`);
}

// Rows written straight to report_documents use 'running' or 'done', never 'pending', which the
// server's PDF job loop would claim.
const setPdf = (status: string) =>
  `insert into report_documents (report_id, kind, status, locale, started_at) values ($1, 'edl', '${status}', 'fr', now())
   on conflict (report_id, kind) do update set status = excluded.status`;

describe("the search text in the scopes' indexes", () => {
  it('a report whose names and address are at their limits in three-byte characters saves and is found', async () => {
    // Distinct characters, which PostgreSQL cannot compress to fit an index entry: 1,040 of them
    // (3,120 UTF-8 bytes) over the fields' own limits, more than the index takes (MAX_SEARCH_BYTES).
    const ideographs = Array.from({ length: 1_040 }, (_, i) =>
      String.fromCodePoint(0x4e00 + ((i * 37) % 20_000)),
    );
    const text = (from: number, length: number) => ideographs.slice(from, from + length).join('');
    const renterName = text(0, TEXT_LIMITS.name);
    const place = {
      addr: text(200, TEXT_LIMITS.address),
      ville: text(520, TEXT_LIMITS.address),
      mandataire: text(840, TEXT_LIMITS.name),
    };
    const saved = await saveReport(
      server.app,
      agent.headers,
      uploadReport(agent.profileId, [], { localId: localId++, renterName, place }),
    );
    expect(saved.statusCode).toBe(201);
    const found = await server.app.inject({
      url: `/api/edl?q=${encodeURIComponent(ideographs.slice(0, 3).join(''))}`,
      headers: agent.headers,
    });
    expect(found.json<{ id: number }[]>().map((item) => item.id)).toEqual([saved.json<{ id: number }>().id]);
  });
});

describe('the stored summary', () => {
  it('follows a change to the report, to its PDFs, and to its profile name', async () => {
    const id = await save();
    expect(await listed(id)).toEqual(await presented(id));
    await server.database.pool.query(setPdf('running'), [id]);
    expect(await listed(id)).toMatchObject({ pdfsGenerating: ['edl'], pdfsGenerated: [] });
    await server.database.pool.query(setPdf('done'), [id]);
    expect(await listed(id)).toMatchObject({ pdfsGenerating: [], pdfsGenerated: ['edl'] });
    const renamed = await server.app.inject({
      method: 'PUT',
      url: `/api/profile/${agent.profileId}`,
      headers: agent.headers,
      payload: { name: 'Cabinet « Étoile »' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ name: 'Cabinet « Étoile »' });
    await server.database.pool.query('delete from report_documents where report_id = $1', [id]);
    expect(await listed(id)).toMatchObject({ pdfsGenerating: [], pdfsGenerated: [] });
    expect(await listed(id)).toEqual(await presented(id));
  });

  it('keeps both changes when the report changes while its PDF row is being written', async () => {
    const id = await save();
    const commit = await holding(setPdf('running'), [id]);
    const comment = server.app.inject({
      method: 'PATCH',
      url: `/api/edl/${id}/comment`,
      headers: agent.headers,
      payload: { comment: 'Clés rendues' },
    });
    await waitingForLocks(1);
    await commit();
    expect((await comment).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ comment: 'Clés rendues', pdfsGenerating: ['edl'] });
    expect(await listed(id)).toEqual(await presented(id));
  });

  it('keeps both changes when the PDF row changes while the report is being written', async () => {
    const id = await save();
    await server.database.pool.query(setPdf('running'), [id]);
    const commit = await holding('update reports set comment = $2 where id = $1', [id, 'Compteur relevé']);
    const pdfDone = server.database.pool.query(setPdf('done'), [id]);
    await waitingForLocks(1);
    await commit();
    await pdfDone;
    expect(await listed(id)).toMatchObject({ comment: 'Compteur relevé', pdfsGenerated: ['edl'] });
    expect(await listed(id)).toEqual(await presented(id));
  });

  it('deletes a report while its PDF row is being written, once that write commits', async () => {
    const id = await save();
    const commit = await holding(setPdf('running'), [id]);
    const deleted = server.app.inject({ method: 'DELETE', url: `/api/edl/${id}`, headers: agent.headers });
    await waitingForLocks(1);
    await commit();
    expect((await deleted).statusCode).toBe(204);
    expect(await listed(id)).toBeUndefined();
  });
});
