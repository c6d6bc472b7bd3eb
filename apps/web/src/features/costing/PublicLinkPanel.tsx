/**
 * The agent shares the costing with the tenant (accounts-costing §6): a link carrying the report's
 * random token, copied with 3 s of feedback, revoked after a confirmation (the spec's dialog
 * defaults: "Attention", "Je confirme" / "Annuler"). Needs the network, like every costing call.
 */
import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { IonAlert } from '../../ui/overlays.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/network/useOnline.ts';
import { COSTING_NS } from './i18n/index.ts';
import { usePublicLink } from './usePublicLink.ts';

export function PublicLinkPanel({ edlId }: { edlId: number }) {
  const { t } = useTranslation(COSTING_NS);
  const online = useOnline();
  const link = usePublicLink(edlId, true);
  const [confirming, setConfirming] = useState(false);
  const busy = link.state === 'loading' || link.state === 'busy';

  return (
    <section className="costing-share" aria-labelledby="costing-share-title">
      <h2 id="costing-share-title">{t('shareLink')}</h2>
      <IonList inset>
        <IonItem lines={link.url === null ? 'none' : 'full'}>
          <IonLabel className="ion-text-wrap">
            <p className="costing-share-hint">{t(link.url === null ? 'shareHint' : 'sharedHint')}</p>
          </IonLabel>
        </IonItem>
        {link.url !== null ? (
          <IonItem lines="none">
            <IonLabel className="ion-text-wrap">
              <a className="costing-share-url" href={link.url} target="_blank" rel="noreferrer">
                {link.url}
              </a>
            </IonLabel>
          </IonItem>
        ) : null}
      </IonList>
      <div className="costing-share-actions">
        {link.url === null ? (
          <IonButton
            className="costing-share-create"
            disabled={!online || busy}
            onClick={() => void link.create()}
          >
            {t('createLink')}
          </IonButton>
        ) : (
          <>
            <IonButton
              className="costing-share-copy"
              disabled={busy}
              onClick={() => void link.copy()}
              data-copied={link.copied}
            >
              {t(link.copied ? 'copied' : 'copy')}
            </IonButton>
            <IonButton
              className="costing-share-revoke"
              fill="outline"
              color="danger"
              disabled={!online || busy}
              onClick={() => setConfirming(true)}
            >
              {t('revokeLink')}
            </IonButton>
          </>
        )}
      </div>
      <p className="costing-share-status" role="status" aria-live="polite">
        {link.copied ? t('copiedStatus') : ''}
      </p>
      <IonAlert
        isOpen={confirming}
        header={t('confirmTitle')}
        message={t('revokeConfirm')}
        buttons={[
          { text: t('cancel'), role: 'cancel' },
          { text: t('confirm'), role: 'confirm', handler: () => void link.revoke() },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </section>
  );
}
