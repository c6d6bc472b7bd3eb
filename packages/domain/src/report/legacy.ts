/**
 * Legacy rate names (inspection-core §3: "Legacy rate names are migrated to the current ones").
 * Early reports stored rates under French keys; the current model uses English keys. Reports from
 * that era still come back through duplication and uploads from old devices, so every path that
 * reads a stored tree normalises it here first.
 */
import { isBlank } from '../text.ts';
import type { Entry, Module, PhotoRef, Rate } from './model.ts';

/**
 * Legacy key -> current key. When a rate holds both (or two legacy keys of one field), nothing is
 * dropped: photo lists are joined (without repeating a reference), observations are joined with a
 * newline (without repeating a text), and for any other field the current key wins over the legacy
 * one unless it is empty (null, '', spaces or an empty list).
 */
export const LEGACY_RATE_NAMES: Readonly<Record<string, string>> = {
  etat: 'condition',
  proprete: 'cleaning',
  fonctionnement: 'state',
  couleur: 'color',
  nombre: 'number',
  observation: 'other',
  observations: 'other',
  photos: 'photo',
};

/** The current name of a rate field (unchanged when it is not a legacy one). */
export function currentRateName(name: string): string {
  return LEGACY_RATE_NAMES[name] ?? name;
}

/** Moves legacy keys of a rate to their current names; returns the same object when nothing is legacy. */
export function normaliseRate(rate: Rate | null): Rate | null {
  if (!rate || !Object.keys(rate).some((k) => k in LEGACY_RATE_NAMES)) return rate;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rate)) {
    if (!(key in LEGACY_RATE_NAMES)) out[key] = value;
  }
  for (const [key, value] of Object.entries(rate)) {
    const current = LEGACY_RATE_NAMES[key];
    if (current !== undefined) out[current] = merged(current, out[current], value);
  }
  return out as Rate;
}

/** The value of `field` once `legacy` is moved onto `kept` (see LEGACY_RATE_NAMES). */
function merged(field: string, kept: unknown, legacy: unknown): unknown {
  if (isBlank(legacy)) return kept === undefined ? legacy : kept;
  if (isBlank(kept)) return legacy;
  if (field === 'photo' && Array.isArray(kept) && Array.isArray(legacy)) {
    const refs = new Set((kept as PhotoRef[]).map((p) => p._ref));
    return [...(kept as PhotoRef[]), ...(legacy as PhotoRef[]).filter((p) => !refs.has(p._ref))];
  }
  if (field === 'other' && typeof kept === 'string' && typeof legacy === 'string') {
    return kept.split('\n').includes(legacy) ? kept : `${kept}\n${legacy}`;
  }
  return kept;
}

/** The rate-field list of an entry with legacy names replaced, without duplicates. */
export function normaliseRateInfo(rateInfo: readonly string[]): string[] {
  return [...new Set(rateInfo.map(currentRateName))];
}

function normaliseEntry(entry: Entry): Entry {
  const out: Entry = { ...entry, rate: normaliseRate(entry.rate) };
  if (entry.rateInfo) out.rateInfo = normaliseRateInfo(entry.rateInfo);
  if (entry.rateVariables) {
    out.rateVariables = Object.fromEntries(
      Object.entries(entry.rateVariables).map(([k, v]) => [currentRateName(k), v]),
    );
  }
  if (entry.content) out.content = entry.content.map((s) => ({ ...s, rate: normaliseRate(s.rate) }));
  return out;
}

/** Normalises every rate, rate-field list and choice list of a tree. */
export function normaliseLegacyRates(edl: readonly Module[]): Module[] {
  return edl.map((m) => ({ ...m, entry: m.entry.map(normaliseEntry) }));
}
