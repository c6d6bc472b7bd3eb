/**
 * What only a real socket shows: refusals by Node's HTTP parser (before Fastify), the router's,
 * and an anonymous large upload answered 401 before its body is sent. Raw HTTP/1.1 over TCP, since
 * fetch would refuse to send most of these requests.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (and `body`), resolves with the first answer; `holdBody` sends only part of it. */
function raw(head: string, body = '', options: { holdBody?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = () => {
      socket.destroy();
      const text = received.toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(text.slice(0, end));
      if (
        end >= 0 &&
        length &&
        received.length - Buffer.byteLength(text.slice(0, end + 4)) >= Number(length[1])
      ) {
        finish();
      }
    });
    socket.on('end', finish);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? finish() : reject(error),
    );
    socket.write(head.replaceAll('\n', '\r\n') + '\r\n');
    if (body) socket.write(options.holdBody ? body.slice(0, 1024) : body);
  });
}

function expectShape(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body['code']).toBe(code);
  expect(typeof body['message']).toBe('string');
}

const get = (target: string, extra = '') =>
  raw(`GET ${target} HTTP/1.1\nHost: localhost\n${extra}Connection: close\n`);

describe('refusals on the wire all have the one error shape', () => {
  it('bad URL encoding: 400', async () => {
    const answer = await get('/api/user/%FF%FE');
    expectShape(answer, 400, 'bad-request');
    expect(JSON.parse(answer.body).message).toContain('mal encodée');
  });

  it('a 400-digit id: 414', async () => {
    expectShape(await get(`/api/user/${'9'.repeat(400)}`), 414, 'uri-too-long');
  });

  it('a 16 kB URL or 20 kB of headers: 431, answered by our handler before Fastify', async () => {
    expectShape(await get(`/api/user?x=${'a'.repeat(16 * 1024)}`), 431, 'headers-too-large');
    expectShape(await get('/api/me', `X-Big: ${'a'.repeat(20 * 1024)}\n`), 431, 'headers-too-large');
  });

  it('an unknown method: 400 in French', async () => {
    const answer = await raw('FOO /api/user HTTP/1.1\nHost: localhost\nConnection: close\n');
    expectShape(answer, 400, 'bad-request');
    expect(JSON.parse(answer.body).message).toBe('Méthode HTTP inconnue');
  });

  it('a malformed Content-Length: 400', async () => {
    const answer = await raw(
      'POST /api/login HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: abc\nConnection: close\n',
      '{}',
    );
    expectShape(answer, 400, 'bad-request');
  });

  it('an anonymous 10 MiB upload gets 401 before its body is sent', async () => {
    const size = 10 * 1024 * 1024;
    const answer = await raw(
      `POST /api/user-group HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: ${size}\nConnection: close\n`,
      `{"name":"${'x'.repeat(size - 11)}"}`,
      { holdBody: true },
    );
    expectShape(answer, 401, 'unauthorized');
  });

  it('a 2 MiB login body: 413 payload-too-large', async () => {
    const size = 2 * 1024 * 1024;
    const answer = await raw(
      `POST /api/login HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: ${size}\nConnection: close\n`,
      'x'.repeat(size),
    );
    expectShape(answer, 413, 'payload-too-large');
  });
});
