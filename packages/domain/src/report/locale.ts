/**
 * The three languages of the app and of a report (fr, the default; en; es), apart from the model's
 * schemas so that a screen formatting a date does not load them.
 */
export const LOCALES = ['fr', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** `value` as one of the three locales: French (the default) for anything else or nothing. */
export function toLocale(value: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'fr';
}

/** The tag the Intl formatters take for each locale: British English writes the day first. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date as Intl writes it with dateStyle 'short' for INTL_LOCALES, in the device's time zone:
 * '05/01/2023' in French and English, '5/1/23' in Spanish. Written by hand: a page's first
 * Intl.DateTimeFormat loads the locale's calendar data, 10-25 ms on a desktop and four times that on
 * a mid-range phone, in the middle of the in-progress list's first render. The domain
 * tests check it against Intl.
 */
export function formatShortDate(ms: number, locale: Locale): string {
  const date = new Date(ms);
  const day = date.getDate();
  const month = date.getMonth() + 1;
  const year = date.getFullYear();
  return locale === 'es'
    ? `${day}/${month}/${twoDigits(year % 100)}`
    : `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}
