/**
 * One auth layer for the three schemes of the specs: `Bearer <jwt>` (a signed-in user),
 * `Limited <edlId>#<publicToken>` (public costing link) and `ApiKey <key>` (partner platform).
 * It only parses and verifies the bearer; routes decide which schemes they accept.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import type { TokenService } from './tokens.ts';

export type Credentials =
  | { scheme: 'none' }
  | { scheme: 'bearer'; userId: number | null }
  | { scheme: 'limited'; edlId: number; publicToken: string }
  | { scheme: 'apiKey'; key: string }
  | { scheme: 'invalid' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by the onRequest hook below. */
    credentials: Credentials | null;
  }
}

export function parseAuthorization(
  header: string | undefined,
): Credentials | { scheme: 'bearerToken'; token: string } {
  if (!header) return { scheme: 'none' };
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const value = rest.join(' ');
  if (!value) return { scheme: 'invalid' };
  switch (scheme?.toLowerCase()) {
    case 'bearer':
      return { scheme: 'bearerToken', token: value };
    case 'limited': {
      const match = /^(\d+)#(\S+)$/.exec(value);
      if (!match?.[1] || !match[2]) return { scheme: 'invalid' };
      return { scheme: 'limited', edlId: Number(match[1]), publicToken: match[2] };
    }
    case 'apikey':
      return { scheme: 'apiKey', key: value };
    default:
      return { scheme: 'invalid' };
  }
}

export function registerAuthentication(app: FastifyInstance, tokens: TokenService): void {
  // Fastify wants null (not an object) as a request decorator's initial value; the hook sets it.
  app.decorateRequest('credentials', null);
  app.addHook('onRequest', async (request) => {
    const parsed = parseAuthorization(request.headers.authorization);
    request.credentials =
      parsed.scheme === 'bearerToken'
        ? { scheme: 'bearer', userId: await tokens.verifyAccessToken(parsed.token) }
        : parsed;
  });
}

/** The signed-in user's id; any other scheme, or a bad token, is a 401. */
export function requireUserId(request: FastifyRequest): number {
  const credentials = request.credentials ?? { scheme: 'none' };
  if (credentials.scheme === 'bearer' && credentials.userId !== null) return credentials.userId;
  throw unauthorized(
    credentials.scheme === 'none' ? 'Vous devez être connecté pour poursuivre' : 'Jeton invalide ou expiré',
  );
}
