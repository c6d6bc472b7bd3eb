/**
 * 'Signer et clôturer cet EDL' (inspection-core §4 'Finalising an exit report'): an exit report
 * whose outgoing tenant left no new postal address is warned about first ('Finaliser quand même
 * l'EDL' or 'Renseigner l'adresse', which opens the info form); then the recap, or the exit
 * comparison when the report has a convention, replacing the history.
 */
import { useCallback } from 'react';
import { useIonRouter } from '@ionic/react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { missingForwardingAddress, submitDestination, type LocalReport } from '@constat/domain';
import { EDITOR_NS } from './i18n/index.ts';
import { restorePageAccessibility } from './overlays.ts';

type Finalisable = Pick<
  LocalReport,
  'localId' | 'edlIO' | 'renter' | 'duplicateFromEdlIO' | 'conventionSortieManuelle'
>;

export function useFinaliseReport(report: Finalisable, flush: () => Promise<void>): () => void {
  const { t } = useTranslation(EDITOR_NS);
  const router = useIonRouter();
  const [presentAlert] = useIonAlert();
  const { localId } = report;
  const warn = missingForwardingAddress(report);
  const next =
    submitDestination(report) === 'recapConvention'
      ? `/edl/${localId}/recapitulatif-convention`
      : `/edl/${localId}/recapitulatif`;

  return useCallback(() => {
    const proceed = () => void flush().then(() => router.push(next, 'forward', 'replace'));
    if (!warn) {
      proceed();
      return;
    }
    void presentAlert({
      header: t('finalise.title'),
      message: t('finalise.missingAddress'),
      cssClass: 'finalise-warning',
      onDidDismiss: restorePageAccessibility,
      buttons: [
        {
          text: t('finalise.fillInAddress'),
          handler: () => void flush().then(() => router.push(`/modifier-edl/${localId}`, 'forward', 'push')),
        },
        { text: t('finalise.anyway'), role: 'confirm', handler: proceed },
      ],
    });
  }, [flush, localId, next, presentAlert, router, t, warn]);
}
