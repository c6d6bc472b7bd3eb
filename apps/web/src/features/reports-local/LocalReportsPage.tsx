/**
 * 'EDLs en cours' (inspection-core §2): the reports of this account and profile on the device, read
 * live from IndexedDB as their summaries (never whole reports), with search, the admin's deletion
 * option and message, the too-many and storage warnings (full, or erasable by the browser), and each
 * report's actions. Works offline.
 */
import { useCallback, useMemo, useState } from 'react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useDuplicateChooser } from '../../app/layout/DuplicateChooser.ts';
import { IonButton, IonIcon, IonList, IonSearchbar } from '../../ui/ionic.ts';
import { cloudUploadOutline, documentTextOutline } from '../../ui/icons.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import {
  LOCAL_REPORTS_WARNING_THRESHOLD,
  localReportStatus,
  matchesLocalSearch,
  type LocalReportSummary,
} from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useNewReportChooser } from '../../app/layout/NewReportChooser.ts';
import { useGo } from '../../app/layout/useGo.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { deleteReport, listSummaries } from '../../storage/localReports.ts';
import { DeviceStorageError, storageErrorReport } from '../../storage/storageErrors.ts';
import { useReportOwner } from '../../storage/useReportOwner.ts';
import { useRowsShown } from '../../ui/useRowsShown.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { saveReports } from '../saving/saveQueue.ts';
import { AdminPanel } from './AdminPanel.tsx';
import { readAutoDelete } from './autoDeletePreference.ts';
import { LocalReportItem, type LocalReportItemProps } from './LocalReportItem.tsx';
import { EvictionWarning } from './EvictionWarning.tsx';
import { StorageWarning } from './StorageWarning.tsx';
import './localReports.css';

/** The items: mounted with its reports, it shows the first few at once and the rest a few per task. */
function ReportList({
  reports,
  actions,
}: {
  reports: readonly LocalReportSummary[];
  actions: Omit<LocalReportItemProps, 'report'>;
}) {
  const count = useRowsShown(reports.length, false);
  return (
    <IonList inset className="local-reports">
      {reports.slice(0, count).map((report) => (
        <LocalReportItem key={report.localId} report={report} {...actions} />
      ))}
    </IonList>
  );
}

export default function LocalReportsPage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { profile } = useSession();
  const owner = useReportOwner();
  const go = useGo();
  const chooseNewReport = useNewReportChooser();
  const [presentAlert] = useIonAlert();
  const chooseDuplicate = useDuplicateChooser();
  const [query, setQuery] = useState('');
  const online = useOnline();
  const rows = useLiveQuery(() => (owner ? listSummaries(deviceDatabase(), owner) : []), [owner]);
  const reports = useMemo(() => rows ?? [], [rows]);
  const shown = useMemo(
    () => reports.filter((report) => matchesLocalSearch(report, query)),
    [reports, query],
  );

  const ready = useMemo(() => reports.filter((report) => localReportStatus(report) === 'ready'), [reports]);
  const save = useCallback(
    (toSave: readonly LocalReportSummary[]) => {
      if (!owner) return;
      const autoDelete = readAutoDelete(owner.userId);
      saveReports(toSave.map((report) => ({ owner, localId: report.localId, autoDelete })));
    },
    [owner],
  );

  const actions = useMemo(
    () => ({
      online,
      onSave: (report: LocalReportSummary) => save([report]),
      onContinue: (report: LocalReportSummary) =>
        go(report.open ? `/edl/${report.localId}` : `/edl/${report.localId}/recapitulatif`),
      onDelete: (report: LocalReportSummary) => {
        if (!owner) return;
        void presentAlert({
          header: t('app.attention', { ns: 'translation' }),
          message: t(typeof report.id === 'number' ? 'list.deleteSaved' : 'list.deleteUnsaved'),
          cssClass: 'confirm-delete-report',
          buttons: [
            { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
            {
              text: t('app.confirm', { ns: 'translation' }),
              role: 'destructive',
              handler: () => {
                deleteReport(deviceDatabase(), owner, report.localId).catch((error: unknown) =>
                  reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error),
                );
              },
            },
          ],
        });
      },
      onDuplicate: (report: LocalReportSummary) => chooseDuplicate(report.localId, report.edlIO, 'local'),
      onCopy: (report: LocalReportSummary) => {
        if (!owner) return;
        // pdfmake and its fonts come only now, from their own (precached) chunk.
        import('../offline-pdf/devicePdf.ts')
          .then(({ downloadDeviceCopy }) => downloadDeviceCopy(deviceDatabase(), owner, report.localId))
          .catch((error: unknown) => reportError(error));
      },
    }),
    [chooseDuplicate, go, online, owner, presentAlert, save, t],
  );

  return (
    <LargeTitlePage
      route="edlsLocal"
      title={t('titles.edlsLocal', { ns: 'translation' })}
      className="local-reports-page"
    >
      {profile !== null ? <p className="page-intro profile-chip">{profile.name}</p> : null}
      <IonSearchbar
        value={query}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        onIonInput={(event) => setQuery(String(event.detail.value ?? ''))}
        className="local-search"
      />
      <AdminPanel />
      <EvictionWarning reports={reports} />
      {reports.length > LOCAL_REPORTS_WARNING_THRESHOLD ? (
        <p className="local-warning too-many" role="status">
          {t('list.tooMany', { count: LOCAL_REPORTS_WARNING_THRESHOLD })}
        </p>
      ) : null}
      {rows !== undefined && reports.length === 0 ? (
        <section className="empty-state">
          <div className="empty-state-icon" aria-hidden="true">
            <IonIcon icon={documentTextOutline} aria-hidden="true" />
          </div>
          <h2>{t('list.emptyTitle')}</h2>
          <p>{t('list.empty')}</p>
          <IonButton shape="round" onClick={chooseNewReport}>
            {t('list.emptyAction')}
          </IonButton>
        </section>
      ) : null}
      {reports.length > 0 && shown.length === 0 ? (
        <p className="local-no-match">{t('list.noMatch', { query })}</p>
      ) : null}
      {ready.length > 1 ? (
        <IonButton expand="block" className="save-all" disabled={!online} onClick={() => save(ready)}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          {t('list.saveAll')} ({ready.length})
        </IonButton>
      ) : null}
      {shown.length > 0 ? <ReportList reports={shown} actions={actions} /> : null}
      <StorageWarning reportCount={reports.length} />
    </LargeTitlePage>
  );
}
