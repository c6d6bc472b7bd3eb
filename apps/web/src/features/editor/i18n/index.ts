/** Registers the 'editor' namespace (fr, en, es) with the editor chunk. */
import { registerFeatureMessages } from '../../../i18n/featureMessages.ts';
import { editorEn } from './en.ts';
import { editorEs } from './es.ts';
import { editorFr } from './fr.ts';

export const EDITOR_NS = 'editor';
registerFeatureMessages(EDITOR_NS, { fr: editorFr, en: editorEn, es: editorEs });
