/**
 * Fuzzing every operation of the served OpenAPI document with generated bad inputs (fuzz/generate.ts),
 * over real HTTP to a listening server on PostgreSQL, as an anonymous caller (with missing, forged
 * and foreign authorization headers), as the super admin and as an ordinary user. No answer may be
 * a 5xx, and every error must have the one shape `{ code, message, detail? }` and no-store.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor, listOperations, type FuzzCase, type OpenApiDocument } from './fuzz/generate.ts';
import { ADMIN, bearer, login, startTestServer, type TestServer } from './harness.ts';

const CONCURRENCY = 8;
const ANONYMOUS_HEADERS: Record<string, string>[] = [
  {},
  { authorization: 'Bearer not.a.jwt' },
  { authorization: 'Limited 99999999999#token' },
  { authorization: 'ApiKey key' },
  { authorization: 'Basic YWRtaW46eA==' },
];

let server: TestServer;
const logged: string[] = [];
let agent: http.Agent;
let port: number;
const identities: { name: string; headers: (i: number) => Record<string, string> }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    // Warnings during requests are the database refusing what a route should have checked
    // (errorHandler.ts); errors are faults.
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void (line.includes('"reqId"') && logged.push(line)) },
    // The fuzz aims past the brute-force protection, at the routes' own code.
    loginLimits: {
      perIpPerMinute: 1_000_000,
      perAddress: { failures: 1_000_000, windowMinutes: 1 },
      perAccount: { failures: 1_000_000, windowMinutes: 1 },
    },
  });
  const app = server.app;
  const admin = bearer((await login(app)).token);
  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, headers, payload });
  // Rows with id 3 in every table, none of them the identities' own account or group.
  for (const name of ['Fuzz A', 'Fuzz B', 'Fuzz C']) await post('/api/user-group', { name });
  await post('/api/user', {
    login: 'agent',
    email: 'agent@agence.fr',
    groupId: 1,
    password: 'agent-password-1',
  });
  await post('/api/user', {
    login: 'cible',
    email: 'cible@agence.fr',
    groupId: 3,
    password: 'cible-password-1',
  });
  for (const name of ['P1', 'P2', 'P3', 'P4']) await post('/api/profile', { name });
  const user = bearer((await login(app, { username: 'agent', password: 'agent-password-1' })).token);
  await post('/api/profile', { name: 'Agent' }, user);
  identities.push(
    { name: 'anonymous', headers: (i) => ANONYMOUS_HEADERS[i % ANONYMOUS_HEADERS.length] ?? {} },
    { name: 'super admin', headers: () => admin },
    { name: 'user', headers: () => user },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
}, 120_000);
afterAll(async () => {
  agent.destroy();
  await server.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(c: FuzzCase, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: c.method,
        path: c.url,
        headers: {
          ...headers,
          ...c.headers,
          ...(c.contentType !== undefined && { 'content-type': c.contentType }),
          ...(c.body !== undefined && { 'content-length': String(Buffer.byteLength(c.body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // The server may answer (401, 413) and close before a large body is fully written.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE'
        ? resolve({ status: -1, headers: {}, body: '' })
        : reject(error),
    );
    request.end(c.body);
  });
}

/** What is wrong with an answer, or null. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (answer.headers['cache-control'] !== 'no-store')
    return `Cache-Control: ${answer.headers['cache-control']}`;
  if (answer.status < 400) return null;
  if (!String(answer.headers['content-type']).startsWith('application/json')) return 'error not in JSON';
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `error body is not JSON: ${answer.body.slice(0, 100)}`;
  }
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).every((key) => ['code', 'message', 'detail'].includes(key)) &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string';
  return shaped ? null : `error not in the one shape: ${answer.body.slice(0, 200)}`;
}

async function runAll<T>(items: T[], worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await worker(items[next++] as T);
  });
  await Promise.all(lanes);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and every error has the one shape', async () => {
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThanOrEqual(17);
    // Deletions last, so the rows they remove serve the other operations first.
    operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const operation of operations) {
      const cases = casesFor(operation, '3');
      for (const identity of identities) {
        await runAll(
          cases.map((c, i) => ({ c, i })),
          async ({ c, i }) => {
            const answer = await send(c, identity.headers(i));
            sent++;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problem = answer.status === -1 ? null : problemWith(answer);
            if (problem)
              problems.push(`${identity.name} ${c.method} ${c.url.slice(0, 80)} [${c.label}]: ${problem}`);
          },
        );
      }
    }
    const fiveHundreds = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((n, [, count]) => n + count, 0);
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations x ${identities.length} identities; ` +
        `5xx: ${fiveHundreds}; warnings logged: ${logged.length}; statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    // No refusal was left to PostgreSQL (its 4xx safety net logs a warning each time).
    expect(logged.slice(0, 10)).toEqual([]);
    // The identities survived the fuzz: the super admin still is one.
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: identities[1]?.headers(0) });
    expect(me.json()).toMatchObject({ login: ADMIN.username, admin: true, groupId: null });
  }, 120_000);
});
