import type { CalibrationElement } from '../../src/index.ts';

let next = 0;

/** A user's calibration line with an own unit cost (null for none), standard reference by default. */
export function calibration(
  partial: Partial<CalibrationElement> & { unitCost?: number | null },
): CalibrationElement {
  next += 1;
  const { unitCost, ...rest } = partial;
  return {
    key: `k${next}`,
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'all',
    action: 'all',
    user: unitCost === undefined ? null : { id: next, unitCost, taxRate: 2000 },
    group: null,
    parent: null,
    ...rest,
  };
}
