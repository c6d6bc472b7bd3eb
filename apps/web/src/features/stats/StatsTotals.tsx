/** Totals Entrant / Sortant / total of a list of statistics rows. */
import { IonItem, IonLabel, IonList, IonNote } from '../../ui/ionic.ts';
import { statsTotals } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { STATS_NS } from './i18n/index.ts';

export function StatsTotals({ rows }: { rows: readonly { totalEntrants: number; totalSortants: number }[] }) {
  const { t } = useTranslation(STATS_NS);
  const totals = statsTotals(rows);
  return (
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
  );
}
