/**
 * Which rate inputs the rate panel shows (inspection-core §5): a field shows only if it belongs to the
 * element, by its own name or its parent entry's name (or was added to the entry by hand), and is not
 * hidden by self-service mode. In self-service the tenant rates and photographs; pricing (the manual
 * costing toggle and the pre-quote) stays with the agent.
 */
import { RATE_FIELDS, isPhotosEntry, rateFieldsFor } from '../catalogue/index.ts';
import { isReadOnlyElement } from './keys.ts';
import type { Entry, LocalReport, SubEntry } from './model.ts';
import { TREE_MESSAGES } from './names.ts';
import type { ElementPath } from './paths.ts';
import { subEntryAt, updateSubEntry } from './paths.ts';
import type { TreeResult } from './tree.ts';
import { addRateField, treeOk, treeRefused } from './tree.ts';

/** Rate keys a tenant never sees in self-service mode. */
export const SELF_SERVICE_HIDDEN_FIELDS: readonly string[] = ['toQuote', 'preQuote', 'costingId'];

export interface RateFieldContext {
  entryName: string;
  /** The entry a sub-entry belongs to. */
  parentName?: string | undefined;
  /** The fields stored on the entry (catalogue ones plus those added by hand). */
  rateInfo?: readonly string[] | null | undefined;
  selfService?: boolean | undefined;
}

/** True when `field` belongs to the element and is not hidden by self-service mode. */
export function isRateFieldShown(field: string, context: RateFieldContext): boolean {
  if (context.selfService && SELF_SERVICE_HIDDEN_FIELDS.includes(field)) return false;
  if (context.rateInfo?.includes(field)) return true;
  return (rateFieldsFor(context.entryName, context.parentName) as readonly string[]).includes(field);
}

/** Entries named 'Photos' or 'Photo' hold the gallery itself: they have no context gallery. */
export function hasContextGallery(entryName: string): boolean {
  return !isPhotosEntry(entryName);
}

/** A user-defined material field ('typeCustom', 'typeCustomSol'...): a choice list of its own. */
export function isCustomTypeField(field: string): boolean {
  return field.startsWith('typeCustom');
}

/**
 * The rate inputs of an element, in rate-panel order, photos excepted (they have their own area).
 * An entry shows the fields of its `rateInfo` (catalogue ones plus those added by hand); a sub-entry
 * the fields of its name under its parent, plus those its rate holds (the catalogue builds rates with
 * every field present, and a field added by hand is added to the rate). User-defined material fields
 * follow, in the order they were added.
 */
export function shownRateFields(
  element: Entry | SubEntry,
  parent?: Entry,
  options: { selfService?: boolean } = {},
): string[] {
  const keys = Object.keys(element.rate ?? {});
  const context: RateFieldContext = parent
    ? { entryName: element.name, parentName: parent.name, rateInfo: keys, ...options }
    : { entryName: element.name, rateInfo: (element as Entry).rateInfo ?? keys, ...options };
  const known = RATE_FIELDS.filter((field) => field !== 'photo' && isRateFieldShown(field, context));
  return [...known, ...keys.filter(isCustomTypeField)];
}

/** The fields the add bar may still add to an element (those it does not show yet, photos excepted). */
export function addableRateFields(element: Entry | SubEntry, parent?: Entry): string[] {
  const shown = new Set(shownRateFields(element, parent));
  return RATE_FIELDS.filter((field) => field !== 'photo' && !shown.has(field));
}

/**
 * Whether the rate panel offers the costing toggles (tenant's charge and pre-quote): not on a
 * 'Photos' entry nor on a computed element, and never in self-service mode, where pricing stays
 * with the agent.
 */
export function showsCosting(
  element: { name: string; readOnly?: boolean | undefined },
  options: { selfService?: boolean } = {},
): boolean {
  return !options.selfService && !isPhotosEntry(element.name) && !isReadOnlyElement(element);
}

/**
 * Adds a rate field to the element at `path` (add bar's rate-field popover): to an entry's rateInfo
 * (addRateField), or to a sub-entry's rate, which is where a sub-entry's own fields are read from.
 */
export function addElementRateField(report: LocalReport, path: ElementPath, field: string): TreeResult {
  if (path.entryId === undefined) return treeRefused(TREE_MESSAGES.notFound);
  if (path.subEntryId === undefined) return addRateField(report, path.moduleId, path.entryId, field);
  const sub = subEntryAt(report, path.moduleId, path.entryId, path.subEntryId);
  if (!sub) return treeRefused(TREE_MESSAGES.notFound);
  if (sub.rate && field in sub.rate) return treeOk(report);
  return treeOk(
    updateSubEntry(report, path.moduleId, path.entryId, path.subEntryId, (s) => ({
      ...s,
      rate: { ...(s.rate ?? {}), [field]: null },
    })),
  );
}
