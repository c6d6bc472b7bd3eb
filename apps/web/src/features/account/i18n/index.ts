/** Registers the 'account' namespace (fr, en, es) with the account page's chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { accountEn } from './en.ts';
import { accountEs } from './es.ts';
import { accountFr } from './fr.ts';

export const ACCOUNT_NS = 'account';
registerFeatureMessages(ACCOUNT_NS, { fr: accountFr, en: accountEn, es: accountEs });
