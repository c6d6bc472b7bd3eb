/** Registers the 'capture' namespace (fr, en, es) with the feature chunk that needs it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { captureEn } from './en.ts';
import { captureEs } from './es.ts';
import { captureFr } from './fr.ts';

export const CAPTURE_NS = 'capture';
registerFeatureMessages(CAPTURE_NS, { fr: captureFr, en: captureEn, es: captureEs });
