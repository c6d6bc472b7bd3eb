/**
 * One auth layer for the three schemes of the specs: `Bearer <jwt>` (a signed-in user),
 * `Limited <edlId>#<publicToken>` (public costing link) and `ApiKey <key>` (partner platform).
 * It parses the header and, for a bearer, verifies the token and that its session still lives
 * (sessions.ts), before any body is read; routes decide which schemes they accept.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import type { Session, SessionLookup } from './sessions.ts';
import type { TokenService } from './tokens.ts';

export type Credentials =
  | { scheme: 'none' }
  /** session: null for a bad token, or one whose session has ended (or account is gone). */
  | { scheme: 'bearer'; session: Session | null }
  | { scheme: 'limited'; edlId: number; publicToken: string }
  | { scheme: 'apiKey'; key: string }
  | { scheme: 'invalid' };

/** The schemes a route may accept besides none. */
type AcceptedScheme = 'bearer' | 'limited' | 'apiKey';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by the onRequest hook below. */
    credentials: Credentials | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'public' (anyone: login, refresh, health), else the credential
     * schemes it accepts. Default: a signed-in user's bearer token.
     */
    auth?: 'public' | readonly AcceptedScheme[];
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
      const edlId = parseId(match?.[1] ?? '');
      if (edlId === null || !match?.[2]) return { scheme: 'invalid' };
      return { scheme: 'limited', edlId, publicToken: match[2] };
    }
    case 'apikey':
      return { scheme: 'apiKey', key: value };
    default:
      return { scheme: 'invalid' };
  }
}

export function registerAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  liveSession: SessionLookup,
): void {
  // Fastify wants null (not an object) as a request decorator's initial value; the hook sets it.
  app.decorateRequest('credentials', null);
  app.addHook('onRequest', async (request) => {
    const parsed = parseAuthorization(request.headers.authorization);
    if (parsed.scheme !== 'bearerToken') {
      request.credentials = parsed;
      return;
    }
    const claims = await tokens.verifyAccessToken(parsed.token);
    request.credentials = { scheme: 'bearer', session: claims && (await liveSession(claims)) };
  });
}

function refused(credentials: Credentials) {
  return unauthorized(
    credentials.scheme === 'none' ? 'Vous devez être connecté pour poursuivre' : 'Jeton invalide ou expiré',
  );
}

/**
 * onRequest hook of the API scope: a caller without credentials the route accepts is turned away
 * before its body is read, so that anonymous clients cannot make the server parse large bodies.
 * Routes still check what the credentials allow (requireUserId, loadActor, ...).
 */
export async function requireAcceptedCredentials(request: FastifyRequest): Promise<void> {
  const accepted = request.routeOptions.config.auth ?? ['bearer'];
  if (accepted === 'public') return;
  const credentials = request.credentials ?? { scheme: 'none' };
  const usable =
    (credentials.scheme === 'bearer' && credentials.session !== null) ||
    credentials.scheme === 'limited' ||
    credentials.scheme === 'apiKey';
  if (!usable || !accepted.includes(credentials.scheme)) throw refused(credentials);
}

/** The signed-in user's session; any other scheme, or a bad token, is a 401. */
export function requireSession(request: FastifyRequest): Session {
  const credentials = request.credentials ?? { scheme: 'none' };
  if (credentials.scheme === 'bearer' && credentials.session !== null) return credentials.session;
  throw refused(credentials);
}

/** The signed-in user's id; any other scheme, or a bad token, is a 401. */
export function requireUserId(request: FastifyRequest): number {
  return requireSession(request).userId;
}
