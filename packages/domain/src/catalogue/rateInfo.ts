/**
 * Shared rate-field definitions (a report's `commonRateInfo`): the kind of input each rate field
 * uses and, for choice fields, the spec's options. Users may extend a choice list through the
 * custom-value prompt; `addCustomChoice` is that step as a pure function.
 */
import type { RateFieldInfo } from '../report/model.ts';
import { CHOICE_LISTS } from './choices.ts';
import type { RateField } from './types.ts';

/** Every rate field except the photos, which have their own gallery rather than an input. */
export function buildCommonRateInfo(): Record<Exclude<RateField, 'photo'>, RateFieldInfo> {
  const select = (options: readonly string[]): RateFieldInfo => ({ kind: 'select', options: [...options] });
  const text: RateFieldInfo = { kind: 'text', options: [] };
  const number: RateFieldInfo = { kind: 'number', options: [] };
  return {
    condition: select(CHOICE_LISTS.condition),
    state: select(CHOICE_LISTS.state),
    cleaning: select(CHOICE_LISTS.cleaning),
    color: select(CHOICE_LISTS.color),
    number: { ...number },
    // The material choices are per element (entry.rateVariables); none are shared.
    type: select([]),
    serialNumber: { ...text },
    kwPeak: { ...number },
    kwOffPeak: { ...number },
    m3: { ...number },
    typeReleve: select(CHOICE_LISTS.meterType),
    equipment: { ...text },
    other: { ...text },
  };
}

/** The prompt shown to add a custom value to a choice list. */
export function customValuePrompt(label: string): string {
  return `Entrez votre nouvelle valeur à ajouter pour "${label}" :`;
}

/**
 * The choice list with the user's value appended. Empty input (or a cancelled prompt) is ignored,
 * and a value already in the list (whatever its case) is not added twice.
 */
export function addCustomChoice(options: readonly string[], input: string | null | undefined): string[] {
  const value = (input ?? '').trim();
  const exists = options.some((option) => option.toLocaleLowerCase('fr') === value.toLocaleLowerCase('fr'));
  return value === '' || exists ? [...options] : [...options, value];
}
