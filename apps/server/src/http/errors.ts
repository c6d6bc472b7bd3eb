/**
 * Every error the API answers has the shape `{ code, message, detail? }` with the right status:
 * 401 only for authentication, 403 for a forbidden action, 404 for anything another tenant owns.
 * Messages are French (they reach the app's error dialog as they are).
 */
import { z } from 'zod';

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

/** The one error body, as documented for every operation. */
export const ErrorSchema = z.object({
  code: z.string().describe('Stable machine-readable code, e.g. not-found, bad-request, conflict'),
  message: z.string().describe('French message for the user'),
  detail: z.unknown().optional().describe('Per-field messages or validation issues, when useful'),
});
export type ErrorBody = z.infer<typeof ErrorSchema>;

/** The code and French message of each error status when nothing more precise is known. */
const STATUS_ERRORS = {
  400: { code: 'bad-request', message: 'Requête invalide' },
  401: { code: 'unauthorized', message: 'Authentification requise' },
  403: { code: 'forbidden', message: "Vous n'avez pas les droits pour effectuer cette action" },
  404: { code: 'not-found', message: 'Ressource introuvable' },
  405: { code: 'method-not-allowed', message: 'Méthode non autorisée pour cette adresse' },
  406: { code: 'not-acceptable', message: 'Format de réponse demandé non disponible' },
  408: { code: 'request-timeout', message: 'La requête a mis trop de temps à arriver' },
  409: { code: 'conflict', message: 'Cette opération est en conflit avec une autre' },
  411: { code: 'length-required', message: 'La longueur du corps de la requête doit être indiquée' },
  413: { code: 'payload-too-large', message: 'Requête trop volumineuse' },
  414: { code: 'uri-too-long', message: 'Adresse de la requête trop longue' },
  415: {
    code: 'unsupported-media-type',
    message: 'Type de contenu non pris en charge : envoyez du JSON (Content-Type: application/json)',
  },
  429: { code: 'rate-limited', message: 'Trop de tentatives, veuillez réessayer plus tard' },
  431: { code: 'headers-too-large', message: 'En-têtes ou adresse de la requête trop volumineux' },
  500: { code: 'internal', message: 'Erreur interne du serveur' },
  503: { code: 'unavailable', message: 'Service momentanément indisponible' },
} as const satisfies Record<number, ErrorBody>;

/** The body for `status`, falling back to the status class's generic entry. */
export function statusError(status: number): ErrorBody {
  const known: Partial<Record<number, ErrorBody>> = STATUS_ERRORS;
  return known[status] ?? (status < 500 ? STATUS_ERRORS[400] : STATUS_ERRORS[500]);
}

export const notFound = (message: string = STATUS_ERRORS[404].message) =>
  new ApiError(404, 'not-found', message);
export const forbidden = (message: string = STATUS_ERRORS[403].message) =>
  new ApiError(403, 'forbidden', message);
export const unauthorized = (message: string = STATUS_ERRORS[401].message) =>
  new ApiError(401, 'unauthorized', message);
export const badRequest = (message: string, detail?: unknown) =>
  new ApiError(400, 'bad-request', message, detail);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
