/**
 * A browser that opens a bare path of the app ('/auto-edl': an old e-mail's link, a typed or shared
 * address) gets the app at that screen rather than a JSON 404: the app's routes are hash routes, so
 * the path is redirected to `/#{path}`. Anything under /api, and any request that is not a page a
 * browser navigates to (no 'text/html' accepted), keeps the JSON 404.
 */
import type { FastifyRequest } from 'fastify';

/** The hash route `request` should be redirected to, or null when it answers a 404. */
export function appRouteRedirect(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
  if (path === '/api' || path.startsWith('/api/')) return null;
  if (!(request.headers.accept ?? '').includes('text/html')) return null;
  return `/#${path}${query ? `?${query}` : ''}`;
}
