/**
 * i18next for the interface languages (inspection-core §1, §9; which one, and its messages:
 * language.ts): fr (default and fallback), en, es. A report's own locale is separate from the
 * interface language.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from './locales/fr.ts';
import { LANGUAGE_KEY, UI_LANGUAGES, loadMessages, storedLanguage, type UiLanguage } from './language.ts';

export type { UiLanguage };

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadMessages(language).then(
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
