/**
 * The has-generated event streams are capped per client: one account, or one public costing link,
 * holds STREAMS_PER_CLIENT open streams at most on a process; a new one over the cap closes the
 * oldest, and the others stay open.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_CLIENT } from '../src/modules/documents/streamCap.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let port: number;
let agent: Account;
let other: Account;
let entryId: number;
let exitId: number;
/** The other account's own report. */
let otherId: number;

beforeAll(async () => {
  // Nothing is rendered: the streams stay open, waiting.
  server = await startTestServer({ documentJobs: false });
  const app = server.app;
  const admin = await adminHeaders(app);
  const group = await createGroup(app, admin, 'Agence Flux', false);
  agent = await createAccount(app, admin, 'agent.flux', group);
  other = await createAccount(app, admin, 'agent.flux.bis', group);
  entryId = await saveWithPhotos(app, agent.headers, uploadReport(agent.profileId, []), []);
  exitId = await saveWithPhotos(
    app,
    agent.headers,
    uploadReport(agent.profileId, [], {
      localId: 1_700_000_000_321,
      edlIO: 'Sortant',
      hasConvention: true,
      duplicateFromEdlID: entryId,
      duplicateFromEdlIO: 'Entrant',
    }),
    [],
  );
  otherId = await saveWithPhotos(
    app,
    other.headers,
    uploadReport(other.profileId, [], { localId: 1_700_000_000_654 }),
    [],
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

interface Stream {
  connected: Promise<void>;
  ended: Promise<void>;
  isEnded(): boolean;
  text(): string;
  close(): void;
}

function openStream(path: string, headers: Headers): Stream {
  let text = '';
  let done = false;
  let opened: () => void;
  let failed: (error: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  const request = http.get({ host: '127.0.0.1', port, path, headers });
  const ended = new Promise<void>((resolve) => {
    const end = () => {
      done = true;
      resolve();
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) failed(new Error(`status ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) opened();
      });
      response.on('end', end);
      response.on('close', end);
    });
    request.on('error', (error) => {
      failed(error);
      end();
    });
  });
  return { connected, ended, isEnded: () => done, text: () => text, close: () => request.destroy() };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

/** Opens cap + 1 streams one after the other; checks that only the first is closed by the server. */
async function overTheCap(path: string, headers: Headers): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS_PER_CLIENT; i++) {
    const stream = openStream(path, headers);
    await stream.connected;
    streams.push(stream);
  }
  // At the cap: all still open.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(streams.filter((stream) => stream.isEnded())).toHaveLength(0);
  const newest = openStream(path, headers);
  await newest.connected;
  streams.push(newest);
  const [oldest, ...rest] = streams;
  if (!oldest) throw new Error('streams were opened');
  await within(oldest.ended, 5_000);
  // Closed without 'reconnect': the client would only come back and close another one.
  expect(oldest.text()).not.toContain('data: reconnect');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(rest.filter((stream) => stream.isEnded())).toHaveLength(0);
  return streams;
}

describe('event streams per client', () => {
  it('an account over the cap loses its oldest stream, keeps the others; another account is not touched', async () => {
    const path = `/api/sse/edl/${entryId}/pdf/has-generated`;
    const bystander = openStream(`/api/sse/edl/${otherId}/pdf/has-generated`, other.headers);
    await bystander.connected;
    const streams = await overTheCap(path, agent.headers);
    expect(bystander.isEnded()).toBe(false);
    // Whichever report or document it listens to, a stream counts for its account.
    const convention = openStream(`/api/sse/edl/${exitId}/convention-pdf/has-generated`, agent.headers);
    await convention.connected;
    const second = streams[1];
    if (!second) throw new Error('streams were opened');
    await within(second.ended, 5_000);
    expect(streams.slice(2).filter((stream) => stream.isEnded())).toHaveLength(0);
    for (const stream of [...streams, convention, bystander]) stream.close();
  });

  it('a public costing link over the cap loses its oldest stream, keeps the others', async () => {
    const link = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${exitId}/public-link`,
      headers: agent.headers,
    });
    expect(link.statusCode).toBe(200);
    const limited = {
      authorization: `Limited ${exitId}#${link.json<{ publicToken: string }>().publicToken}`,
    };
    const path = `/api/sse/edl/${exitId}/convention-pdf/has-generated`;
    // The link's streams and its owner's are counted apart.
    const owner = openStream(path, agent.headers);
    await owner.connected;
    const streams = await overTheCap(path, limited);
    expect(owner.isEnded()).toBe(false);
    for (const stream of [...streams, owner]) stream.close();
  });

  it('a stream closed by its client frees its place', async () => {
    const path = `/api/sse/edl/${otherId}/pdf/has-generated`;
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS_PER_CLIENT; i++) {
      const stream = openStream(path, other.headers);
      await stream.connected;
      streams.push(stream);
    }
    const [first] = streams;
    if (!first) throw new Error('streams were opened');
    first.close();
    await first.ended;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = openStream(path, other.headers);
    await next.connected;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(streams.slice(1).filter((stream) => stream.isEnded())).toHaveLength(0);
    for (const stream of [...streams, next]) stream.close();
  });
});
