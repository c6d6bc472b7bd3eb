/**
 * No two identical calibration elements (accounts-costing §5): the same element, nature and action
 * twice would make the lookup ambiguous, so the change is refused and not saved.
 */
import { CALIBRATION_ALL, calibrationElementKey, type CalibrationElement } from './calibration.ts';

export const CALIBRATION_DUPLICATE_TITLE = 'Non-autorisé';
export const CALIBRATION_DUPLICATE_MESSAGE =
  'Un élément identique existe déjà, vous ne pouvez pas en avoir deux identiques !';

/**
 * Same element (reference, or custom name compared without case or surrounding spaces), same nature
 * (null reads as 'all') and same action. Incomplete lines (no element or no action yet) are never
 * identical: they are still being typed.
 */
export function areSameCalibration(a: CalibrationElement, b: CalibrationElement): boolean {
  const keyA = calibrationElementKey(a);
  const keyB = calibrationElementKey(b);
  if (keyA == null || keyB == null || a.action == null || b.action == null) return false;
  const sameElement =
    a.custom === b.custom && (a.custom ? keyA.toLowerCase() === keyB.toLowerCase() : keyA === keyB);
  return (
    sameElement && (a.nature ?? CALIBRATION_ALL) === (b.nature ?? CALIBRATION_ALL) && a.action === b.action
  );
}

/** True when another line (by key) already says the same as `candidate`. */
export function hasDuplicateCalibration(
  items: readonly CalibrationElement[],
  candidate: CalibrationElement,
): boolean {
  return items.some((item) => item.key !== candidate.key && areSameCalibration(item, candidate));
}

export type CalibrationChangeResult =
  | { ok: true; items: CalibrationElement[] }
  | { ok: false; title: typeof CALIBRATION_DUPLICATE_TITLE; message: typeof CALIBRATION_DUPLICATE_MESSAGE };

/**
 * Applies a changed line (matched by key, appended when new) unless it duplicates another line,
 * in which case the list is left as it was and the spec's dialog is returned.
 */
export function applyCalibrationChange(
  items: readonly CalibrationElement[],
  changed: CalibrationElement,
): CalibrationChangeResult {
  if (hasDuplicateCalibration(items, changed)) {
    return { ok: false, title: CALIBRATION_DUPLICATE_TITLE, message: CALIBRATION_DUPLICATE_MESSAGE };
  }
  const exists = items.some((item) => item.key === changed.key);
  const next = exists
    ? items.map((item) => (item.key === changed.key ? changed : item))
    : [...items, changed];
  return { ok: true, items: next };
}
