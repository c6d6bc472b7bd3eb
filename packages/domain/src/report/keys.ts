/**
 * Key counts (inspection-core §4 "Key counts"). The Clés module lists one element per kind of key;
 * 'Total des clés' is computed from the others and read-only. 'Remise des clés' (the key handover)
 * is a container whose sub-entries are counted, minus its own 'Total des clés' line. Counts are typed
 * in free inputs, so values may be numbers, digit strings or empty: empty values are ignored and the
 * total is an integer.
 */
import { isKeyHandoverEntry, isKeyTotalEntry } from '../catalogue/index.ts';
import type { Entry, Module, Rate, SubEntry } from './model.ts';
import { isBlank } from '../text.ts';
import { MAX_COUNT } from './numberLimits.ts';

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_COUNT;

/**
 * The count a field holds: a non-negative integer, or digits only once trimmed ('3', ' 12 ').
 * Anything else counts 0: empty, '-3', '2 clés', '1e3', '2.5', a negative or fractional number,
 * and a number beyond MAX_COUNT (which the schema refuses), so that a total is a safe integer.
 */
export function keyCount(rate: Rate | null | undefined): number {
  const value = rate?.number;
  if (typeof value === 'number') return isCount(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return 0;
  const count = Number(text);
  return isCount(count) ? count : 0;
}

const isTotal = (item: { name: string }) => isKeyTotalEntry(item.name);

function sumCounts(items: readonly (Entry | SubEntry)[]): number {
  return items.filter((i) => !isTotal(i)).reduce((sum, i) => sum + keyCount(i.rate), 0);
}

/** 'Remise des clés': the sum of its sub-entry counts, Total des clés excluded. */
export function keyHandoverTotal(entry: Entry): number {
  return sumCounts(entry.content ?? []);
}

/**
 * Total des clés of a keys module: the sum of every other key count, ignoring empty values. An entry
 * with sub-entries (the handover) counts through its sub-entries, never twice through its own field.
 */
export function keyTotal(keysModule: Module): number {
  return keysModule.entry
    .filter((e) => !isTotal(e))
    .reduce((sum, e) => sum + (e.content?.length ? keyHandoverTotal(e) : keyCount(e.rate)), 0);
}

/** True for the computed, read-only element. */
export function isReadOnlyElement(element: { name: string; readOnly?: boolean | undefined }): boolean {
  return element.readOnly === true || isTotal(element);
}

function withNumber<T extends Entry | SubEntry>(item: T, total: number | null): T {
  return { ...item, rate: { ...(item.rate ?? {}), number: total } };
}

/**
 * Writes the computed totals into a keys module: every 'Total des clés' entry gets the module total
 * and every 'Total des clés' line of a handover gets that handover's total, left empty while no count
 * is typed (see recordedKeyCount). Returns a new module.
 */
export function withKeyTotals(keysModule: Module): Module {
  const total = recordedKeyTotal(keysModule);
  return {
    ...keysModule,
    entry: keysModule.entry.map((e) => {
      if (isTotal(e)) return withNumber(e, total);
      if (!isKeyHandoverEntry(e.name) || !e.content) return e;
      const handover = recordedKeyCount(e);
      return { ...e, content: e.content.map((s) => (isTotal(s) ? withNumber(s, handover) : s)) };
    }),
  };
}

/** The field was typed in (a typed 0 counts): an empty one reads 'Non renseigné'. */
const isTyped = (item: Entry | SubEntry) => !isTotal(item) && !isBlank(item.rate?.number);

/**
 * The count of a key element as the recap and the documents show it: null when nothing was typed,
 * which reads 'Non renseigné', never 0 (a 0 says that no key of that kind was handed over); a typed
 * 0 stays 0. The handover counts through its sub-entries, unrecorded while none of them is typed.
 */
export function recordedKeyCount(element: Entry | SubEntry): number | null {
  const parts = 'content' in element ? (element.content ?? []) : [];
  if (parts.length > 0) return parts.some(isTyped) ? sumCounts(parts) : null;
  return isBlank(element.rate?.number) ? null : keyCount(element.rate);
}

/** Total des clés: the sum of the typed counts, null while no count is typed anywhere in the module. */
export function recordedKeyTotal(keysModule: Module): number | null {
  const typed = keysModule.entry.some((e) => (e.content?.length ? e.content.some(isTyped) : isTyped(e)));
  return typed ? keyTotal(keysModule) : null;
}

/** What a document prints on each key line: Total des clés computed, the others as typed. */
export function keyLineCount(keysModule: Module, entry: Entry): number | null {
  return isTotal(entry) ? recordedKeyTotal(keysModule) : recordedKeyCount(entry);
}
