/**
 * One error shape from every layer. Route and hook errors go through Fastify's error handler;
 * a URL the router cannot decode or a too-long path parameter through `frameworkErrors`; what
 * Node's HTTP parser refuses before Fastify sees a request (oversized headers or request line,
 * unknown methods, malformed requests, timeouts) through `clientErrorHandler`, written on the socket.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRouteRedirect } from './appPaths.ts';
import { failedOnDelete, pgError } from '../db/errors.ts';
import { ApiError, statusError, type ErrorBody } from './errors.ts';
import { scrubSecrets } from './logScrub.ts';
import { frenchIssue } from './validationMessages.ts';

interface Answer {
  status: number;
  body: ErrorBody;
  /** Logged: a refusal the database made (a missing check in a route), or a fault. */
  log?: 'warn' | 'error';
}

const answer = (status: number, message?: string, detail?: unknown): Answer => ({
  status,
  body: {
    ...statusError(status),
    ...(message !== undefined && { message }),
    ...(detail !== undefined && { detail }),
  },
});

/** Fastify's own refusals, by error code (JSON syntax errors are ours: requestRules.ts). */
const FASTIFY_ERRORS: Record<string, () => Answer> = {
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    answer(400, "La taille du corps ne correspond pas à l'en-tête Content-Length"),
  FST_ERR_CTP_BODY_TOO_LARGE: () => answer(413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => answer(415),
  FST_ERR_BAD_URL: () => answer(400, 'Adresse mal encodée (caractères %XX invalides)'),
  FST_ERR_MAX_PARAM_LENGTH: () => answer(414),
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: () => answer(415),
};

/**
 * PostgreSQL's integrity and data refusals that slipped past a route's own checks: still the
 * client's doing (a race, a value out of the column's range), so a 4xx, logged for the developer.
 */
function databaseAnswer(error: unknown): Answer | null {
  const pg = pgError(error);
  if (!pg) return null;
  if (pg.code === '23505') return { ...answer(409, 'Cette valeur est déjà utilisée'), log: 'warn' };
  if (pg.code === '23503') {
    return failedOnDelete(error)
      ? { ...answer(409, 'Cet élément est encore utilisé ailleurs'), log: 'warn' }
      : { ...answer(404, 'Un élément lié est introuvable'), log: 'warn' };
  }
  if (pg.code.startsWith('22') || pg.code === '23502' || pg.code === '23514') {
    return { ...answer(400, 'Valeur refusée (format, taille ou plage)'), log: 'warn' };
  }
  return null;
}

function toAnswer(error: FastifyError | ApiError | Error): Answer {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: { code: error.code, message: error.message, ...detailOf(error) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const messages = error.validation.map((issue) => frenchIssue(issue, context));
    const detail = error.validation.map((issue, i) => ({ path: issue.instancePath, message: messages[i] }));
    // A path that names no valid id names nothing: the same answer as an id that does not exist.
    if (context === 'params') return answer(404, undefined, detail);
    return answer(400, `Requête invalide : ${messages.join(' ; ')}`, detail);
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = FASTIFY_ERRORS[code];
  if (known) return known();
  const fromDatabase = databaseAnswer(error);
  if (fromDatabase) return fromDatabase;
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return answer(status);
  return { ...answer(500), log: 'error' };
}

const detailOf = (error: ApiError) => (error.detail === undefined ? {} : { detail: error.detail });

function send(request: FastifyRequest, reply: FastifyReply, error: FastifyError | ApiError | Error) {
  const { status, body, log } = toAnswer(error);
  if (log) request.log[log]({ err: error }, `${status} ${body.code}`);
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * Path only, its secrets redacted (logScrub.ts): the query string may carry personal data, a
 * path segment may be a link's token, and a long URL would swamp the message.
 */
export function pathOf(url: string): string {
  const path = scrubSecrets(url.split('?')[0] ?? '');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => send(request, reply, error));
  app.setNotFoundHandler((request, reply) => {
    const appRoute = appRouteRedirect(request);
    if (appRoute) return reply.redirect(appRoute, 302);
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ code: 'not-found', message: `Route inconnue : ${request.method} ${pathOf(request.url)}` });
  });
}

/** Fastify's `frameworkErrors` option: the router could not decode the URL or a parameter is too long. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void send(request, reply, error);
}

/** Node's HTTP parser refusals, by its error code. */
function clientErrorAnswer(code: string | undefined): Answer {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return answer(431);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return answer(408);
    case 'HPE_INVALID_METHOD':
      return answer(400, 'Méthode HTTP inconnue');
    default:
      return answer(400, 'Requête HTTP mal formée');
  }
}

/** Fastify's `clientErrorHandler` option: no request object exists yet, so the answer is written raw. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  writeRawAnswer(socket, status, body, error);
}

/** An error answer written on the socket itself, which then closes (the request is given up). */
export function writeRawAnswer(socket: Socket, status: number, body: ErrorBody, error?: Error): void {
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
