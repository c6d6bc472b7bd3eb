/**
 * 'Mes statistiques d'utilisation' (accounts-costing §2 "Usage statistics"): the user's saved
 * reports from Du to Au (default: the first of the month to today), totals Entrant / Sortant /
 * total, the reports per month (fetched with the totals), the list 'Par profil', and the CSV
 * export. Needs the network.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { defaultStatsRange } from '@constat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { reportError } from '../../app/errors/errorBus.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { STATS_NS } from './i18n/index.ts';
import { StatsFilter } from './StatsFilter.tsx';
import { downloadUserStatsCsv, fetchUserStats, fetchUserStatsMonths, type StatsRange } from './statsApi.ts';
import { StatsResults } from './StatsResults.tsx';
import { useStats } from './useStats.ts';
import './stats.css';

const loadUserStats = (range: StatsRange) =>
  Promise.all([fetchUserStats(range), fetchUserStatsMonths(range)]);

export default function UserStatsPage() {
  const { t } = useTranslation(STATS_NS);
  const online = useOnline();
  const [range, setRange] = useState<StatsRange>(() => defaultStatsRange(new Date()));
  const { rows: items, months, filter } = useStats('user', loadUserStats, range);
  return (
    <LargeTitlePage
      route="user-statistics"
      title={t('userTitle')}
      className="stats-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <StatsFilter
        range={range}
        onRange={setRange}
        onFilter={() => filter(range)}
        onExport={() => void downloadUserStatsCsv(range).catch(reportError)}
      />
      <StatsResults
        rows={items}
        months={months}
        sayLoading={online}
        empty={t('userEmpty')}
        list={{ header: t('byProfile'), className: 'stats-profiles', itemClassName: 'stats-profile' }}
        name={(item) => item.name}
      />
    </LargeTitlePage>
  );
}
