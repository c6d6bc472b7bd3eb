/**
 * Every error the API answers has the shape `{ code, message, detail? }` with the right status:
 * 401 only for authentication, 403 for a forbidden action, 404 for anything another tenant owns.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { frenchIssue, frenchRequestError } from './validationMessages.ts';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly detail: unknown;

  constructor(statusCode: number, code: string, message: string, detail?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.detail = detail;
  }
}

export const notFound = (message = 'Ressource introuvable') => new ApiError(404, 'not-found', message);
export const forbidden = (message = "Vous n'avez pas les droits pour effectuer cette action") =>
  new ApiError(403, 'forbidden', message);
export const unauthorized = (message = 'Authentification requise') =>
  new ApiError(401, 'unauthorized', message);
export const badRequest = (message: string, detail?: unknown) =>
  new ApiError(400, 'bad-request', message, detail);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.detail === undefined ? {} : { detail: error.detail }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => frenchIssue(issue, error.validationContext));
      const detail = error.validation.map((issue, i) => ({ path: issue.instancePath, message: messages[i] }));
      return reply
        .status(400)
        .send({ code: 'bad-request', message: `Requête invalide : ${messages.join(' ; ')}`, detail });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'rate-limited', message: 'Trop de tentatives, veuillez réessayer plus tard' });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: 'bad-request', message: frenchRequestError(error.code) });
    }
    request.log.error(error);
    return reply.status(500).send({ code: 'internal', message: 'Erreur interne du serveur' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'not-found', message: `Route inconnue : ${request.method} ${request.url}` });
  });
}
