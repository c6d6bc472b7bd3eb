/**
 * One saved report (inspection-core §2 "Saved list"): tenants, agent and owner, type and date, the
 * profile when the group shares reports, and its icons: history (duplicated from another report),
 * costing (with a convention), view convention, view report, duplicate, e-mail, comment. Swipe
 * delete is offered online to whoever may delete it.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteReportSummary } from '@constat/domain';
import { IonIcon, IonItem, IonItemOption, IonItemOptions, IonItemSliding, IonLabel } from '../../ui/ionic.ts';
import {
  calculatorOutline,
  chatbubbleEllipsesOutline,
  copyOutline,
  documentAttachOutline,
  documentTextOutline,
  mailOutline,
  timeOutline,
  trashOutline,
} from './icons.ts';
import { SAVED_NS } from './i18n/index.ts';

/** The short caption shown under each action's icon. */
const ACTION_CAPTIONS = {
  history: 'captions.history',
  costing: 'captions.costing',
  convention: 'captions.convention',
  report: 'captions.report',
  duplicate: 'captions.duplicate',
  email: 'captions.email',
  comment: 'captions.comment',
} as const;

export interface SavedReportActions {
  onHistory: (report: RemoteReportSummary) => void;
  onCosting: (report: RemoteReportSummary) => void;
  onDuplicate: (report: RemoteReportSummary) => void;
  onComment: (report: RemoteReportSummary) => void;
  onDelete: (report: RemoteReportSummary) => void;
  /** Opens the documents popup (features/documents). */
  onPreview?: (report: RemoteReportSummary) => void;
}

interface SavedReportItemProps extends SavedReportActions {
  report: RemoteReportSummary;
  showProfile: boolean;
  canDelete: boolean;
  online: boolean;
  dateFormat: Intl.DateTimeFormat;
}

export const SavedReportItem = memo(function SavedReportItem({
  report,
  showProfile,
  canDelete,
  online,
  dateFormat,
  ...actions
}: SavedReportItemProps) {
  const { t } = useTranslation(SAVED_NS);
  // Each action shows its name under its icon (a new hire reads which one sends the e-mail); the
  // accessible name is the full wording, which contains the visible one.
  const icon = (
    name: keyof typeof ACTION_CAPTIONS,
    image: string,
    onClick: (() => void) | null,
    extra: { disabled?: boolean } = {},
  ) => (
    <button
      type="button"
      className={`saved-action action-${name}`}
      aria-label={t(`actions.${name}`)}
      title={t(`actions.${name}`)}
      disabled={onClick === null || extra.disabled}
      onClick={onClick ?? undefined}
    >
      <IonIcon icon={image} aria-hidden="true" />
      <span className="saved-action-caption" aria-hidden="true">
        {t(ACTION_CAPTIONS[name])}
      </span>
    </button>
  );
  const onPreview = actions.onPreview;
  const preview = onPreview ? () => onPreview(report) : null;

  return (
    <IonItemSliding className="saved-report" data-id={report.id} disabled={!online || !canDelete}>
      <IonItem lines="full" className="saved-report-item">
        <IonLabel className="ion-text-wrap">
          <p className="saved-report-header">
            <span className="saved-report-id">#{report.id}</span>
            {t('agentOwner', { agent: report.agent ?? '—', owner: report.owner ?? '—' })}
          </p>
          <h2 className="saved-report-title">{report.renter ?? t('unnamedTenant')}</h2>
          <p className="saved-report-footer">
            <span className={`io-badge io-${report.edlIO.toLowerCase()}`}>
              {t('footer', {
                io: t(report.edlIO === 'Entrant' ? 'in' : 'out'),
                date: dateFormat.format(report.date),
              })}
            </span>
            {report.housingSize ? ` · ${report.housingSize}` : ''}
            {report.housingRef ? ` · ${t('flat', { flat: report.housingRef })}` : ''}
          </p>
          {report.address ? <p className="saved-report-address">{report.address}</p> : null}
          {showProfile && report.name ? (
            <p className="saved-report-profile">{t('profileOf', { name: report.name })}</p>
          ) : null}
          {report.comment ? <p className="saved-report-comment">{report.comment}</p> : null}
          <div className="saved-report-actions">
            {report.duplicateFromEdlID !== null
              ? icon('history', timeOutline, () => actions.onHistory(report))
              : null}
            {report.hasConvention
              ? icon('costing', calculatorOutline, () => actions.onCosting(report))
              : null}
            {report.hasConvention
              ? icon('convention', documentAttachOutline, preview, {
                  disabled: !online,
                })
              : null}
            {icon('report', documentTextOutline, preview, { disabled: !online })}
            {icon('duplicate', copyOutline, () => actions.onDuplicate(report), {
              disabled: !online,
            })}
            {icon('email', mailOutline, preview, { disabled: !online })}
            {icon('comment', chatbubbleEllipsesOutline, () => actions.onComment(report), {
              disabled: !online,
            })}
          </div>
        </IonLabel>
      </IonItem>
      <IonItemOptions side="end" onIonSwipe={() => actions.onDelete(report)}>
        <IonItemOption
          color="danger"
          expandable
          onClick={() => actions.onDelete(report)}
          className="swipe-delete"
        >
          <IonIcon slot="top" icon={trashOutline} aria-hidden="true" />
          {t('actions.delete')}
        </IonItemOption>
      </IonItemOptions>
    </IonItemSliding>
  );
});
