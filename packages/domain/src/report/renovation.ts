/**
 * The 'Rénovation' button of the rate panel (inspection-core §4, §5): after the spec's confirmation,
 * an element is reset as if renovated. Only fields that were in use are reset to their good value, so
 * the reset never adds a working state or a cleaning to an element that does not have one.
 */
import type { LocalReport, Rate } from './model.ts';
import type { ElementPath } from './paths.ts';
import { updateRate } from './paths.ts';

export const RENOVATION_CONFIRMATION =
  "En confirmant, l'état d'usage, le fonctionnement, le ménage et les observations seront réinitialisés";

export const RENOVATED_CONDITION = 'Très bon état';
export const RENOVATED_STATE = 'Fonctionne';
export const RENOVATED_CLEANING = 'Propre';

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Condition 'Très bon état'; state 'Fonctionne' and cleaning 'Propre' only if set; observation emptied. */
export function renovateRate(rate: Rate | null): Rate {
  const base = rate ?? {};
  return {
    ...base,
    condition: RENOVATED_CONDITION,
    ...(isSet(base.state) ? { state: RENOVATED_STATE } : {}),
    ...(isSet(base.cleaning) ? { cleaning: RENOVATED_CLEANING } : {}),
    other: '',
  };
}

/** Renovates the entry or sub-entry at `path` (the UI asks RENOVATION_CONFIRMATION first). */
export function renovateElement(report: LocalReport, path: ElementPath): LocalReport {
  return updateRate(report, path, renovateRate);
}
