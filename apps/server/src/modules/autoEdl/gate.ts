/**
 * The self-service tenant's confinement (inspection-core §6: an auto-EDL user "works only in the
 * self-service flow"): a signed-in isAutoEdl account reaches only the routes marked
 * `config: { selfService: true }` (its session, its invitation, its base report and photos, the one
 * upload) and public ones; every other route answers 404 as if it did not exist. The routes it may
 * reach then narrow what it sees (reports/scope.ts).
 *
 * Whether the account is a tenant's comes with the caller's session (auth/sessions.ts), read
 * before this hook for every bearer token: the gate costs no query of its own.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a self-service tenant's token (modules/autoEdl/gate.ts); default: closed. */
    selfService?: boolean;
  }
}

export async function selfServiceGate(request: FastifyRequest): Promise<void> {
  const config = request.routeOptions.config;
  if (config.auth === 'public' || config.selfService) return;
  const credentials = request.credentials;
  // A bad token or an ended session is left to requireAcceptedCredentials (401).
  if (credentials?.scheme === 'bearer' && credentials.session?.selfService) throw notFound();
}
