/**
 * The saved list's preview popup (inspection-core §2 "Saved list", §4 "PDF and email"): for the
 * report, and for its exit agreement when it has one, the PDF's state with generate, regenerate
 * and download; the document language; 'Masquer/Afficher le chiffrage' for the agreement. The
 * report PDF and the agreement PDF have separate states. Everything here needs the network.
 */
import { useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonModal } from '../../ui/ionicDeferred.ts';
import { useTranslation } from 'react-i18next';
import { LOCALES, type EdlIO, type Locale } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import {
  IonButton,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonNote,
  IonSelect,
  IonSelectOption,
  IonSpinner,
} from '../../ui/ionic.ts';
import { setReportLocale, setShowCosts, type PdfKind } from './documentsApi.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';
import { SendButton } from './SendButton.tsx';
import { RemarksPanel } from '../remarks/index.ts';
import { usePdfDocument, type SavedReportDocuments } from './usePdfDocument.ts';
import './documents.css';
import { SheetHeader } from '../../ui/SheetHeader.tsx';

/** The saved report summary fields the popup uses. */
interface PreviewReport extends SavedReportDocuments {
  edlIO: EdlIO;
  locale: Locale;
  hasConvention: boolean;
  showCosts: boolean;
}

interface PreviewPopupProps {
  report: PreviewReport;
  isOpen: boolean;
  onClose: () => void;
  /** The report's locale or show-costs changed: the saved list refreshes its item. */
  onChanged?: (changes: Partial<Pick<PreviewReport, 'locale' | 'showCosts'>>) => void;
}

function PdfRow({ report, kind, online }: { report: PreviewReport; kind: PdfKind; online: boolean }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const { state, generate, download } = usePdfDocument(report, kind);
  return (
    <IonItem className={`pdf-row pdf-${kind}`} data-state={state} lines="full">
      <IonLabel>
        <h2>{t(kind === 'edl' ? 'report' : 'convention')}</h2>
        <p className="pdf-state" role="status">
          {state === 'generating' ? <IonSpinner name="dots" aria-hidden="true" /> : null}
          {t(`state.${state}`)}
        </p>
        <div className="pdf-actions">
          <IonButton
            fill="outline"
            size="small"
            disabled={!online || state === 'generating'}
            onClick={() => void generate()}
          >
            {t(state === 'none' ? 'generate' : 'regenerate')}
          </IonButton>
          <IonButton size="small" disabled={!online || state !== 'ready'} onClick={() => void download()}>
            {t('download')}
          </IonButton>
        </div>
      </IonLabel>
    </IonItem>
  );
}

export function PreviewPopup({ report, isOpen, onClose, onChanged }: PreviewPopupProps) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const online = useOnline();
  const [locale, setLocale] = useState<Locale>(report.locale);
  const [showCosts, setCosts] = useState(report.showCosts);

  const changeLocale = async (next: Locale) => {
    const previous = locale;
    setLocale(next);
    try {
      await setReportLocale(report.id, next);
      onChanged?.({ locale: next });
    } catch (error) {
      setLocale(previous);
      reportError(error);
    }
  };

  const toggleCosts = async () => {
    const next = !showCosts;
    setCosts(next);
    try {
      await setShowCosts(report.id, next);
      onChanged?.({ showCosts: next });
    } catch (error) {
      setCosts(!next);
      reportError(error);
    }
  };

  const title = t('title', { id: report.id });
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="documents-preview" aria-label={title}>
      <SheetHeader title={title} closeLabel={t('close')} onClose={onClose} />
      <IonContent>
        <IonList inset>
          <IonItem data-field="locale">
            <IonSelect
              label={t('language')}
              value={locale}
              disabled={!online}
              interface="action-sheet"
              onIonChange={(event) => void changeLocale(event.detail.value as Locale)}
            >
              {LOCALES.map((code) => (
                <IonSelectOption key={code} value={code}>
                  {t(`languages.${code}`)}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
        </IonList>
        <IonList inset>
          <IonListHeader>
            <IonLabel>PDF</IonLabel>
          </IonListHeader>
          <PdfRow report={report} kind="edl" online={online} />
          {report.hasConvention ? <PdfRow report={report} kind="convention" online={online} /> : null}
        </IonList>
        <div className="documents-buttons">
          {report.hasConvention ? (
            <IonButton
              fill="outline"
              disabled={!online}
              className="costs-toggle"
              onClick={() => void toggleCosts()}
            >
              {t(showCosts ? 'hideCosts' : 'showCosts')}
            </IonButton>
          ) : null}
          <SendButton reportId={report.id} />
          {online ? null : <IonNote>{t('offline')}</IonNote>}
        </div>
        {/* A move-in's tenant may complete it within ten days: its link and remarks. */}
        {report.edlIO === 'Entrant' && isOpen ? <RemarksPanel edlId={report.id} /> : null}
      </IonContent>
    </IonModal>
  );
}
