/** Registers the 'documents' namespace (fr, en, es) with the chunk that shows the documents popup. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { documentsEn } from './en.ts';
import { documentsEs } from './es.ts';
import { documentsFr } from './fr.ts';

export const DOCUMENTS_NS = 'documents';
registerFeatureMessages(DOCUMENTS_NS, { fr: documentsFr, en: documentsEn, es: documentsEs });
