/**
 * Typed calls whose answers are checked: each answer is parsed by the zod schema the server declares
 * for it (packages/domain, one source for the types at both ends). A malformed answer throws an
 * AnswerError naming the call and the first wrong fields, caught by the screen's query and shown by
 * the central error dialog, instead of a crash deep in a screen. Lazy chunks only: the login screen
 * does not carry zod's parsing.
 */
import type { z } from 'zod';
import { request, requestJson, type RequestOptions } from './client.ts';

/** The server answered 2xx with a body that is not what its schema says. */
export class AnswerError extends Error {
  readonly path: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`Unexpected answer from ${path}: ${where}`);
    this.name = 'AnswerError';
    this.path = path;
    this.issues = issues;
  }
}

/** `value` as `schema` says, or an AnswerError for `path`. */
export function parseAnswer<S extends z.ZodType>(schema: S, path: string, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AnswerError(path, parsed.error.issues);
  return parsed.data;
}

/** A JSON call whose answer is parsed by `schema`. */
export async function requestAnswer<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return parseAnswer(schema, path, await requestJson<unknown>(path, options));
}

/** A JSON call with no answer to read (204, or a body the app does not use). */
export async function requestDone(path: string, options: RequestOptions = {}): Promise<void> {
  await request(path, options);
}
