/**
 * An address changed by hand in the running app (a '#/...' typed or pasted in the address bar, a
 * link to another screen of the app opened in the same tab): the browser adds a history entry with
 * no state and fires 'popstate'. The router took it for a back or forward move (POP), and Ionic, which
 * resolves a POP from its own stack, showed the previous screen instead of the one asked for. Such an
 * entry is caught here before the router sees it (this listener is added at start, before the
 * router's) and opened as a navigation to that address, which replaces the stateless entry. Back and
 * forward moves land on entries the router wrote, which always carry a state. An address that is
 * the screen this one was opened from (what 'back' shows) is left to the router: its POP shows that
 * very screen, while a replace onto the screen behind in Ionic's stack left the current one showing.
 */
import { useEffect } from 'react';
import { useIonRouter } from '@ionic/react';

/** Opens `path` as a navigation; false when the router's own POP handling is right for it. */
let openAddress: ((path: string) => boolean) | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (event.state !== null || openAddress === null) return;
    if (openAddress(window.location.hash.slice(1) || '/')) event.stopImmediatePropagation();
  });
}

/** Inside the router: opens a hand-changed address as a navigation (see above). */
export function TypedAddress() {
  const router = useIonRouter();
  useEffect(() => {
    openAddress = (path) => {
      if (path === router.routeInfo.pushedByRoute) return false;
      router.push(path, 'none', 'replace');
      return true;
    };
    return () => {
      openAddress = null;
    };
  }, [router]);
  return null;
}
