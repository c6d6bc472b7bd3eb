/**
 * The interface language chosen on this device (inspection-core §1, §9: fr, the default, en, es),
 * kept in localStorage 'lang', and its messages: French bundled, English and Spanish loaded on demand
 * (and precached by the service worker for offline use). Apart from i18next (index.ts), so that the
 * login without React (features/login/plainLogin.ts) reads both the same way.
 */
import { LOCALES, toLocale, type Locale } from '@constat/domain';
import { fr, type Messages } from './locales/fr.ts';

/** The interface speaks the reports' three languages. */
export const UI_LANGUAGES = LOCALES;
export type UiLanguage = Locale;
export const LANGUAGE_KEY = 'lang';

/** The language chosen on this device, else French. */
export function storedLanguage(): UiLanguage {
  return toLocale(localStorage.getItem(LANGUAGE_KEY));
}

/** A language's messages (the app's 'translation' namespace). */
export function loadMessages(language: string): Promise<Messages> {
  if (language === 'en') return import('./locales/en.ts').then((m) => m.en);
  if (language === 'es') return import('./locales/es.ts').then((m) => m.es);
  return Promise.resolve(fr);
}

/**
 * A message as i18next gives it (index.ts: no escaping), for the login without React: 'section.key'
 * of `messages`, each '{{name}}' replaced by its value.
 */
export function messageText(
  messages: Messages,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const [section = '', name = ''] = key.split('.');
  const template = (messages as Record<string, Record<string, string> | undefined>)[section]?.[name] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, value: string) => String(values[value] ?? whole));
}
