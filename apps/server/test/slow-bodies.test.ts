/**
 * Request time is bounded (docs/ARCHITECTURE.md "Trust"): a body trickling in (1 byte every few moments) is
 * cut with a 408 once a rate window passes under the minimum, a body steady enough but never done
 * is cut at the request's time limit, and a large photo sent slowly but steadily still goes
 * through. The limits are scaled down here (REQUEST_TIMEOUT_S, BODY_RATE_WINDOW_S,
 * BODY_MIN_BYTES) so that the test is quick; the defaults keep the same proportions
 * (README: a 15 MB photo at 400 kbit/s takes 5 min of the 10 allowed, 1 MB per 20 s window of 10 kB).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import { adminHeaders, createAccount, createGroup, type Account } from './reportFixtures.ts';

const LIMITS = { REQUEST_TIMEOUT_S: '5', BODY_RATE_WINDOW_S: '0.5', BODY_MIN_BYTES: '4000' };

let server: TestServer;
let agent: Account;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ env: LIMITS });
  const admin = await adminHeaders(server.app);
  agent = await createAccount(server.app, admin, 'agent', await createGroup(server.app, admin, 'Lent', true));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

interface Outcome {
  status: number;
  body: string;
  /** Milliseconds from the first byte sent to the answer (or the close). */
  elapsedMs: number;
}

/**
 * Sends `head` then `body` in `chunk`-byte pieces every `everyMs`, on a raw socket; resolves with
 * the answer once the server answers or closes.
 */
function sendSlowly(head: string, body: Buffer, chunk: number, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let timer: NodeJS.Timeout | undefined;
    let at = 0;
    const done = () => {
      const answer = received.toString('utf8');
      clearInterval(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.split('\r\n\r\n').slice(1).join(''), elapsedMs: Date.now() - started });
    };
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (at >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body.subarray(at, at + chunk));
        at += chunk;
      }, everyMs);
    });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      // A whole answer: its body is JSON.
      if (/\r\n\r\n\{.*\}$/s.test(received.toString('utf8'))) done();
    });
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? done() : reject(error),
    );
  });
}

const photoHead = (bytes: Buffer) =>
  `PUT /api/photos/${sha256(bytes)} HTTP/1.1\r\nHost: x\r\nAuthorization: ${agent.headers['authorization']}\r\n` +
  `Content-Type: image/jpeg\r\nContent-Length: ${bytes.length}\r\n\r\n`;

describe('request time limits', () => {
  it('reads REQUEST_TIMEOUT_S, BODY_RATE_WINDOW_S and BODY_MIN_BYTES, with defaults', () => {
    expect(readConfig({})).toMatchObject({
      requestTimeoutMs: 600_000,
      bodyRate: { windowMs: 20_000, minBytes: 10_240 },
    });
    expect(readConfig(LIMITS)).toMatchObject({
      requestTimeoutMs: 5_000,
      bodyRate: { windowMs: 500, minBytes: 4_000 },
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_S: '0' })).toThrow(/REQUEST_TIMEOUT_S/);
  });

  it('a photo trickling in (a byte every 100 ms) is cut with 408 within two rate windows', async () => {
    const bytes = makeJpeg(64, 48, 1, 100_000);
    const outcome = await sendSlowly(photoHead(bytes), bytes, 1, 100);
    expect(outcome.status).toBe(408);
    expect(JSON.parse(outcome.body)).toEqual({
      code: 'request-timeout',
      message: expect.stringMatching(/^La requête arrive trop lentement/),
    });
    expect(outcome.elapsedMs).toBeLessThan(1_500);
    const head = await fetch(`http://127.0.0.1:${port}/api/photos/${sha256(bytes)}`, {
      method: 'HEAD',
      headers: agent.headers,
    });
    expect(head.status).toBe(404);
  });

  it('a report body trickling in is cut the same way', async () => {
    const body = Buffer.from(JSON.stringify({ comment: 'x'.repeat(20_000) }));
    const head =
      `POST /api/edl HTTP/1.1\r\nHost: x\r\nAuthorization: ${agent.headers['authorization']}\r\n` +
      `Content-Type: application/json\r\nIdempotency-Key: device-slow:1\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await sendSlowly(head, body, 10, 100);
    expect(outcome.status).toBe(408);
    expect(outcome.elapsedMs).toBeLessThan(1_500);
  });

  it('a body steady enough but never done is cut at the time limit', async () => {
    const bytes = makeJpeg(64, 48, 2, 2_000_000);
    const outcome = await sendSlowly(photoHead(bytes), bytes, 1_000, 100);
    expect(outcome.status).toBe(408);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(5_000);
    expect(outcome.elapsedMs).toBeLessThan(7_000);
  });

  it('a large photo sent slowly but steadily (the scaled 3G upload) is stored', async () => {
    // 300 kB at 100 kB/s: 3 s of the 5 allowed, 50 kB per window of at least 4 kB.
    const bytes = makeJpeg(64, 48, 3, 300_000);
    const outcome = await sendSlowly(photoHead(bytes), bytes, 10_000, 100);
    expect(outcome.status).toBe(201);
    expect(outcome.elapsedMs).toBeGreaterThan(2_500);
  });
});
