/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt'): when a new version is
 * waiting, a confirmation asks whether to load it; accepting activates it and reloads the page
 * (accounts-costing §4).
 */
import { useEffect, useRef } from 'react';
import { useIonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const askToUpdate = useRef<(apply: () => void) => void>(() => undefined);

  useEffect(() => {
    askToUpdate.current = (apply) =>
      void presentAlert({
        header: t('update.title'),
        message: t('update.message', { product: t('app.name') }),
        backdropDismiss: false,
        cssClass: 'update-alert',
        buttons: [
          { text: t('app.cancel'), role: 'cancel' },
          { text: t('app.confirm'), handler: apply },
        ],
      });
  }, [presentAlert, t]);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const updateServiceWorker = registerSW({
      onNeedRefresh: () =>
        askToUpdate.current(() => {
          // Reload once the new worker controls the page. The plugin's own reload only follows an
          // update of a page that was already controlled, not one opened on the first visit.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          void updateServiceWorker(false);
        }),
    });
  }, []);

  return null;
}
