/**
 * A statistics list row by row (accounts-costing §2 "Usage statistics"): 'Par utilisateur' for an
 * admin, 'Par profil' for the user; each row with its name, what it belongs to where that is said,
 * its Entrants and Sortants, and its total.
 */
import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { STATS_NS } from './i18n/index.ts';

interface BreakdownRow {
  id: number;
  totalEntrants: number;
  totalSortants: number;
  total: number;
}

interface StatsBreakdownProps<Row extends BreakdownRow> {
  header: string;
  className: string;
  itemClassName: string;
  rows: readonly Row[];
  name: (row: Row) => string;
  /** Said before the counts, as 'Groupe > Sous-groupe · '. */
  context?: (row: Row) => string;
}

export function StatsBreakdown<Row extends BreakdownRow>({
  header,
  className,
  itemClassName,
  rows,
  name,
  context,
}: StatsBreakdownProps<Row>) {
  const { t } = useTranslation(STATS_NS);
  return (
    <IonList inset className={className}>
      <IonListHeader>{header}</IonListHeader>
      {rows.map((row, index) => (
        <IonItem
          key={row.id}
          className={itemClassName}
          lines={index === rows.length - 1 ? 'none' : undefined}
        >
          <IonLabel>
            <h3>{name(row)}</h3>
            <p>
              {context ? `${context(row)} · ` : null}
              {t('entrants')} : {row.totalEntrants} · {t('sortants')} : {row.totalSortants}
            </p>
          </IonLabel>
          <IonNote slot="end">{row.total}</IonNote>
        </IonItem>
      ))}
    </IonList>
  );
}
