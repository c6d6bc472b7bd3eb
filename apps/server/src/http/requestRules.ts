/**
 * Rules every request and answer under the API follows, set once on the root instance so that every
 * route, present and future, inherits them:
 * - bodies are JSON; an empty body is no body (clients send `Content-Type: application/json` on a
 *   DELETE too); any other non-empty type is a 415 naming JSON;
 * - no string anywhere (path, query, body, keys included) carries a NUL character, which PostgreSQL
 *   text refuses and no user types;
 * - a request whose connection closed before its body was read is dropped (Fastify would wait
 *   forever for a body the closed stream never delivers: a client cutting right after sending);
 * - API answers are never cached (they carry accounts and tokens), except the successful answers
 *   of a route marked `cacheable` (content-addressed photos), which set their own Cache-Control.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's successful answers never change (content-addressed): it sets its own Cache-Control. */
    cacheable?: boolean;
  }
}
import { ApiError, badRequest, statusError } from './errors.ts';

/** Where in `value` a string or key holds U+0000, e.g. `name` or `items.2`; null when none does. */
function nulCharacterAt(value: unknown): string | null {
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (!isPlainContainer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      pending.push({ value: child, path: childPath });
    }
  }
  return null;
}

/**
 * Parsed JSON and query objects (the query parser's have a bare prototype of their own); never a
 * Buffer (a future raw upload) or another class instance.
 */
function isPlainContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Why a body was refused: a key that would reach an object's prototype (`__proto__`, or
 * `constructor.prototype`, which the parser refuses rather than drop) is named; else the syntax.
 */
function jsonRefusal(text: string): ApiError {
  let parsed: unknown;
  try {
    // JSON.parse itself is safe: `__proto__` becomes an own key, no prototype changes.
    parsed = JSON.parse(text);
  } catch {
    return new ApiError(400, 'bad-request', "Le corps de la requête n'est pas un JSON valide");
  }
  return badRequest(`Clé interdite dans le JSON : ${forbiddenKeyIn(parsed) ?? '__proto__'}`);
}

function forbiddenKeyIn(value: unknown): string | null {
  // Iterative, as nulCharacterAt: a deeply nested body must not overflow the stack.
  const pending = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    if (Object.hasOwn(next, '__proto__')) return '__proto__';
    const constructor: unknown = Object.hasOwn(next, 'constructor') ? Reflect.get(next, 'constructor') : null;
    if (typeof constructor === 'object' && constructor !== null && Object.hasOwn(constructor, 'prototype'))
      return 'constructor.prototype';
    pending.push(...Object.values(next));
  }
  return null;
}

const API_URL = /^\/api(?:[/?]|$)/;

const PARTS = { params: "l'adresse", query: 'les paramètres de la requête', body: 'le corps de la requête' };

export function registerRequestRules(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    // Fastify's own parser, called back rather than awaited: it answers through `done`.
    void parseJson(request, text, (error: Error | null, body?: unknown) =>
      error ? done(jsonRefusal(text)) : done(null, body),
    );
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => {
    if (raw.length === 0) return done(null, undefined);
    const { code, message } = statusError(415);
    done(new ApiError(415, code, message));
  });

  app.addHook('preParsing', async (request) => {
    if (request.raw.destroyed) throw new ApiError(400, 'bad-request', 'Requête interrompue par le client');
  });

  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const at = nulCharacterAt(request[part]);
      if (at !== null) {
        const where = at ? `${at} (${PARTS[part]})` : PARTS[part];
        throw badRequest(`Caractère nul (\\u0000) interdit : ${where}`);
      }
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (!API_URL.test(request.url)) return;
    const kept = request.routeOptions.config.cacheable === true && reply.statusCode < 400;
    if (!kept) reply.header('cache-control', 'no-store');
  });
}
