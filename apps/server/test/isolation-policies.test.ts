/**
 * The isolation suite's walk of the access table (packages/domain/test/policies/table.ts): every
 * role × resource × action sent to the real server on PostgreSQL, each answer read back as a cell
 * (2xx y, 403 n, 404 -, 401 x) and compared with the table. The pure rules walk the same table
 * (packages/domain/test/policies/policies.test.ts): a rule changed in one place only (a policy, a
 * route, the SQL scope, the facts the server loads) fails one walk or the other.
 *
 * Refusals are tried on the world's own resources (a wrong "allowed" then shows, and is a failure);
 * allowed deletions act on a twin made the same way, so that the walk can go on.
 */
import { reportScopeKind } from '@constat/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSubject } from '../src/modules/access/subject.ts';
import {
  ROLES,
  subjects,
  tableRows,
  type Cell,
  type ReportName,
  type Row,
} from '../../../packages/domain/test/policies/table.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { makeWorld, type PolicyWorld } from './policyWorld.ts';
import { uploadReport, type Headers } from './reportFixtures.ts';

let server: TestServer;
let world: PolicyWorld;
let localId = 1_710_000_000_000;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server.app);
}, 120_000);
afterAll(() => server.close());

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/** The answer as a cell: what the table writes for it. */
function cellOf(answer: LightMyRequestResponse): string {
  const { statusCode: status } = answer;
  if (status >= 200 && status < 300) return 'y';
  return { 401: 'x', 403: 'n', 404: '-' }[status] ?? `status ${status}: ${answer.body.slice(0, 120)}`;
}

const DAYS = 'start_date=2020-01-01&end_date=2030-12-31';

/** The request each cell sends; `id` is the column's resource (a twin's, for allowed deletions). */
function requestOf(row: Row, id: number): Request {
  const { kind, action, column } = row;
  const report = (name: string) => world.images[name as ReportName];
  const requests: Record<string, Record<string, () => Request>> = {
    report: {
      read: () => ({ method: 'GET', url: `/api/edl/${id}` }),
      signatures: () => ({ method: 'GET', url: `/api/edl/${id}/photos/${report(column).signature}` }),
      edit: () => ({ method: 'PATCH', url: `/api/edl/${id}/comment`, payload: { comment: 'Vu' } }),
      history: () => ({ method: 'GET', url: `/api/edl/${id}/history` }),
      costing: () => ({ method: 'GET', url: `/api/edl/${id}/costing` }),
      delete: () => ({ method: 'DELETE', url: `/api/edl/${id}` }),
      invite: () => ({
        method: 'POST',
        url: '/api/auto-edl',
        payload: {
          duplicateFromId: id,
          email: 'invite@exemple.fr',
          preData: { etage: '2', numAppart: '21' },
          profileId: world.profiles[row.role] ?? 1,
        },
      }),
    },
    group: {
      see: () => ({ method: 'GET', url: `/api/user-group/${id}` }),
      edit: () => ({ method: 'PUT', url: `/api/user-group/${id}`, payload: { name: column } }),
      delete: () => ({ method: 'DELETE', url: `/api/user-group/${id}` }),
      users: () => ({ method: 'GET', url: `/api/user?group=${id}` }),
      stats: () => ({ method: 'GET', url: `/api/edl/stats/admin?group_id=${id}&${DAYS}` }),
      profiles: () => ({ method: 'GET', url: `/api/user-group/${id}/profiles` }),
      calibration: () => ({ method: 'GET', url: `/api/calibration/group/${id}` }),
    },
    user: {
      see: () => ({ method: 'GET', url: `/api/user/${id}` }),
      edit: () => ({ method: 'PATCH', url: `/api/user/${id}`, payload: { hideLegend: false } }),
      password: () => ({
        method: 'PATCH',
        url: `/api/user/${id}/password`,
        payload: { password: world.passwords[column] },
      }),
      platformKey: () => ({
        method: 'PATCH',
        url: `/api/user/${id}/platform-token`,
        payload: { platformToken: null },
      }),
      delete: () => ({ method: 'DELETE', url: `/api/user/${id}` }),
      grantSelfService: () => ({ method: 'PATCH', url: `/api/user/${id}`, payload: { canAutoEdl: false } }),
      calibration: () => ({ method: 'GET', url: `/api/calibration/user/${id}` }),
    },
    selfService: {
      list: () => ({ method: 'GET', url: '/api/auto-edl' }),
      delete: () => ({ method: 'DELETE', url: `/api/auto-edl/${id}` }),
      mine: () => ({ method: 'GET', url: '/api/auto-edl/mine' }),
    },
    platform: {
      globalMessage: () => ({ method: 'PATCH', url: '/api/me', payload: { globalAdminMessage: null } }),
      administer: () => ({ method: 'GET', url: '/api/user-group/tree' }),
    },
  };
  const request = requests[kind]?.[action];
  if (!request) throw new Error(`no request for ${kind}.${action}`);
  return request();
}

const send = (headers: Headers, request: Request) => server.app.inject({ ...request, headers });

/** The column's resource id: the world's, or a fresh twin for a deletion the table allows. */
async function resourceOf(row: Row): Promise<number> {
  const { ids, twin } = world;
  const twinned = row.action === 'delete' && row.cell === 'y';
  switch (row.kind) {
    case 'report':
      return twinned ? twin.report(row.column as ReportName) : ids.reports[row.column as ReportName];
    case 'group':
      return twinned ? twin.group(row.column as 'A') : ids.groups[row.column as 'A'];
    case 'user':
      return twinned ? twin.user(row.column as 'member') : ids.users[row.column as 'member'];
    case 'selfService':
      return twinned ? twin.invitation() : world.invitation;
    case 'platform':
      return 0;
  }
}

/** What the server answers for one cell, read as a cell. */
async function serverCell(row: Row): Promise<string> {
  const headers = world.headers[row.role];
  const id = await resourceOf(row);
  if (row.kind === 'report' && row.action === 'list') {
    const answer = await send(headers, { method: 'GET', url: '/api/edl?l=100' });
    if (answer.statusCode !== 200) return cellOf(answer);
    return answer.json<{ id: number }[]>().some((item) => item.id === id) ? 'y' : '-';
  }
  if (row.kind === 'report' && row.action === 'followLink') {
    // A move-out naming the report as its source: the link kept is 'y', dropped (as if the source
    // did not exist) is '-'.
    const duplicate = {
      ...uploadReport(1, [], { localId: localId++, edlIO: 'Sortant' }),
      duplicateFromEdlID: id,
    };
    const profileId = world.profiles[row.role] ?? 1;
    const saved = await send(
      { ...headers, 'idempotency-key': `walk:${localId}` },
      { method: 'POST', url: '/api/edl', payload: { ...duplicate, profileId } },
    );
    if (saved.statusCode !== 201) return cellOf(saved);
    const copy = await send(headers, { method: 'GET', url: `/api/edl/${saved.json<{ id: number }>().id}` });
    return copy.json<{ duplicateFromEdlID: number | null }>().duplicateFromEdlID === id ? 'y' : '-';
  }
  const answer = await send(headers, requestOf(row, id));
  if (row.kind === 'user' && row.action === 'password' && answer.statusCode === 204)
    await signInAgain(row.column);
  return cellOf(answer);
}

/** A password set by someone else ends every session of its account: its owner signs in again. */
async function signInAgain(name: string): Promise<void> {
  const password = world.passwords[name];
  if (password === undefined || !(name in world.headers)) return;
  const { token } = await login(server.app, { username: name, password });
  world.headers[name as keyof PolicyWorld['headers']] = bearer(token);
}

describe('the access table, against the real server', () => {
  it('loads for each role the facts the table writes, and decides its scope kind as the domain does', async () => {
    const written = subjects(world.ids);
    for (const role of ROLES) {
      if (role === 'costingLink') continue;
      const loaded = await loadSubject(server.database.pool, written[role].userId);
      if (!loaded) throw new Error(`${role}: no account`);
      const { kind, autoEdlId: _autoEdlId, ...facts } = loaded;
      const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
      expect({ ...facts, groupSubtree: sorted(facts.groupSubtree) }, role).toEqual({
        ...written[role],
        groupSubtree: sorted(written[role].groupSubtree),
      });
      expect(kind, role).toBe(reportScopeKind(written[role]));
    }
  });

  it('answers every cell as written', async () => {
    const rows = tableRows().filter((row) => row.cell !== '.');
    // Deletions last: until then every resource is there to be asked about.
    const ordered = [
      ...rows.filter((row) => row.action !== 'delete'),
      ...rows.filter((row) => row.action === 'delete'),
    ];
    const wrong: string[] = [];
    for (const row of ordered) {
      const got = await serverCell(row);
      if (got !== (row.cell as Cell))
        wrong.push(`${row.kind}.${row.action} ${row.role} × ${row.column}: ${got}, not ${row.cell}`);
    }
    expect(wrong).toEqual([]);
    expect(ordered.length).toBeGreaterThan(300);
  }, 300_000);
});
