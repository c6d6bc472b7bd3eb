/**
 * What the server logs, and what it never does: passwords, password hashes, tokens, link secrets,
 * e-mail addresses and other personal data. Four layers: request lines carry the path without its
 * query string and with its secret segments redacted; every message and every error's message and
 * stack go through the same scrubbing (logScrub.ts), so that an address quoted by Fastify or by our
 * code is redacted too; errors from the database are logged without the query's parameters (a
 * failed user insert carried the argon2id hash and the e-mail); and pino redacts the known secret
 * fields (credential headers among them) wherever a log call puts them.
 */
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { describeDatabaseError } from '../db/errors.ts';
import { pathOf } from './errorHandler.ts';
import { REDACTED, scrubSecrets } from './logScrub.ts';

/** Field names whose values never reach a log line, at any of the first levels of a log object. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'api-key',
  'x-api-key',
  'password',
  'passwordHash',
  'password_hash',
  'passcode',
  'token',
  'refresh',
  'refreshToken',
  'tokenHash',
  'platformToken',
  'publicToken',
  'signature',
  'fingerprint',
  'key',
  'email',
  'params',
  'detail',
  'body',
];

const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
]);

/** Where log lines go (tests capture them). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error as the log keeps it; a database error is described without its parameters. */
function serializeError(error: unknown): SerializedError {
  const serialized = describeError(error);
  return { ...serialized, message: scrubSecrets(serialized.message), stack: scrubSecrets(serialized.stack) };
}

function describeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = describeDatabaseError(error);
  if (database) {
    // The stack's first line repeats the message, which for Drizzle lists the parameters.
    const stack = (error.stack ?? '').replace(error.message, database.message);
    return { type: error.name, message: database.message, stack, ...database.fields };
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { type: error.name, message: error.message, stack: error.stack ?? '', ...(code && { code }) };
}

export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: {
      // A message may quote an address: Fastify's own ("Route GET:/… not found") or a link ours log.
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubSecrets(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    serializers: {
      // Fastify hands its own request (with `ip`) to this serializer, typed as Node's.
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: pathOf(request.url ?? ''),
        remoteAddress: 'ip' in request && typeof request.ip === 'string' ? request.ip : undefined,
      }),
      err: serializeError,
    },
  };
}
