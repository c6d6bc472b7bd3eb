/**
 * What the saved list's items do: open the history or the costing, duplicate (the chooser, the
 * opposite type emphasised), edit the comment (a popup titled with the id that saves on close), and
 * delete with the spec's confirmation.
 */
import { useMemo } from 'react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useDuplicateChooser } from '../../app/layout/DuplicateChooser.ts';
import { useTranslation } from 'react-i18next';
import type { RemoteReportSummary } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { useGo } from '../../app/layout/useGo.ts';
import { SAVED_NS } from './i18n/index.ts';
import type { SavedReportActions } from './SavedReportItem.tsx';
import { deleteSavedReport, saveReportComment } from './savedReportsApi.ts';

export function useSavedReportActions(reload: () => void): SavedReportActions {
  const { t } = useTranslation(SAVED_NS);
  const go = useGo();
  const [presentAlert] = useIonAlert();
  const chooseDuplicate = useDuplicateChooser();

  return useMemo(
    () => ({
      onHistory: (report: RemoteReportSummary) => go(`/history/${report.id}`),
      onCosting: (report: RemoteReportSummary) => go(`/costing/${report.id}`),
      onDuplicate: (report: RemoteReportSummary) => chooseDuplicate(report.id, report.edlIO, 'remote'),
      onComment: (report: RemoteReportSummary) => {
        void presentAlert({
          header: t('commentTitle', { id: report.id }),
          cssClass: 'saved-comment',
          inputs: [
            {
              type: 'textarea',
              name: 'comment',
              value: report.comment ?? '',
              placeholder: t('commentPlaceholder'),
              attributes: { 'aria-label': t('commentTitle', { id: report.id }), rows: 5 },
            },
          ],
          buttons: [{ text: t('app.close', { ns: 'translation' }), role: 'confirm' }],
          // Saved on close, whichever way the popup is closed (button, backdrop).
          onDidDismiss: (event: CustomEvent<{ data?: { values?: { comment?: string } } }>) => {
            const field = (event.target as HTMLElement | null)?.querySelector('textarea');
            const typed = event.detail.data?.values?.comment ?? field?.value;
            const comment = typeof typed === 'string' ? typed : null;
            if (comment === null || comment === (report.comment ?? '')) return;
            saveReportComment(report.id, comment).then(reload).catch(reportError);
          },
        });
      },
      onDelete: (report: RemoteReportSummary) => {
        void presentAlert({
          header: t('app.attention', { ns: 'translation' }),
          message: t('deleteConfirm'),
          cssClass: 'confirm-delete-saved',
          buttons: [
            { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
            {
              text: t('app.confirm', { ns: 'translation' }),
              role: 'destructive',
              handler: () => {
                deleteSavedReport(report.id).then(reload).catch(reportError);
              },
            },
          ],
        });
      },
    }),
    [chooseDuplicate, go, presentAlert, reload, t],
  );
}
