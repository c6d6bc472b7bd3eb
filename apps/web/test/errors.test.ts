/** The error catalogue rows of the foundation, the login messages and the 2 s repeat filter. */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError, NetworkError, NotLoggedInError } from '../src/api/errors.ts';
import { MissingTokenError } from '../src/api/session.ts';
import { describeError } from '../src/app/errors/catalogue.ts';
import { DialogQueue } from '../src/app/errors/dialogQueue.ts';
import { RepeatFilter } from '../src/app/errors/suppression.ts';
import { loginErrorMessage } from '../src/features/login/loginError.ts';
import { fr } from '../src/i18n/locales/fr.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
const t = i18n.t;

const apiError = (status: number, code: string | null, message: string, limited = false) =>
  new ApiError(status, code, message, undefined, limited, '/x');

describe('error catalogue (inspection-core §8)', () => {
  it('401 with limited access: Accès refusé', () => {
    expect(describeError(apiError(401, 'unauthorized', 'no', true), t, true)).toMatchObject({
      title: 'Accès refusé',
      message: "Vous n'avez pas les droits pour consulter cette ressource, vérifiez l'adresse URL utilisée",
      followUp: 'none',
    });
  });

  it('401 otherwise: Connexion perdue, naming Constat, then a reload', () => {
    expect(describeError(apiError(401, 'unauthorized', 'no'), t, true)).toMatchObject({
      title: 'Connexion perdue',
      message:
        'Votre connexion à Constat a expirée, vous allez être redirigés vers la page de connexion pour vous reconnecter',
      followUp: 'reloadSoon',
    });
  });

  it('network errors: the offline and the online texts, title Attention', () => {
    const offline = describeError(new NetworkError('/x', new TypeError('x')), t, false);
    expect(offline.title).toBe('Attention');
    expect(offline.message).toBe(
      "Vous n'êtes plus connectés à Internet, certaines fonctionnalités ne seront plus possibles (vous pouvez tout de même continuer à réaliser vos EDL hors ligne)",
    );
    expect(describeError(new NetworkError('/x', null), t, true).message).toBe(
      'Mauvaise connexion à Internet, certaines fonctionnalités risquent de mal fonctionner',
    );
  });

  it('not logged in: no title, then login', () => {
    expect(describeError(new NotLoggedInError(), t, true)).toMatchObject({
      title: null,
      message: 'Vous devez être connecté pour poursuivre',
      followUp: 'goToLogin',
    });
  });

  it('anything else: Erreur technique with technical details', () => {
    const content = describeError(apiError(500, 'internal', 'Boom'), t, true);
    expect(content.title).toBe('Erreur technique');
    expect(content.message).toBe('Boom');
    expect(content.details).toContain('500 internal /x');
    expect(
      describeError({ title: 'Erreur génération', message: 'Une erreur est survenue' }, t, true),
    ).toMatchObject({ title: 'Erreur génération', message: 'Une erreur est survenue' });
  });
});

describe('login messages (accounts-costing §8)', () => {
  it('maps each failure to the spec text', () => {
    expect(loginErrorMessage(apiError(401, 'invalid-credentials', 'x'), t)).toBe(
      'Les identifiants ne sont pas valides',
    );
    expect(loginErrorMessage(apiError(429, 'rate-limited', 'Trop de tentatives'), t)).toBe(
      'Erreur de connexion 429 (Trop de tentatives)',
    );
    expect(loginErrorMessage(apiError(502, null, 'Bad Gateway'), t)).toBe('Erreur de connexion');
    expect(loginErrorMessage(new NetworkError('/login', null), t)).toBe('Erreur de connexion');
    expect(loginErrorMessage(new MissingTokenError(), t)).toBe(
      'Erreur de connexion (missing token in login response)',
    );
    expect(t('login.credentialsRequired')).toBe('Veuillez renseigner vos identifiants');
  });
});

describe('repeat filter', () => {
  it('shows an identical error once within 2 s, again after', () => {
    const filter = new RepeatFilter(2000);
    expect(filter.accept('a', 0)).toBe(true);
    expect(filter.accept('a', 1999)).toBe(false);
    expect(filter.accept('b', 1999)).toBe(true);
    expect(filter.accept('a', 2000)).toBe(true);
  });
});

describe('dialog queue', () => {
  const dialog = (title: string, message: string) => ({
    title,
    message,
    details: null,
    followUp: 'none' as const,
  });

  it('gives every admitted dialog its own id, so each is presented in turn', () => {
    const queue = new DialogQueue(2000);
    const first = queue.admit([dialog('Erreur technique', 'A'), dialog('Erreur technique', 'B')], 0);
    expect(first.map((entry) => [entry.message, entry.id])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    // Identical within 2 s: dropped; different: queued with a new id; identical after 2 s: again.
    expect(queue.admit([dialog('Erreur technique', 'A'), dialog('Attention', 'offline')], 500)).toEqual([
      { ...dialog('Attention', 'offline'), id: 3 },
    ]);
    expect(queue.admit([dialog('Erreur technique', 'A')], 2000).map((entry) => entry.id)).toEqual([4]);
  });
});
