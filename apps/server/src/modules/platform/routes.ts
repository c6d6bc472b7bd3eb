/**
 * `GET /api/platform/dossiers`: the signed-in user's partner platform cases (inspection-core §2
 * "Info form", §7 "Partner platform"), fetched by the server with the key it keeps, so the key never
 * reaches the device. Not connected, or a key the partner refuses (401): an empty 204, as the spec
 * says. A partner that does not answer in time: 504 with a French message the app shows as is.
 */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { loadActor } from '../accounts/actor.ts';
import { fetchPartnerCases, PartnerCaseSchema, type PlatformOptions } from './partner.ts';

export const platformRoutes: FastifyPluginAsyncZod<{ db: Database; platform: PlatformOptions }> = async (
  app,
  { db, platform },
) => {
  app.get(
    '/platform/dossiers',
    {
      schema: {
        tags: ['platform'],
        summary: "The partner platform's cases for the signed-in user (empty 204 when not connected)",
        response: {
          200: z.array(PartnerCaseSchema).describe('Cases as the partner sent them'),
          204: z.null().describe('Not connected, or the partner refused the key'),
        },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const key = actor.user.platformToken;
      if (!key) return reply.status(204).send(null);
      const cases = await fetchPartnerCases(platform, key);
      if (cases === null) return reply.status(204).send(null);
      return cases;
    },
  );
};
