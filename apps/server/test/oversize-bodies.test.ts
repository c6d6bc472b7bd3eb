/**
 * A JSON body over the limit, sent at once as clients do, is answered 413, never a reset
 * connection: the server reads and throws away what follows (up to OVERSIZE_DRAIN_BYTES) before it
 * closes the connection, so that the client, still sending, reads the answer.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.ts';
import { OVERSIZE_DRAIN_BYTES } from '../src/http/oversizeBodies.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders } from './reportFixtures.ts';

let server: TestServer;
let port: number;
let authorization: string;

beforeAll(async () => {
  server = await startTestServer({ documentJobs: false, mailJobs: false });
  const admin = await adminHeaders(server.app);
  authorization = admin.authorization ?? '';
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

interface Outcome {
  /** The answer's status line, if one came. */
  status: number | null;
  /** The socket error the client saw, if any (ECONNRESET, EPIPE). */
  error: string | null;
}

/** One request written in one go: headers and the whole body. */
function sendAtOnce(size: number, framing: 'length' | 'chunked'): Promise<Outcome> {
  const body = Buffer.alloc(size, 0x20);
  body[0] = 0x7b;
  const head =
    `POST /api/groups HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
    'Content-Type: application/json\r\n' +
    (framing === 'length' ? `Content-Length: ${size}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n');
  const payload =
    framing === 'length'
      ? Buffer.concat([Buffer.from(head), body])
      : Buffer.concat([Buffer.from(`${head}${size.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  return new Promise((resolve) => {
    let text = '';
    let error: string | null = null;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(payload));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (cause: NodeJS.ErrnoException) => (error = cause.code ?? cause.message));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, error });
    });
    // The answer read, the client is done (a kept-alive connection would stay open).
    socket.on('data', () => {
      if (/\r\n\r\n[\s\S]*\}$/.test(text)) socket.end();
    });
  });
}

describe('a JSON body over the limit', () => {
  for (const framing of ['length', 'chunked'] as const) {
    for (const times of [2, 8]) {
      it(`is answered 413, never reset (${framing}, ${times} times the limit, 20 times)`, async () => {
        const outcomes: Outcome[] = [];
        for (let i = 0; i < 20; i++) outcomes.push(await sendAtOnce(times * BODY_LIMIT, framing));
        const failures = outcomes.filter((outcome) => outcome.status !== 413 || outcome.error !== null);
        expect(failures).toEqual([]);
      }, 120_000);
    }
  }

  it('far past the bound, is cut rather than read to its end', async () => {
    const outcome = await sendAtOnce(BODY_LIMIT + OVERSIZE_DRAIN_BYTES + 16 * 1024 * 1024, 'length');
    expect(outcome.error).toMatch(/ECONNRESET|EPIPE/);
  }, 60_000);
});
