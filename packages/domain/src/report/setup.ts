/**
 * Initial setup of a tree (inspection-core §4 "Initial setup of the editor"): every element that has a
 * cleaning field starts 'Propre' (an inspector only notes what is dirty), and, when the dwelling's
 * overall condition is known, every element with a condition field starts in that condition (a new
 * build is 'Neuf' throughout: the inspector then only notes the exceptions). Elements added later
 * by hand get the same cleaning default, so a room added mid-inspection behaves like the others.
 *
 * Counted items are the exception to the condition preset: the items of an equipment list (count
 * preset to 0) and of an Alur kit (count preset to the kit's quantity) start without a condition.
 * Their count says whether the item is there at all, and nobody has looked at them yet: a preset
 * 'Neuf' would certify furniture that may be missing.
 */
import { findCatalogueElement, findCatalogueSubElement, rateFieldsFor } from '../catalogue/index.ts';
import { isBlank } from '../text.ts';
import type { Entry, Module, Rate, SubEntry } from './model.ts';
import { mapRates } from './paths.ts';

export const DEFAULT_CLEANING = 'Propre';

/** Property conditions that are not a real condition to spread over elements. */
const NO_CONDITION = new Set(['', 'N.C']);

/**
 * The rate fields an element has: an entry's own list (catalogue fields plus those added by hand),
 * a sub-entry's from the catalogue by its name under its parent (a custom sub-entry takes its
 * container's), plus any key its rate already holds (the catalogue builds rates with every field null).
 */
export function elementFields(element: Entry | SubEntry, parent?: Entry): string[] {
  const own = parent
    ? rateFieldsFor(element.name, parent.name)
    : (('rateInfo' in element ? element.rateInfo : undefined) ?? rateFieldsFor(element.name));
  return [...new Set([...own, ...Object.keys(element.rate ?? {})])];
}

/** A rate with every listed field present and null, the shape the rate panel expects. */
export function blankElementRate(fields: readonly string[]): Rate {
  return Object.fromEntries(fields.map((f) => [f, null])) as Rate;
}

/** Sets `field` to `value` when the element has that field and it is still empty. */
export function defaultField(
  rate: Rate | null,
  fields: readonly string[],
  field: string,
  value: string,
): Rate | null {
  if (!fields.includes(field) || !isBlank(rate?.[field])) return rate;
  return { ...(rate ?? {}), [field]: value };
}

/** An item whose catalogue definition presets a count (equipment lists, Alur kits): see the header. */
function hasPresetCount(element: Entry | SubEntry, parent?: Entry): boolean {
  const def = parent
    ? findCatalogueSubElement(element.name, parent.name)
    : findCatalogueElement(element.name);
  return def?.number !== undefined;
}

/** Applies the initial defaults to every element of `edl` (see the header). */
export function applyInitialSetup(edl: readonly Module[], propertyCondition?: string | null): Module[] {
  const condition = propertyCondition && !NO_CONDITION.has(propertyCondition) ? propertyCondition : null;
  return mapRates(edl, (rate, { element, parent }) => {
    // A container's rate stays null: its sub-entries carry the values.
    if ('content' in element && element.content?.length) return rate;
    const fields = elementFields(element, parent);
    const cleaned = defaultField(rate, fields, 'cleaning', DEFAULT_CLEANING);
    if (!condition || hasPresetCount(element, parent)) return cleaned;
    return defaultField(cleaned, fields, 'condition', condition);
  });
}

/** The initial defaults of one entry added by hand (and of its sub-entries). */
export function setUpEntry(entry: Entry): Entry {
  const [module] = applyInitialSetup([{ id: 0, name: '', opened: false, entry: [entry] }]);
  return module?.entry[0] ?? entry;
}
