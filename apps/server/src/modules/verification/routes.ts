/**
 * The public verification route behind the QR code of every PDF (docs/ARCHITECTURE.md "A report's journey"):
 * GET /api/verifier/{edlId}/{fingerprint}. No login; limited per client address like the login,
 * so that fingerprints cannot be tried in bulk. An unknown report and a wrong fingerprint get the
 * same 404: the answer never tells that a report exists.
 */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { ErrorSchema, notFound } from '../../http/errors.ts';
import { IdText } from '../../http/ids.ts';
import { verifyReport } from './service.ts';
import { VerifiedSchema } from '@constat/domain/answers';

export interface VerificationRoutesOptions {
  db: Database;
  /** Verifications allowed per client address and minute. */
  perIpPerMinute: number;
}

const NOT_VERIFIED = 'Aucun état des lieux enregistré ne correspond à cette empreinte';

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { db, perIpPerMinute },
) => {
  app.get(
    '/verifier/:edlId/:fingerprint',
    {
      config: { auth: 'public', rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['documents'],
        summary: "Whether a document's fingerprint is the one of a stored report",
        description:
          'The address printed under the QR code of every PDF. Answers the date, the kind and the ' +
          "parties' initials of the report only; an unknown report and a wrong fingerprint both answer 404.",
        params: z.strictObject({
          edlId: IdText,
          fingerprint: z
            .string()
            .regex(/^(?:[0-9a-fA-F]{16}|[0-9a-fA-F]{64})$/, {
              message: 'empreinte invalide (16 ou 64 chiffres hexadécimaux)',
            })
            .describe('The fingerprint as printed (16 hex digits) or whole (64)'),
        }),
        response: {
          200: VerifiedSchema,
          404: ErrorSchema.describe('No stored report has this id and fingerprint'),
        },
      },
    },
    async (request) => {
      const verified = await verifyReport(db, request.params.edlId, request.params.fingerprint);
      if (!verified) throw notFound(NOT_VERIFIED);
      return { authentic: true as const, ...verified };
    },
  );
};
