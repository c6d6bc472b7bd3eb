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
