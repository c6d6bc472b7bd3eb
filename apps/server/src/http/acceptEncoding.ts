/**
 * Whether a client takes gzip (RFC 9110 §12.5.3): `gzip` or `*` listed without `q=0`. Every browser
 * sends `gzip, deflate, br`; a client that sends nothing gets the bytes as they are.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (name === 'gzip' || name === 'x-gzip') return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}
