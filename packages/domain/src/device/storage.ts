/**
 * What the device holds for the app (accounts-costing §2 "device storage", §9): megabytes as
 * bytes / 1048576 and the share of the browser's quota, so an agent sees before a visit whether
 * photos still fit.
 */
import { BYTES_PER_MB } from '../constants.ts';
import { INTL_LOCALES, type Locale } from '../report/locale.ts';

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

/** e.g. '12,5 Mo (3 %)' in French, '12.5 MB (3 %)' in English. */
export function formatStorageUsage(usage: StorageUsage, locale: Locale = 'fr'): string {
  const amount = usage.usedMb.toLocaleString(INTL_LOCALES[locale], {
    maximumFractionDigits: 1,
  });
  const size = `${amount} ${MEGABYTE_UNIT[locale]}`;
  return usage.percent === null ? size : `${size} (${usage.percent} %)`;
}

/**
 * The browser's answer to `navigator.storage.persist()`: 'persistent' (kept until the user clears
 * it), 'evictable' (refused: Safari erases a site's storage after 7 days without a visit unless the
 * app is installed on the home screen), 'unknown' (the browser has no Storage API).
 */
export type StoragePersistence = 'persistent' | 'evictable' | 'unknown';
