import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confusableSkeleton,
  displayNameCharactersError,
  displayNameKey,
  hasInvisibleCharacter,
  LOGIN_INVISIBLE_MESSAGE,
  LOGIN_SPACES_MESSAGE,
  loginCharactersError,
  loginKey,
  NAME_INVISIBLE_MESSAGE,
  normaliseDisplayName,
  normaliseLogin,
  validateNewGroup,
  validateNewUser,
} from '../../src/index.ts';

describe('logins are stored NFKC-normalised, lower case, trimmed', () => {
  it.each([
    ['ｂａｒｓａｄｍｉｎ', 'barsadmin'],
    ['Marie.Dupont', 'marie.dupont'],
    ['  BarsAdmin ', 'barsadmin'],
    ['he\u0301le\u0300ne', 'hélène'],
    ['ﬁlou', 'filou'],
  ])('%s is stored %s', (typed, stored) => {
    expect(normaliseLogin(typed)).toBe(stored);
  });
  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normaliseLogin(text);
        expect(normaliseLogin(once)).toBe(once);
      }),
    );
  });
});

describe('invisible and control characters are refused', () => {
  it.each([
    ['a zero-width space', 'barsadmin\u200b'],
    ['a zero-width joiner', 'bars\u200dadmin'],
    ['a word joiner', 'bars\u2060admin'],
    ['a byte order mark', 'bars\ufeffadmin'],
    ['a right-to-left override', 'bars\u202eadmin'],
    ['a first strong isolate', 'bars\u2068admin'],
    ['a soft hyphen', 'bars\u00adadmin'],
    ['a Hangul filler', 'bars\u3164admin'],
    ['a tab', 'bars\tadmin'],
    ['a NUL', 'bars\u0000admin'],
    ['a line separator', 'bars\u2028admin'],
    ['a private-use character', 'bars\ue000admin'],
    ['a lone surrogate', 'bars\ud800admin'],
    ['a blank braille pattern', 'bars\u2800admin'],
  ])('a login with %s', (_, login) => {
    expect(hasInvisibleCharacter(login)).toBe(true);
    expect(loginCharactersError(login)).toBe(LOGIN_INVISIBLE_MESSAGE);
    expect(displayNameCharactersError(login)).toBe(NAME_INVISIBLE_MESSAGE);
  });
  it('refuses every space in a login, a no-break or ideographic one too', () => {
    for (const login of ['bars admin', 'bars\u00a0admin', 'bars\u3000admin', 'bars\u202fadmin'])
      expect(loginCharactersError(login)).toBe(LOGIN_SPACES_MESSAGE);
  });
  it('accepts ordinary logins and names, accents and other scripts', () => {
    for (const login of ['barsadmin', 'Hélène.durand', 'j-p_martin@agence', 'çà.ôù', 'Ζωή', 'Олег'])
      expect(loginCharactersError(login)).toBeNull();
    expect(displayNameCharactersError("Agence de l'Île — Nord n°2")).toBeNull();
  });
  it('is what the new user and new group forms say', () => {
    const admin = { admin: true, groupId: 3 };
    expect(validateNewUser({ login: 'barsadmin\u200b', email: 'a@b.fr', groupId: 3 }, admin)).toEqual({
      login: LOGIN_INVISIBLE_MESSAGE,
    });
    expect(validateNewUser({ login: 'bars admin', email: 'a@b.fr', groupId: 3 }, admin)).toEqual({
      login: LOGIN_SPACES_MESSAGE,
    });
    expect(validateNewGroup({ name: 'Agence\u200e Nord' })).toEqual({ name: NAME_INVISIBLE_MESSAGE });
    expect(validateNewGroup({ name: 'Agence Nord' })).toEqual({});
  });
});

describe('confusable skeletons (Unicode TS #39)', () => {
  it.each([
    ['fullwidth', 'ｂａｒｓａｄｍｉｎ'],
    ['a Cyrillic а', 'bаrsadmin'],
    ['a Greek α and a Cyrillic і', 'bαrsadmіn'],
    ['upper case', 'BARSADMIN'],
    ['rn for m', 'barsadrnin'],
  ])('a login with %s has the key of barsadmin', (_, login) => {
    expect(loginKey(login)).toBe(loginKey('barsadmin'));
  });
  it('leaves invisible characters out: an older login holding one reads as the login without', () => {
    expect(loginKey('barsadmin\u200b')).toBe(loginKey('barsadmin'));
    expect(displayNameKey('Équipe\u2066 Nord')).toBe(displayNameKey('Équipe Nord'));
  });
  it('1 and l read alike, as | and l', () => {
    expect(loginKey('agent1')).toBe(loginKey('agentl'));
    expect(loginKey('agent|')).toBe(loginKey('agentl'));
  });
  it('keeps accents distinct: hélène.durand is not helene.durand', () => {
    expect(loginKey('Hélène.durand')).not.toBe(loginKey('helene.durand'));
    expect(loginKey('Hélène.durand')).toBe(loginKey('he\u0301le\u0300ne.DURAND'));
  });
  it('tells different logins apart', () => {
    expect(loginKey('marie.dupont')).not.toBe(loginKey('marie.dupond'));
    expect(confusableSkeleton('paris')).toBe('paris');
  });
  it('names: case, width, spaces and look-alike letters do not make another name', () => {
    const key = displayNameKey('Équipe Nord');
    for (const copy of [
      'ÉQUIPE NORD',
      'Équipe  Nord ',
      'Équipe\u00a0Nord',
      'Équipe Nоrd',
      'Ｅ\u0301quipe Nord',
    ])
      expect(displayNameKey(copy)).toBe(key);
    expect(displayNameKey('Equipe Nord')).not.toBe(key);
    expect(normaliseDisplayName(' Équipe\u00a0\u00a0Nord ')).toBe('Équipe Nord');
  });
});
