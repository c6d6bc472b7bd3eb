/**
 * The agent's panel of a saved move-in's remarks (docs/ARCHITECTURE.md "Beyond the specification"), in the
 * saved list's preview popup: the link to send the tenant (create, copy, revoke after a confirmation:
 * ui/ShareLinkActions) while the ten days last, and the remarks received with their date. Needs the network.
 */
import { IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/network/useOnline.ts';
import { ShareLinkActions, SharedLinkItem } from '../../ui/ShareLinkActions.tsx';
import { longDate } from './api.ts';
import { REMARKS_NS } from './i18n/index.ts';
import { useRemarksLink } from './useRemarksLink.ts';
import './remarks.css';

export function RemarksPanel({ edlId }: { edlId: number }) {
  const { t, i18n } = useTranslation(REMARKS_NS);
  const online = useOnline();
  const link = useRemarksLink(edlId);
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
        {link.url !== null ? <SharedLinkItem url={link.url} className="remarks-url" /> : null}
      </IonList>
      <ShareLinkActions
        link={link}
        canCreate={link.period?.open === true}
        busy={busy}
        online={online}
        text={(key) => t(key)}
        classPrefix="remarks"
        size="small"
      />
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
    </section>
  );
}
