/** Registers the 'saved' namespace (fr, en, es) with the saved list's chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { savedEn } from './en.ts';
import { savedEs } from './es.ts';
import { savedFr } from './fr.ts';

export const SAVED_NS = 'saved';
registerFeatureMessages(SAVED_NS, { fr: savedFr, en: savedEn, es: savedEs });
