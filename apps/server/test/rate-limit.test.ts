import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    loginLimits: { perIpPerMinute: 8, perAccountFailures: 3, perAccountWindowMinutes: 15 },
  });
});
afterAll(() => server.close());

const attempt = (payload: object, ip = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });

describe('login rate limits', () => {
  it('per account: after too many failures even the right password gets 429', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt({ username: 'admin', password: `wrong-${i}` }, `10.0.1.${i}`)).statusCode).toBe(
        401,
      );
    }
    const blocked = await attempt(ADMIN, '10.0.1.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate-limited');
  });

  it('per IP: too many requests from one address get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await attempt({ username: `user${i}`, password: 'x' }, '10.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // Another address is not blocked.
    expect((await attempt({ username: 'someone', password: 'x' }, '10.0.2.2')).statusCode).toBe(401);
  });
});
