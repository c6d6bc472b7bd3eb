/** `GET /api/health`: the server answers and its database is reachable. */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type pg from 'pg';

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health check (database reachable)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pool.query('select 1');
        return reply.status(200).send({ status: 'ok', database: 'ok' });
      } catch (error) {
        return reply.status(503).send({ status: 'unavailable', database: (error as Error).message });
      }
    },
  );
};
