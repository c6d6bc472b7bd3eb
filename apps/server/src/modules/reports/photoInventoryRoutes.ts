/**
 * One question before a save's uploads (docs/ARCHITECTURE.md "Budgets"): which of these images must the
 * caller send? One HEAD per image would be 101 requests for 50 photos on a slow 4G line; the app
 * asks once, then sends only the missing ones (`PUT /api/photos/{sha256}`, photoRoutes.ts). The
 * answer follows the same access rule as HEAD: a content the caller may not use is "missing".
 * JSON, so it lives outside photoRoutes' raw-body plugin.
 */
import { MissingImagesRequestSchema, MissingImagesSchema } from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { imagesToSend } from './photoAccess.ts';
import { loadReportScope } from './scope.ts';

export const photoInventoryRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  app.post(
    '/photos/missing',
    {
      config: { selfService: true },
      schema: {
        tags: ['photos'],
        summary: 'Which of these images (by SHA-256) the caller must send before saving its report',
        body: MissingImagesRequestSchema,
        response: { 200: MissingImagesSchema },
      },
    },
    async (request) => {
      const scope = await loadReportScope(pool, request);
      const asked = [...new Set(request.body.sha256)];
      return { missing: await imagesToSend(db, scope, asked) };
    },
  );
};
