/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt'): when a new version is
 * waiting, a confirmation asks whether to load it; accepting activates it and reloads the page
 * (accounts-costing §4). The alert comes from a lazy chunk, loaded only when an update waits.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const askToUpdate = useRef<(apply: () => void) => void>(() => undefined);
  // The worker may say 'need refresh' more than once: one question on screen at a time.
  const asking = useRef(false);

  useEffect(() => {
    askToUpdate.current = (apply) => {
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
            { text: t('app.confirm'), handler: apply },
          ],
          onDidDismiss: () => {
            asking.current = false;
          },
        }),
      );
    };
  }, [t]);

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
