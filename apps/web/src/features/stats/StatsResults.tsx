/**
 * The figures of a statistics screen (accounts-costing §2 "Usage statistics"), the same for an admin
 * and for the user: nothing yet (or 'Chargement...' where the screen says so), the empty message, or
 * the totals, the reports per month and the list row by row ('Par utilisateur', 'Par profil'), each
 * row with its name, what it belongs to where that is said, its Entrants and Sortants, and its total.
 */
import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import type { MonthlyStatsItem } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { STATS_NS } from './i18n/index.ts';
import { MonthlyBars } from './MonthlyBars.tsx';
import { StatsTotals } from './StatsTotals.tsx';

interface StatsRow {
  id: number;
  totalEntrants: number;
  totalSortants: number;
  total: number;
}

interface StatsResultsProps<Row extends StatsRow> {
  /** Null while the figures are on their way. */
  rows: readonly Row[] | null;
  months: readonly MonthlyStatsItem[];
  /** Whether 'Chargement...' is said while the figures are on their way. */
  sayLoading?: boolean;
  empty: string;
  list: { header: string; className: string; itemClassName: string };
  name: (row: Row) => string;
  /** Said before the counts, as 'Groupe > Sous-groupe · '. */
  context?: (row: Row) => string;
}

export function StatsResults<Row extends StatsRow>({
  rows,
  months,
  sayLoading = false,
  empty,
  list,
  name,
  context,
}: StatsResultsProps<Row>) {
  const { t } = useTranslation(STATS_NS);
  if (rows === null) return sayLoading ? <p className="stats-message">{t('loading')}</p> : null;
  if (rows.length === 0) return <p className="stats-message stats-empty">{empty}</p>;
  return (
    <>
      <StatsTotals rows={rows} />
      <MonthlyBars months={months} />
      <IonList inset className={list.className}>
        <IonListHeader>{list.header}</IonListHeader>
        {rows.map((row, index) => (
          <IonItem
            key={row.id}
            className={list.itemClassName}
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
    </>
  );
}
