/**
 * One invitation (accounts-costing §2, §3): pending (clock, 'Demandé le') or done (check, 'Réalisé
 * le ... par {renter}'), the report it starts from, the floor and flat, the tenant's login and
 * password; swipe to delete (the page asks the spec's confirmation).
 */
import type { AutoEdlRecord } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { IonIcon, IonItem, IonItemOption, IonItemOptions, IonItemSliding, IonLabel } from '../../ui/ionic.ts';
import { CredentialRow } from './CredentialRow.tsx';
import { checkmarkCircle, timeOutline, trashOutline } from './icons.ts';
import { AUTO_EDLS_NS } from './i18n/index.ts';

interface AutoEdlItemProps {
  record: AutoEdlRecord;
  online: boolean;
  dateFormat: Intl.DateTimeFormat;
  /** Which credential of which invitation was just copied ('<id>:login'). */
  copied: string | null;
  onCopy: (key: string, text: string) => void;
  onDelete: (record: AutoEdlRecord) => void;
}

export function AutoEdlItem({ record, online, dateFormat, copied, onCopy, onDelete }: AutoEdlItemProps) {
  const { t } = useTranslation(AUTO_EDLS_NS);
  const done = record.autoEdl;
  const base = record.autoEdlDuplicatedFrom;
  const key = (kind: string) => `${record.id}:${kind}`;
  return (
    <IonItemSliding
      className={`auto-edl-item ${done ? 'is-done' : 'is-pending'}`}
      data-id={record.id}
      data-email={record.email}
      disabled={!online}
    >
      <IonItem lines="full">
        <IonIcon
          slot="start"
          icon={done ? checkmarkCircle : timeOutline}
          color={done ? 'success' : 'medium'}
          className="auto-edl-status-icon"
          role="img"
          aria-label={done ? t('completed') : t('pending')}
        />
        <IonLabel className="ion-text-wrap">
          <h2>{record.email}</h2>
          <p className="auto-edl-status">
            {done
              ? t('done', { date: dateFormat.format(done.date), renter: done.renter ?? t('unknownRenter') })
              : t('requested', { date: dateFormat.format(record.date) })}
          </p>
          <p className="auto-edl-base">
            {base.id === null || base.edlIO === null
              ? t('baseDeleted')
              : [
                  t('base', { id: base.id, edlIO: t(`io.${base.edlIO}`) }),
                  base.renter ? t('baseRenter', { renter: base.renter }) : null,
                  base.housingRef ? t('baseHousing', { ref: base.housingRef }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
          </p>
          <p className="auto-edl-predata">{t('preData', record.autoEdlPreData)}</p>
          <CredentialRow
            kind="login"
            value={record.login}
            copied={copied === key('login')}
            onCopy={() => onCopy(key('login'), record.login)}
          />
          <CredentialRow
            kind="password"
            value={record.password}
            copied={copied === key('password')}
            onCopy={() => onCopy(key('password'), record.password)}
          />
        </IonLabel>
      </IonItem>
      <IonItemOptions side="end" onIonSwipe={() => onDelete(record)}>
        <IonItemOption color="danger" expandable onClick={() => onDelete(record)}>
          <IonIcon slot="icon-only" icon={trashOutline} aria-label={t('delete')} />
        </IonItemOption>
      </IonItemOptions>
    </IonItemSliding>
  );
}
