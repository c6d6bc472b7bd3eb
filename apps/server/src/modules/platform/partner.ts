/**
 * The partner platform (inspection-core §7 "Partner platform", accounts-costing §6): the user's
 * key, kept on the server, is sent to `GET {PLATFORM_URL}/soft/dossiers` with the 'ApiKey' scheme.
 * The partner's answer is read leniently: a case it describes in a shape we do not know is left
 * out rather than failing the whole list.
 */
import { PartnerCaseSchema, type PartnerCase } from '@constat/domain/answers';
import { ApiError } from '../../http/errors.ts';

export interface PlatformOptions {
  /** Base address of the partner platform; undefined when none is configured. */
  url: string | undefined;
  timeoutMs: number;
}

const PLATFORM_TIMEOUT_MESSAGE =
  "La plateforme partenaire n'a pas répondu à temps, veuillez réessayer dans quelques instants";
const PLATFORM_UNREACHABLE_MESSAGE =
  'La plateforme partenaire est injoignable pour le moment, veuillez réessayer plus tard';
const PLATFORM_NOT_CONFIGURED_MESSAGE = "Aucune plateforme partenaire n'est configurée sur ce serveur";
export const PLATFORM_WRONG_KEY_MESSAGE = 'Cette clé ne correspond pas à une clé de la plateforme';

/** A case as the app lists it: the platform case of inspection-core §3 plus its reference. */
export { PartnerCaseSchema, type PartnerCase };

/** The partner's answer: `null` when it refused the key (401), else the cases it sent. */
export async function fetchPartnerCases(
  options: PlatformOptions,
  key: string,
): Promise<PartnerCase[] | null> {
  if (!options.url) throw new ApiError(503, 'platform-not-configured', PLATFORM_NOT_CONFIGURED_MESSAGE);
  const url = new URL('soft/dossiers', options.url.endsWith('/') ? options.url : `${options.url}/`);
  let response: Response;
  try {
    response = await fetch(url, {
      // The spec names both the 'ApiKey' authorization scheme and an api-key header: both are sent.
      headers: { authorization: `ApiKey ${key}`, 'api-key': key, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiError(504, 'platform-timeout', PLATFORM_TIMEOUT_MESSAGE);
    throw new ApiError(502, 'platform-unreachable', PLATFORM_UNREACHABLE_MESSAGE);
  }
  if (response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  if (response.status === 204) return [];
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiError(502, 'platform-unreachable', PLATFORM_UNREACHABLE_MESSAGE, {
      status: response.status,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiError(504, 'platform-timeout', PLATFORM_TIMEOUT_MESSAGE);
    throw new ApiError(502, 'platform-unreachable', PLATFORM_UNREACHABLE_MESSAGE);
  }
  // "A map of cases": an object keyed by id, or a plain list.
  const items: unknown[] = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? Object.values(body)
      : [];
  return items.flatMap((item) => {
    const parsed = PartnerCaseSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
