/**
 * The fuzz suite's "two tenants" pass (docs/ARCHITECTURE.md "Trust"): agency B's identities (an agent, its
 * group admin, its self-service tenant, its public costing link and a forged one) re-post agency A's ids and
 * image hashes everywhere a reference goes: every path id and id field of a body of every operation of the
 * served OpenAPI document, a report's duplicateFromEdlID, photo and signature references. Each answer
 * must be exactly the answer for an absent id or hash (status and code), never a 5xx, and no byte of
 * A's data (its texts, its images) may come back, nor through the reports B saved meanwhile.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, sample, type OpenApiDocument, type Operation } from './fuzz/generate.ts';
import {
  AFTER_FOREIGN,
  foreignIds,
  jumpSequences,
  MARKERS,
  withWall,
  seedTenant,
  type Tenant,
} from './fuzz/twoTenants.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import { putPhoto, saveReport, sealed, uploadReport, type Headers } from './reportFixtures.ts';

const ABSENT_ID = 2_000_000_000;
const ABSENT_HASH = createHash('sha256').update('never sent').digest('hex');
const STREAM_WAIT_MS = 5_000;

let server: TestServer;
let base: string;
let a: Tenant, b: Tenant;
let aIds: number[];
let aHashes: string[];
const identities: { name: string; headers: Headers }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const superAdmin = bearer((await login(server.app)).token);
  b = await seedTenant(server.app, superAdmin, 'Agence Attaquante', 2);
  await jumpSequences(server.database.pool);
  a = await seedTenant(server.app, superAdmin, 'Agence Secrete', 1);
  aIds = await foreignIds(server.database.pool);
  await jumpSequences(server.database.pool, AFTER_FOREIGN);
  aHashes = a.images.map(sha256);
  identities.push(
    { name: 'B agent', headers: b.agent.headers },
    { name: 'B admin', headers: b.admin.headers },
    { name: 'B self-service tenant', headers: b.selfService },
    { name: 'B public link', headers: { authorization: `Limited ${b.exit}#${b.publicToken}` } },
    { name: 'B token on A', headers: { authorization: `Limited ${a.exit}#${b.publicToken}` } },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(() => server.close());

interface Answer {
  status: number;
  code: string | null;
  bytes: Buffer;
}

/** Over real HTTP; a stream (SSE) still open after STREAM_WAIT_MS was opened: status 0. */
async function send(method: string, url: string, headers: Headers, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(base + url, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(STREAM_WAIT_MS),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let code: string | null = null;
    try {
      code = (JSON.parse(bytes.toString('utf8')) as { code?: string }).code ?? null;
    } catch {
      code = null;
    }
    return { status: response.status, code, bytes };
  } catch {
    return { status: 0, code: 'stream left open', bytes: Buffer.alloc(0) };
  }
}

/** What of A's data an answer carries. */
function leaks(answer: Answer): string[] {
  const text = answer.bytes.toString('utf8');
  return [
    ...MARKERS.filter((marker) => text.includes(marker)),
    ...a.images
      .filter((image) => answer.bytes.includes(image))
      .map((image) => `image ${sha256(image).slice(0, 8)}`),
  ];
}

const isIdName = (name: string) => /id$/i.test(name);

/** Names sent so far: each request names what it creates anew, as names must not look alike. */
let named = 0;

/**
 * The operation's request with every id slot (path, body) set to `id` and every hash to `hash`; a
 * name or login it sends is made unique, so that an answer never depends on an earlier creation.
 */
function request(operation: Operation, id: number, hash: string): { url: string; body?: unknown } {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'sha256' ? hash : isIdName(name) ? String(id) : '1',
  );
  if (!operation.body) return { url };
  const sampled = sample(operation.body);
  const body =
    typeof sampled === 'object' && sampled !== null && !Array.isArray(sampled)
      ? Object.fromEntries(
          Object.entries(sampled).map(([key, value]) => [
            key,
            isIdName(key) && typeof value === 'number'
              ? id
              : /^(name|login)$/i.test(key) && typeof value === 'string'
                ? `${value.slice(0, 40)}${(named += 1)}`
                : value,
          ]),
        )
      : sampled;
  return { url, body };
}

describe('the "two tenants" pass', () => {
  it("every operation answers A's ids and hashes exactly like absent ones, and gives back nothing of A's", async () => {
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    const operations = listOperations(document)
      .filter(
        (operation) => operation.pathParams.length > 0 || JSON.stringify(operation.body ?? {}).match(/Id"/),
      )
      // Deletions last: a wrongly allowed one must not hide the other answers.
      .sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const targets = operation.pathParams.includes('sha256')
        ? aHashes.flatMap((hash) => [a.entry, a.exit].map((id) => ({ id, hash })))
        : aIds.map((id) => ({ id, hash: aHashes[0] ?? ABSENT_HASH }));
      for (const identity of identities) {
        const absent = request(operation, ABSENT_ID, ABSENT_HASH);
        const expected = await send(operation.method, absent.url, identity.headers, absent.body);
        for (const { id, hash } of targets) {
          const { url, body } = request(operation, id, hash);
          const answer = await send(operation.method, url, identity.headers, body);
          sent += 2;
          const name = `${identity.name} ${operation.method} ${url}`;
          if (answer.status >= 500 || answer.status === 0)
            problems.push(`${name}: ${answer.status} ${answer.code}`);
          else if (answer.status !== expected.status || answer.code !== expected.code)
            problems.push(
              `${name}: ${answer.status} ${answer.code}, absent ${expected.status} ${expected.code}`,
            );
          const leaked = leaks(answer);
          if (leaked.length > 0) problems.push(`${name} gave back ${leaked.join(', ')}`);
        }
      }
    }
    console.log(
      `two tenants: ${sent} requests over ${operations.length} operations, ${aIds.length} ids of A`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
  }, 300_000);

  it("reports naming A's reports and images: no link kept, images refused, nothing of A's read back", async () => {
    const problems: string[] = [];
    for (const [name, headers, profileId] of [
      ['B agent', b.agent.headers, b.agent.profileId],
      ['B self-service tenant', b.selfService, 1],
    ] as const) {
      for (const hash of aHashes) {
        const head = await send('HEAD', `/api/photos/${hash}`, headers);
        if (head.status !== 404) problems.push(`${name} HEAD ${hash.slice(0, 8)}: ${head.status}`);
        const put = await putPhoto(server.app, headers, Buffer.from('guess'), hash);
        if (put.statusCode !== 400) problems.push(`${name} PUT without the bytes: ${put.statusCode}`);
      }
      const photos = uploadReport(profileId, a.images.slice(0, 1), { localId: 1_800_000_000_000 });
      const signed = sealed({
        ...photos,
        signatures: { x: { label: 'X', _ref: 's', sha256: aHashes[1] ?? '' } },
      });
      const refused = await saveReport(server.app, headers, signed, `${profileId}-images`);
      if (refused.statusCode !== 422 || refused.json().detail.missing.length !== 2)
        problems.push(
          `${name} report naming A's images: ${refused.statusCode} ${refused.body.slice(0, 200)}`,
        );
      const stored = refused.statusCode < 300 ? refused.json<{ id: number }>().id : ABSENT_ID;
      for (const hash of aHashes) {
        const leaked = leaks(await send('GET', `/api/edl/${stored}/photos/${hash}`, headers));
        if (leaked.length > 0)
          problems.push(`${name} read A's image through its own report: ${leaked.join(', ')}`);
      }
      if (name === 'B self-service tenant') continue;
      for (const source of aIds) {
        const exit = { localId: source, edlIO: 'Sortant' as const, duplicateFromEdlID: source };
        // An element to quote: its costing line would describe the source's same element.
        const report = withWall(uploadReport(profileId, [], exit), true);
        const saved = await saveReport(server.app, headers, report, `dup-${source}`);
        const id = saved.json<{ id: number }>().id;
        if (saved.statusCode !== 201)
          problems.push(`${name} duplicateFromEdlID ${source}: ${saved.statusCode}`);
        for (const url of [
          '',
          '/costing',
          '/history',
          '/history.csv',
          '.html',
          '/convention.html',
          ...aHashes.map((h) => `/photos/${h}`),
        ]) {
          const answer = await send('GET', `/api/edl/${id}${url}`, headers);
          if (answer.status >= 500) problems.push(`${name} GET ${url}: ${answer.status}`);
          const leaked = leaks(answer);
          if (leaked.length > 0)
            problems.push(`${name} GET /api/edl/${id}${url} (from ${source}) gave back ${leaked.join(', ')}`);
        }
        const kept = (await send('GET', `/api/edl/${id}`, headers)).bytes.toString('utf8');
        if (!kept.includes('"duplicateFromEdlID":null,')) problems.push(`${name} kept the link to ${source}`);
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 300_000);
});
