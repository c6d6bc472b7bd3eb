/**
 * Races with real concurrency against PostgreSQL: requests sent at once with Promise.all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = bearer((await login(server.app)).token);
});
afterAll(() => server.close());

describe('concurrent creation of users with one login', () => {
  it('exactly one 201; every other answer is 409 "Cet identifiant est déjà utilisé"', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: '/api/user',
          headers: superAdmin,
          payload: { login: i % 2 ? 'Jumeau' : 'jumeau', email: `j${i}@agence.fr`, password: 'jumeau-pw-1' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ code: 'conflict', message: 'Cet identifiant est déjà utilisé' });
    }
  });
});

describe('concurrent changes of the main profile', () => {
  it('16 parallel PUT /api/profile/{id}/default, several rounds: all 200, one main profile at the end', async () => {
    const created = await Promise.all(
      ['A', 'B', 'C', 'D'].map(async (name) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: '/api/profile',
          headers: superAdmin,
          payload: { name },
        });
        return answer.json<{ id: number }>().id;
      }),
    );
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          server.app.inject({
            method: 'PUT',
            url: `/api/profile/${created[i % created.length]}/default`,
            headers: superAdmin,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(16).fill(200));
    }
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: superAdmin });
    expect(me.json<{ profiles: { default: boolean }[] }>().profiles.filter((p) => p.default)).toHaveLength(1);
  });

  it('deleting the main profile while others are made main keeps exactly one main profile', async () => {
    const create = async (name: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/profile',
          headers: superAdmin,
          payload: { name },
        })
      ).json<{ id: number }>().id;
    for (let round = 0; round < 8; round++) {
      const [first, second, third] = await Promise.all(
        ['E', 'F', 'G'].map((name) => create(`${name}${round}`)),
      );
      await server.app.inject({ method: 'PUT', url: `/api/profile/${first}/default`, headers: superAdmin });
      const answers = await Promise.all([
        server.app.inject({ method: 'DELETE', url: `/api/profile/${first}`, headers: superAdmin }),
        server.app.inject({ method: 'PUT', url: `/api/profile/${second}/default`, headers: superAdmin }),
        server.app.inject({ method: 'PUT', url: `/api/profile/${third}/default`, headers: superAdmin }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 200, 200]);
      const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: superAdmin });
      expect(me.json<{ profiles: { default: boolean }[] }>().profiles.filter((p) => p.default)).toHaveLength(
        1,
      );
    }
  });
});
