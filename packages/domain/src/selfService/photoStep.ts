/**
 * The photo step of self-service (inspection-core §2): when the element's module has a 'Photos'
 * entry, 'Valider' shows a photo step. If the tenant changed the rate (the state found differs from
 * the agent's), a new photo is the evidence and is mandatory; otherwise a photo is optional.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import { isBlank } from '../text.ts';
import type { Module, Rate } from '../report/model.ts';

/** 'Valider' shows the photo step when the module has a Photos entry. */
export function hasPhotoStep(module: Module): boolean {
  return module.entry.some((e) => isPhotosEntry(e.name));
}

/** Rate keys that are not the tenant's assessment: photos are the step itself, the rest is bookkeeping. */
const IGNORED = new Set(['photo', 'opened', 'toQuote', 'preQuote', 'costingId']);

/**
 * A value as compared: empty (null, undefined, blank) is null, anything else its trimmed text, so a
 * count typed as '2' equals the stored 2.
 */
function normalised(value: unknown): string | null {
  if (isBlank(value)) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
}

/** True when any assessed value differs between the rate before and after the tenant's edit. */
export function rateChanged(before: Rate | null, after: Rate | null): boolean {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].some((k) => !IGNORED.has(k) && normalised(before?.[k]) !== normalised(after?.[k]));
}

export type PhotoRequirement = 'mandatory' | 'optional';

export function photoRequirement(before: Rate | null, after: Rate | null): PhotoRequirement {
  return rateChanged(before, after) ? 'mandatory' : 'optional';
}

/** The photo step's button, as a key and its French label (the app translates the key). */
export type PhotoStepButton =
  'loading' | 'continue' | 'continueWithoutPhoto' | 'photoRequired' | 'newPhotoRequired';

export const PHOTO_STEP_BUTTON_LABELS: Readonly<Record<PhotoStepButton | 'validate', string>> = {
  validate: 'Valider',
  loading: 'Chargement...',
  continue: 'Continuer',
  continueWithoutPhoto: 'Continuer sans photo',
  photoRequired: 'Photo obligatoire',
  newPhotoRequired: 'Nouvelle photo obligatoire',
};

/**
 * Which button the photo step shows, and whether it lets the tenant go on. A mandatory photo blocks
 * until one is taken: 'Photo obligatoire' when the element has no photo yet, 'Nouvelle photo
 * obligatoire' when it has older ones (from the agent's report) that no longer prove the new state.
 */
export function photoStepButton(input: {
  requirement: PhotoRequirement;
  newPhotos: number;
  existingPhotos: number;
  loading?: boolean;
}): { button: PhotoStepButton; enabled: boolean } {
  if (input.loading) return { button: 'loading', enabled: false };
  if (input.newPhotos > 0) return { button: 'continue', enabled: true };
  if (input.requirement === 'optional') return { button: 'continueWithoutPhoto', enabled: true };
  return { button: input.existingPhotos > 0 ? 'newPhotoRequired' : 'photoRequired', enabled: false };
}
