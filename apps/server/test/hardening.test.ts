/**
 * The shared layer's rules, through the full Fastify pipeline (inject): strict ids, no NUL, unknown
 * groups, error shapes and codes, authentication before the body, no-store, clumsy clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { makePng } from './images.ts';
import { uploadReport } from './reportFixtures.ts';
import type { Module } from '@constat/domain';

let server: TestServer;
let admin: Record<string, string>;
let groupId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = bearer((await login(server.app)).token);
  groupId = (await call('POST', '/api/user-group', { name: 'Agence Test' })).json<{ id: number }>().id;
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function expectErrorShape(answer: { headers: Record<string, unknown>; json: () => unknown }, code: string) {
  const body = answer.json() as Record<string, unknown>;
  expect(Object.keys(body).every((key) => ['code', 'message', 'detail'].includes(key))).toBe(true);
  expect(body['code']).toBe(code);
  expect(typeof body['message']).toBe('string');
  expect(answer.headers['cache-control']).toBe('no-store');
}

const ODD_IDS = ['2147483648', '99999999999', '0x10', '+1', '1e3', '00001', '%201', '-1', '0', '1.0', 'abc'];

describe('ids: decimal digits only, 1..2147483647', () => {
  it('an odd or out-of-range path id answers 404, and renames nothing', async () => {
    for (const id of ODD_IDS) {
      for (const url of [`/api/user/${id}`, `/api/user-group/${id}`, `/api/profile/${id}/default`]) {
        const answer = await call(url.endsWith('default') ? 'PUT' : 'GET', url);
        expect(answer.statusCode, `${url}`).toBe(404);
        expectErrorShape(answer, 'not-found');
      }
    }
    const renamed = await call('PUT', `/api/user-group/+${groupId}`, { name: 'Renommé' });
    expect(renamed.statusCode).toBe(404);
    expect((await call('GET', `/api/user-group/${groupId}`)).json()).toMatchObject({ name: 'Agence Test' });
    expect((await call('GET', '/api/user/2147483647')).statusCode).toBe(404);
  });

  it('an odd query id answers 400', async () => {
    for (const id of ODD_IDS) {
      for (const url of [`/api/user?group=${id}`, `/api/user-group?group=${id}`]) {
        const answer = await call('GET', url);
        expect(answer.statusCode, url).toBe(400);
        expectErrorShape(answer, 'bad-request');
      }
    }
    expect((await call('GET', `/api/user?group=${groupId}`)).statusCode).toBe(200);
  });

  it('an out-of-range or non-integer body id answers 400', async () => {
    for (const bad of [2147483648, 99999999999, 0, -1, 1.5, '1', '0x10']) {
      const user = await call('POST', '/api/user', { login: 'id.test', email: 'i@t.fr', groupId: bad });
      expect(user.statusCode).toBe(400);
      const group = await call('POST', '/api/user-group', { name: 'G', parentId: bad });
      expect(group.statusCode).toBe(400);
      expectErrorShape(group, 'bad-request');
    }
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in every string: body values and keys, query, path, even anonymously', async () => {
    const me = (await call('GET', '/api/me')).json<{ id: number }>();
    const answers = [
      await call('POST', '/api/login', { username: 'ad\u0000min', password: 'x' }, {}),
      await call('POST', '/api/profile', { name: 'Pro\u0000fil' }),
      await call('POST', '/api/user', { login: 'nul\u0000', email: 'n@x.fr', groupId }),
      await call('POST', '/api/user-group', { name: 'G\u0000' }),
      await call('PUT', `/api/user-group/${groupId}`, { name: 'G', customLegalText: 'a\u0000b' }),
      await call('PATCH', `/api/user/${me.id}`, { logo: 'data:\u0000' }),
      await call('POST', '/api/profile', { ['na\u0000me']: 'x' }),
      await call('GET', '/api/user?group=1%00'),
      await call('GET', '/api/user-group/1%00'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expectErrorShape(answer, 'bad-request');
      expect(answer.json<{ message: string }>().message).toContain('Caractère nul');
    }
    expect((await call('GET', `/api/user-group/${groupId}`)).json()).toMatchObject({ customLegalText: null });
  });
});

describe('a group that does not exist', () => {
  it('in POST or PATCH /api/user answers 404 "Groupe introuvable"', async () => {
    const created = await call('POST', '/api/user', {
      login: 'sans.groupe',
      email: 's@g.fr',
      groupId: 999999,
    });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ code: 'not-found', message: 'Groupe introuvable' });
    const me = (await call('GET', '/api/me')).json<{ id: number }>();
    const patched = await call('PATCH', `/api/user/${me.id}`, { groupId: 999999 });
    expect(patched.statusCode).toBe(404);
    expect((await call('GET', '/api/me')).json()).toMatchObject({ groupId: null });
  });
});

describe('authentication comes before the body', () => {
  it('an anonymous 5 MiB post is refused with 401, not parsed (no 413, no 400)', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) });
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/user-group',
        payload,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(answer.statusCode).toBe(401);
      expectErrorShape(answer, 'unauthorized');
    }
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
  });

  it('a signed-in user gets 413 "payload-too-large" past 1 MiB; a logo of a few hundred kB passes', async () => {
    const big = await call('POST', '/api/user-group', { name: 'Grand', logo: 'x'.repeat(1_100_000) });
    expect(big.statusCode).toBe(413);
    expectErrorShape(big, 'payload-too-large');
    // A 150x150 logo (a few tens of kB) and the longest legal texts, 300 kB of JSON together.
    const logo = `data:image/png;base64,${makePng(150, 150).toString('base64')}`;
    const answer = await call('PUT', `/api/user-group/${groupId}`, {
      name: 'Agence Test',
      logo,
      customLegalText: 'é'.repeat(50_000),
      customLegalTextConvention: 'è'.repeat(50_000),
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('error shape and codes from every layer', () => {
  it('unknown route, bad JSON, unsupported type, bad URL encoding, too-long parameter', async () => {
    const unknown = await call('GET', '/api/nothing?email=a@b.fr');
    expect(unknown.statusCode).toBe(404);
    expectErrorShape(unknown, 'not-found');
    expect(unknown.json<{ message: string }>().message).toBe('Route inconnue : GET /api/nothing');
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: '{"name": ',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expectErrorShape(json, 'bad-request');
    const badUrl = await call('GET', '/api/user/%FF%FE');
    expect(badUrl.statusCode).toBe(400);
    expectErrorShape(badUrl, 'bad-request');
    const long = await call('GET', `/api/user/${'1'.repeat(400)}`);
    expect(long.statusCode).toBe(414);
    expectErrorShape(long, 'uri-too-long');
  });
});

describe('a bare app path opened by a browser', () => {
  const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('is redirected to its hash route, query kept', async () => {
    const invitation = await server.app.inject({ method: 'GET', url: '/auto-edl', headers: page });
    expect(invitation.statusCode).toBe(302);
    expect(invitation.headers.location).toBe('/#/auto-edl');
    const costing = await server.app.inject({ method: 'GET', url: '/p/costing/4/abc?x=1', headers: page });
    expect(costing.headers.location).toBe('/#/p/costing/4/abc?x=1');
  });

  it('stays a JSON 404 under /api, or for a client that does not ask for a page', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/api/auto-edl-nothing', headers: page });
    expect(api.statusCode).toBe(404);
    expectErrorShape(api, 'not-found');
    const json = await server.app.inject({
      method: 'GET',
      url: '/auto-edl',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expectErrorShape(json, 'not-found');
    const post = await server.app.inject({ method: 'POST', url: '/auto-edl', headers: page });
    expect(post.statusCode).toBe(404);
  });
});

describe('Cache-Control: no-store on every /api answer', () => {
  it('on data, health, errors and unknown routes', async () => {
    for (const [url, headers] of [
      ['/api/me', admin],
      ['/api/health', {}],
      ['/api/me', {}],
      ['/api/nothing', admin],
      ['/api/docs/json', {}],
    ] as const) {
      const answer = await server.app.inject({ method: 'GET', url, headers });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('clumsy clients', () => {
  it('an empty body with Content-Type: application/json is no body where the route takes none', async () => {
    const json = { ...admin, 'content-type': 'application/json' };
    const [a, b] = await Promise.all(
      ['A', 'B'].map(
        async (name) => (await call('POST', '/api/profile', { name })).json<{ id: number }>().id,
      ),
    );
    const made = await server.app.inject({ method: 'PUT', url: `/api/profile/${b}/default`, headers: json });
    expect(made.statusCode).toBe(200);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/profile/${a}`, headers: json });
    expect(deleted.statusCode).toBe(204);
    const plain = { ...admin, 'content-type': 'text/plain' };
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/profile/${b}`, headers: plain })).statusCode,
    ).toBe(204);
  });

  it('an empty body where the route takes one names the missing body', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(
      'Requête invalide : Champ obligatoire : corps de la requête',
    );
  });

  it('a text/plain or form body answers 415 with a message naming JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/profile',
        payload: 'name=Marie',
        headers: { ...admin, 'content-type': contentType },
      });
      expect(answer.statusCode).toBe(415);
      expectErrorShape(answer, 'unsupported-media-type');
      expect(answer.json<{ message: string }>().message).toContain('JSON');
    }
  });
});

describe('validation messages say what is wrong, naming the field', () => {
  const messageOf = (answer: { json: () => unknown }) => (answer.json() as { message: string }).message;

  it('a wrong type: what was expected and what came, not "Champ obligatoire"', async () => {
    const answer = await call('POST', '/api/profile', { name: 12 });
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toBe('Requête invalide : Type invalide pour name : texte attendu, nombre reçu');
    const missing = await call('POST', '/api/profile', {});
    expect(messageOf(missing)).toBe('Requête invalide : Champ obligatoire : name');
  });

  it('a number where a date string is expected, deep in a report, names its path', async () => {
    const agent = await call('POST', '/api/profile', { name: 'Rapports' });
    const report = uploadReport(agent.json<{ id: number }>().id, []);
    const [first] = report.edl as [Module];
    const answer = await call(
      'POST',
      '/api/edl',
      { ...report, entryDate: 20240131, edl: [{ ...first, entry: [{ ...first.entry[0], name: 12 }] }] },
      {
        ...admin,
        'idempotency-key': 'device-v:1',
      },
    );
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toContain('Type invalide pour entryDate : texte attendu, nombre reçu');
    expect(messageOf(answer)).toContain('Type invalide pour edl.0.entry.0.name : texte attendu, nombre reçu');
    expect(messageOf(answer)).not.toContain('Champ obligatoire');
  });

  it('a deeply nested value where text is expected says so', async () => {
    const depth = 100_000;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: `{"name":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`,
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toBe('Requête invalide : Type invalide pour name : texte attendu, liste reçue');
  });

  it('a __proto__ or constructor.prototype key is named as refused, not as invalid JSON', async () => {
    for (const [payload, key] of [
      ['{"name":"A","__proto__":{"admin":true}}', '__proto__'],
      ['{"name":"A","constructor":{"prototype":{"admin":true}}}', 'constructor.prototype'],
    ] as const) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/profile',
        payload,
        headers: { ...admin, 'content-type': 'application/json' },
      });
      expect(answer.statusCode).toBe(400);
      expectErrorShape(answer, 'bad-request');
      expect(messageOf(answer)).toBe(`Clé interdite dans le JSON : ${key}`);
    }
  });
});
