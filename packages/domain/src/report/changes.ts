/**
 * The changes since entry (docs/ARCHITECTURE.md "Beyond the specification"; the décret asks the exit report
 * to show them): what differs between one element of the entry report and the same element of the move-out,
 * field by field. Every field the recap shows counts (condition, working state, cleaning, colour, material,
 * counts, brand, serial number, meter readings, the observation and the agent's own material fields):
 * the costing bookkeeping, the visit flag and the photos do not (photos are the evidence beside a
 * change, not a change). Values are compared as the recap shows them: empty, null and spaces are one
 * 'not filled', a count typed '02' is 2, and a meter reading's consumption is exit minus entry.
 */
import { RATE_FIELDS } from '../catalogue/types.ts';
import { isBlank } from '../text.ts';
import type { Rate } from './model.ts';
import { RECAP_HIDDEN_FIELDS } from './recap.ts';

/** One field whose value differs; null stands for 'not filled'. */
export interface FieldChange {
  field: string;
  entrant: string | null;
  sortant: string | null;
  /** Meter readings (kWh, m³): the exit reading minus the entry one, when both are numbers. */
  consumption: number | null;
}

/** The fields that hold a meter reading, whose difference is a consumption. */
const READING_FIELDS: readonly string[] = ['kwPeak', 'kwOffPeak', 'm3'];

/** A field's value as compared and shown: trimmed text, a count without leading zeros, or null. */
function comparedValue(field: string, value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (field === 'number' && /^\d+$/.test(text)) return String(Number(text));
  return text;
}

/** '12 345,5' -> 12345.5 (spaces as thousands separators, comma or point as decimal); else null. */
function readingValue(text: string | null): number | null {
  if (text === null) return null;
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** Exit minus entry reading, to the thousandth (no floating-point tail). */
export function consumptionBetween(entrant: string | null, sortant: string | null): number | null {
  const before = readingValue(entrant);
  const after = readingValue(sortant);
  if (before === null || after === null) return null;
  return Math.round((after - before) * 1000) / 1000;
}

const compared = (field: string) => !RECAP_HIDDEN_FIELDS.includes(field);

/** The recap's order: the catalogue's fields, then the agent's own ones by name, the observation last. */
function fieldRank(field: string): number {
  if (field === 'other') return Number.MAX_SAFE_INTEGER;
  const at = (RATE_FIELDS as readonly string[]).indexOf(field);
  return at === -1 ? RATE_FIELDS.length : at;
}

/**
 * Every compared field whose value differs between the two rates, in the recap's order.
 */
export function fieldChanges(entrant: Rate | null, sortant: Rate | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(sortant ?? {}), ...Object.keys(entrant ?? {})])]
    .filter(compared)
    .sort((a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b));
  return fields.flatMap((field): FieldChange[] => {
    const before = comparedValue(field, entrant?.[field]);
    const after = comparedValue(field, sortant?.[field]);
    if (before === after) return [];
    const consumption = READING_FIELDS.includes(field) ? consumptionBetween(before, after) : null;
    return [{ field, entrant: before, sortant: after, consumption }];
  });
}
