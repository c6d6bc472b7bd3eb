/**
 * For load balancers and orchestrators: `GET /api/health`, the process is alive (it answers; nothing
 * else is asked, so that a database outage does not get every process restarted), and
 * `GET /api/ready`, it can serve: its database and blob store answer within READY_WAIT_MS; else 503,
 * and the balancer sends requests to another process. Its answer also tells the last good backup's
 * age and the failed runs since (backup/schedule.ts), for the operator's monitoring: a stale backup
 * does not make a process unready, it can serve all the same. While the process drains (SIGTERM), it no
 * longer listens, and Fastify answers 503 to any request on a connection still open.
 */
import { ReadySchema } from '@constat/domain/answers';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { backupStatus } from '../../backup/schedule.ts';
import type { BlobStore } from '../../blobs/blobStore.ts';
import { ErrorSchema } from '../../http/errors.ts';

/** A dependency slower than this is taken as unreachable (a balancer's check gives up soon too). */
const READY_WAIT_MS = 3000;

export interface HealthRoutesOptions {
  pool: pg.Pool;
  blobs: BlobStore;
}

type Check = 'ok' | 'unavailable';

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { pool, blobs }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: database and blob store reachable',
        response: {
          200: ReadySchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const check = async (name: string, probe: () => Promise<unknown>): Promise<Check> => {
        try {
          await within(probe(), READY_WAIT_MS);
          return 'ok';
        } catch (error) {
          // The cause is for the operator's log, not for anonymous callers.
          request.log.error({ err: error }, `readiness: ${name} unreachable`);
          return 'unavailable';
        }
      };
      const [database, storage] = await Promise.all([
        check('database', () => pool.query('select 1')),
        check('blob store', () => blobs.check()),
      ]);
      if (database === 'ok' && storage === 'ok') {
        const backup = await within(backupStatus(pool), READY_WAIT_MS);
        return reply.status(200).send({ status: 'ready', database, storage, backup });
      }
      return reply.status(503).send({
        code: 'unavailable',
        message: 'Service indisponible',
        detail: { database, storage },
      });
    },
  );
};
