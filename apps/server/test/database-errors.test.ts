/**
 * The error handler's safety net for PostgreSQL refusals a route did not foresee (a race, a check
 * missing in a new route): integrity and data errors answer 4xx in the one shape, anything else
 * 500. Real statements on the test database, from routes registered for the test.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { app, database } = server;
  const { db } = database;
  const statements: Record<string, () => Promise<unknown>> = {
    'missing-reference': () =>
      db.insert(users).values({ login: 'orphan', email: 'o@x.fr', passwordHash: 'h', groupId: 999_999 }),
    'still-referenced': async () => {
      const [group] = await db.insert(groups).values({ name: 'Occupé' }).returning();
      if (!group) throw new Error('no group');
      await db
        .insert(users)
        .values({ login: 'occupant', email: 'oc@x.fr', passwordHash: 'h', groupId: group.id });
      await db.delete(groups).where(eq(groups.id, group.id));
    },
    duplicate: async () => {
      await db.insert(users).values({ login: 'Double', email: 'd@x.fr', passwordHash: 'h' });
      await db.insert(users).values({ login: 'double', email: 'd@x.fr', passwordHash: 'h' });
    },
    'out-of-range': () =>
      db
        .select()
        .from(users)
        .where(eq(users.id, 2 ** 40)),
    nul: () => db.insert(groups).values({ name: 'a\u0000b' }),
    'not-null': () => db.execute(sql`insert into groups (name) values (null)`),
    fault: () => db.execute(sql`select * from no_such_table`),
  };
  for (const [name, run] of Object.entries(statements)) {
    app.get(`/test/db/${name}`, async () => {
      await run();
      return { ok: true };
    });
  }
});
afterAll(() => server.close());

const run = async (name: string) => {
  const answer = await server.app.inject({ method: 'GET', url: `/test/db/${name}` });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
};

describe('PostgreSQL refusals a route did not check', () => {
  it.each([
    ['missing-reference', 404, 'not-found'],
    ['still-referenced', 409, 'conflict'],
    ['duplicate', 409, 'conflict'],
    ['out-of-range', 400, 'bad-request'],
    ['nul', 400, 'bad-request'],
    ['not-null', 400, 'bad-request'],
    ['fault', 500, 'internal'],
  ])('%s answers %i %s in the one shape', async (name, status, code) => {
    const { status: actual, body } = await run(name);
    expect(actual).toBe(status);
    expect(body['code']).toBe(code);
    expect(typeof body['message']).toBe('string');
    expect(Object.keys(body).every((key) => ['code', 'message', 'detail'].includes(key))).toBe(true);
  });
});
