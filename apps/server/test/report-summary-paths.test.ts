/**
 * The saved list's item is defined once (src/modules/reports/summaryMembers.ts): the database's
 * `report_summary_members` is the function generated from it, and along every write path a user
 * walks (save, edits, costing, PDFs, profile name, a refused correction) the list item stays equal
 * to what the report's own route presents, 'hasDefinedCosting' included.
 */
import type { RemoteReportSummary } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryMembersBody } from '../src/modules/reports/summaryMembers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveReport,
  saveWithPhotos,
  uploadReport,
  withDegradedWall,
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
    'agent.liste',
    await createGroup(server.app, admin, 'Agence Liste', false),
  );
});
afterAll(() => server.close());

type Method = 'GET' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: agent.headers, ...(payload ? { payload } : {}) });

async function listed(id: number): Promise<RemoteReportSummary | undefined> {
  return (await call('GET', '/api/edl?l=100')).json<RemoteReportSummary[]>().find((item) => item.id === id);
}

async function presented(id: number): Promise<RemoteReportSummary> {
  const { data: _document, ...summary } = (await call('GET', `/api/edl/${id}`)).json<
    RemoteReportSummary & { data: unknown }
  >();
  return summary;
}

/** The list item and the report's route agree, key order included; the item is returned. */
async function agreeing(id: number): Promise<RemoteReportSummary> {
  const item = await listed(id);
  const own = await presented(id);
  expect(item).toEqual(own);
  expect(Object.keys(item ?? {})).toEqual(Object.keys(own));
  return own;
}

describe("the saved list's item, defined once", () => {
  it('the database function is the one summaryMembers.ts generates', async () => {
    const { rows } = await server.database.pool.query<{ body: string }>(
      `select prosrc as body from pg_proc where proname = 'report_summary_members'`,
    );
    expect(rows.map((row) => row.body)).toEqual([summaryMembersBody()]);
  });

  it('stays equal to the report route along every write path, and says when the costing is defined', async () => {
    const entry = withDegradedWall(uploadReport(agent.profileId, [], { localId: 1_600_000_000_001 }), false);
    const entryId = await saveWithPhotos(server.app, agent.headers, entry, []);
    expect(await agreeing(entryId)).toMatchObject({ edlIO: 'Entrant', hasDefinedCosting: false });

    const exitReport = withDegradedWall(
      uploadReport(agent.profileId, [], {
        localId: 1_700_000_000_001,
        edlIO: 'Sortant',
        duplicateFromEdlID: entryId,
      }),
      true,
    );
    const exitId = await saveWithPhotos(server.app, agent.headers, exitReport, []);
    expect(await agreeing(exitId)).toMatchObject({
      duplicateFromEdlID: entryId,
      hasDefinedCosting: false,
    });

    // The costing screen's first opening builds the lines: the costing is defined from then on.
    const costing = await call('GET', `/api/edl/${exitId}/costing`);
    expect(costing.json<{ lines: { id: number }[] }>().lines).toHaveLength(1);
    expect(await agreeing(exitId)).toMatchObject({ hasDefinedCosting: true });
    const [line] = costing.json<{ lines: { id: number }[] }>().lines;
    expect((await call('PATCH', `/api/edl/costing/${line?.id}`, { wear: 0 })).statusCode).toBe(200);
    expect(await agreeing(exitId)).toMatchObject({ hasDefinedCosting: true });

    for (const [path, body, expected] of [
      ['comment', { comment: 'Clés rendues en agence' }, { comment: 'Clés rendues en agence' }],
      ['show-costs', { showCosts: true }, { showCosts: true }],
      ['locale', { locale: 'es' }, { locale: 'es' }],
    ] as const) {
      const edited = await call('PATCH', `/api/edl/${exitId}/${path}`, body);
      expect(edited.json()).toMatchObject(expected);
      expect(await agreeing(exitId)).toMatchObject(expected);
    }

    // The PDF's job: asked for, then done.
    await server.database.pool.query(
      `insert into report_documents (report_id, kind, status, locale, started_at) values ($1, 'convention', 'running', 'fr', now())`,
      [exitId],
    );
    expect(await agreeing(exitId)).toMatchObject({ pdfsGenerating: ['convention'], pdfsGenerated: [] });
    await server.database.pool.query(
      `update report_documents set status = 'done' where report_id = $1 and kind = 'convention'`,
      [exitId],
    );
    expect(await agreeing(exitId)).toMatchObject({ pdfsGenerating: [], pdfsGenerated: ['convention'] });

    const renamed = await call('PUT', `/api/profile/${agent.profileId}`, { name: 'Cabinet Liste' });
    expect(renamed.statusCode).toBe(200);
    expect(await agreeing(exitId)).toMatchObject({ name: 'Cabinet Liste' });

    // A correction under the same key is refused and changes nothing (the save's content hash).
    const before = await agreeing(exitId);
    const corrected = await saveReport(server.app, agent.headers, {
      ...exitReport,
      edl: exitReport.edl.slice(1),
    });
    expect(corrected.statusCode).toBe(422);
    expect(await agreeing(exitId)).toEqual(before);

    // The costing's lines gone (a report's costing rebuilt from nothing): no longer defined.
    await server.database.pool.query('delete from costing_lines where report_id = $1', [exitId]);
    expect(await agreeing(exitId)).toMatchObject({ hasDefinedCosting: false });
  });
});
