/**
 * The login without React says what the app's login says (features/login/plainLogin.ts): the same
 * messages, through the same rules (loginError.ts), in each interface language, as i18next renders
 * them with the app's settings.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../src/api/errors.ts';
import { MissingTokenError } from '../src/api/session.ts';
import {
  loginErrorMessage,
  missingCredentials,
  signInMessage,
  type LoginMessageKey,
  type LoginTranslate,
} from '../src/features/login/loginError.ts';
import { loadMessages, messageText, UI_LANGUAGES } from '../src/i18n/language.ts';
import type { Messages } from '../src/i18n/locales/fr.ts';

const all = new Map<string, Messages>();
const app = i18next.createInstance();

beforeAll(async () => {
  for (const language of UI_LANGUAGES) all.set(language, await loadMessages(language));
  const resources = Object.fromEntries(
    [...all].map(([language, translation]) => [language, { translation }]),
  );
  // As i18n/index.ts sets i18next up.
  await app.init({ lng: 'fr', fallbackLng: 'fr', resources, interpolation: { escapeValue: false } });
});

function plain(language: string): LoginTranslate {
  const messages = all.get(language);
  if (!messages) throw new Error(language);
  return (key, values) => messageText(messages, key, values);
}

describe('the login without React', () => {
  it('renders every login message as i18next does, in fr, en and es', () => {
    const values = { code: 429, message: 'Trop de tentatives' };
    for (const language of UI_LANGUAGES) {
      const t = app.getFixedT(language);
      const keys = Object.keys(all.get(language)?.login ?? {}).map(
        (name) => `login.${name}` as LoginMessageKey,
      );
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) expect(plain(language)(key, values)).toBe(t(key, values));
      const title = messageText(all.get(language) as Messages, 'app.documentTitle', {
        title: messageText(all.get(language) as Messages, 'titles.login'),
      });
      expect(title).toBe(t('app.documentTitle', { title: t('titles.login') }));
    }
  });

  it("says the spec's French texts through the form's rules", async () => {
    const t = plain('fr');
    expect(missingCredentials({ username: ' ', password: 'x' }, t)).toBe(
      'Veuillez renseigner vos identifiants',
    );
    expect(missingCredentials({ username: 'agent', password: '' }, t)).toBe(
      'Veuillez renseigner vos identifiants',
    );
    expect(missingCredentials({ username: 'agent', password: 'x' }, t)).toBeNull();
    const refused = (error: unknown) =>
      signInMessage({ username: 'a', password: 'b' }, () => Promise.reject(error), t);
    expect(await refused(new ApiError(401, 'invalid-credentials', 'x', null, false, '/login'))).toBe(
      'Les identifiants ne sont pas valides',
    );
    expect(
      await refused(new ApiError(429, 'rate-limited', 'Trop de tentatives', null, false, '/login')),
    ).toBe('Erreur de connexion 429 (Trop de tentatives)');
    expect(await refused(new NetworkError('/login', null))).toBe('Erreur de connexion');
    expect(await refused(new MissingTokenError())).toBe(
      'Erreur de connexion (missing token in login response)',
    );
    expect(loginErrorMessage(new ApiError(502, null, 'Bad Gateway', null, false, '/login'), t)).toBe(
      'Erreur de connexion',
    );
  });

  it('signs in with the login trimmed and the password as typed', async () => {
    const calls: string[][] = [];
    const message = await signInMessage(
      { username: '  agent ', password: ' secret ' },
      (username, password) => Promise.resolve(calls.push([username, password])),
      plain('es'),
    );
    expect(message).toBeNull();
    expect(calls).toEqual([['agent', ' secret ']]);
  });
});
