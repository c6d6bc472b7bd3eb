/**
 * The central error dialog: default title 'Erreur technique', buttons OK and 'Détails techniques'
 * (which reveals the details in place). One dialog at a time; the others wait their turn.
 */
import { useEffect, useRef, useState } from 'react';
import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { ERROR_SUPPRESSION_CHECK_MS, ERROR_SUPPRESSION_MS, SESSION_EXPIRED_RELOAD_MS } from '@constat/domain';
import { describeError, type ErrorDialogContent } from './catalogue.ts';
import { drainErrors } from './errorBus.ts';
import { RepeatFilter } from './suppression.ts';

interface Props {
  onGoToLogin: () => void;
}

export function ErrorDialogHost({ onGoToLogin }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ErrorDialogContent[]>([]);
  const [showDetails, setShowDetails] = useState(false);
  const filter = useRef(new RepeatFilter(ERROR_SUPPRESSION_MS));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const fresh = drainErrors()
        .map((error) => describeError(error, t, navigator.onLine))
        .filter((content) => filter.current.accept(`${content.title}|${content.message}`, Date.now()));
      if (fresh.length > 0) setPending((current) => [...current, ...fresh]);
    }, ERROR_SUPPRESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [t]);

  const current = pending[0];

  useEffect(() => {
    if (current?.followUp === 'reloadSoon') {
      const timer = window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [current]);

  const dismiss = () => {
    if (current?.followUp === 'goToLogin') onGoToLogin();
    setShowDetails(false);
    setPending((queue) => queue.slice(1));
  };

  const message =
    current && showDetails && current.details ? `${current.message}\n\n${current.details}` : current?.message;

  return (
    <IonAlert
      isOpen={current !== undefined}
      cssClass="error-dialog"
      header={current?.title ?? undefined}
      message={message}
      backdropDismiss={false}
      onDidDismiss={dismiss}
      buttons={[
        ...(current?.details && !showDetails
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
  );
}
