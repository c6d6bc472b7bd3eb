import { describe, expect, it } from 'vitest';
import type { Module, SelfServiceState } from '../../src/index.ts';
import {
  PHOTO_STEP_BUTTON_LABELS,
  SelfServiceStateSchema,
  finishSelfService,
  hasPhotoStep,
  initialSelfServiceState,
  nextSelfServiceStep,
  photoRequirement,
  photoStepButton,
  previousSelfServiceStep,
  rateChanged,
  selfServiceBack,
  selfServiceProgress,
  selfServiceRoute,
  selfServiceSteps,
  toSelfServiceRecap,
  toSelfServiceSignature,
} from '../../src/index.ts';

const edl: Module[] = [
  {
    id: 1,
    name: 'Entrée',
    opened: false,
    entry: [
      { id: 1, name: 'Photos', opened: false, rate: { photo: [] } },
      { id: 2, name: 'Murs', opened: false, rate: { condition: null } },
      {
        id: 3,
        name: 'Fenêtre',
        opened: false,
        rate: null,
        content: [
          { id: 1, name: 'Vitre', opened: false, rate: null },
          { id: 2, name: 'Poignée', opened: false, rate: null },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Clés',
    opened: false,
    entry: [{ id: 1, name: 'Porte palière', opened: false, rate: { number: 2 } }],
  },
];

const at = (module: number, entry: number, subEntry: number | null = null): SelfServiceState => ({
  ...initialSelfServiceState(),
  id: 1,
  locale: 'fr',
  current: { module, entry, subEntry },
});

describe('self-service step order (inspection-core §2 "Self-service tenant flow")', () => {
  it("goes module, entry, sub-entry in order and skips 'Photos' entries", () => {
    expect(selfServiceSteps(edl)).toEqual([
      { module: 1, entry: 2, subEntry: null },
      { module: 1, entry: 3, subEntry: 1 },
      { module: 1, entry: 3, subEntry: 2 },
      { module: 2, entry: 1, subEntry: null },
    ]);
  });
  it('starts at the first step and walks forward', () => {
    const start = { ...initialSelfServiceState(), id: 1, locale: 'fr' as const };
    expect(nextSelfServiceStep(edl, start).current).toEqual({ module: 1, entry: 2, subEntry: null });
    expect(nextSelfServiceStep(edl, at(1, 3, 2)).current).toEqual({ module: 2, entry: 1, subEntry: null });
  });
  it('after the last module it shows the general comment', () => {
    const comment = nextSelfServiceStep(edl, at(2, 1));
    expect(comment.comment).toBe(true);
    expect(nextSelfServiceStep(edl, comment)).toBe(comment);
  });
  it("'Previous' moves backwards and leaves the comment first", () => {
    const comment = { ...at(2, 1), comment: true };
    const back = previousSelfServiceStep(edl, comment);
    expect(back.comment).toBe(false);
    expect(back.current).toEqual({ module: 2, entry: 1, subEntry: null });
    expect(previousSelfServiceStep(edl, back).current).toEqual({ module: 1, entry: 3, subEntry: 2 });
    const first = at(1, 2);
    expect(previousSelfServiceStep(edl, first)).toBe(first);
    expect(previousSelfServiceStep([], { ...first, comment: true }).current).toEqual(first.current);
  });
  it('reports progress with the comment as the last step', () => {
    expect(selfServiceProgress(edl, at(1, 3, 1))).toEqual({ step: 2, total: 5 });
    expect(selfServiceProgress(edl, { ...at(2, 1), comment: true })).toEqual({ step: 5, total: 5 });
    expect(selfServiceProgress(edl, initialSelfServiceState())).toEqual({ step: 1, total: 5 });
  });
});

describe('self-service photo step (inspection-core §2)', () => {
  it("if the module has a Photos entry, 'Valider' shows the photo step", () => {
    expect(hasPhotoStep(edl[0] as Module)).toBe(true);
    expect(hasPhotoStep(edl[1] as Module)).toBe(false);
  });
  it('if the rate changed, a new photo is mandatory; otherwise optional', () => {
    expect(photoRequirement({ condition: 'Bon état' }, { condition: 'Mauvais état' })).toBe('mandatory');
    expect(
      photoRequirement({ condition: 'Bon état', other: null }, { condition: 'Bon état', other: '' }),
    ).toBe('optional');
    expect(
      rateChanged({ condition: 'Neuf' }, { condition: 'Neuf', photo: [{ _ref: 'r' }], opened: true }),
    ).toBe(false);
    expect(rateChanged(null, { other: 'Tache' })).toBe(true);
    expect(rateChanged(null, null)).toBe(false);
  });
  it("if the rate changed a new photo is mandatory: 2 and '2' are the same value, not a change", () => {
    expect(rateChanged({ number: 2 }, { number: '2' })).toBe(false);
    expect(rateChanged({ number: 2 }, { number: ' 2 ' })).toBe(false);
    expect(photoRequirement({ number: 2 }, { number: '2' })).toBe('optional');
    expect(rateChanged({ number: 2 }, { number: '3' })).toBe(true);
    expect(rateChanged({ number: 0 }, { number: null })).toBe(true);
    expect(rateChanged({ other: '  ' }, { other: null })).toBe(false);
  });
  it("buttons: 'Continuer', 'Continuer sans photo', 'Photo obligatoire', 'Nouvelle photo obligatoire', 'Chargement...'", () => {
    expect(photoStepButton({ requirement: 'optional', newPhotos: 0, existingPhotos: 1 })).toEqual({
      button: 'continueWithoutPhoto',
      enabled: true,
    });
    expect(photoStepButton({ requirement: 'mandatory', newPhotos: 1, existingPhotos: 0 })).toEqual({
      button: 'continue',
      enabled: true,
    });
    expect(photoStepButton({ requirement: 'mandatory', newPhotos: 0, existingPhotos: 0 })).toEqual({
      button: 'photoRequired',
      enabled: false,
    });
    expect(photoStepButton({ requirement: 'mandatory', newPhotos: 0, existingPhotos: 2 })).toEqual({
      button: 'newPhotoRequired',
      enabled: false,
    });
    expect(
      photoStepButton({ requirement: 'optional', newPhotos: 0, existingPhotos: 0, loading: true }),
    ).toEqual({ button: 'loading', enabled: false });
    expect(PHOTO_STEP_BUTTON_LABELS).toEqual({
      validate: 'Valider',
      loading: 'Chargement...',
      continue: 'Continuer',
      continueWithoutPhoto: 'Continuer sans photo',
      photoRequired: 'Photo obligatoire',
      newPhotoRequired: 'Nouvelle photo obligatoire',
    });
  });
});

describe('self-service routing by progress (inspection-core §4 "Self-service")', () => {
  const base = at(1, 2);
  it('no locale goes to the language step; no id goes to info', () => {
    expect(selfServiceRoute(initialSelfServiceState())).toBe('autoEdlLang');
    expect(selfServiceRoute({ ...initialSelfServiceState(), locale: 'es' })).toBe('autoEdlInfo');
  });
  it('done goes to done; signature goes to signature; recap goes to recap; otherwise the inspection', () => {
    expect(selfServiceRoute({ ...base, recap: true, signature: true, done: true })).toBe('autoEdlDone');
    expect(selfServiceRoute(toSelfServiceSignature(base))).toBe('autoEdlSignature');
    expect(selfServiceRoute(toSelfServiceRecap(base))).toBe('autoEdlRecap');
    expect(selfServiceRoute(base)).toBe('autoEdl');
  });
  it('without a self-service record, the edit screen goes to the local list', () => {
    expect(selfServiceRoute(null)).toBe('edlsLocal');
  });
  it('going back clears the flags', () => {
    const signing = toSelfServiceSignature(base);
    const recap = selfServiceBack(signing);
    expect(recap).toMatchObject({ recap: true, signature: false });
    expect(selfServiceBack(recap)).toMatchObject({ recap: false, comment: true });
    expect(selfServiceBack(base)).toBe(base);
    const done = finishSelfService(signing);
    expect(selfServiceBack(done)).toBe(done);
  });
  it('the stored state validates with its schema', () => {
    expect(SelfServiceStateSchema.parse(toSelfServiceSignature(base))).toEqual(toSelfServiceSignature(base));
    expect(SelfServiceStateSchema.safeParse({ ...base, locale: 'de' }).success).toBe(false);
  });
});
