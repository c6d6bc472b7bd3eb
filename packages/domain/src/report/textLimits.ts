/**
 * The longest text each field of a report may hold (not in the spec: docs/ARCHITECTURE.md "Trust"). The same
 * numbers bound the device's inputs and what the server accepts, so that no field an agency fills in
 * honestly is ever refused, while a report stays small enough to render in bounded time. A saved
 * report of 4 MiB (the upload cap) holds at most about 2,000 observations at their limit.
 *
 * | limit        | fields                                                                              |
 * | ------------ | ----------------------------------------------------------------------------------- |
 * | key 100      | rate field names, choice-list keys, text ids, entry date, postal code, fingerprint   |
 * | phone 100    | telephone numbers                                                                   |
 * | name 200     | people, agent, rooms, elements, signers, choice values, floor, flat, cellar, parking  |
 * | email 254    | e-mail addresses (the longest a mail server takes, RFC 5321)                         |
 * | address 320  | street addresses (the dwelling's, a departing tenant's forwarding one), towns         |
 * | rateText 500 | an element's short fields: cleaning, colour, condition, material, meter readings...  |
 * | reference    | 500: device references and URLs of photos and signatures                             |
 * | observation  | 2,000: an element's observation (about a page of the PDF)                             |
 * | comment      | 10,000: the report's comment (also PATCH /api/edl/{id}/comment)                      |
 *
 * The whole report is bounded too (reportLimits.ts): its text, its elements and its photos.
 */
export const TEXT_LIMITS = {
  key: 100,
  phone: 100,
  name: 200,
  email: 254,
  address: 320,
  rateText: 500,
  reference: 500,
  observation: 2000,
  comment: 10_000,
} as const;
export type TextLimit = keyof typeof TEXT_LIMITS;

// Made on first use: building a French number format costs 20-40 ms on a mid-range phone, which
// every screen paid when the domain module loaded.
let frenchCount: Intl.NumberFormat | undefined;
/** '2 000': counts as the French messages write them. */
export const formatCount = (count: number): string =>
  (frenchCount ??= new Intl.NumberFormat('fr-FR')).format(count);

/** 'texte trop long (2 000 caractères au plus)': the server's message names the field before it. */
export function tooLongMessage(max: number): string {
  return `texte trop long (${formatCount(max)} caractères au plus)`;
}

/** Counters appear once a long text reaches this share of its limit, so short fields stay quiet. */
const LENGTH_COUNTER_FROM = 0.9;

/** '1 980 / 2 000' once `length` reaches 90 % of `max`, otherwise null (nothing shown). */
export function lengthCounter(length: number, max: number): string | null {
  if (length < max * LENGTH_COUNTER_FROM) return null;
  return `${formatCount(length)} / ${formatCount(max)}`;
}

const INFO_FIELD_LIMITS: Record<string, TextLimit> = {
  email: 'email',
  tel: 'phone',
  addr: 'address',
  ville: 'address',
  sortantAddr: 'address',
  proprietaireAdresse: 'address',
  sortantVille: 'address',
  codePostal: 'key',
  sortantCodePostal: 'key',
  entryDate: 'key',
  depotGarantie: 'key',
};

/**
 * The limit of an info form field, by its name as the form writes it ('renter2.email', 'addr',
 * 'extraEmail3'): names, agent, floor, flat, cellar and parking take the name limit.
 */
export function infoFieldLimit(field: string): number {
  const last = (field.split('.').pop() ?? field).replace(/^extraEmail\d?$/, 'email');
  return TEXT_LIMITS[INFO_FIELD_LIMITS[last] ?? 'name'];
}
