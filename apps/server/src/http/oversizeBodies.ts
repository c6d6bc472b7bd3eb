/**
 * A body over its route's limit is answered 413 while the client is still sending it. Answered and
 * closed at once, the socket still holds the client's unread bytes: the kernel sends a reset, and
 * the client, still writing, sees ECONNRESET or EPIPE instead of the answer. So the rest of the body
 * is read and thrown away before the answer, within a bound: at most OVERSIZE_DRAIN_BYTES past the
 * limit, for at most OVERSIZE_DRAIN_MS. Past that bound (a declared length far over, a client
 * trickling), the answer is given at once and the connection cut: the client may then see a reset.
 * - A declared length over the limit: read to its end before the 413 (preParsing).
 * - A body without a declared length (chunked): Fastify's parser stops reading at the limit and
 *   answers with `connection: close`; the answer keeps the connection instead, and the rest is
 *   read and thrown away after it, the connection cut past the same bound.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError, statusError } from './errors.ts';

export const OVERSIZE_DRAIN_BYTES = 16 * 1024 * 1024;
export const OVERSIZE_DRAIN_MS = 10_000;

/** Requests whose connection goes with their answer: past the bound, nothing more is read. */
const cutRequests = new WeakSet<IncomingMessage>();

/**
 * JSON bodies only, the ones Fastify's parser reads: the photo route streams its body itself and
 * says its own 413 (and closes rather than read megabytes more of a photo).
 */
const isJson = (contentType: string | undefined) => /^application\/json\b/i.test(contentType ?? '');

const tooLarge = () => {
  const { code, message } = statusError(413);
  return new ApiError(413, code, message);
};

export function registerOversizeBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const length = Number(request.headers['content-length']);
    if (!isJson(request.headers['content-type']) || !(length > request.routeOptions.bodyLimit))
      return payload;
    const within = length - request.routeOptions.bodyLimit <= OVERSIZE_DRAIN_BYTES;
    if (!within || !(await discard(request.raw, OVERSIZE_DRAIN_MS))) {
      cutRequests.add(request.raw);
      reply.header('connection', 'close');
    }
    throw tooLarge();
  });

  app.addHook('onSend', async (request, reply) => {
    const socket = request.raw.socket;
    // Injected requests (tests) have no socket to keep.
    if (request.raw.complete || typeof socket?.bytesRead !== 'number') return;
    if (cutRequests.has(request.raw) || reply.statusCode !== 413 || !isJson(request.headers['content-type']))
      return;
    if (String(reply.getHeader('connection')).toLowerCase() !== 'close') return;
    reply.removeHeader('connection');
    const start = socket.bytesRead;
    const cut = () => {
      if (!request.raw.complete) socket.destroy();
    };
    const deadline = setTimeout(cut, OVERSIZE_DRAIN_MS);
    deadline.unref();
    const onData = () => {
      if (socket.bytesRead - start > OVERSIZE_DRAIN_BYTES) cut();
    };
    socket.on('data', onData);
    socket.once('close', () => {
      clearTimeout(deadline);
      socket.off('data', onData);
    });
    request.raw.once('end', () => {
      clearTimeout(deadline);
      socket.off('data', onData);
    });
  });
}

/** Reads the body to its end, throwing it away; false when it does not end within `ms`. */
function discard(incoming: IncomingMessage, ms: number): Promise<boolean> {
  if (incoming.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', ignore);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      resolve(ended);
    };
    const ignore = () => undefined;
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    incoming.on('data', ignore);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
  });
}
