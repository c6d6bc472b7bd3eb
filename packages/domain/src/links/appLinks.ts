/**
 * The addresses of the app's screens that are opened from outside the app: a link in an e-mail the
 * server sends, or one an agent copies for a tenant or a landlord. The app's routes are hash routes
 * (IonReactHashRouter), so every such link is `{app address}/#{route}`; the web app's route table
 * (apps/web/src/app/routes.ts) takes these paths from here, so a link and its screen cannot drift apart.
 */

/** The route patterns of the screens a link opens (react-router patterns, `:name` parameters). */
export const LINKED_ROUTES = {
  /** The login screen, then the user's default screen (a new account's password e-mail). */
  login: '/',
  /** The tenant's self-service flow: after login, its language step (the invitation e-mail). */
  selfService: '/auto-edl',
  /** A move-out's costing, read without login through its public token. */
  publicCosting: '/p/costing/:edlId/:publicToken',
  /** A move-in's remarks, sent by the tenant through its token within ten days. */
  tenantRemarks: '/p/remarques/:edlId/:token',
  /** Whether a document's fingerprint is the one of a stored report (the QR code of every PDF). */
  verification: '/verifier/:edlId/:fingerprint',
} as const;

export type LinkedRoute = keyof typeof LINKED_ROUTES;

/**
 * The link to `route` of the app served at `appAddress` (the server's PUBLIC_URL, or the address the
 * app runs at), its `:name` parameters filled in and encoded. Throws when a parameter is missing, so a
 * link never carries a literal ':token'.
 */
export function appLink(
  appAddress: string,
  route: LinkedRoute,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const path = LINKED_ROUTES[route].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`appLink(${route}): no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${appAddress.replace(/\/+$/, '')}/#${path}`;
}
