/** Registers the 'calibration' namespace (fr, en, es) with the feature chunk that needs it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { calibrationEn } from './en.ts';
import { calibrationEs } from './es.ts';
import { calibrationFr } from './fr.ts';

export const CALIBRATION_NS = 'calibration';
registerFeatureMessages(CALIBRATION_NS, { fr: calibrationFr, en: calibrationEn, es: calibrationEs });
