/**
 * The picker popup of newAutoEdl (accounts-costing §2): the agent's saved reports, searched on the
 * server as the saved list searches them (GET /api/edl?q=, 500 ms debounce), the first 20; a tap
 * chooses the report the tenant starts from and closes the popup.
 */
import { IonContent } from '@ionic/react';
import { IonModal } from '../../ui/ionicDeferred.ts';
import type { RemoteReportSummary } from '@constat/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItem, IonLabel, IonList, IonNote, IonSearchbar, IonToolbar } from '../../ui/ionic.ts';
import { searchSavedReports } from './api.ts';
import { AUTO_EDLS_NS } from './i18n/index.ts';
import { reportLine } from './reportLine.ts';
import { INTL_LOCALES, toLocale } from '@constat/domain';
import { SheetHeader } from '../../ui/SheetHeader.tsx';
import { useServerQuery } from '../../app/query/useServerQuery.ts';

interface ReportPickerProps {
  isOpen: boolean;
  onPick: (report: RemoteReportSummary) => void;
  onClose: () => void;
}

export function ReportPicker({ isOpen, onPick, onClose }: ReportPickerProps) {
  const { t, i18n } = useTranslation(AUTO_EDLS_NS);
  const [search, setSearch] = useState('');
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[toLocale(i18n.language)], { dateStyle: 'short' }),
    [i18n.language],
  );
  const reports = useServerQuery<RemoteReportSummary[]>({
    key: ['autoEdls', 'pickerReports', search],
    load: (signal) => searchSavedReports(search, signal),
    enabled: isOpen,
    keepPrevious: true,
    meta: { failure: t('errors.reports') },
  }).data;

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onClose}
      className="auto-edl-picker"
      aria-label={t('picker.title')}
    >
      <SheetHeader title={t('picker.title')} closeLabel={t('picker.close')} onClose={onClose}>
        <IonToolbar>
          <IonSearchbar
            className="auto-edl-picker-search"
            placeholder={t('picker.search')}
            aria-label={t('picker.search')}
            value={search}
            debounce={500}
            onIonInput={(event) => setSearch(event.detail.value ?? '')}
          />
        </IonToolbar>
      </SheetHeader>
      <IonContent>
        {reports === null ? <p className="auto-edls-message">{t('loading')}</p> : null}
        <IonList className="auto-edl-picker-list">
          {(reports ?? []).map((report) => (
            <IonItem
              key={report.id}
              button
              detail={false}
              className="auto-edl-picker-item"
              data-id={report.id}
              onClick={() => onPick(report)}
            >
              <IonLabel className="ion-text-wrap">
                <h2>{report.renter ?? t('picker.noRenter')}</h2>
                <p>{reportLine(report, dateFormat, t)}</p>
              </IonLabel>
            </IonItem>
          ))}
          {reports !== null && reports.length === 0 ? (
            <IonItem lines="none">
              <IonNote>{t('picker.empty')}</IonNote>
            </IonItem>
          ) : null}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
