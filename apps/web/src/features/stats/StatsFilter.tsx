/** The date range Du / Au and the 'Filtrer' and CSV buttons both statistics screens share. */
import { IonButton, IonInput, IonItem, IonList } from '../../ui/ionic.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/network/useOnline.ts';
import { STATS_NS } from './i18n/index.ts';
import type { StatsRange } from './statsApi.ts';

interface StatsFilterProps {
  range: StatsRange;
  onRange: (range: StatsRange) => void;
  onFilter: () => void;
  onExport: () => void;
  /** More fields above the dates (the admin's group selector). */
  children?: ReactNode;
}

export function StatsFilter({ range, onRange, onFilter, onExport, children }: StatsFilterProps) {
  const { t } = useTranslation(STATS_NS);
  const online = useOnline();
  return (
    <>
      <IonList inset>
        {children}
        <IonItem>
          <IonInput
            type="date"
            name="start_date"
            label={t('from')}
            value={range.start}
            onIonInput={(e) => onRange({ ...range, start: String(e.detail.value ?? '') })}
          />
        </IonItem>
        <IonItem>
          <IonInput
            type="date"
            name="end_date"
            label={t('to')}
            value={range.end}
            onIonInput={(e) => onRange({ ...range, end: String(e.detail.value ?? '') })}
          />
        </IonItem>
      </IonList>
      <div className="stats-actions">
        <IonButton className="stats-filter" disabled={!online} onClick={onFilter}>
          {t('filter')}
        </IonButton>
        <IonButton className="stats-csv" fill="outline" disabled={!online} onClick={onExport}>
          {t('exportCsv')}
        </IonButton>
      </div>
      {!online ? <p className="stats-message">{t('offline')}</p> : null}
    </>
  );
}
