/**
 * The users list's budget (docs/ARCHITECTURE.md "Budgets"): `GET /api/user?group=` runs a fixed number of SQL
 * queries, whatever the group's size: the same for 2 users as for 40 users with 4 profiles each (no query
 * per user or per profile). Counted at the connection pool the application uses. The server's
 * background jobs poll that pool too, so the fewest queries seen over a few requests is the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, type Headers } from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
let queries = 0;
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await adminHeaders(server.app);
  const pool = server.database.pool;
  const original = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof pool.query>) => {
    queries += 1;
    return (original as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
});
afterAll(() => server.close());

/** A group (under a parent, so the group chain has two levels) with `count` users, 4 profiles each. */
async function seedGroup(name: string, count: number): Promise<number> {
  const sql = server.database.pool;
  const parent = await sql.query<{ id: number }>(`insert into groups (name) values ($1) returning id`, [
    `${name} parent`,
  ]);
  const group = await sql.query<{ id: number }>(
    `insert into groups (name, parent_id) values ($1, $2) returning id`,
    [name, parent.rows[0]?.id],
  );
  const groupId = group.rows[0]?.id ?? 0;
  await sql.query(
    `insert into users (login, email, password_hash, group_id, admin)
     select $2 || '.' || i, $2 || '.' || i || '@agence.fr', 'x', $1, i = 1 from generate_series(1, $3) i`,
    [groupId, name.toLowerCase(), count],
  );
  await sql.query(
    `insert into profiles (user_id, name, is_default)
     select u.id, 'Profil ' || p, p = 1 from users u, generate_series(1, 4) p where u.group_id = $1`,
    [groupId],
  );
  return groupId;
}

async function queriesOfList(groupId: number, expectedUsers: number): Promise<number> {
  const seen: number[] = [];
  for (let run = 0; run < 4; run++) {
    const before = queries;
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/user?group=${groupId}`,
      headers: superAdmin,
    });
    seen.push(queries - before);
    expect(answer.statusCode).toBe(200);
    const users = answer.json<{ profiles: unknown[] }[]>();
    expect(users).toHaveLength(expectedUsers);
    expect(users.every((user) => user.profiles.length === 4)).toBe(true);
  }
  return Math.min(...seen);
}

describe('GET /api/user?group= runs a fixed number of queries', () => {
  it('the same for 2 users as for 40 users with 160 profiles, and only a handful', async () => {
    const small = await queriesOfList(await seedGroup('Petit', 2), 2);
    const big = await queriesOfList(await seedGroup('Grand', 40), 40);
    expect(big).toBe(small);
    expect(big).toBeLessThanOrEqual(8);
  });
});
