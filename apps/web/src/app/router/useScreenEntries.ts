/**
 * How many times a screen was entered again since it mounted. The outlet keeps a screen the user left
 * mounted (hidden), so a screen showing what other screens change (the device's report) reads again
 * each time it is entered.
 *
 * Ionic's ionViewWillEnter does not say it every time: @ionic/react-router 9 shows the page of a
 * navigation without a transition (direction 'none': an address typed in the address bar,
 * app/router/TypedAddress.tsx, or a tab switch, useGo('tab')) by swapping the pages' classes, without
 * the outlet's commit() that fires the lifecycle events (StackManager.transitionPage, "Skip commit()
 * for non-animated transitions"). A recap kept from a first visit and entered again by its address
 * showed what it read then (e2e/tests/keys-not-filled.spec.ts). The router's location reaches a
 * hidden screen too: an entry is counted when it comes back to the screen's own path, whichever way.
 */
import { useState } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';

export interface ScreenEntries {
  /** Whether the location was the screen's own path at the last render. */
  shown: boolean;
  /** Entries after the first showing. */
  count: number;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `pathname` (the router's location) is the screen's own path (its route's match). */
export function isScreenShown(ownPath: string, pathname: string): boolean {
  return withoutTrailingSlash(ownPath) === withoutTrailingSlash(pathname);
}

/** The entries after a render where the screen is `shown` or not: a hidden screen shown again is one more. */
export function nextEntries(previous: ScreenEntries, shown: boolean): ScreenEntries {
  if (previous.shown === shown) return previous;
  return { shown, count: shown ? previous.count + 1 : previous.count };
}

/** For a screen of a route with a path of its own (not a catch-all): its entries after the first. */
export function useScreenEntries(): number {
  const ownPath = useResolvedPath('.').pathname;
  const shown = isScreenShown(ownPath, useLocation().pathname);
  const [entries, setEntries] = useState<ScreenEntries>({ shown, count: 0 });
  const next = nextEntries(entries, shown);
  // Updated while rendering (React renders again at once, before committing): the entry is seen by
  // the effects of this very commit, the ones that read.
  if (next !== entries) setEntries(next);
  return next.count;
}
