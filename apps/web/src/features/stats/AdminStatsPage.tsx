/**
 * Admin usage statistics (accounts-costing §2 "Usage statistics", §5, §6): a group selector ("Tous
 * les groupes" and "Sans groupe" for a super admin; a group admin's own group and sub-groups), the
 * date range, totals, the reports per month, the list per user and the CSV export. Admins only: others go to the account.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { defaultStatsRange, isSuperAdmin, validateStatsGroup, type Group } from '@constat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { PATHS } from '../../app/routes.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonItem, IonSelect, IonSelectOption } from '../../ui/ionic.ts';
import { STATS_NS } from './i18n/index.ts';
import { StatsFilter } from './StatsFilter.tsx';
import {
  downloadAdminStatsCsv,
  fetchAdminStats,
  fetchAdminStatsMonths,
  fetchStatsGroups,
  type StatsGroupChoice,
  type StatsRange,
} from './statsApi.ts';
import { StatsResults } from './StatsResults.tsx';
import { useStats } from './useStats.ts';
import './stats.css';

/** The choosable groups: each visible group, then its sub-groups indented by name. */
function groupOptions(groups: readonly Group[]): { id: string; label: string }[] {
  return groups.flatMap((group) => [
    { id: String(group.id), label: group.name },
    ...group.children.map((child) => ({ id: String(child.id), label: `${group.name} > ${child.name}` })),
  ]);
}

interface AdminStatsRequest {
  group: StatsGroupChoice;
  range: StatsRange;
}

const loadAdminStats = ({ group, range }: AdminStatsRequest) =>
  Promise.all([fetchAdminStats(group, range), fetchAdminStatsMonths(group, range)]);

const NO_GROUPS: Group[] = [];

export default function AdminStatsPage() {
  const { t } = useTranslation(STATS_NS);
  const { user } = useSession();
  const superAdmin = user !== null && isSuperAdmin(user);
  const [group, setGroup] = useState<string | null>(superAdmin ? 'all' : null);
  const [range, setRange] = useState<StatsRange>(() => defaultStatsRange(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const groups =
    useServerQuery({ key: ['stats', 'groups'], load: fetchStatsGroups, enabled: user?.admin === true })
      .data ?? NO_GROUPS;
  // The figures shown are those of the last 'Filtrer': asked again on every return to the screen.
  const { rows, months, filter } = useStats('admin', loadAdminStats, null);
  if (user !== null && !user.admin) return <Redirect to={PATHS.account} />;

  const load = () => {
    const missing = validateStatsGroup(superAdmin, group === null ? null : 1);
    setProblem(missing);
    if (missing || group === null) return;
    filter({ group, range });
  };
  return (
    <LargeTitlePage
      route="admin-statistics"
      title={t('adminTitle')}
      className="stats-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <StatsFilter
        range={range}
        onRange={setRange}
        onFilter={load}
        onExport={() => {
          if (group !== null) void downloadAdminStatsCsv(group, range).catch(reportError);
          else setProblem(t('chooseGroup'));
        }}
      >
        <IonItem>
          <IonSelect
            name="group_id"
            data-field="group_id"
            label={t('group')}
            interface="action-sheet"
            value={group ?? undefined}
            onIonChange={(event) => setGroup(String(event.detail.value))}
          >
            {superAdmin ? <IonSelectOption value="all">{t('allGroups')}</IonSelectOption> : null}
            {superAdmin ? <IonSelectOption value="none">{t('noGroup')}</IonSelectOption> : null}
            {groupOptions(groups).map((option) => (
              <IonSelectOption key={option.id} value={option.id}>
                {option.label}
              </IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
      </StatsFilter>
      {problem ? (
        <p className="stats-message" role="alert">
          {problem}
        </p>
      ) : null}
      <StatsResults
        rows={rows}
        months={months}
        empty={t('adminEmpty')}
        list={{ header: t('byUser'), className: 'stats-users', itemClassName: 'stats-user' }}
        name={(row) => row.login}
        context={(row) => [row.parentGroupName, row.groupName].filter(Boolean).join(' > ') || t('noGroup')}
      />
    </LargeTitlePage>
  );
}
