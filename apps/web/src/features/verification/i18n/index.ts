/** Registers the 'verification' namespace (fr, en, es) with the chunk that needs it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { verificationEn } from './en.ts';
import { verificationEs } from './es.ts';
import { verificationFr } from './fr.ts';

export const VERIFICATION_NS = 'verification';
registerFeatureMessages(VERIFICATION_NS, { fr: verificationFr, en: verificationEn, es: verificationEs });
