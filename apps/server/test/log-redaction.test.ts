/**
 * No secret that opens something reaches the log file: a real server, listening on a real port,
 * writes its log to a file while real HTTP requests carry each kind of secret the app hands out (an
 * e-mailed download link, a public costing link, a remarks link, a self-service account's session,
 * a signed image link of an HTML view, the verification address, Bearer / Limited / ApiKey headers,
 * a cookie). The file is then read: none of the secrets is in it, and each route is still named,
 * with `[redacted]` where its secret was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFingerprint } from '../src/modules/verification/service.ts';
import { bearer, startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';
import { until } from './smtpPeer.ts';

const PUBLIC_URL = 'https://constat.example.fr';
const DOWNLOAD = /https:\/\/constat\.example\.fr(\/api\/telechargement\/([A-Za-z0-9_-]{43}))/;
const SIGNED = /\/api\/edl\/\d+\/photos\/[0-9a-f]{64}\/signed\?expires=\d+&(?:#38;|amp;)?signature=([\w-]+)/;

/** Secrets our own code quotes in a log message and in an error. */
const QUOTED = {
  quotedLink: 'QuotedLinkToken0123456789abcdefghijklmnopqrs',
  quotedLimited: 'QuotedLimitedToken0123456789',
  quotedSignature: 'QuotedSignature0123456789',
};

let server: TestServer;
let logFile: string;
let base: string;
let agent: Account;
let admin: Headers;
let entryId: number;
let exitId: number;
let fingerprint: string;

/** A real HTTP request to the listening server. */
const http = (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, { redirect: 'manual', ...init });
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, `${response.url}: ${response.status}`).toBeLessThan(300);
  return (await response.json()) as T;
};

beforeAll(async () => {
  logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'constat-log-')), 'server.log');
  server = await startTestServer({
    // Every PDF is "too large" to attach (1 kB): each mail carries a download link.
    env: { LOG_LEVEL: 'info', PUBLIC_URL, MAIL_ATTACH_MAX_MB: '0.001' },
    logStream: { write: (line: string) => fs.appendFileSync(logFile, line) },
  });
  // A route of ours that quotes a link in a message and fails with secrets in its error's message.
  server.app.get('/test/failing', async (request) => {
    request.log.warn(`link sent: ${PUBLIC_URL}/api/telechargement/${QUOTED.quotedLink}`);
    throw new Error(
      `rendering failed for Limited 7#${QUOTED.quotedLimited} (?expires=1&signature=${QUOTED.quotedSignature})`,
    );
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent.journal',
    await createGroup(server.app, admin, 'Agence J', false),
  );
  const photos = photoSet(1, 77);
  // Dated today: the remarks link is open for ten days after a move-in.
  const entry = uploadReport(agent.profileId, photos, { localId: 1_720_000_000_001, date: Date.now() });
  entryId = await saveWithPhotos(server.app, agent.headers, entry, photos);
  fingerprint = reportFingerprint(entry);
  const exit = uploadReport(agent.profileId, [], {
    localId: 1_720_000_000_002,
    date: Date.now(),
    edlIO: 'Sortant',
  });
  exitId = await saveWithPhotos(server.app, agent.headers, exit, []);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
});

describe('the log file', () => {
  it('holds no link secret, token, key nor cookie, and still names each route', async () => {
    // A download link, e-mailed as the app does when the PDF is too large to attach.
    expect((await http(`/api/edl/${entryId}/send`, { method: 'PUT', headers: agent.headers })).status).toBe(
      202,
    );
    await until(() => server.sentMail.some((mail) => DOWNLOAD.test(mail.text)));
    const [, downloadPath = '', downloadToken = ''] =
      server.sentMail.map((mail) => DOWNLOAD.exec(mail.text)).find(Boolean) ?? [];
    const downloaded = await http(downloadPath, { headers: { accept: 'application/pdf' } });
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    // The same link with a slash too many: unknown route, the token still in the address.
    expect((await http(`${downloadPath}/`)).status).toBe(404);

    // The public costing link, by its header and as a bare app address a browser may open.
    const { publicToken } = await json<{ publicToken: string }>(
      await http(`/api/edl/${exitId}/public-link`, { method: 'POST', headers: agent.headers }),
    );
    await json(
      await http(`/api/edl/${exitId}/costing`, {
        headers: { authorization: `Limited ${exitId}#${publicToken}` },
      }),
    );
    const costingPage = await http(`/p/costing/${exitId}/${publicToken}`, {
      headers: { accept: 'text/html' },
    });
    expect(costingPage.status).toBe(302);

    // The tenant's remarks link, the same two ways.
    const { token: remarksToken } = await json<{ token: string }>(
      await http(`/api/edl/${entryId}/remarks-link`, { method: 'POST', headers: agent.headers }),
    );
    await json(
      await http(`/api/edl/${entryId}/tenant-remarks`, {
        headers: { authorization: `Limited ${entryId}#${remarksToken}` },
      }),
    );
    expect(
      (await http(`/p/remarques/${entryId}/${remarksToken}`, { headers: { accept: 'text/html' } })).status,
    ).toBe(302);

    // A self-service tenant's session: the password in the body, then its tokens.
    await json(
      await http(`/api/user/${agent.userId}`, {
        method: 'PATCH',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ canAutoEdl: true }),
      }),
    );
    const invitation = await json<{ login: string; password: string }>(
      await http('/api/auto-edl', {
        method: 'POST',
        headers: { ...agent.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          duplicateFromId: entryId,
          email: 'locataire@exemple.fr',
          preData: { etage: '1er', numAppart: 'B3' },
          profileId: agent.profileId,
        }),
      }),
    );
    const tenant = await json<{ token: string; refresh: string }>(
      await http('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: invitation.login, password: invitation.password }),
      }),
    );
    await json(await http('/api/auto-edl/mine', { headers: bearer(tenant.token) }));
    await json(
      await http('/api/login/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: tenant.refresh }),
      }),
    );

    // A signed image link, as an HTML view of the report gives it.
    const html = await (await http(`/api/edl/${entryId}.html`, { headers: agent.headers })).text();
    const signed = SIGNED.exec(html);
    const signature = signed?.[1] ?? '';
    expect(signature).not.toBe('');
    const image = await http((signed?.[0] ?? '').replace(/&(#38|amp);/, '&'));
    expect(image.status).toBe(200);

    // The verification address, at the API and as the bare app address.
    await json(await http(`/api/verifier/${entryId}/${fingerprint}`));
    expect(
      (await http(`/verifier/${entryId}/${fingerprint}`, { headers: { accept: 'text/html' } })).status,
    ).toBe(302);

    // Credentials in headers, accepted or not.
    const apiKey = 'ApiKeySecretValue0123456789';
    const cookie = 'sessionCookieSecret0123456789';
    await http('/api/me', { headers: { authorization: `ApiKey ${apiKey}`, cookie: `sid=${cookie}` } });
    await http('/api/no-such-route', { headers: { ...agent.headers, 'x-api-key': apiKey } });

    expect((await http('/test/failing')).status).toBe(500);

    const log = fs.readFileSync(logFile, 'utf8');
    const secrets = {
      downloadToken,
      publicToken,
      remarksToken,
      tenantPassword: invitation.password,
      tenantToken: tenant.token,
      tenantRefresh: tenant.refresh,
      agentToken: (agent.headers['authorization'] ?? '').replace('Bearer ', ''),
      signature,
      fingerprint,
      apiKey,
      cookie,
      ...QUOTED,
    };
    for (const [name, secret] of Object.entries(secrets)) expect(secret.length, name).toBeGreaterThan(10);
    const leaked = Object.entries(secrets).filter(([, secret]) => log.includes(secret));
    expect(leaked.map(([name]) => name)).toEqual([]);
    // Each route is still named, its secret replaced.
    for (const shape of [
      '"/api/telechargement/[redacted]"',
      '"/api/telechargement/[redacted]/"',
      `"/p/costing/${exitId}/[redacted]"`,
      `"/p/remarques/${entryId}/[redacted]"`,
      `"/api/verifier/${entryId}/[redacted]"`,
      `"/verifier/${entryId}/[redacted]"`,
      `/api/edl/${entryId}/photos/`,
      `"/api/edl/${exitId}/costing"`,
      `"/api/edl/${entryId}/tenant-remarks"`,
      `link sent: ${PUBLIC_URL}/api/telechargement/[redacted]`,
      'rendering failed for Limited 7#[redacted] (?expires=1&signature=[redacted])',
    ]) {
      expect(log).toContain(shape);
    }
  });
});
