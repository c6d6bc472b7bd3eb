/**
 * The central error dialog: default title 'Erreur technique', buttons OK and 'Détails techniques'
 * (which reveals the details in place). One dialog at a time; the others wait their turn, and each
 * is presented by its own alert (keyed by its id) once the previous one is dismissed.
 * 'Connexion perdue' reloads the page SESSION_EXPIRED_RELOAD_MS after it is shown, whatever the user
 * taps meanwhile.
 * The alert itself is a lazy chunk (ion-alert is not login-screen JavaScript), fetched once the app
 * shows a screen other than the login (`preload`) so it is in memory before the first failure there,
 * network or not; on the login screen it would be JavaScript loaded and never run, and a
 * failure there fetches it (from the service worker's precache once installed).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_SUPPRESSION_CHECK_MS, ERROR_SUPPRESSION_MS, SESSION_EXPIRED_RELOAD_MS } from '@constat/domain';
import { describeError } from './catalogue.ts';
import { DialogQueue, type QueuedDialog } from './dialogQueue.ts';
import { drainErrors } from './errorBus.ts';

const loadAlert = () => import('../../ui/overlays.ts').then((m) => ({ default: m.IonAlert }));
const IonAlert = lazy(loadAlert);

interface Props {
  onGoToLogin: () => void;
  /** Whether to fetch the alert's chunk now, before any failure. */
  preload: boolean;
}

export function ErrorDialogHost({ onGoToLogin, preload }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<QueuedDialog[]>([]);
  const [showDetails, setShowDetails] = useState(false);
  const queue = useRef(new DialogQueue(ERROR_SUPPRESSION_MS));
  const reloadTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const described = drainErrors().map((error) => describeError(error, t, navigator.onLine));
      const fresh = queue.current.admit(described, Date.now());
      if (fresh.length > 0) setPending((current) => [...current, ...fresh]);
    }, ERROR_SUPPRESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [t]);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  useEffect(() => {
    if (preload) void loadAlert();
  }, [preload]);

  const current = pending[0];

  // Armed when 'Connexion perdue' comes up, never disarmed by its dismissal or by the next dialog.
  useEffect(() => {
    if (current?.followUp === 'reloadSoon' && reloadTimer.current === undefined) {
      reloadTimer.current = window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
    }
  }, [current]);

  const dismiss = () => {
    if (current?.followUp === 'goToLogin') onGoToLogin();
    setShowDetails(false);
    setPending((waiting) => waiting.slice(1));
  };

  if (current === undefined) return null;

  const message =
    showDetails && current.details ? `${current.message}\n\n${current.details}` : current.message;

  return (
    <Suspense fallback={null}>
      <IonAlert
        key={current.id}
        isOpen
        cssClass="error-dialog"
        header={current.title ?? undefined}
        message={message}
        backdropDismiss={false}
        onDidDismiss={dismiss}
        buttons={[
          ...(current.details && !showDetails
            ? [
                {
                  text: t('errors.details'),
                  handler: () => {
                    setShowDetails(true);
                    return false;
                  },
                },
              ]
            : []),
          { text: t('app.ok'), role: 'cancel' },
        ]}
      />
    </Suspense>
  );
}
