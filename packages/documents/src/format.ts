/** Small text helpers shared by the PDF and HTML renderers. */
import type { Entry, Locale, Module, Rate } from '@constat/domain';
import { INTL_LOCALES, keyLineCount, recapFields } from '@constat/domain';
import { LABELS } from './labels.ts';
import { printName } from './typography.ts';

/** A date (timestamp or yyyy-MM-dd) in the document's language, e.g. '23 novembre 2026'. */
export function formatDate(value: number | string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? new Date(value) : new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleDateString(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
}

/** A moment (ms) as the dwelling's clock read it, e.g. '12/03/2024 14:05'. */
function formatDateTime(value: number, locale: Locale): string {
  return new Date(value).toLocaleString(INTL_LOCALES[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
}

/** 'Prise le 12/03/2024 14:05' for a photo that knows when it was taken, else nothing. */
export function photoTakenText(photo: { takenAt?: number | undefined }, locale: Locale): string | null {
  return photo.takenAt === undefined
    ? null
    : `${LABELS[locale].photoTaken} ${formatDateTime(photo.takenAt, locale)}`;
}

/** Null, undefined, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function joinNonBlank(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts.filter((part): part is string => !isBlank(part)).join(separator);
}

/** The rate as 'Field : value' pairs in the document's language (observation last). */
export function rateLines(rate: Rate | null | undefined, locale: Locale): { field: string; value: string }[] {
  const labels = LABELS[locale];
  return recapFields(rate).map(({ field, value }) => ({
    field: labels.fields[field] ?? field.replace(/^typeCustom/, ''),
    value: field === 'other' ? value : printName(value, locale),
  }));
}

export const KEYS_MODULE = 'Clés';
export const ENERGY_MODULE = 'Energie';

/** The rooms proper: everything but keys and meters, which have their own sections. */
export function roomModules(edl: readonly Module[]): Module[] {
  return edl.filter((module) => module.name !== KEYS_MODULE && module.name !== ENERGY_MODULE);
}

/**
 * The one number format of the documents (PDF and HTML), in the document's language, with at most
 * `fractionDigits` decimals. Intl's fr-FR groups thousands with a narrow no-break space (U+202F),
 * which the embedded Roboto has no glyph for (the PDF showed '6▯675'): every space Intl puts in is
 * a no-break space (U+00A0), which Roboto draws and which keeps a number on one line in its column.
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 2): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: fractionDigits })
    .format(value)
    .replace(/[\s\u202f]/g, '\u00a0');
}

/** A number and its unit, kept together on one line: '6 675 kWh'. */
export function withUnit(number: string, unit: string): string {
  return unit === '' ? number : `${number}\u00a0${unit}`;
}

/** A quantity in hundredths in the document's language: 1250 -> '12,5' (fr, es), '12.5' (en). */
export function formatQuantity(hundredths: number, locale: Locale): string {
  return formatNumber(hundredths / 100, locale);
}

/**
 * The one money format of the documents: an amount in cents in the document's language, its
 * thousands always grouped ('1 430,00 €', '€1,430.00', '1430' grouped in es too), with no-break
 * spaces as formatNumber.
 */
export function euros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  })
    .format(cents / 100)
    .replace(/[\s\u202f]/g, '\u00a0');
}

/** A key line's count, or 'Non renseigné' (in the document's language) when nothing was typed. */
export function keyCountText(keysModule: Module, entry: Entry, locale: Locale): string {
  const count = keyLineCount(keysModule, entry);
  return count === null ? LABELS[locale].notFilled : String(count);
}
