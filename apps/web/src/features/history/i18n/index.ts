/** Registers the 'history' namespace (fr, en, es) with the feature chunk that needs it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { historyEn } from './en.ts';
import { historyEs } from './es.ts';
import { historyFr } from './fr.ts';

export const HISTORY_NS = 'history';
registerFeatureMessages(HISTORY_NS, { fr: historyFr, en: historyEn, es: historyEs });
