/**
 * Ionic hides the page from screen readers (aria-hidden on the router outlet) while an overlay is
 * presented, and shows it again when the last one closes. When two overlays close at the same time
 * (the language sheet over immersive mode, then immersive mode), each saw the other still open and
 * neither showed the page again: it stayed invisible to assistive technology. The editor's overlays
 * call this once closed; it does what Ionic meant to, once nothing is presented any more.
 */
import { useCallback, useRef } from 'react';
import type { OverlayEventDetail } from '@ionic/core';
const OVERLAYS = 'ion-modal, ion-alert, ion-action-sheet, ion-popover, ion-loading, ion-picker';
/** Longer than Ionic's iOS leave animations, after which a controller's overlay leaves the DOM. */
const SETTLED_MS = 600;

function anyPresented(): boolean {
  return Array.from(document.querySelectorAll(OVERLAYS)).some(
    (el) => !el.classList.contains('overlay-hidden'),
  );
}

export function restorePageAccessibility(): void {
  for (const delay of [0, SETTLED_MS]) {
    setTimeout(() => {
      if (!anyPresented()) document.querySelector('ion-router-outlet')?.removeAttribute('aria-hidden');
    }, delay);
  }
}

interface Dismissable {
  onDidDismiss?: ((event: CustomEvent<OverlayEventDetail>) => void) | undefined;
}

/**
 * Ionic's overlay hooks (useIonAlert, useIonActionSheet) ignore a present() while their previous
 * overlay is still closing: a quick second tap opened nothing. This presents in turn instead, each
 * once the previous one is gone, and restores the page for screen readers afterwards.
 */
export function useQueuedPresent<O extends Dismissable>(
  present: (options: O) => unknown,
): (options: O) => void {
  const last = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (options: O) => {
      last.current = last.current.then(
        () =>
          new Promise<void>((dismissed) => {
            void present({
              ...options,
              onDidDismiss: (event: CustomEvent<OverlayEventDetail>) => {
                options.onDidDismiss?.(event);
                dismissed();
                restorePageAccessibility();
              },
            });
          }),
      );
    },
    [present],
  );
}
