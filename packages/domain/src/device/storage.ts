/**
 * What the device holds for the app (accounts-costing §2 "device storage", §9): megabytes as
 * bytes / 1048576 and the share of the browser's quota, so an agent sees before a visit whether
 * photos still fit.
 */
import { BYTES_PER_MB } from '../constants.ts';
import type { Locale } from '../report/locale.ts';

export interface StorageUsage {
  /** Megabytes used, one decimal. */
  usedMb: number;
  /** Share of the quota in whole percent, or null when the browser gives no quota. */
  percent: number | null;
}

export function storageUsage(usageBytes: number, quotaBytes: number | undefined): StorageUsage {
  const usedMb = Math.round((Math.max(0, usageBytes) / BYTES_PER_MB) * 10) / 10;
  const percent =
    quotaBytes && quotaBytes > 0
      ? Math.min(100, Math.round((Math.max(0, usageBytes) / quotaBytes) * 100))
      : null;
  return { usedMb, percent };
}

const MEGABYTE_UNIT: Record<Locale, string> = { fr: 'Mo', en: 'MB', es: 'MB' };

/**
 * How each locale writes a number (CLDR, as Intl writes it for INTL_LOCALES): its decimal sign, its
 * thousands separator, and from how many digits before the decimal sign it groups (Spanish leaves
 * 4-digit numbers whole).
 */
const NUMBER_SIGNS: Record<Locale, { decimal: string; group: string; groupFrom: number }> = {
  fr: { decimal: ',', group: '\u202f', groupFrom: 4 },
  en: { decimal: '.', group: ',', groupFrom: 4 },
  es: { decimal: ',', group: '.', groupFrom: 5 },
};

/**
 * A non-negative number with at most one decimal, as Intl writes it with maximumFractionDigits 1.
 * Written by hand: the first Intl.NumberFormat of a page loads the locale's number data, ~13 ms on
 * a desktop and four times that on a mid-range phone, in the middle of the in-progress list's
 * first render. The domain tests check it against Intl.
 */
function formatOneDecimal(value: number, locale: Locale): string {
  const { decimal, group, groupFrom } = NUMBER_SIGNS[locale];
  const tenths = Math.round(Math.max(0, value) * 10);
  const whole = String(Math.floor(tenths / 10));
  const grouped = whole.length < groupFrom ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = tenths % 10;
  return fraction === 0 ? grouped : `${grouped}${decimal}${fraction}`;
}

/** e.g. '12,5 Mo (3 %)' in French, '12.5 MB (3 %)' in English. */
export function formatStorageUsage(usage: StorageUsage, locale: Locale = 'fr'): string {
  const size = `${formatOneDecimal(usage.usedMb, locale)} ${MEGABYTE_UNIT[locale]}`;
  return usage.percent === null ? size : `${size} (${usage.percent} %)`;
}

/**
 * The browser's answer to `navigator.storage.persist()`: 'persistent' (kept until the user clears
 * it), 'evictable' (refused: Safari erases a site's storage after 7 days without a visit unless the
 * app is installed on the home screen), 'unknown' (the browser has no Storage API).
 */
export type StoragePersistence = 'persistent' | 'evictable' | 'unknown';
