/** Registers the 'remarks' namespace (fr, en, es) with the chunks that need it. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { remarksEn } from './en.ts';
import { remarksEs } from './es.ts';
import { remarksFr } from './fr.ts';

export const REMARKS_NS = 'remarks';
registerFeatureMessages(REMARKS_NS, { fr: remarksFr, en: remarksEn, es: remarksEs });
