/**
 * The new auto-EDL form's rules (accounts-costing §5 "New auto-EDL"): e-mail, floor/door and flat
 * reference required (checked field by field when left), the e-mail well-formed, and the form sent
 * only when an e-mail and a report to duplicate are both set.
 */
import { describe, expect, it } from 'vitest';
import {
  AUTO_EDL_DELETE_CONFIRM,
  AutoEdlCreateBodySchema,
  checkNewAutoEdl,
  EMAIL_FORMAT_MESSAGE,
  newAutoEdlFieldError,
  REQUIRED_INPUT_MESSAGE,
  validateNewAutoEdl,
} from '../../src/index.ts';

const filled = { email: 'locataire@exemple.fr', preData: { etage: '3e gauche', numAppart: 'A12' } };

describe('validateNewAutoEdl', () => {
  it('accepts a complete form', () => {
    expect(validateNewAutoEdl(filled)).toEqual({});
  });

  it('requires the e-mail, the floor/door and the flat, blanks counting as empty', () => {
    expect(validateNewAutoEdl({ email: ' ', preData: { etage: '', numAppart: '\t' } })).toEqual({
      email: REQUIRED_INPUT_MESSAGE,
      etage: REQUIRED_INPUT_MESSAGE,
      numAppart: REQUIRED_INPUT_MESSAGE,
    });
    expect(validateNewAutoEdl({})).toEqual({
      email: REQUIRED_INPUT_MESSAGE,
      etage: REQUIRED_INPUT_MESSAGE,
      numAppart: REQUIRED_INPUT_MESSAGE,
    });
  });

  it('refuses a malformed e-mail, and one with a line break (header injection)', () => {
    for (const email of ['pas-un-email', 'a@b', 'a b@exemple.fr', 'x@exemple.fr\r\nBcc: y@exemple.fr'])
      expect(validateNewAutoEdl({ ...filled, email }), email).toEqual({ email: EMAIL_FORMAT_MESSAGE });
  });
});

describe('newAutoEdlFieldError (on blur)', () => {
  it("answers for the field left only, whatever the others' state", () => {
    const partial = { email: 'l@exemple.fr', preData: { etage: '', numAppart: '' } };
    expect(newAutoEdlFieldError(partial, 'email')).toBeNull();
    expect(newAutoEdlFieldError(partial, 'etage')).toBe(REQUIRED_INPUT_MESSAGE);
    expect(newAutoEdlFieldError({ ...partial, email: 'x' }, 'email')).toBe(EMAIL_FORMAT_MESSAGE);
  });
});

describe('checkNewAutoEdl (submission)', () => {
  it('is sent only with an e-mail and a report to duplicate, every field valid', () => {
    expect(checkNewAutoEdl({ ...filled, duplicateFromId: 12 })).toEqual({ ok: true, errors: {} });
    expect(checkNewAutoEdl({ ...filled, duplicateFromId: null }).ok).toBe(false);
    const noEmail = checkNewAutoEdl({ ...filled, email: '', duplicateFromId: 12 });
    expect(noEmail).toEqual({ ok: false, errors: { email: REQUIRED_INPUT_MESSAGE } });
    const noFlat = checkNewAutoEdl({
      ...filled,
      preData: { etage: '1', numAppart: '' },
      duplicateFromId: 12,
    });
    expect(noFlat).toEqual({ ok: false, errors: { numAppart: REQUIRED_INPUT_MESSAGE } });
  });
});

describe('the create payload and the deletion confirmation', () => {
  it('rejects unknown fields and keeps the shapes the server reads', () => {
    const body = { duplicateFromId: 3, email: 'l@exemple.fr', preData: filled.preData, profileId: 4 };
    expect(AutoEdlCreateBodySchema.safeParse(body).success).toBe(true);
    expect(AutoEdlCreateBodySchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(AutoEdlCreateBodySchema.safeParse({ ...body, duplicateFromId: 0 }).success).toBe(false);
  });

  it("is the spec's sentence", () => {
    expect(AUTO_EDL_DELETE_CONFIRM).toBe(
      'Êtes-vous certains de vouloir supprimer cet Auto-EDL ? Cette action est définitive.',
    );
  });
});
