/**
 * Interface languages (inspection-core §1, §9): fr (default and fallback), en, es. French is bundled;
 * English and Spanish load on demand (and are precached by the service worker for offline use).
 * A report's own locale is separate from the interface language.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@constat/domain';
import { fr } from './locales/fr.ts';

export const UI_LANGUAGES = ['fr', 'en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const LANGUAGE_KEY = 'lang';

function isUiLanguage(value: string | null): value is UiLanguage {
  return value !== null && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this device, else French. */
export function storedLanguage(): UiLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isUiLanguage(stored) ? stored : (DEFAULT_LOCALE as UiLanguage);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load =
      language === 'en'
        ? import('./locales/en.ts').then((m) => m.en)
        : language === 'es'
          ? import('./locales/es.ts').then((m) => m.es)
          : Promise.resolve(fr);
    load.then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export async function setupI18n(): Promise<void> {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: 'fr',
      supportedLngs: [...UI_LANGUAGES],
      partialBundledLanguages: true,
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18next.language;
}

export async function changeLanguage(language: UiLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
