/**
 * One saved report (inspection-core §2 "Saved list"): tenants, agent and owner, type and date, the
 * profile when the group shares reports, and its icons: history (duplicated from another report),
 * costing (with a convention), view convention, view report, duplicate, e-mail, comment. Swipe
 * delete is offered online to whoever may delete it.
 */
import { memo } from 'react';
import { IonButton, IonIcon, IonItem, IonLabel } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { RemoteReportSummary } from '@constat/domain';
import { IonItemOption, IonItemOptions, IonItemSliding } from '../../ui/ionic.ts';
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
  const icon = (
    name: string,
    image: string,
    label: string,
    onClick: (() => void) | null,
    extra: { disabled?: boolean; title?: string } = {},
  ) => (
    <IonButton
      fill="clear"
      size="small"
      className={`saved-action action-${name}`}
      aria-label={label}
      title={extra.title ?? label}
      disabled={onClick === null || extra.disabled}
      onClick={onClick ?? undefined}
    >
      <IonIcon slot="icon-only" icon={image} aria-hidden="true" />
    </IonButton>
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
              ? icon('history', timeOutline, t('actions.history'), () => actions.onHistory(report))
              : null}
            {report.hasConvention
              ? icon('costing', calculatorOutline, t('actions.costing'), () => actions.onCosting(report))
              : null}
            {report.hasConvention
              ? icon('convention', documentAttachOutline, t('actions.convention'), preview, {
                  disabled: !online,
                })
              : null}
            {icon('report', documentTextOutline, t('actions.report'), preview, { disabled: !online })}
            {icon('duplicate', copyOutline, t('actions.duplicate'), () => actions.onDuplicate(report), {
              disabled: !online,
            })}
            {icon('email', mailOutline, t('actions.email'), preview, { disabled: !online })}
            {icon(
              'comment',
              chatbubbleEllipsesOutline,
              t('actions.comment'),
              () => actions.onComment(report),
              {
                disabled: !online,
              },
            )}
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
