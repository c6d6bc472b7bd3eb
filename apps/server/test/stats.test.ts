/**
 * Usage statistics on PostgreSQL: per profile for the user, per user for an admin's group subtree,
 * 'all' and 'none' for a super admin, foreign groups 404, and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
let nord: number;
let lille: number;
let sud: number;
let agent: Account;
let chief: Account;
let sudAgent: Account;
let secondProfile: number;
const today = new Date().toISOString().slice(0, 10);
const range = `start_date=2000-01-01&end_date=${today}`;

const get = (url: string, headers: Headers) => server.app.inject({ method: 'GET', url, headers });
let localId = 1_700_000_000_000;
const save = (account: Account, profileId: number, edlIO: 'Entrant' | 'Sortant') =>
  saveWithPhotos(server.app, account.headers, uploadReport(profileId, [], { localId: ++localId, edlIO }), []);

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await adminHeaders(server.app);
  const group = async (name: string, parentId?: number) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/user-group',
        headers: superAdmin,
        payload: { name, ...(parentId ? { parentId } : {}) },
      })
    ).json<{ id: number }>().id;
  nord = await group('Nord');
  lille = await group('Lille', nord);
  sud = await group('Sud');
  chief = await createAccount(server.app, superAdmin, 'stats.chief', nord, { admin: true });
  agent = await createAccount(server.app, superAdmin, '=stats.agent', lille);
  sudAgent = await createAccount(server.app, superAdmin, 'stats.sud', sud);
  secondProfile = (
    await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: agent.headers,
      payload: { name: 'Second' },
    })
  ).json<{ id: number }>().id;
  await save(agent, agent.profileId, 'Entrant');
  await save(agent, agent.profileId, 'Sortant');
  await save(agent, secondProfile, 'Entrant');
  await save(sudAgent, sudAgent.profileId, 'Sortant');
});
afterAll(() => server.close());

describe('GET /api/edl/stats/user', () => {
  it('counts the user’s reports per profile', async () => {
    const answer = await get(`/api/edl/stats/user?${range}`, agent.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: agent.profileId, name: '=stats.agent', totalEntrants: 1, totalSortants: 1, total: 2 },
      { id: secondProfile, name: 'Second', totalEntrants: 1, totalSortants: 0, total: 1 },
    ]);
  });

  it('is empty outside the range, refuses bad dates', async () => {
    expect(
      (await get('/api/edl/stats/user?start_date=2001-01-01&end_date=2001-01-31', agent.headers)).json(),
    ).toEqual([]);
    expect(
      (await get('/api/edl/stats/user?start_date=2001-02-30&end_date=2001-01-31', agent.headers)).statusCode,
    ).toBe(400);
    expect(
      (await get('/api/edl/stats/user?start_date=hier&end_date=2001-01-31', agent.headers)).statusCode,
    ).toBe(400);
  });

  it('exports CSV with BOM, ; and neutralised formulas', async () => {
    const answer = await get(`/api/edl/stats/user?${range}&csv=true`, agent.headers);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain(`Statistiques_2000-01-01_${today}.csv`);
    expect(answer.body).toBe(
      `\uFEFFProfil;Entrants;Sortants;Total\r\n'=stats.agent;1;1;2\r\nSecond;1;0;1\r\n`,
    );
  });
});

describe('GET /api/edl/stats/admin', () => {
  it('a group admin sees their subtree per user; a foreign group answers 404; a group is required', async () => {
    const rows = (await get(`/api/edl/stats/admin?group_id=${nord}&${range}`, chief.headers)).json();
    expect(rows).toEqual([
      {
        id: agent.userId,
        login: '=stats.agent',
        groupName: 'Lille',
        parentGroupName: 'Nord',
        parentGroupId: nord,
        totalEntrants: 2,
        totalSortants: 1,
        total: 3,
      },
    ]);
    expect((await get(`/api/edl/stats/admin?group_id=${lille}&${range}`, chief.headers)).json()).toHaveLength(
      1,
    );
    expect((await get(`/api/edl/stats/admin?group_id=${sud}&${range}`, chief.headers)).statusCode).toBe(404);
    const missing = await get(`/api/edl/stats/admin?${range}`, chief.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Il est impératif de choisir un groupe pour lequel afficher les statistiques',
    );
    expect((await get(`/api/edl/stats/admin?group_id=${nord}&${range}`, agent.headers)).statusCode).toBe(403);
  });

  it('a super admin sees every group, or users without group', async () => {
    const all = (await get(`/api/edl/stats/admin?group_id=all&${range}`, superAdmin)).json();
    expect(all.map((row: { login: string; total: number }) => [row.login, row.total])).toEqual([
      ['=stats.agent', 3],
      ['stats.sud', 1],
    ]);
    expect((await get(`/api/edl/stats/admin?group_id=none&${range}`, superAdmin)).json()).toEqual([]);
    const csv = await get(`/api/edl/stats/admin?group_id=all&${range}&csv=true`, superAdmin);
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFUtilisateur;Groupe;Groupe parent;Entrants;Sortants;Total',
      "'=stats.agent;Lille;Nord;2;1;3",
      'stats.sud;Sud;;0;1;1',
    ]);
  });
});

describe('GET /api/edl/stats/{user,admin}/months', () => {
  // A report's date is its localId (fixtures above): November 2023 in Paris.
  const savedMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(1_700_000_000_000)
    .slice(0, 7);

  it('counts the user’s reports per Paris month, refuses bad dates like the totals', async () => {
    const answer = await get(`/api/edl/stats/user/months?${range}`, agent.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([{ month: savedMonth, totalEntrants: 2, totalSortants: 1, total: 3 }]);
    expect(
      (
        await get('/api/edl/stats/user/months?start_date=2001-01-01&end_date=2001-01-31', agent.headers)
      ).json(),
    ).toEqual([]);
    expect(
      (await get('/api/edl/stats/user/months?start_date=2001-02-30&end_date=2001-03-31', agent.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await get('/api/edl/stats/user/months?start_date=2001-03-01&end_date=2001-01-31', agent.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/edl/stats/user/months?${range}` })).statusCode,
    ).toBe(401);
  });

  it('follows the admin totals’ permissions: subtree, foreign group 404, group required, admins only', async () => {
    expect(
      (await get(`/api/edl/stats/admin/months?group_id=${nord}&${range}`, chief.headers)).json(),
    ).toEqual([{ month: savedMonth, totalEntrants: 2, totalSortants: 1, total: 3 }]);
    expect(
      (await get(`/api/edl/stats/admin/months?group_id=${sud}&${range}`, chief.headers)).statusCode,
    ).toBe(404);
    expect((await get(`/api/edl/stats/admin/months?group_id=all&${range}`, chief.headers)).statusCode).toBe(
      400,
    );
    const missing = await get(`/api/edl/stats/admin/months?${range}`, chief.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Il est impératif de choisir un groupe pour lequel afficher les statistiques',
    );
    expect(
      (await get(`/api/edl/stats/admin/months?group_id=${nord}&${range}`, agent.headers)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/edl/stats/admin/months?group_id=999999&${range}`, chief.headers)).statusCode,
    ).toBe(404);
  });

  it('a super admin sees every group or users without group per month', async () => {
    expect((await get(`/api/edl/stats/admin/months?group_id=all&${range}`, superAdmin)).json()).toEqual([
      { month: savedMonth, totalEntrants: 2, totalSortants: 2, total: 4 },
    ]);
    expect((await get(`/api/edl/stats/admin/months?group_id=none&${range}`, superAdmin)).json()).toEqual([]);
    expect((await get(`/api/edl/stats/admin/months?group_id=${sud}&${range}`, superAdmin)).json()).toEqual([
      { month: savedMonth, totalEntrants: 0, totalSortants: 1, total: 1 },
    ]);
  });
});
