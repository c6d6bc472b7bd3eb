/**
 * An unknown login must not answer faster than a known one with a wrong password (that told an
 * attacker which logins exist: 3 ms against 18-64 ms). Medians of interleaved attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Limits out of the way: this test measures the answer, not the brute-force protection.
    loginLimits: {
      perIpPerMinute: 1000,
      perAddress: { failures: 1000, windowMinutes: 15 },
      perAccount: { failures: 1000, windowMinutes: 60 },
    },
  });
});
afterAll(() => server.close());

async function timed(username: string): Promise<number> {
  const start = performance.now();
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'not-the-password' },
  });
  const elapsed = performance.now() - start;
  expect(answer.statusCode).toBe(401);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('login timing', () => {
  it('an unknown login takes about as long as a known login with a wrong password (within 2x)', async () => {
    await timed('admin');
    await timed('personne');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await timed('admin'));
      unknown.push(await timed(`personne-${i}`));
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(`login timing medians: known login ${k.toFixed(1)} ms, unknown login ${u.toFixed(1)} ms`);
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(2);
  });
});
