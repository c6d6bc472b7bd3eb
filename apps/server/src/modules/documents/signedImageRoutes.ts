/**
 * The images of the HTML views, reached without a token through the signed addresses the view links
 * (imageLinks.ts): GET /api/edl/{id}/photos/{sha256}/signed?expires=…&signature=…. A changed or
 * forged address answers 403 'link-invalid', an expired one 403 'link-expired' (the view, opened
 * again, links fresh ones); an image that is not, or no longer, one of that report's (its photos,
 * its signatures, the signatures of its agreement's revisions) answers 404.
 */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { BlobStore } from '../../blobs/blobStore.ts';
import { ApiError, ErrorSchema, notFound } from '../../http/errors.ts';
import { ReportPhotoParams } from '../reports/schemas.ts';
import { ImageLinks } from './imageLinks.ts';

export interface SignedImageRoutesOptions {
  pool: pg.Pool;
  blobs: BlobStore;
  links: ImageLinks;
}

const SignedQuery = z.strictObject({
  expires: z.coerce.number().int().positive().describe('Unix time (s) after which the address is refused'),
  signature: z.string().max(100).describe("The server's HMAC of the report, the image and the expiry"),
});

/** The image's type and size when it is one the report shows. */
async function reportImage(pool: pg.Pool, reportId: number, sha256: string) {
  const { rows } = await pool.query<{ mime: string; size: number }>(
    `select b.mime, b.size from photo_blobs b
     where b.sha256 = $2 and (
       exists (select 1 from report_photos p where p.report_id = $1 and p.sha256 = $2)
       or exists (
         select 1 from convention_signings s, jsonb_array_elements(s.signers) signer
         where s.report_id = $1 and signer->>'sha256' = $2))`,
    [reportId, sha256],
  );
  return rows[0] ?? null;
}

export const signedImageRoutes: FastifyPluginAsyncZod<SignedImageRoutesOptions> = async (
  app,
  { pool, blobs, links },
) => {
  app.get(
    '/edl/:id/photos/:sha256/signed',
    {
      // The signature is the credential: a browser tab's image requests carry no token.
      config: { auth: 'public', cacheable: true },
      schema: {
        tags: ['documents'],
        summary: "An image of a report's HTML view, by the signed address the view links",
        description:
          'The HTML views (/api/edl/{id}.html, /convention.html) link their photos and signatures ' +
          'here; each address is valid for about an hour.',
        params: ReportPhotoParams,
        querystring: SignedQuery,
        produces: ['image/jpeg', 'image/png'],
        response: {
          200: z.string().meta({ format: 'binary' }).describe('The image bytes'),
          403: ErrorSchema.describe('The address was changed (link-invalid) or has expired (link-expired)'),
          404: ErrorSchema.describe('Not an image of this report'),
        },
      },
    },
    async (request, reply) => {
      const { id, sha256 } = request.params;
      const { expires, signature } = request.query;
      const check = links.check(id, sha256, expires, signature);
      if (check === 'invalid')
        throw new ApiError(
          403,
          'link-invalid',
          "Cette adresse d'image n'est pas valide : elle a été modifiée. Rouvrez la vue de l'EDL.",
        );
      if (check === 'expired')
        throw new ApiError(
          403,
          'link-expired',
          "Cette adresse d'image a expiré. Rouvrez la vue de l'EDL pour afficher ses photos.",
        );
      const image = await reportImage(pool, id, sha256);
      if (!image) throw notFound('Photo introuvable pour cet EDL');
      const blob = await blobs.open(sha256);
      if (!blob) throw new Error(`image ${sha256} is recorded but missing from the blob store`);
      // Fastify pipes a stream as is; the schema's binary string documents it.
      const bytes = blob.stream as unknown as string;
      return reply
        .type(image.mime)
        .header('cache-control', `private, max-age=${ImageLinks.maxAge(expires)}`)
        .header('content-length', blob.size)
        .send(bytes);
    },
  );
};
