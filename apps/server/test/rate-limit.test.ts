import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    loginLimits: {
      perIpPerMinute: 8,
      perAddress: { failures: 3, windowMinutes: 15 },
      perAccount: { failures: 6, windowMinutes: 60 },
    },
  });
});
afterAll(() => server.close());

const attempt = (payload: object, ip = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });

describe('login rate limits', () => {
  it('per account and address: after too many failures from one address, even the right password gets 429 there', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer((await login(server.app)).token),
      payload: { login: 'cible', email: 'cible@agence.fr', password: 'cible-password-1' },
    });
    const owner = { username: 'cible', password: 'cible-password-1' };
    for (let i = 0; i < 3; i++) {
      expect((await attempt({ ...owner, password: `wrong-${i}` }, '10.0.1.1')).statusCode).toBe(401);
    }
    const blocked = await attempt(owner, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate-limited');
    // The owner, from their own address, is not locked out by someone else's failures.
    expect((await attempt(owner, '10.0.1.2')).statusCode).toBe(200);
  });

  it('failures spread over many addresses do not lock the owner out below the per-account limit', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ ...ADMIN, password: `wrong-${i}` }, `10.0.3.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(ADMIN, '10.0.3.100')).statusCode).toBe(200);
  });

  it('per account: past the higher per-account limit, every address gets 429', async () => {
    const target = { username: 'nobody-in-particular', password: 'x' };
    for (let i = 0; i < 6; i++) {
      expect((await attempt(target, `10.0.4.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(target, '10.0.4.200')).statusCode).toBe(429);
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
