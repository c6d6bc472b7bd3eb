/**
 * Feature screens carry their own messages (an i18next namespace per feature) inside their lazy
 * chunk, so the login screen's JavaScript does not grow with every screen. A feature registers its
 * three languages once, when its chunk first loads.
 */
import i18next from 'i18next';
import type { UiLanguage } from './index.ts';

export type FeatureMessages = Record<UiLanguage, Record<string, unknown>>;

export function registerFeatureMessages(namespace: string, messages: FeatureMessages): void {
  for (const [language, resources] of Object.entries(messages)) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, resources, true, false);
    }
  }
}
