/**
 * Photos travel before their report (docs/ARCHITECTURE.md "A report's journey"), one request each, addressed by their
 * SHA-256: `HEAD /api/photos/{sha256}` tells whether the caller must send it, `PUT` sends the raw
 * bytes. A photo the caller already holds is answered at once without reading its body, so an
 * upload cut halfway resumes where it stopped. The hash is not a capability (docs/ARCHITECTURE.md "Trust"):
 * each account holds a grant for the contents it sent, and HEAD, PUT and a report's links answer per caller
 * (photoAccess.ts). A caller without a grant for a content the server has sends its bytes, checked as for a
 * new photo, and is then granted it. Nobody reads an image except through a report they may see
 * (GET /api/edl/{id}/photos/{sha256}).
 *
 * This plugin has its own body rules: the raw image types stream to the handler unparsed; anything
 * else, JSON included, is a 415 naming them.
 */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type { Database } from '../../db/connection.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type pg from 'pg';
import { requireUserId } from '../auth/authenticate.ts';
import { hasGrant, mayUsePhoto } from './photoAccess.ts';
import { findPhoto, MAX_PHOTO_BYTES, photoTooLarge, storePhoto } from './photoUpload.ts';
import { loadReportScope } from './scope.ts';
import { PhotoSchema, ShaParams } from './schemas.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'application/octet-stream'];

const UNSUPPORTED = `Type de contenu non pris en charge : envoyez l'image brute (${PHOTO_TYPES.join(', ')})`;

/** An answer given before the body was read closes the connection rather than read the rest. */
function closeIfBodyPending(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}

export const photoRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool; blobs: BlobStore }> = async (
  app,
  { db, pool, blobs },
) => {
  app.removeAllContentTypeParsers();
  // No parsing: the handler streams `request.raw` itself.
  app.addContentTypeParser(PHOTO_TYPES, (_request, _payload, done) => done(null));
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new ApiError(415, 'unsupported-media-type', UNSUPPORTED)),
  );

  app.head(
    '/photos/:sha256',
    {
      config: { selfService: true },
      schema: {
        tags: ['photos'],
        summary: 'Whether the caller may use this photo without sending it (200) or not (404)',
        params: ShaParams,
        response: { 200: z.null().describe('The caller may use this photo: no need to send it') },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      if (!(await mayUsePhoto(db, scope, request.params.sha256))) throw notFound('Photo absente du serveur');
      return reply.status(200).send(null);
    },
  );

  app.put(
    '/photos/:sha256',
    {
      bodyLimit: MAX_PHOTO_BYTES,
      config: { selfService: true },
      schema: {
        tags: ['photos'],
        summary: 'Send a photo (raw JPEG or PNG bytes) addressed by its SHA-256',
        description:
          'The bytes must hash to the SHA-256 in the path and be a whole JPEG or PNG. ' +
          `At most ${MAX_PHOTO_BYTES} bytes. A photo the caller was already granted is answered 200 at once; ` +
          'one the server has but the caller was not granted must be sent whole, and is then granted.',
        params: ShaParams,
        consumes: PHOTO_TYPES,
        // Streamed by the handler, never parsed: documented as binary, not validated.
        body: z.any().meta({ type: 'string', format: 'binary', description: 'The raw image bytes' }),
        response: {
          200: PhotoSchema.describe('Already granted to the caller: nothing was read'),
          201: PhotoSchema.describe('Stored (or checked against the stored copy) and granted to the caller'),
        },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      try {
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_PHOTO_BYTES) throw photoTooLarge();
        const userId = requireUserId(request);
        const existing = await findPhoto(db, sha256);
        if (existing && (await hasGrant(db, userId, sha256))) {
          closeIfBodyPending(request, reply);
          return reply.status(200).send(existing);
        }
        const upload = { sha256, userId, alreadyStored: existing !== null };
        const stored = await storePhoto(db, blobs, upload, request.raw);
        return reply.status(201).send(stored);
      } catch (error) {
        closeIfBodyPending(request, reply);
        throw error;
      }
    },
  );
};
