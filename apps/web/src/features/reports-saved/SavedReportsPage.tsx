/**
 * 'EDLs enregistrés' (inspection-core §2 "Saved list"): the reports saved on the server, shared by
 * every device of the account (and of the group when it shares reports), with the profile filter,
 * the search, the pages and each report's actions. Needs the network: offline it says so.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canDeleteSavedReport,
  INTL_LOCALES,
  pageCountOf,
  type RemoteReportSummary,
  toLocale,
} from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useOnline } from '../../app/network/useOnline.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonIcon, IonList, IonSearchbar, IonSelect, IonSelectOption } from '../../ui/ionic.ts';
import { cloudOfflineOutline, documentTextOutline } from './icons.ts';
import { SAVED_NS } from './i18n/index.ts';
import { Pagination } from './Pagination.tsx';
import { SavedReportItem } from './SavedReportItem.tsx';
import { groupProfiles, type ProfileChoice } from './savedReportsApi.ts';
import { useSavedList } from './useSavedList.ts';
import { PreviewPopup } from '../documents/index.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { useSavedReportActions } from './useSavedReportActions.ts';
import './savedReports.css';

const ALL = 'all';

export default function SavedReportsPage() {
  const { t, i18n } = useTranslation(SAVED_NS);
  const { user, profile } = useSession();
  const online = useOnline();
  const shares = user?.groupSharesEdls === true;
  const list = useSavedList(online, user?.defaultListAllProfiles || !profile ? null : profile.id);
  const baseActions = useSavedReportActions(list.reload);
  const [previewed, setPreviewed] = useState<RemoteReportSummary | null>(null);
  const actions = useMemo(() => ({ ...baseActions, onPreview: setPreviewed }), [baseActions]);
  const groupId = user?.groupId ?? null;
  // The group's profiles when the server lists them; the user's own otherwise.
  const groupChoices = useServerQuery<ProfileChoice[]>({
    key: ['groupProfiles', groupId],
    load: () => groupProfiles(groupId ?? 0),
    enabled: shares && groupId !== null && online,
    meta: { silent: true },
  }).data;

  const { state, page, setPage, seenProfiles } = list;
  const shown = state.kind === 'ready' ? state.page : state.kind === 'loading' ? state.previous : null;
  const choices = useMemo(() => {
    const known = new Map<number, string>(seenProfiles);
    for (const own of groupChoices ?? user?.profiles ?? []) known.set(own.id, own.name);
    return [...known].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }, [groupChoices, seenProfiles, user?.profiles]);
  const showFilter = (user?.profiles.length ?? 0) > 1 || shares;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[toLocale(i18n.language)], { dateStyle: 'short' }),
    [i18n.language],
  );
  const canDelete = (report: RemoteReportSummary) =>
    user !== null &&
    canDeleteSavedReport({
      isAdmin: user.admin,
      groupSharesEdls: shares,
      ownsReport: user.profiles.some((own) => own.id === report.profileId),
    });

  const pageCount = pageCountOf(shown?.total ?? 0);
  useEffect(() => {
    if (state.kind === 'ready' && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [state.kind, page, pageCount, setPage]);

  return (
    <LargeTitlePage
      route="edlsRemote"
      title={t('titles.edlsRemote', { ns: 'translation' })}
      className="saved-reports-page"
    >
      <p className="page-intro saved-intro">
        {shares && user?.group ? t('groupTitle', { group: user.group.name }) : t('ownTitle')}
        {shown ? <span className="saved-count"> · {t('count', { count: shown.total })}</span> : null}
      </p>
      <div className="saved-filters">
        {showFilter ? (
          <IonSelect
            className="saved-profile-filter"
            data-field="profile-filter"
            label={t('profile')}
            interface="popover"
            value={list.profileId === null ? ALL : String(list.profileId)}
            onIonChange={(event) => {
              const value = String(event.detail.value);
              list.setProfileId(value === ALL ? null : Number(value));
            }}
          >
            <IonSelectOption value={ALL}>{t('allProfiles')}</IonSelectOption>
            {choices.map((choice) => (
              <IonSelectOption key={choice.id} value={String(choice.id)}>
                {choice.name}
              </IonSelectOption>
            ))}
          </IonSelect>
        ) : null}
        <IonSearchbar
          value={list.search}
          placeholder={t('search')}
          aria-label={t('search')}
          disabled={!online}
          onIonInput={(event) => list.setSearch(String(event.detail.value ?? ''))}
          className="saved-search"
        />
      </div>
      {state.kind === 'offline' ? (
        <section className="empty-state saved-offline" role="status">
          <div className="empty-state-icon" aria-hidden="true">
            <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          </div>
          <p>{t('offline')}</p>
        </section>
      ) : null}
      {state.kind === 'loading' && shown === null ? (
        <p className="saved-loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      {state.kind === 'ready' && state.page.total === 0 && list.sentSearch.trim() === '' ? (
        <section className="empty-state">
          <div className="empty-state-icon" aria-hidden="true">
            <IonIcon icon={documentTextOutline} aria-hidden="true" />
          </div>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('empty')}</p>
        </section>
      ) : null}
      {state.kind === 'ready' && state.page.total === 0 && list.sentSearch.trim() !== '' ? (
        <p className="saved-no-match">{t('noMatch', { query: list.sentSearch.trim() })}</p>
      ) : null}
      {shown && shown.reports.length > 0 && state.kind !== 'offline' ? (
        <IonList inset className="saved-reports" aria-busy={state.kind === 'loading'}>
          {shown.reports.map((report) => (
            <SavedReportItem
              key={report.id}
              report={report}
              showProfile={shares || (user?.profiles.length ?? 0) > 1}
              canDelete={canDelete(report)}
              online={online}
              dateFormat={dateFormat}
              {...actions}
            />
          ))}
        </IonList>
      ) : null}
      {state.kind !== 'offline' ? <Pagination page={page} pageCount={pageCount} onPage={setPage} /> : null}
      {previewed ? (
        <PreviewPopup
          key={previewed.id}
          report={previewed}
          isOpen
          onClose={() => {
            setPreviewed(null);
            list.reload();
          }}
        />
      ) : null}
    </LargeTitlePage>
  );
}
