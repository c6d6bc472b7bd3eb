/**
 * The static login screen of index.html (shown by public/boot.js, styled by
 * theme/login.css). Without a session on the device it is the login itself, run without React by
 * features/login/plainLogin.ts, until that signs in or hands over to the app (the legal notice, an
 * update to ask about, another address). Then the app's login screen is built hidden under it (one
 * screen at a time, for the eye, screen readers and tests alike) and takes over once drawn, so that
 * nothing moves: what the user typed, where the focus was, and a tap on 'Me connecter' or 'Mentions
 * légales' not yet answered go to the real screen, then the copy is removed. Any other screen (the
 * one a sign-in leads to) just removes it.
 */

export interface ShellEntry {
  username: string;
  password: string;
  focus: 'login' | 'password' | null;
  submitted: boolean;
  /** 'Mentions légales' was tapped. */
  legal: boolean;
}

const SHOWN = 'login-shell-shown';

/** The login's address: the hash router's '/' (public/boot.js reads it alike). */
export function onLoginAddress(): boolean {
  return ['', '#', '#/'].includes(window.location.hash);
}

function shellForm(): HTMLFormElement | null {
  return document.getElementById('login-shell-form') as HTMLFormElement | null;
}

/** Whether the copy is on screen (boot.js showed it and nothing has removed it yet). */
export function loginShellShown(): boolean {
  return document.documentElement.classList.contains(SHOWN);
}

/** Shows the copy (boot.js shows it at once in French; plainLogin.ts once it has translated it). */
export function showLoginShell(): void {
  document.documentElement.classList.add(SHOWN);
}

/** Removes the copy, returning what the user entered in it (null when it was not shown). */
export function leaveLoginShell(): ShellEntry | null {
  const shown = loginShellShown();
  const form = shellForm();
  const login = document.getElementById('login-shell-login') as HTMLInputElement | null;
  const password = document.getElementById('login-shell-password') as HTMLInputElement | null;
  const focused = document.activeElement;
  const entry: ShellEntry = {
    username: login?.value ?? '',
    password: password?.value ?? '',
    focus: focused === login ? 'login' : focused === password ? 'password' : null,
    submitted: form?.hasAttribute('data-submitted') ?? false,
    legal: form?.hasAttribute('data-legal') ?? false,
  };
  document.documentElement.classList.remove(SHOWN);
  document.getElementById('login-shell')?.remove();
  return shown ? entry : null;
}

/**
 * Resolves once `form`'s screen is painted as the copy shows it: its page visible (the outlet
 * shows a new page after a frame or two) and its ion-content drawn (its background); the plain
 * login the app opens on (app/LoginStart.tsx) is drawn with its first frame.
 */
export function whenLoginFormDrawn(form: HTMLElement): Promise<void> {
  const drawn = () =>
    form.closest('.login-start') !== null ||
    (form.closest('.ion-page:not(.ion-page-invisible)') !== null &&
      form.closest('ion-content')?.classList.contains('hydrated') === true);
  return new Promise((resolve) => {
    const check = () => {
      // One more frame once drawn: the copy goes after the real screen has been painted.
      if (drawn()) requestAnimationFrame(() => resolve());
      else requestAnimationFrame(check);
    };
    check();
  });
}
