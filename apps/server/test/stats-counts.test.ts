/**
 * The statistics' monthly counts (report_monthly_counts, kept by triggers on reports) against a
 * direct count of the reports after every kind of change: saves on both sides of a month boundary
 * in Paris time, a report deleted, a profile deleted, a user moved to another group, a user deleted,
 * a sub-group and a top-level group deleted. After each, the statistics of ranges that cut months
 * (read from the counts and the reports around them) equal the direct count of the range, and so
 * do their months (the `/months` routes of the bar chart).
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
let lilleAgent: Account;
let lilleSecond: Account;
let sudAgent: Account;
let secondProfile: number;
const saved: { id: number; owner: Account }[] = [];

const RANGES = [
  ['2025-12-15', '2026-02-10'],
  ['2026-01-01', '2026-01-31'],
  ['2026-01-31', '2026-02-01'],
  ['2026-02-01', '2026-03-31'],
  ['2026-01-10', '2026-01-20'],
  ['2000-01-01', '2100-12-31'],
  // Months counted whole minus their uncovered days (modules/stats/queries.ts splitRange): the
  // reports of January 1st and 15th are taken away, so a user with no other leaves the list.
  ['2026-01-16', '2026-01-31'],
  ['2026-01-02', '2026-03-30'],
  ['2026-02-01', '2100-12-31'],
] as const;

/** Report dates: around the turn of January in Paris (UTC+1), and a few others. */
const DATES = [
  '2025-12-31T22:59:59Z', // still December in Paris
  '2025-12-31T23:00:00Z', // already January 1st in Paris
  '2026-01-15T10:00:00Z',
  '2026-01-31T22:30:00Z', // February 1st in Paris
  '2026-02-14T12:00:00Z',
  '2026-03-31T21:59:59Z', // last second of March in Paris (UTC+2)
  '2026-03-31T22:00:00Z', // April 1st in Paris
].map((date) => Date.parse(date));

const inject = (method: 'GET' | 'DELETE' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload && { payload }) });

let second = 0;
async function save(owner: Account, profileId: number, date: number, edlIO: 'Entrant' | 'Sortant') {
  // The report's date is its creation time, `localId`; a second apart keeps each one distinct.
  const report = uploadReport(profileId, [], { localId: date + ++second * 1000, edlIO });
  saved.push({ id: await saveWithPhotos(server.app, owner.headers, report, []), owner });
}

/** Monthly counts as stored, and as a direct count of the reports would give them. */
async function countsAgree(): Promise<void> {
  const query = async (text: string) => (await server.database.pool.query(text)).rows;
  const stored = await query(`select user_id, month::text, group_id, profile_id, edl_io, count
    from report_monthly_counts order by 1, 2, 3, 4, 5`);
  const direct =
    await query(`select user_id, date_trunc('month', date at time zone 'Europe/Paris')::date::text
      as month, coalesce(group_id, 0) as group_id, coalesce(profile_id, 0) as profile_id, edl_io,
      count(*)::int as count
    from reports group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  expect(stored).toEqual(direct);
  expect(direct.length).toBeGreaterThan(0);
}

/** The statistics a direct count of the reports in the range gives (the queries before 0006). */
async function directStats(start: string, end: string) {
  const range = `r.date >= ($1::date::timestamp at time zone 'Europe/Paris')
    and r.date < (($2::date + 1)::timestamp at time zone 'Europe/Paris')`;
  const counts = `count(*) filter (where r.edl_io = 'Entrant')::int as "totalEntrants",
    count(*) filter (where r.edl_io = 'Sortant')::int as "totalSortants", count(*)::int as "total"`;
  const all = await server.database.pool.query(
    `select u.id, u.login, g.name as "groupName", pg.name as "parentGroupName", pg.id as "parentGroupId",
       s."totalEntrants", s."totalSortants", s.total
     from (select r.user_id, ${counts} from reports r where ${range} group by r.user_id) s
     join users u on u.id = s.user_id left join groups g on g.id = u.group_id
     left join groups pg on pg.id = g.parent_id order by lower(u.login)`,
    [start, end],
  );
  const perProfile = await server.database.pool.query(
    `select coalesce(p.id, 0)::int as id, coalesce(p.name, 'Sans profil') as name, ${counts}
     from reports r left join profiles p on p.id = r.profile_id
     where r.user_id = $3 and ${range} group by p.id, p.name order by lower(coalesce(p.name, 'Sans profil'))`,
    [start, end, lilleSecond.userId],
  );
  return { all: all.rows, perProfile: perProfile.rows };
}

/**
 * The range's reports per Paris month counted directly, of the users `users` selects (`u`; $3 is
 * free for it). Months with reports only, oldest first.
 */
async function directMonths(start: string, end: string, users: string, value: number | null = null) {
  const { rows } = await server.database.pool.query(
    `select to_char(date_trunc('month', r.date at time zone 'Europe/Paris'), 'YYYY-MM') as month,
       count(*) filter (where r.edl_io = 'Entrant')::int as "totalEntrants",
       count(*) filter (where r.edl_io = 'Sortant')::int as "totalSortants", count(*)::int as "total"
     from reports r join users u on u.id = r.user_id
     where r.date >= ($1::date::timestamp at time zone 'Europe/Paris')
       and r.date < (($2::date + 1)::timestamp at time zone 'Europe/Paris') and ${users}
     group by 1 order by 1`,
    value === null ? [start, end] : [start, end, value],
  );
  return rows;
}

async function statsAgree(): Promise<void> {
  for (const [start, end] of RANGES) {
    const range = `start_date=${start}&end_date=${end}`;
    const direct = await directStats(start, end);
    const all = await inject('GET', `/api/edl/stats/admin?group_id=all&${range}`, superAdmin);
    expect(all.json(), `all groups ${start} -> ${end}`).toEqual(direct.all);
    const own = await inject('GET', `/api/edl/stats/user?${range}`, lilleSecond.headers);
    expect(own.json(), `per profile ${start} -> ${end}`).toEqual(direct.perProfile);

    const allMonths = (
      await inject('GET', `/api/edl/stats/admin/months?group_id=all&${range}`, superAdmin)
    ).json();
    expect(allMonths, `all groups per month ${start} -> ${end}`).toEqual(
      await directMonths(start, end, 'true'),
    );
    const total = (rows: { total: number }[]) => rows.reduce((sum, row) => sum + row.total, 0);
    expect(total(allMonths)).toBe(total(direct.all));
    const noGroup = await inject('GET', `/api/edl/stats/admin/months?group_id=none&${range}`, superAdmin);
    expect(noGroup.json()).toEqual(await directMonths(start, end, 'u.group_id is null'));
    const ownMonths = await inject('GET', `/api/edl/stats/user/months?${range}`, lilleSecond.headers);
    expect(ownMonths.json(), `own per month ${start} -> ${end}`).toEqual(
      await directMonths(start, end, 'u.id = $3', lilleSecond.userId),
    );
    const groups = await server.database.pool.query<{ id: number }>(
      'select id from groups where parent_id is null',
    );
    for (const { id } of groups.rows) {
      const months = await inject('GET', `/api/edl/stats/admin/months?group_id=${id}&${range}`, superAdmin);
      const subtree = 'u.group_id in (select g.id from groups g where g.id = $3 or g.parent_id = $3)';
      expect(months.json(), `group ${id} per month ${start} -> ${end}`).toEqual(
        await directMonths(start, end, subtree, id),
      );
    }
  }
}

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
  await createAccount(server.app, superAdmin, 'counts.chief', nord, { admin: true });
  lilleAgent = await createAccount(server.app, superAdmin, 'counts.lille', lille);
  lilleSecond = await createAccount(server.app, superAdmin, 'counts.lille2', lille);
  sudAgent = await createAccount(server.app, superAdmin, 'counts.sud', sud);
  secondProfile = (
    await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: lilleSecond.headers,
      payload: { name: 'Deuxième' },
    })
  ).json<{ id: number }>().id;
  for (const [i, date] of DATES.entries()) {
    await save(lilleAgent, lilleAgent.profileId, date, i % 2 ? 'Entrant' : 'Sortant');
    await save(lilleSecond, i % 3 ? lilleSecond.profileId : secondProfile, date, 'Entrant');
    await save(sudAgent, sudAgent.profileId, date, i % 2 ? 'Sortant' : 'Entrant');
  }
});
afterAll(() => server.close());

describe('report_monthly_counts', () => {
  it('counts saved reports per month in Paris time', async () => {
    await countsAgree();
    await statsAgree();
    const months = await inject(
      'GET',
      '/api/edl/stats/admin/months?group_id=all&start_date=2000-01-01&end_date=2100-12-31',
      superAdmin,
    );
    // The fixtures' 21 reports over several months (the comparisons above are not all empty).
    const figures = months.json() as { month: string; total: number }[];
    expect(figures.length).toBeGreaterThanOrEqual(3);
    expect(figures.reduce((sum, month) => sum + month.total, 0)).toBe(21);
  });

  it('follows a report deleted and a profile deleted', async () => {
    const [first] = saved;
    expect((await inject('DELETE', `/api/edl/${first?.id}`, lilleAgent.headers)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/profile/${secondProfile}`, lilleSecond.headers)).statusCode).toBe(
      204,
    );
    await countsAgree();
    await statsAgree();
  });

  it('follows a user moved to another group', async () => {
    const moved = await inject('PATCH', `/api/user/${sudAgent.userId}`, superAdmin, { groupId: lille });
    expect(moved.statusCode).toBe(200);
    await countsAgree();
    await statsAgree();
  });

  it('follows a user deleted and groups deleted', async () => {
    expect((await inject('DELETE', `/api/user/${lilleAgent.userId}`, superAdmin)).statusCode).toBe(200);
    await countsAgree();
    await statsAgree();
    expect((await inject('DELETE', `/api/user-group/${lille}`, superAdmin)).statusCode).toBe(200);
    await countsAgree();
    await statsAgree();
    expect((await inject('DELETE', `/api/user-group/${nord}`, superAdmin)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/user-group/${sud}`, superAdmin)).statusCode).toBe(200);
    await countsAgree();
  });

  it('gives the saved list its total', async () => {
    const list = await inject('GET', '/api/edl?l=1', superAdmin);
    const { rows } = await server.database.pool.query('select count(*)::int as n from reports');
    expect(list.headers['pagination-count']).toBe(String(rows[0].n));
  });
});
