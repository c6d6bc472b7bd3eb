/** Registers the 'stats' namespace (fr, en, es) with the statistics chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { statsEn } from './en.ts';
import { statsEs } from './es.ts';
import { statsFr } from './fr.ts';

export const STATS_NS = 'stats';
registerFeatureMessages(STATS_NS, { fr: statsFr, en: statsEn, es: statsEs });
