/**
 * Request time is bounded, so that a client sending a byte now and then cannot hold a connection
 * (and a worker's memory) for ever, while a real photo over a slow mobile link still arrives:
 * - the whole request (headers and body) within REQUEST_TIMEOUT_S, 10 minutes by default: Node's
 *   own `requestTimeout` answers 408 past it (clientErrorHandler), headers within 30 s of that;
 * - and a minimum rate: each BODY_RATE_WINDOW_S window (20 s) of a body still arriving must bring
 *   at least BODY_MIN_BYTES bytes (10 kB, half a kbit/s), else the request is answered
 *   408 and its connection closed at the end of that window.
 * A 15 MB photo at 400 kbit/s takes 5 minutes and brings 1 MB per window; a body trickling at a
 * byte every 2 seconds is cut after one window instead of staying open.
 *
 * The bytes counted are the socket's: a window where the server itself held the body back (the
 * socket paused while a handler had not read what came) is not held against the client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writeRawAnswer } from './errorHandler.ts';

export interface BodyRate {
  windowMs: number;
  minBytes: number;
}

/** Node's server timeouts for a request time limit: headers within 30 s, checked often enough. */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(30_000, requestTimeoutMs),
    // Node looks for late requests this often (default 30 s): a tenth of the limit, at most 30 s.
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs / 10))),
  };
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

export function registerBodyRate(app: FastifyInstance, { windowMs, minBytes }: BodyRate): void {
  if (minBytes === 0) return;
  const seconds = String(windowMs / 1000).replace('.', ',');
  const message = `La requête arrive trop lentement (moins de ${minBytes} octets en ${seconds} s) : envoi interrompu`;
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    // Injected requests (tests) have no socket counting bytes, and nothing to wait for.
    if (!hasBody(request) || typeof socket?.bytesRead !== 'number') return;
    let counted = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.raw.complete || socket.destroyed || reply.raw.headersSent) return clearInterval(timer);
      const brought = socket.bytesRead - counted;
      counted = socket.bytesRead;
      if (socket.isPaused() || brought >= minBytes) return;
      clearInterval(timer);
      cut(request, reply, brought, message);
    }, windowMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
  });
}

function cut(request: FastifyRequest, reply: FastifyReply, brought: number, message: string): void {
  request.log.info({ bytesInWindow: brought }, 'request body too slow: cut');
  // The handler still waits for the body: the answer goes on the socket, which then closes, and
  // the handler's read fails as for a client that went away.
  writeRawAnswer(request.raw.socket, 408, { code: 'request-timeout', message });
}
