/**
 * GET /api/telechargement/{token}: the PDF an e-mail's download link names (downloadLinks.ts), no
 * login. The link opens the PDF itself, not a page of the app: a tenant taps it on a phone and
 * expects the document in the phone's viewer, from which they save or share it; a page listing one
 * document would add a tap and load the whole app for nothing. A browser gets a short page for a
 * wrong or expired link (French, or the recipient's language for an expired one); any other client
 * the API's JSON error. Limited per client address like the verification page.
 */
import type { Locale } from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { BlobStore } from '../../blobs/blobStore.ts';
import { ApiError, ErrorSchema } from '../../http/errors.ts';
import {
  documentFilename,
  DOWNLOAD_PATH,
  expiryDay,
  findDownloadLink,
  LINK_LIFETIME_DAYS,
} from './downloadLinks.ts';

export interface DownloadRoutesOptions {
  pool: pg.Pool;
  blobs: BlobStore;
  /** Downloads allowed per client address and minute. */
  perIpPerMinute: number;
}

interface Refusal {
  title: string;
  message: string;
}

const UNKNOWN: Refusal = {
  title: 'Lien de téléchargement introuvable',
  message:
    "Ce lien ne correspond à aucun document. Vérifiez qu'il a été copié en entier depuis le message, " +
    "ou demandez à votre agence de vous renvoyer l'état des lieux.",
};

const EXPIRED: Record<Locale, (date: string) => Refusal> = {
  fr: (date) => ({
    title: 'Lien de téléchargement expiré',
    message:
      `Ce lien n'est plus valable depuis le ${date}. Demandez à votre agence de vous renvoyer ` +
      "l'état des lieux\u00a0: vous recevrez un nouveau lien.",
  }),
  en: (date) => ({
    title: 'Download link expired',
    message:
      `This link expired on ${date}. Ask your agency to send you the inventory of fixtures again: ` +
      'you will receive a new link.',
  }),
  es: (date) => ({
    title: 'Enlace de descarga caducado',
    message:
      `Este enlace dejó de ser válido el ${date}. Pida a su agencia que le vuelva a enviar el acta ` +
      'de estado del inmueble: recibirá un nuevo enlace.',
  }),
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalPage(lang: Locale, { title, message }: Refusal): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1.25rem;line-height:1.5;color:#222}h1{font-size:1.3rem}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>
`;
}

/** A browser gets the page; any other client the API's error, thrown to the error handler. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 404 | 410,
  lang: Locale,
  refusal: Refusal,
) {
  if (!request.headers.accept?.includes('text/html'))
    throw new ApiError(
      status,
      status === 404 ? 'not-found' : 'gone',
      `${refusal.title} : ${refusal.message}`,
    );
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(refusalPage(lang, refusal));
}

export const downloadRoutes: FastifyPluginAsyncZod<DownloadRoutesOptions> = async (
  app,
  { pool, blobs, perIpPerMinute },
) => {
  app.get(
    `${DOWNLOAD_PATH}/:token`,
    {
      config: { auth: 'public', rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['documents'],
        summary: 'A PDF too large to be e-mailed, through the download link the e-mail carries',
        description:
          `No login: the token is the access, valid ${LINK_LIFETIME_DAYS} days. A wrong token ` +
          'answers 404 and an expired one 410, as a short French page for a browser (Accept: ' +
          'text/html), else the JSON error.',
        params: z.strictObject({ token: z.string().max(200).describe("The link's token") }),
        produces: ['application/pdf', 'text/html'],
        response: {
          200: z.string().meta({ format: 'binary' }).describe('The PDF'),
          404: ErrorSchema.describe('No such link'),
          410: ErrorSchema.describe('The link has expired'),
        },
      },
    },
    async (request, reply) => {
      const link = await findDownloadLink(pool, request.params.token);
      if (link.state === 'expired') {
        const day = expiryDay(link.expiresAt, link.locale);
        return refuse(request, reply, 410, link.locale, EXPIRED[link.locale](day));
      }
      const blob = link.state === 'valid' ? await blobs.open(link.sha256) : null;
      if (link.state !== 'valid' || !blob) {
        if (link.state === 'valid')
          request.log.error({ sha256: link.sha256 }, 'linked PDF missing from the store');
        return refuse(request, reply, 404, 'fr', UNKNOWN);
      }
      const bytes = blob.stream as unknown as string;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${documentFilename(link.reportId, link.kind)}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .header('content-length', blob.size)
        .send(bytes);
    },
  );
};
