/**
 * The service worker's registration (vite-plugin-pwa, registerType 'prompt'), once per page, by
 * whichever start runs first: the login without React (features/login/plainLogin.ts) or the app
 * (UpdatePrompt.tsx). A new version waiting is remembered, so that whoever asks the user about it
 * hears of it even when it came before they were there.
 */
import { registerSW } from 'virtual:pwa-register';

let registered = false;
let waiting = false;
let asker: (() => void) | null = null;
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;

export function registerServiceWorker(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  updateServiceWorker = registerSW({
    onNeedRefresh: () => {
      waiting = true;
      asker?.();
    },
  });
}

/**
 * `ask` runs when a new version waits, at once if one already does; the latest caller is the one
 * asked (the app's prompt replaces the plain login's hand-over). Returns a function that forgets it.
 */
export function whenUpdateWaits(ask: () => void): () => void {
  asker = ask;
  if (waiting) ask();
  return () => {
    if (asker === ask) asker = null;
  };
}

/** Activates the waiting version and reloads the page on it. */
export function applyUpdate(): void {
  // Reload once the new worker controls the page. The plugin's own reload only follows an update
  // of a page that was already controlled, not one opened on the first visit.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker?.(false);
}
