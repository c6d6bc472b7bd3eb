/**
 * The secrets that addresses and credentials carry, taken out of any text the log keeps: a
 * request's path, a log message, an error's message and stack. A download token, a public costing
 * or remarks token, a verification fingerprint or an image link's signature opens what it names to
 * whoever holds it, and the database keeps only hashes of most of them: the log must not be the
 * place where they can be read back. Each route keeps its shape (`/api/telechargement/[redacted]`)
 * so that an operator still sees which route was hit.
 *
 * Matching is on the text, not on the matched route, so that the same rules hold for an address
 * no route matched (a slash too many), an app link that reached the server without its `#`, and a
 * link quoted inside a message; a pattern may match inside a longer path, which is what makes
 * `/verifier/…` cover the API's `/api/verifier/…` as well.
 */
import { LINKED_ROUTES } from '@constat/domain';
import { DOWNLOAD_PATH } from '../modules/documents/downloadLinks.ts';

export const REDACTED = '[redacted]';

/** Route parameters that are secrets wherever a pattern below names them. */
const SECRET_PARAMS = new Set(['token', 'publicToken', 'fingerprint']);

/** Every address whose path carries a secret: the public API routes and the app's shared links. */
const SECRET_ROUTES = [
  `/api${DOWNLOAD_PATH}/:token`,
  LINKED_ROUTES.publicCosting,
  LINKED_ROUTES.tenantRemarks,
  LINKED_ROUTES.verification,
];

/** Query parameters that are secrets (the signed image links' `signature`, any token or code). */
const SECRET_QUERY = ['signature', 'token', 'publicToken', 'code', 'key', 'refresh', 'password'];

/** A path segment as it may appear in a URL, a JSON string or a message. */
const SEGMENT = String.raw`[^/?#\s"'<>\\]+`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

interface Rule {
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

function routeRule(route: string): Rule {
  // Literal parts and ':name' parameters, alternating; each one a group of the pattern.
  const parts = route.split(/(:\w+)/).filter((part) => part !== '');
  const source = parts.map((part) => `(${part.startsWith(':') ? SEGMENT : escape(part)})`).join('');
  return {
    pattern: new RegExp(source, 'gi'),
    replace: (_match, ...groups) =>
      parts.map((part, i) => (SECRET_PARAMS.has(part.slice(1)) ? REDACTED : groups[i])).join(''),
  };
}

const RULES: readonly Rule[] = [
  ...SECRET_ROUTES.map(routeRule),
  {
    // `;` as well as `&`: a link quoted in HTML separates its parameters with `&amp;` or `&#38;`.
    pattern: new RegExp(String.raw`([?&;](?:${SECRET_QUERY.join('|')})=)[^&#\s"'<>),;]*`, 'gi'),
    replace: (_match, name = '') => `${name}${REDACTED}`,
  },
  {
    // The Authorization schemes of the API; a Limited header keeps its report id.
    pattern: /\b(Bearer|ApiKey)\s+[^\s"',;]+/gi,
    replace: (_match, scheme = '') => `${scheme} ${REDACTED}`,
  },
  {
    pattern: /\b(Limited\s+\d+#)[^\s"',;]+/gi,
    replace: (_match, head = '') => `${head}${REDACTED}`,
  },
  {
    // An access token (a JWT) quoted without its scheme.
    pattern: /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g,
    replace: () => REDACTED,
  },
];

/** `text` with every secret an address or a credential carries replaced by `[redacted]`. */
export function scrubSecrets(text: string): string {
  return RULES.reduce((scrubbed, { pattern, replace }) => scrubbed.replace(pattern, replace), text);
}
