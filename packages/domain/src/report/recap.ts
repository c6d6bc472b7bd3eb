/**
 * What the read-only recap shows (inspection-core §2 'Recap'): each element's filled rate fields in
 * catalogue order (the pre-quote fields hidden, the free observation shown last as 'Observations'),
 * and a module's photos grouped by the element they were taken for.
 */
import { RATE_FIELDS } from '../catalogue/types.ts';
import { isBlank } from '../text.ts';
import type { Module, PhotoRef, Rate } from './model.ts';
import { modulePhotoRefs } from './photos.ts';

/** Keys never shown in the recap: costing bookkeeping, the visit flag, photos (shown apart). */
export const RECAP_HIDDEN_FIELDS: readonly string[] = ['toQuote', 'preQuote', 'costingId', 'opened', 'photo'];

export interface RecapField {
  field: string;
  value: string;
}

export function recapFields(rate: Rate | null | undefined): RecapField[] {
  if (!rate) return [];
  const known: readonly string[] = RATE_FIELDS;
  const shown = (field: string) => !RECAP_HIDDEN_FIELDS.includes(field) && !isBlank(rate[field]);
  const ordered = [
    ...RATE_FIELDS.filter((field) => field !== 'other'),
    ...Object.keys(rate)
      .filter((field) => !known.includes(field))
      .sort(),
    'other',
  ];
  return ordered
    .filter(shown)
    .filter((field) => ['string', 'number', 'boolean'].includes(typeof rate[field]))
    .map((field) => ({ field, value: String(rate[field]) }));
}

export interface PhotoGroup {
  /** The element the photos were taken for (moduleId.entryId[.subEntryId]), or null when unknown. */
  context: string | null;
  photos: PhotoRef[];
}

/** The module's photos grouped by context, in the order each context first appears. */
export function modulePhotoGroups(module: Module): PhotoGroup[] {
  const groups = new Map<string | null, PhotoRef[]>();
  for (const photo of modulePhotoRefs(module)) {
    const key = photo._context ?? null;
    groups.set(key, [...(groups.get(key) ?? []), photo]);
  }
  return [...groups].map(([context, photos]) => ({ context, photos }));
}
