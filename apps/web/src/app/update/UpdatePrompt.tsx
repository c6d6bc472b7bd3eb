/**
 * The update prompt (accounts-costing §4): when a new version of the app is waiting, a confirmation
 * asks whether to load it; accepting activates it and reloads the page (serviceWorker.ts, which
 * this registers unless the login without React already has). The alert comes from a lazy chunk,
 * loaded only when an update waits.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, registerServiceWorker, whenUpdateWaits } from './serviceWorker.ts';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const ask = useRef<() => void>(() => undefined);
  // The worker may say 'need refresh' more than once: one question on screen at a time.
  const asking = useRef(false);

  useEffect(() => {
    ask.current = () => {
      if (asking.current) return;
      asking.current = true;
      void import('../../ui/overlays.ts').then(({ presentAlert }) =>
        presentAlert({
          header: t('update.title'),
          message: t('update.message', { product: t('app.name') }),
          backdropDismiss: false,
          cssClass: 'update-alert',
          buttons: [
            { text: t('app.cancel'), role: 'cancel' },
            { text: t('app.confirm'), handler: applyUpdate },
          ],
          onDidDismiss: () => {
            asking.current = false;
          },
        }),
      );
    };
  }, [t]);

  useEffect(() => {
    registerServiceWorker();
    return whenUpdateWaits(() => ask.current());
  }, []);

  return null;
}
