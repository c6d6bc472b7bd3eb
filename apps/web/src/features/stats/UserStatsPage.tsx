/**
 * 'Mes statistiques d'utilisation' (accounts-costing §2 "Usage statistics"): the user's saved
 * reports from Du to Au (default: the first of the month to today), totals Entrant / Sortant /
 * total, the list 'Par profil', and the CSV export. Needs the network.
 */
import {
  IonBackButton,
  IonButton,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonNote,
} from '@ionic/react';
import { defaultStatsRange, statsTotals, type UserStatsItem } from '@constat/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { reportError } from '../../app/errors/errorBus.ts';
import { STATS_NS } from './i18n/index.ts';
import { downloadUserStatsCsv, fetchUserStats, type StatsRange } from './statsApi.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import './stats.css';

export default function UserStatsPage() {
  const { t } = useTranslation(STATS_NS);
  const online = useOnline();
  const [range, setRange] = useState<StatsRange>(() => defaultStatsRange(new Date()));
  const [items, setItems] = useState<UserStatsItem[] | null>(null);
  const load = useCallback((chosen: StatsRange) => {
    setItems(null);
    fetchUserStats(chosen).then(setItems, reportError);
  }, []);
  useEffect(() => {
    if (navigator.onLine) load(defaultStatsRange(new Date()));
  }, [load]);
  const totals = statsTotals(items ?? []);
  return (
    <LargeTitlePage
      route="user-statistics"
      title={t('userTitle')}
      className="stats-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <IonList inset>
        <IonItem>
          <IonInput
            type="date"
            name="start_date"
            label={t('from')}
            value={range.start}
            onIonInput={(e) => setRange((r) => ({ ...r, start: String(e.detail.value ?? '') }))}
          />
        </IonItem>
        <IonItem>
          <IonInput
            type="date"
            name="end_date"
            label={t('to')}
            value={range.end}
            onIonInput={(e) => setRange((r) => ({ ...r, end: String(e.detail.value ?? '') }))}
          />
        </IonItem>
      </IonList>
      <div className="stats-actions">
        <IonButton className="stats-filter" disabled={!online} onClick={() => load(range)}>
          {t('filter')}
        </IonButton>
        <IonButton
          className="stats-csv"
          fill="outline"
          disabled={!online}
          onClick={() => void downloadUserStatsCsv(range).catch(reportError)}
        >
          {t('exportCsv')}
        </IonButton>
      </div>
      {!online ? <p className="stats-message">{t('offline')}</p> : null}
      {items === null ? (
        online ? (
          <p className="stats-message">{t('loading')}</p>
        ) : null
      ) : items.length === 0 ? (
        <p className="stats-message stats-empty">{t('userEmpty')}</p>
      ) : (
        <>
          <IonList inset className="stats-totals">
            <IonItem>
              <IonLabel>{t('entrants')}</IonLabel>
              <IonNote slot="end">{totals.totalEntrants}</IonNote>
            </IonItem>
            <IonItem>
              <IonLabel>{t('sortants')}</IonLabel>
              <IonNote slot="end">{totals.totalSortants}</IonNote>
            </IonItem>
            <IonItem>
              <IonLabel>
                <strong>{t('total')}</strong>
              </IonLabel>
              <IonNote slot="end" className="stats-total">
                {totals.total}
              </IonNote>
            </IonItem>
          </IonList>
          <IonList inset className="stats-profiles">
            <IonListHeader>{t('byProfile')}</IonListHeader>
            {items.map((item) => (
              <IonItem key={item.id} className="stats-profile">
                <IonLabel>
                  <h3>{item.name}</h3>
                  <p>
                    {t('entrants')} : {item.totalEntrants} · {t('sortants')} : {item.totalSortants}
                  </p>
                </IonLabel>
                <IonNote slot="end">{item.total}</IonNote>
              </IonItem>
            ))}
          </IonList>
        </>
      )}
    </LargeTitlePage>
  );
}
