import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('platform', () => {
  it('GET /api/health says the process is alive, GET /api/ready that its database and blob store answer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      backup: { lastSuccessAgeSeconds: null, failuresSince: 0 },
    });
  });

  it('documents the API in OpenAPI at /api/docs/json, with a UI at /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/login/refresh',
        '/api/me',
        '/api/profile',
        '/api/profile/{id}/passcode',
        '/api/user',
        '/api/user-group',
      ]),
    );
    const ui = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers with a Content Security Policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});

describe('requests the schemas reject get a French message', () => {
  const post = (payload: string, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('names an unknown field, and a missing one', async () => {
    const unknown = await post(JSON.stringify({ username: 'a', password: 'b', remember: true }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Requête invalide : Champ inconnu : remember');
    const missing = await post(JSON.stringify({ username: 'a' }));
    expect(missing.json().message).toBe('Requête invalide : Champ obligatoire : password');
  });

  it('says when the body is not JSON, or not a supported type', async () => {
    const broken = await post('{"username": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("Le corps de la requête n'est pas un JSON valide");
    const xml = await post('<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      code: 'unsupported-media-type',
      message: 'Type de contenu non pris en charge : envoyez du JSON (Content-Type: application/json)',
    });
  });
});
