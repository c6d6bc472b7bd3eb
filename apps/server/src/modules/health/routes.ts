/** `GET /api/health`: the server answers and its database is reachable. */
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type pg from 'pg';
import { ErrorSchema } from '../../http/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Health check (database reachable)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await pool.query('select 1');
        return reply.status(200).send({ status: 'ok', database: 'ok' });
      } catch (error) {
        // The cause is for the operator's log, not for anonymous callers.
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          code: 'unavailable',
          message: 'Base de données injoignable',
          detail: { database: 'unavailable' },
        });
      }
    },
  );
};
