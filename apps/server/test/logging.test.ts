/**
 * No secret or personal data in the log: the server's own log lines are captured (pino writes to a
 * stream given to the app) while requests carry passwords, tokens and e-mail addresses, and while
 * database writes fail with those values among their parameters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { ADMIN, bearer, login, startTestServer, type TestServer } from './harness.ts';

const lines: string[] = [];
let server: TestServer;
const SECRET_EMAIL = 'secret.person@agence-nord.fr';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$U0VDUkVUU0FMVA$SECRETHASHVALUE';

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  const { app, database } = server;
  // Failing writes whose parameters are secrets, as a route with a missing check would make them.
  app.post('/test/duplicate-user', async () => {
    const row = { login: 'doublon', email: SECRET_EMAIL, passwordHash: SECRET_HASH };
    await database.db.insert(users).values(row);
    await database.db.insert(users).values(row);
    return { ok: true };
  });
  app.post('/test/broken-query', async () => {
    await database.db.execute(sql`select * from no_such_table where email = ${SECRET_EMAIL}`);
    return { ok: true };
  });
  app.post('/test/log-fields', async (request) => {
    request.log.info({ password: ADMIN.password, user: { passwordHash: SECRET_HASH, email: SECRET_EMAIL } });
    return { ok: true };
  });
});
afterAll(() => server.close());

describe('the log', () => {
  it('carries no password, hash, token, e-mail address nor query string', async () => {
    const { token, refresh } = await login(server.app);
    await server.app.inject({
      method: 'GET',
      url: `/api/me?email=${encodeURIComponent(SECRET_EMAIL)}`,
      headers: bearer(token),
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/login/refresh',
      payload: { refresh },
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(token),
      payload: { login: 'nouveau', email: SECRET_EMAIL, password: 'a-new-password-1' },
    });
    const duplicate = await server.app.inject({ method: 'POST', url: '/test/duplicate-user' });
    expect(duplicate.statusCode).toBe(409);
    const broken = await server.app.inject({ method: 'POST', url: '/test/broken-query' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 'internal', message: 'Erreur interne du serveur' });
    await server.app.inject({ method: 'POST', url: '/test/log-fields' });

    const log = lines.join('');
    // The failures are logged, with what a developer needs: the statement, SQLSTATE, constraint.
    const entries = lines.map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> });
    const warned = entries.find((entry) => entry.err?.['sqlState'] === '23505');
    expect(warned?.err).toMatchObject({
      constraint: 'users_login_unique',
      query: expect.stringContaining('insert into "users"'),
    });
    const failed = entries.find((entry) => entry.err?.['sqlState'] === '42P01');
    expect(failed?.level).toBe(50);
    expect(log).toContain('[redacted]');
    for (const secret of [
      ADMIN.password,
      'a-new-password-1',
      SECRET_HASH,
      'SECRETHASHVALUE',
      SECRET_EMAIL,
      token,
      refresh,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('secret.person');
    expect(log).not.toContain('email=');
  });
});
