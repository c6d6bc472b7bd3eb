/**
 * Photos travel before their report (ARCHITECTURE.md "Save"), one request each, addressed by their
 * SHA-256: `HEAD /api/photos/{sha256}` tells whether the server has it, `PUT` sends the raw bytes.
 * A photo already stored is answered at once without reading its body, so an upload cut halfway
 * resumes where it stopped. The hash is the capability: whoever knows it may link the image to a
 * report (a duplicated report's photos are re-linked without being sent again); nobody can read an
 * image except through a report they may see (GET /api/edl/{id}/photos/{sha256}).
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
import { findPhoto, MAX_PHOTO_BYTES, photoTooLarge, storePhoto } from './photoUpload.ts';
import { PhotoSchema, ShaParams } from './schemas.ts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'application/octet-stream'];

const UNSUPPORTED = `Type de contenu non pris en charge : envoyez l'image brute (${PHOTO_TYPES.join(', ')})`;

/** An answer given before the body was read closes the connection rather than read the rest. */
function closeIfBodyPending(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}

export const photoRoutes: FastifyPluginAsyncZod<{ db: Database; blobs: BlobStore }> = async (
  app,
  { db, blobs },
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
        summary: 'Whether the server already has this photo (200) or not (404)',
        params: ShaParams,
        response: { 200: z.null().describe('The server has this photo: no need to send it') },
      },
    },
    async (request, reply) => {
      if (!(await findPhoto(db, request.params.sha256))) throw notFound('Photo absente du serveur');
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
          `At most ${MAX_PHOTO_BYTES} bytes. A photo the server already has is answered 200 at once.`,
        params: ShaParams,
        consumes: PHOTO_TYPES,
        // Streamed by the handler, never parsed: documented as binary, not validated.
        body: z.any().meta({ type: 'string', format: 'binary', description: 'The raw image bytes' }),
        response: {
          200: PhotoSchema.describe('Already stored: nothing was read'),
          201: PhotoSchema.describe('Stored'),
        },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      try {
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_PHOTO_BYTES) throw photoTooLarge();
        const existing = await findPhoto(db, sha256);
        if (existing) {
          closeIfBodyPending(request, reply);
          return reply.status(200).send(existing);
        }
        const stored = await storePhoto(db, blobs, sha256, request.raw);
        return reply.status(201).send(stored);
      } catch (error) {
        closeIfBodyPending(request, reply);
        throw error;
      }
    },
  );
};
