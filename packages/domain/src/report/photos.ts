/**
 * Photo references inside a report. A photo lives in the device's photo store under `_ref`; the report
 * only holds references, in the `photo` list of a rate (mostly of a module's 'Photos' entry), each
 * remembering with `_context` the element it was taken for. These helpers let the caller know which
 * stored photos a report uses (to copy them on duplication, to count the missing ones, to delete the
 * ones an edit dropped) without this package touching storage.
 */
import type { Module, PhotoRef, Rate } from './model.ts';
import { mapRates, ratedElements } from './paths.ts';

/** Every photo reference of the tree, in display order. */
export function listPhotoRefs(report: { edl: readonly Module[] }): PhotoRef[] {
  return ratedElements(report.edl).flatMap(({ element }) => element.rate?.photo ?? []);
}

/** The photo references of one module (what deleting the module drops). */
export function modulePhotoRefs(module: Module): PhotoRef[] {
  return listPhotoRefs({ edl: [module] });
}

/** True when the photo's context is `context` itself or an element below it. */
export function contextWithin(photoContext: string | undefined, context: string): boolean {
  return photoContext !== undefined && (photoContext === context || photoContext.startsWith(`${context}.`));
}

/**
 * Removes the `_context` of every photo linked to the element at `context` (or below it): the photo
 * stays in its gallery, it just no longer claims an element that is gone (inspection-core §4).
 */
export function stripPhotoContexts(edl: readonly Module[], context: string): Module[] {
  return mapRates(edl, (rate) => {
    if (!rate?.photo?.some((p) => contextWithin(p._context, context))) return rate;
    return {
      ...rate,
      photo: rate.photo.map((p) => {
        if (!contextWithin(p._context, context)) return p;
        const { _context: _dropped, ...rest } = p;
        return rest;
      }),
    };
  });
}

/** A rate without its photos, and the photos it had. */
export function withoutPhotos(rate: Rate | null): { rate: Rate | null; removed: PhotoRef[] } {
  if (!rate?.photo?.length) return { rate, removed: [] };
  return { rate: { ...rate, photo: [] }, removed: rate.photo };
}

/**
 * Rewrites every photo reference with `update`; returning null drops the photo. The caller uses it to
 * give copied photos their new store references on duplication and to drop the ones it could not copy
 * (their count is `missingPhotosOnDuplicationCount`).
 */
export function mapPhotoRefs<R extends { edl: readonly Module[] }>(
  report: R,
  update: (photo: PhotoRef) => PhotoRef | null,
): R & { edl: Module[] } {
  return {
    ...report,
    edl: mapRates(report.edl, (rate: Rate | null) =>
      rate?.photo ? { ...rate, photo: rate.photo.flatMap((p) => update(p) ?? []) } : rate,
    ),
  };
}
