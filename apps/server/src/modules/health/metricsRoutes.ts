/**
 * `GET /api/metrics`: this process's figures in Prometheus's text format (metrics.ts), for the bearer
 * of METRICS_TOKEN only; without the variable the route does not exist (404). Behind a load balancer
 * each process is scraped at its own address: through the balancer a scrape reaches one at random.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, unauthorized } from '../../http/errors.ts';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; token: string }> = async (
  app,
  { metrics, token },
) => {
  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    {
      // Its own token, not a user's: the authentication layer's schemes do not apply.
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: "This process's metrics in Prometheus's text format (Authorization: Bearer METRICS_TOKEN)",
        produces: ['text/plain'],
        response: { 200: z.string().describe('Prometheus text exposition format'), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Compared as digests of equal length, in constant time.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        throw unauthorized('Jeton de métriques invalide');
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
};
