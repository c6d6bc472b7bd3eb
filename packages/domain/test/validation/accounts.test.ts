import { describe, expect, it } from 'vitest';
import {
  INVALID_FORM_MESSAGE,
  INVALID_FORM_TITLE,
  REQUIRED_INPUT_MESSAGE,
  REQUIRED_SELECT_MESSAGE,
  canSubmitAutoEdl,
  checkPasswordConfirmation,
  normalizeLegalText,
  parseCustomColor,
  validateLogin,
  validateNewGroup,
  validateNewUser,
  validateStatsGroup,
} from '../../src/index.ts';

describe("login: both fields required, else 'Veuillez renseigner vos identifiants' (accounts-costing §5)", () => {
  it('accepts both fields', () => {
    expect(validateLogin({ login: 'agent', password: 'secret' })).toBeNull();
  });
  it('refuses a missing or blank field', () => {
    for (const input of [
      { login: '', password: 'x' },
      { login: 'x', password: null },
      {},
      { login: ' ', password: ' ' },
    ]) {
      expect(validateLogin(input)).toBe('Veuillez renseigner vos identifiants');
    }
  });
});

describe('new user: login and e-mail required, login without spaces, group unless super admin (accounts-costing §5)', () => {
  const groupAdmin = { admin: true, groupId: 3 };
  it('accepts a complete user, with or without a password', () => {
    expect(validateNewUser({ login: 'jdupont', email: 'j@agence.fr', groupId: 3 }, groupAdmin)).toEqual({});
    expect(
      validateNewUser({ login: 'jdupont', email: 'j@agence.fr', groupId: 3, password: '' }, groupAdmin),
    ).toEqual({});
  });
  it('requires login, e-mail and group', () => {
    expect(validateNewUser({}, groupAdmin)).toEqual({
      login: 'Vous devez renseigner ce champ',
      email: 'Vous devez renseigner ce champ',
      groupId: 'Vous devez choisir une valeur',
    });
  });
  it('a super admin may create a user without group', () => {
    expect(
      validateNewUser({ login: 'root2', email: 'r@x.fr', groupId: null }, { admin: true, groupId: null }),
    ).toEqual({});
  });
  it('refuses spaces in the login and a malformed e-mail', () => {
    expect(validateNewUser({ login: 'j dupont', email: 'nope', groupId: 1 }, groupAdmin)).toEqual({
      login: "L'identifiant ne doit pas contenir d'espace",
      email: 'Vous devez renseigner une adresse e-mail valide',
    });
  });
  it("an invalid form shows 'Veuillez corriger les informations renseignées !' titled 'Erreur'", () => {
    expect(INVALID_FORM_MESSAGE).toBe('Veuillez corriger les informations renseignées !');
    expect(INVALID_FORM_TITLE).toBe('Erreur');
  });
});

describe('new group: name required (accounts-costing §5)', () => {
  it('requires a name', () => {
    expect(validateNewGroup({ name: 'Agence Nord' })).toEqual({});
    expect(validateNewGroup({ name: ' ' })).toEqual({ name: 'Vous devez renseigner ce champ' });
  });
});

describe('password confirmation (accounts-costing §5)', () => {
  it("mismatch: 'Les deux mots de passe ne correspondent pas, veuillez essayer à nouveau'", () => {
    expect(checkPasswordConfirmation('abc', 'abd')).toBe(
      'Les deux mots de passe ne correspondent pas, veuillez essayer à nouveau',
    );
    expect(checkPasswordConfirmation('abc', 'abc')).toBeNull();
  });
});

describe('auto-EDL and statistics preconditions (accounts-costing §5)', () => {
  it('an auto-EDL is sent only with an e-mail and a report to duplicate', () => {
    expect(canSubmitAutoEdl({ email: 'l@x.fr', duplicateFromId: 12 })).toBe(true);
    expect(canSubmitAutoEdl({ email: 'l@x.fr', duplicateFromId: null })).toBe(false);
    expect(canSubmitAutoEdl({ email: '', duplicateFromId: 12 })).toBe(false);
  });
  it('a non-super-admin must choose a group for statistics', () => {
    expect(validateStatsGroup(false, null)).toBe(
      'Il est impératif de choisir un groupe pour lequel afficher les statistiques',
    );
    expect(validateStatsGroup(false, 4)).toBeNull();
    expect(validateStatsGroup(true, undefined)).toBeNull();
  });
});

describe("custom colour stored as hex without '#', empty resets (accounts-costing §5)", () => {
  it("strips '#' and lower-cases", () => {
    expect(parseCustomColor('#99C46A')).toBe('99c46a');
    expect(parseCustomColor('abc')).toBe('abc');
  });
  it("keeps '' to reset", () => {
    expect(parseCustomColor('')).toBe('');
    expect(parseCustomColor('  ')).toBe('');
  });
  it('refuses what is not a colour', () => {
    expect(parseCustomColor('#')).toBeNull();
    expect(parseCustomColor('red')).toBeNull();
    expect(parseCustomColor('#12345')).toBeNull();
  });
});

describe('a legal text equal to only a line break is saved as empty (accounts-costing §5)', () => {
  it('empties a lone line break in its raw and editor forms', () => {
    for (const text of ['\n', '\r\n', '<br>', '<p><br></p>', ' <br/> '])
      expect(normalizeLegalText(text), text).toBe('');
  });
  it('keeps any real text', () => {
    expect(normalizeLegalText('Texte\n')).toBe('Texte\n');
    expect(normalizeLegalText('')).toBe('');
  });
});

describe('account forms use the info form messages (inspection-core §5)', () => {
  it("'Vous devez renseigner ce champ' on inputs and 'Vous devez choisir une valeur' on selects", () => {
    expect(validateNewUser({}, { admin: true, groupId: 3 })).toEqual({
      login: REQUIRED_INPUT_MESSAGE,
      email: REQUIRED_INPUT_MESSAGE,
      groupId: REQUIRED_SELECT_MESSAGE,
    });
    expect(validateNewGroup({ name: ' ' })).toEqual({ name: 'Vous devez renseigner ce champ' });
    expect(REQUIRED_SELECT_MESSAGE).toBe('Vous devez choisir une valeur');
  });
});
