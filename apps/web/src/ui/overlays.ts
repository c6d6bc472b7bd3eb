/**
 * The alert and action sheet overlays, out of the login screen's JavaScript.
 *
 * @ionic/react is one module, so a screen taking useIonAlert, useIonActionSheet or IonAlert from it
 * puts ion-alert and ion-action-sheet (about 80 kB before compression) in the chunk the login screen
 * loads. The same hooks and the inline IonAlert are made here from @ionic/core's controllers and
 * elements, so they travel with the lazy screens that use them (ESLint keeps screens off
 * @ionic/react's). The app shell, which is on the login path, imports this file dynamically.
 */
import React, { useCallback, useMemo, useRef } from 'react';
import type * as IonicReact from '@ionic/react';
import type { ActionSheetOptions, AlertOptions, OverlayEventDetail } from '@ionic/core/components';
import { actionSheetController, alertController } from '@ionic/core/components';
import { defineCustomElement as defineActionSheet } from '@ionic/core/components/ion-action-sheet.js';
import {
  defineCustomElement as defineAlert,
  IonAlert as AlertElement,
} from '@ionic/core/components/ion-alert.js';
import { createComponent } from '@stencil/react-output-target/runtime';

interface OverlayEvents {
  onDidDismiss?: (event: CustomEvent<OverlayEventDetail>) => void;
  onDidPresent?: (event: CustomEvent<OverlayEventDetail>) => void;
  onWillDismiss?: (event: CustomEvent<OverlayEventDetail>) => void;
  onWillPresent?: (event: CustomEvent<OverlayEventDetail>) => void;
}

interface OverlayElement extends HTMLElement {
  present: () => Promise<void>;
  dismiss: () => Promise<boolean>;
}

/** Creates the overlay, wires the optional event callbacks (as @ionic/react does) and presents it. */
async function presentOverlay<Options extends object>(
  kind: 'Alert' | 'ActionSheet',
  create: (options: Options) => Promise<OverlayElement>,
  options: Options & OverlayEvents,
): Promise<OverlayElement> {
  const { onDidDismiss, onDidPresent, onWillDismiss, onWillPresent, ...rest } = options;
  const overlay = await create(rest as unknown as Options);
  const on = (name: string, handler: OverlayEvents['onDidDismiss']) => {
    if (handler) overlay.addEventListener(`ion${kind}${name}`, (event) => handler(event as CustomEvent));
  };
  on('DidDismiss', onDidDismiss);
  on('DidPresent', onDidPresent);
  on('WillDismiss', onWillDismiss);
  on('WillPresent', onWillPresent);
  await overlay.present();
  return overlay;
}

/** One overlay at a time per hook, like @ionic/react's: a second present while one is up is ignored. */
function useOverlay<Options extends object>(
  present: (options: Options & OverlayEvents) => Promise<OverlayElement>,
) {
  const current = useRef<OverlayElement | undefined>(undefined);
  const show = useCallback(
    async (options: Options & OverlayEvents) => {
      if (current.current) return;
      const { onDidDismiss } = options;
      current.current = await present({
        ...options,
        onDidDismiss: (event: CustomEvent<OverlayEventDetail>) => {
          current.current = undefined;
          onDidDismiss?.(event);
        },
      });
    },
    [present],
  );
  const dismiss = useCallback(async () => {
    await current.current?.dismiss();
    current.current = undefined;
  }, []);
  return { show, dismiss };
}

const createAlert = (options: AlertOptions & OverlayEvents) => {
  defineAlert();
  return presentOverlay('Alert', (o: AlertOptions) => alertController.create(o), options);
};
const createActionSheet = (options: ActionSheetOptions & OverlayEvents) => {
  defineActionSheet();
  return presentOverlay('ActionSheet', (o: ActionSheetOptions) => actionSheetController.create(o), options);
};

/** Presents an alert outside React (the update prompt). */
export const presentAlert = (options: AlertOptions & OverlayEvents) =>
  createAlert(options).then(() => undefined);

/** Presents an action sheet outside React (the tab bar's new-report chooser). */
export const presentActionSheet = (options: ActionSheetOptions & OverlayEvents) =>
  createActionSheet(options).then(() => undefined);

/** @ionic/react's useIonAlert, same signature. */
export const useIonAlert = (() => {
  const { show, dismiss } = useOverlay<AlertOptions>(createAlert);
  const present = useCallback(
    (messageOrOptions: string | (AlertOptions & OverlayEvents), buttons?: AlertOptions['buttons']) =>
      show(
        typeof messageOrOptions === 'string'
          ? { message: messageOrOptions, buttons: buttons ?? [{ text: 'Ok' }] }
          : messageOrOptions,
      ),
    [show],
  );
  return useMemo(() => [present, dismiss], [present, dismiss]);
}) as unknown as typeof IonicReact.useIonAlert;

/** @ionic/react's useIonActionSheet, same signature. */
export const useIonActionSheet = (() => {
  const { show, dismiss } = useOverlay<ActionSheetOptions>(createActionSheet);
  const present = useCallback(
    (
      buttonsOrOptions: ActionSheetOptions['buttons'] | (ActionSheetOptions & OverlayEvents),
      header?: string,
    ) => show(Array.isArray(buttonsOrOptions) ? { buttons: buttonsOrOptions, header } : buttonsOrOptions),
    [show],
  );
  return useMemo(() => [present, dismiss], [present, dismiss]);
}) as unknown as typeof IonicReact.useIonActionSheet;

/** @ionic/react's inline IonAlert (isOpen, header, message, buttons, onDidDismiss...). */
export const IonAlert = createComponent({
  tagName: 'ion-alert',
  elementClass: AlertElement,
  react: React,
  defineCustomElement: defineAlert,
  events: {
    onDidDismiss: 'didDismiss',
    onDidPresent: 'didPresent',
    onWillDismiss: 'willDismiss',
    onWillPresent: 'willPresent',
    onIonAlertDidDismiss: 'ionAlertDidDismiss',
    onIonAlertDidPresent: 'ionAlertDidPresent',
    onIonAlertWillDismiss: 'ionAlertWillDismiss',
    onIonAlertWillPresent: 'ionAlertWillPresent',
  },
}) as unknown as typeof IonicReact.IonAlert;
