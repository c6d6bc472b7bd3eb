/** Registers the 'admin' namespace (fr, en, es) with the admin screens' chunks. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { adminEn } from './en.ts';
import { adminEs } from './es.ts';
import { adminFr } from './fr.ts';

export const ADMIN_NS = 'admin';
registerFeatureMessages(ADMIN_NS, { fr: adminFr, en: adminEn, es: adminEs });
