/**
 * List indicators (inspection-core §4): the coloured circle of an element's condition, and the flags
 * for a faulty state and for cleaning needed. Colours are names, the UI maps them to its palette.
 */
import type { Entry, Rate } from './model.ts';

export type ConditionColour = 'white' | 'green' | 'yellow' | 'orange' | 'red' | 'outlined' | 'none';

const CONDITION_COLOURS: Readonly<Record<string, ConditionColour>> = {
  Neuf: 'white',
  'Très bon état': 'white',
  'Bon état': 'green',
  'Etat usage': 'yellow',
  'Etat moyen': 'orange',
  'Mauvais état': 'red',
  Dégradé: 'red',
  'Hors service': 'red',
};

const FAULTY_STATES: readonly string[] = ['Ne fonctionne pas', 'Dysfonctionnement'];

/**
 * The circle of a condition; any other non-empty value is 'outlined', an empty one 'none'. Container
 * entries (with sub-entries) show no circle: pass `isContainer`.
 */
export function conditionColour(condition: string | null | undefined, isContainer = false): ConditionColour {
  if (isContainer || condition === null || condition === undefined || condition === '') return 'none';
  return CONDITION_COLOURS[condition] ?? 'outlined';
}

/** The circle of an element, from its rate, 'none' for a container entry. */
export function elementConditionColour(
  element: { rate: Rate | null } & Partial<Pick<Entry, 'content'>>,
): ConditionColour {
  return conditionColour(element.rate?.condition, Boolean(element.content?.length));
}

/** State 'Ne fonctionne pas' or 'Dysfonctionnement'. */
export function isFaultyState(state: string | null | undefined): boolean {
  return state !== null && state !== undefined && FAULTY_STATES.includes(state);
}

/** Cleaning filled with anything other than 'Propre'. */
export function needsCleaning(cleaning: string | null | undefined): boolean {
  return cleaning !== null && cleaning !== undefined && cleaning !== '' && cleaning !== 'Propre';
}
