/**
 * One in-progress report (inspection-core §2), drawn from its summary: tenants as title, agent and owner, 'EDL {in/out} du
 * {date} / {genre} - {type}' with the flat number, the status line, and its actions. Swipe to
 * delete is offered for unsaved reports; a saved one is deleted with its own button.
 */
import { memo } from 'react';
import { IonIcon, IonItem, IonItemOption, IonItemOptions, IonItemSliding, IonLabel } from '../../ui/ionic.ts';
import { PlainIcon } from '../../ui/PlainIcon.tsx';
import {
  cloudUploadOutline,
  copyOutline,
  createOutline,
  downloadOutline,
  trashOutline,
} from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import {
  formatShortDate,
  type LocalReportSummary,
  localReportStatus,
  toLocale,
  translateCatalogue,
} from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { SaveStatus } from '../saving/SaveStatus.tsx';
import { useSavePhase } from '../saving/saveQueue.ts';

export interface LocalReportItemProps {
  report: LocalReportSummary;
  onContinue: (report: LocalReportSummary) => void;
  onDelete: (report: LocalReportSummary) => void;
  onDuplicate: (report: LocalReportSummary) => void;
  onSave: (report: LocalReportSummary) => void;
  /** The tenant's copy of a signed report, rendered on the device (works offline). */
  onCopy: (report: LocalReportSummary) => void;
  online: boolean;
}

export const LocalReportItem = memo(function LocalReportItem({
  report,
  onContinue,
  onDelete,
  onDuplicate,
  onSave,
  onCopy,
  online,
}: LocalReportItemProps) {
  const phase = useSavePhase(report.localId);
  const { t, i18n } = useTranslation(CAPTURE_NS);
  const locale = toLocale(i18n.language);
  // A report waiting for the network stays 'ready': Save is there to send it again by hand.
  const busy = phase !== null && (phase.kind === 'queued' || phase.kind === 'saving');
  const status = localReportStatus(report, busy);
  const { bien } = report;
  const footer = t('list.footer', {
    io: t(report.edlIO === 'Entrant' ? 'list.in' : 'list.out'),
    date: formatShortDate(report.date, locale),
    genre: bien.genre ? translateCatalogue(bien.genre, locale) : '—',
    type: bien.typeLogement ? translateCatalogue(bien.typeLogement, locale) : '—',
  });
  const statusText = {
    saved: t('list.statusSaved', { date: formatShortDate(report.syncDate ?? report.date, locale) }),
    ready: t('list.statusReady'),
    saving: t('list.statusSaving'),
    editing: t('list.statusEditing'),
  }[status];
  const title = report.tenants || t('list.unnamedTenant');

  return (
    <IonItemSliding className="local-report" data-local-id={report.localId} disabled={status === 'saved'}>
      <IonItem lines="full" className="local-report-item">
        <IonLabel className="ion-text-wrap">
          <p className="local-report-header">
            {t('list.agentOwner', {
              agent: bien.mandataire ?? '—',
              owner: report.owner.proprietaireNom ?? '—',
            })}
          </p>
          <h2 className="local-report-title">{title}</h2>
          <p className="local-report-footer">
            {footer}
            {bien.numAppart ? ` · ${t('list.flat', { flat: bien.numAppart })}` : ''}
          </p>
          {phase === null ? (
            <p className={`local-report-status status-${status}`}>
              <span className="status-dot" aria-hidden="true" />
              {statusText}
            </p>
          ) : (
            <SaveStatus phase={phase} />
          )}
          {/* Plain buttons drawn as Ionic's (ui/plainControls.css): five per item, no web components. */}
          <div className="local-report-actions">
            <button
              type="button"
              className="plain-button solid secondary save-report"
              disabled={!online || status !== 'ready'}
              title={online ? t('list.save') : t('list.saveOffline')}
              onClick={() => onSave(report)}
            >
              <PlainIcon icon={cloudUploadOutline} />
              {t('list.save')}
            </button>
            <button type="button" className="plain-button continue-report" onClick={() => onContinue(report)}>
              <PlainIcon icon={createOutline} />
              {t('list.continue')}
            </button>
            <button
              type="button"
              className="plain-button duplicate-report"
              onClick={() => onDuplicate(report)}
            >
              <PlainIcon icon={copyOutline} />
              {t('list.duplicate')}
            </button>
            {report.open ? null : (
              <button type="button" className="plain-button pdf-copy" onClick={() => onCopy(report)}>
                <PlainIcon icon={downloadOutline} />
                {t('list.pdfCopy')}
              </button>
            )}
            {status === 'saved' ? (
              <button
                type="button"
                className="plain-button danger delete-report"
                onClick={() => onDelete(report)}
              >
                <PlainIcon icon={trashOutline} />
                {t('list.delete')}
              </button>
            ) : null}
          </div>
        </IonLabel>
      </IonItem>
      <IonItemOptions side="end" onIonSwipe={() => onDelete(report)}>
        <IonItemOption color="danger" expandable onClick={() => onDelete(report)} className="swipe-delete">
          <IonIcon slot="top" icon={trashOutline} aria-hidden="true" />
          {t('list.delete')}
        </IonItemOption>
      </IonItemOptions>
    </IonItemSliding>
  );
});
