/**
 * The agent's panel of a saved move-in's remarks (issue 12), in the saved list's preview popup:
 * the link to send the tenant (create, copy, revoke after the costing link's confirmation dialog)
 * while the ten days last, and the remarks received with their date. Needs the network.
 */
import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/network/useOnline.ts';
import { IonAlert } from '../../ui/overlays.ts';
import { longDate } from './api.ts';
import { REMARKS_NS } from './i18n/index.ts';
import { useRemarksLink } from './useRemarksLink.ts';
import './remarks.css';

export function RemarksPanel({ edlId }: { edlId: number }) {
  const { t, i18n } = useTranslation(REMARKS_NS);
  const online = useOnline();
  const link = useRemarksLink(edlId);
  const [confirming, setConfirming] = useState(false);
  const busy = link.state !== 'ready';
  const lastDay = link.period ? longDate(link.period.lastDay, i18n.language) : '';
  const hint = !link.period?.open ? 'closedHint' : link.url === null ? 'hint' : 'sharedHint';

  return (
    <section className="remarks-panel" aria-labelledby={`remarks-title-${edlId}`}>
      <h2 id={`remarks-title-${edlId}`}>{t('panelTitle')}</h2>
      <IonList inset>
        {link.period ? (
          <IonItem lines={link.url === null ? 'none' : 'full'}>
            <IonLabel className="ion-text-wrap">
              <p className="remarks-hint">{t(hint, { lastDay })}</p>
            </IonLabel>
          </IonItem>
        ) : null}
        {link.url !== null ? (
          <IonItem lines="none">
            <IonLabel className="ion-text-wrap">
              <a className="remarks-url" href={link.url} target="_blank" rel="noreferrer">
                {link.url}
              </a>
            </IonLabel>
          </IonItem>
        ) : null}
      </IonList>
      <div className="remarks-actions">
        {link.url === null ? (
          link.period?.open ? (
            <IonButton size="small" disabled={!online || busy} onClick={() => void link.create()}>
              {t('createLink')}
            </IonButton>
          ) : null
        ) : (
          <>
            <IonButton
              size="small"
              disabled={busy}
              onClick={() => void link.copy()}
              data-copied={link.copied}
            >
              {t(link.copied ? 'copied' : 'copy')}
            </IonButton>
            <IonButton
              size="small"
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
      <p className="remarks-status" role="status" aria-live="polite">
        {link.copied ? t('copiedStatus') : ''}
      </p>
      <h3 className="remarks-received-title">{t('receivedTitle')}</h3>
      <IonList inset className="remarks-received">
        {link.remarks.length === 0 ? (
          <IonItem lines="none">
            <IonLabel className="ion-text-wrap">
              <p>{link.state === 'loading' ? t('loading') : t('noRemark')}</p>
            </IonLabel>
          </IonItem>
        ) : (
          link.remarks.map((remark) => (
            <IonItem key={remark.id} className="remarks-item">
              <IonLabel className="ion-text-wrap">
                <h4 className="remarks-place">{remark.place === '' ? t('general') : remark.place}</h4>
                <p className="remarks-text">{remark.text}</p>
                <p className="remarks-date">
                  {t('receivedOn', { date: longDate(remark.receivedAt, i18n.language) })}
                </p>
              </IonLabel>
            </IonItem>
          ))
        )}
      </IonList>
      {link.remarks.length > 0 ? <p className="remarks-pdf-hint">{t('pdfHint')}</p> : null}
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
