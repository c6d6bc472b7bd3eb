/** Registers the 'selfService' namespace (fr, en, es) with the self-service chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { selfServiceEn } from './en.ts';
import { selfServiceEs } from './es.ts';
import { selfServiceFr } from './fr.ts';

export const SELF_SERVICE_NS = 'selfService';
registerFeatureMessages(SELF_SERVICE_NS, { fr: selfServiceFr, en: selfServiceEn, es: selfServiceEs });
