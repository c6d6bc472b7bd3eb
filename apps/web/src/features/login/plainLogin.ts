/**
 * The login without React: index.html's static copy of the login screen, made to work by
 * itself when the app opens on the login without a session on the device (public/boot.js decides,
 * then loads this in place of the app). The same rules as the app's form (loginError.ts), the same
 * messages (i18n/locales, in the device's language), the same sign-in and stored session
 * (app/session/signIn.ts); it registers the service worker. The app (main.tsx, React) loads:
 * - once signed in, starting with that session (it then goes where the app goes after a login);
 * - to take this screen over, as it takes over the copy shown before it loads (app/loginShell.ts),
 *   when the user asks for what only the app has: the legal notice (an Ionic popup), the question
 *   about a new version waiting, another address.
 * Meanwhile its files are fetched once the browser is idle, not run, so that the tap on 'Me
 * connecter' finds them on the device (or in the service worker's precache).
 */
import { LOGIN_ERROR_MS } from '@constat/domain';
import { loadMessages, messageText, storedLanguage } from '../../i18n/language.ts';
import type { Messages } from '../../i18n/locales/fr.ts';
import { loginShellShown, onLoginAddress, showLoginShell } from '../../app/loginShell.ts';
import { handOverSession, signIn, type SignedIn } from '../../app/session/signIn.ts';
import { registerServiceWorker, whenUpdateWaits } from '../../app/update/serviceWorker.ts';
import { missingCredentials, signInMessage, type LoginTranslate } from './loginError.ts';

/** The copy's parts (index.html). */
interface Copy {
  form: HTMLFormElement;
  login: HTMLInputElement;
  password: HTMLInputElement;
  message: HTMLElement;
  submit: HTMLButtonElement;
  legal: HTMLButtonElement;
}

function findCopy(): Copy | null {
  const form = document.getElementById('login-shell-form');
  const login = document.getElementById('login-shell-login');
  const password = document.getElementById('login-shell-password');
  const message = form?.querySelector('.login-message');
  const submit = form?.querySelector('.login-submit');
  const legal = document.querySelector('#login-shell .legal-link');
  if (
    !(form instanceof HTMLFormElement) ||
    !(login instanceof HTMLInputElement) ||
    !(password instanceof HTMLInputElement) ||
    !(message instanceof HTMLElement) ||
    !(submit instanceof HTMLButtonElement) ||
    !(legal instanceof HTMLButtonElement)
  ) {
    return null;
  }
  return { form, login, password, message, submit, legal };
}

/** index.html is written in French: its texts in another language, by the keys it names. */
function translateCopy(messages: Messages): void {
  for (const element of document.querySelectorAll<HTMLElement>('#login-shell [data-i18n]')) {
    element.textContent = messageText(messages, element.dataset.i18n ?? '');
  }
  for (const input of document.querySelectorAll<HTMLInputElement>('#login-shell [data-i18n-placeholder]')) {
    input.placeholder = messageText(messages, input.dataset.i18nPlaceholder ?? '');
  }
}

/** The app (React), which starts with the session handed over, if any, and takes this screen over. */
const loadApp = () => import('../../main.tsx');

/**
 * The app's files (written on boot.js's tag by the build): fetched once the browser is idle, two at
 * a time (over HTTP/1.1 a browser opens six connections to the server, and the tap on 'Me
 * connecter' must find one free for its request); what is left all at once when the app is about
 * to run (a tap before they were all there), beside the sign-in's requests rather than after them.
 */
function appFiles(): { atIdle: () => void; now: () => void } {
  const files = (document.querySelector('script[data-prefetch]')?.getAttribute('data-prefetch') ?? '')
    .split(' ')
    .filter(Boolean);
  const fetchFile = (href: string, rel: 'prefetch' | 'modulepreload', then?: () => void) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    if (then) {
      link.addEventListener('load', then, { once: true });
      link.addEventListener('error', then, { once: true });
    }
    document.head.appendChild(link);
  };
  const next = () => {
    const href = files.shift();
    if (href !== undefined) fetchFile(href, 'prefetch', next);
  };
  return {
    atIdle: () => {
      next();
      next();
    },
    now: () => {
      for (const href of files.splice(0)) fetchFile(href, 'modulepreload');
    },
  };
}

function whenIdle(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function spinner(): HTMLElement {
  const element = document.createElement('span');
  element.className = 'login-spinner';
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/**
 * 'ready' (the user types), 'submitting', 'signedIn' (the app loads with the session), 'handing'
 * (the app loads to take the screen over).
 */
type Phase = 'ready' | 'submitting' | 'signedIn' | 'handing';

function run(copy: Copy, messages: Messages): void {
  const t: LoginTranslate = (key, values) => messageText(messages, key, values);
  const app = appFiles();
  let phase: Phase = 'ready';
  let handOverAsked = false;
  let errorTimer: ReturnType<typeof setTimeout> | undefined;

  const showError = (text: string | null) => {
    clearTimeout(errorTimer);
    if (text === null) {
      copy.message.replaceChildren();
      return;
    }
    const glyph = document.createElement('span');
    glyph.className = 'glyph glyph-alert';
    glyph.setAttribute('aria-hidden', 'true');
    const line = document.createElement('span');
    line.textContent = text;
    copy.message.replaceChildren(glyph, line);
    errorTimer = setTimeout(() => showError(null), LOGIN_ERROR_MS);
  };

  const showSubmitting = (submitting: boolean) => {
    copy.submit.disabled = submitting;
    copy.submit.dataset.state = submitting ? 'submitting' : 'idle';
    if (submitting) copy.submit.replaceChildren(spinner(), t('login.submitting'));
    else copy.submit.replaceChildren(t('login.submit'));
  };

  /** The fields' names are the live form's: the app's own once it is there. */
  const nameFields = (named: boolean) => {
    for (const [input, name] of [
      [copy.login, 'login'],
      [copy.password, 'password'],
    ] as const) {
      if (named) input.name = name;
      else input.removeAttribute('name');
    }
  };

  const startApp = () => {
    app.now();
    loadApp().catch(() => {
      // The app's files could not be had (offline before the service worker had them): stay here.
      phase = 'ready';
      nameFields(true);
      showSubmitting(false);
      showError(t('login.error'));
    });
  };

  /** The app takes this screen over; after the sign-in under way, if there is one. */
  const handOver = () => {
    if (phase === 'submitting') handOverAsked = true;
    if (phase !== 'ready') return;
    phase = 'handing';
    nameFields(false);
    startApp();
  };

  const submit = async () => {
    // The app signs in with what was typed once it takes over (app/loginShell.ts).
    if (phase === 'handing') copy.form.setAttribute('data-submitted', '');
    if (phase !== 'ready') return;
    const entered = { username: copy.login.value, password: copy.password.value };
    const missing = missingCredentials(entered, t);
    if (missing !== null) {
      showError(missing);
      return;
    }
    phase = 'submitting';
    showSubmitting(true);
    showError(null);
    app.now();
    const done: { session?: SignedIn } = {};
    const message = await signInMessage(
      entered,
      async (username, password) => {
        done.session = await signIn(username, password);
      },
      t,
    );
    if (done.session !== undefined) {
      // 'Connexion...' stays until the app's screen replaces the copy.
      phase = 'signedIn';
      handOverSession(done.session);
      startApp();
      return;
    }
    phase = 'ready';
    showSubmitting(false);
    showError(message);
    if (handOverAsked) handOver();
  };

  // From now on this answers the form; boot.js only kept what was done before (its marks).
  copy.form.setAttribute('data-live', '');
  nameFields(true);
  copy.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  copy.login.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    copy.password.focus();
  });
  copy.legal.addEventListener('click', () => {
    copy.form.setAttribute('data-legal', '');
    handOver();
  });
  window.addEventListener('hashchange', () => {
    if (!onLoginAddress()) handOver();
  });

  registerServiceWorker();
  whenUpdateWaits(handOver);

  // Tapped before this ran: 'Me connecter' is answered here, 'Mentions légales' by the app.
  const submitted = copy.form.hasAttribute('data-submitted');
  copy.form.removeAttribute('data-submitted');
  if (submitted) void submit();
  if (copy.form.hasAttribute('data-legal')) handOver();
  whenIdle(app.atIdle);
}

export async function startPlainLogin(): Promise<void> {
  const copy = findCopy();
  if (copy === null || !onLoginAddress()) {
    await loadApp();
    return;
  }
  const language = storedLanguage();
  // English or Spanish out of reach (offline before the service worker had them): the app decides.
  const messages = await loadMessages(language).catch(() => null);
  if (messages === null) {
    await loadApp();
    return;
  }
  if (!loginShellShown()) {
    translateCopy(messages);
    document.documentElement.lang = language;
    showLoginShell();
  }
  document.title = messageText(messages, 'app.documentTitle', {
    title: messageText(messages, 'titles.login'),
  });
  run(copy, messages);
}
