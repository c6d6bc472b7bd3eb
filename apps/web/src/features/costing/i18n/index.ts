/** Registers the 'costing' namespace (fr, en, es) with the feature chunk that needs it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { costingEn } from './en.ts';
import { costingEs } from './es.ts';
import { costingFr } from './fr.ts';

export const COSTING_NS = 'costing';
registerFeatureMessages(COSTING_NS, { fr: costingFr, en: costingEn, es: costingEs });
