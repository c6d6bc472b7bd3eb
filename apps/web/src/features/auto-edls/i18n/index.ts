/** Registers the 'autoEdls' namespace (fr, en, es) with the Auto-EDL screens' chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { autoEdlsEn } from './en.ts';
import { autoEdlsEs } from './es.ts';
import { autoEdlsFr } from './fr.ts';

export const AUTO_EDLS_NS = 'autoEdls';
registerFeatureMessages(AUTO_EDLS_NS, { fr: autoEdlsFr, en: autoEdlsEn, es: autoEdlsEs });
