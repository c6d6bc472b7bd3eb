/** The interface label of a rate field; a user-defined material field shows its own name. */
import type { TFunction } from 'i18next';
import { editorFr } from '../i18n/fr.ts';

type FieldKey = Exclude<keyof typeof editorFr.fields, 'typeCustom'>;

function isFieldKey(field: string): field is FieldKey {
  return field !== 'typeCustom' && Object.hasOwn(editorFr.fields, field);
}

export function fieldLabel(t: TFunction<'editor'>, field: string): string {
  if (isFieldKey(field)) return t(`fields.${field}`);
  return t('fields.typeCustom', { name: field.replace(/^typeCustom/, '') || field });
}
