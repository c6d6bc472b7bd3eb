/**
 * Unit-cost calibration (accounts-costing §2-§5). A calibration element says what one repair costs:
 * for an element (a standard reference of the calibration config, or a custom name), a nature
 * ('all' or one nature of a coating) and an action ('all' or repair / replace / clean).
 *
 * The common part is shared; the values come in parts. A user's calibration carries the user's own
 * part and, read-only, the group's part; a group's calibration carries the group's own part and,
 * read-only, the parent group's part. The effective value cascades: own override, else group,
 * else parent group. Leaving an own value empty therefore falls back to the inherited one.
 */
import type { CalibrationConfig, CalibrationElement, CalibrationPart } from './calibrationSchemas.ts';

export type { CalibrationConfig, CalibrationElement, CalibrationPart } from './calibrationSchemas.ts';

export const CALIBRATION_ACTIONS = ['all', 'repair', 'replace', 'clean'] as const;
export type CalibrationAction = (typeof CALIBRATION_ACTIONS)[number];

/**
 * French labels of the concrete actions (§9), the one source for the calibration, pre-quote and
 * costing screens and the i18n catalogue; 'all' has no label in the spec (its row shows no action).
 */
export const CALIBRATION_ACTION_LABELS = {
  repair: 'Réparer',
  replace: 'Remplacer',
  clean: 'Nettoyer',
} as const;

/** equipment: priced per unit; coating: priced per m² and split by nature. */
export const CALIBRATION_ELEMENT_TYPES = ['equipment', 'coating'] as const;
export type CalibrationElementType = (typeof CALIBRATION_ELEMENT_TYPES)[number];

/** French labels of the natures (§9): 'Équipement', 'Revêtement'. */
export const CALIBRATION_ELEMENT_TYPE_LABELS = {
  equipment: 'Équipement',
  coating: 'Revêtement',
} as const;

/** The nature (and action) wildcard. */
export const CALIBRATION_ALL = 'all';
/** Label of the wildcard nature in the nature selector. */
const CALIBRATION_ALL_NATURES_LABEL = 'Toutes';
/** The reference value a user picks to type a custom element name. */
export const CUSTOM_CALIBRATION_REFERENCE = 'custom';

/** Whose calibration a screen edits: the own part is `user` or `group`, the rest is inherited. */
export type CalibrationOwner = 'user' | 'group';

/** The most specific part that sets a unit cost (own, else group, else parent), or undefined. */
export function unitCostSource(item: CalibrationElement): CalibrationPart | undefined {
  return (
    [item.user, item.group, item.parent].find((part) => part != null && part.unitCost != null) ?? undefined
  );
}

/** Effective unit cost in cents: own override, else group, else parent group; null when none. */
export function effectiveUnitCost(item: CalibrationElement): number | null {
  return unitCostSource(item)?.unitCost ?? null;
}

/** Effective VAT rate, with the same cascade as the unit cost; null when no level sets one. */
export function effectiveTaxRate(item: CalibrationElement): number | null {
  return [item.user, item.group, item.parent].find((part) => part?.taxRate != null)?.taxRate ?? null;
}

/** The inherited (read-only) unit cost a screen shows beside the own one. */
export function inheritedUnitCost(item: CalibrationElement, owner: CalibrationOwner): number | null {
  const inherited = owner === 'user' ? [item.group, item.parent] : [item.parent];
  return inherited.find((part) => part?.unitCost != null)?.unitCost ?? null;
}

/**
 * The inherited (read-only) VAT rate a screen shows beside the own one: the rate costing applies when
 * the owner sets none (same cascade as effectiveTaxRate), so a member sees the group's VAT instead of
 * an empty choice that costing would silently fill (accounts-costing §6).
 */
export function inheritedTaxRate(item: CalibrationElement, owner: CalibrationOwner): number | null {
  const inherited = owner === 'user' ? [item.group, item.parent] : [item.parent];
  return inherited.find((part) => part?.taxRate != null)?.taxRate ?? null;
}

/**
 * An element defined above the screen's owner (by the group for a member, by the parent for a
 * sub-group): its element, nature and action are read-only and it cannot be deleted; only the own
 * unit cost may be overridden (accounts-costing §5).
 */
export function isInheritedCalibration(item: CalibrationElement, owner: CalibrationOwner): boolean {
  return owner === 'user' ? item.group != null || item.parent != null : item.parent != null;
}

/** Complete enough to be created on the server: type and action set, and a reference or a name. */
export function isCalibrationComplete(item: CalibrationElement): boolean {
  const hasName = item.name != null && item.name.trim() !== '';
  return item.type != null && item.action != null && (item.reference != null || hasName);
}

/** The element a line prices: its reference, or its custom name (trimmed). */
export function calibrationElementKey(item: CalibrationElement): string | null {
  if (item.custom) return item.name?.trim() || null;
  return item.reference;
}

/**
 * Choosing a reference (accounts-costing §4). 'custom' sets the custom flag and clears the reference
 * (the user then types a name). A standard reference clears the custom flag and the custom name, and
 * takes the config's type when a config is given. The nature goes back to 'all' either way, since the
 * natures belong to the previous reference.
 */
export function setCalibrationReference(
  item: CalibrationElement,
  reference: string,
  config?: CalibrationConfig,
): CalibrationElement {
  if (reference === CUSTOM_CALIBRATION_REFERENCE) {
    return { ...item, custom: true, reference: null, nature: CALIBRATION_ALL };
  }
  const type = config?.elements[reference]?.type ?? item.type;
  return { ...item, custom: false, reference, name: null, type, nature: CALIBRATION_ALL };
}

/**
 * The nature selector (accounts-costing §5): only for a coating with a reference, offering 'all'
 * ('Toutes') then the reference's natures. Empty when the selector is hidden.
 */
export function calibrationNatureChoices(
  item: CalibrationElement,
  config: CalibrationConfig,
): { value: string; label: string }[] {
  if (item.type !== 'coating' || item.reference == null) return [];
  const natures = config.elements[item.reference]?.natures ?? [];
  return [
    { value: CALIBRATION_ALL, label: CALIBRATION_ALL_NATURES_LABEL },
    ...natures.map((nature) => ({ value: nature, label: nature })),
  ];
}
