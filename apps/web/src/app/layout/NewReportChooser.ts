/**
 * The new-report chooser of the tab bar (inspection-core §2): Entrant, Entrant simplifié, Sortant,
 * Sortant simplifié, Annuler -> /nouvel-edl/{entrant|sortant}/{default|simple}.
 */
import { useCallback } from 'react';
import { useIonActionSheet } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useGo } from './useGo.ts';

export function useNewReportChooser(): () => void {
  const { t } = useTranslation();
  const [present] = useIonActionSheet();
  const go = useGo();
  return useCallback(() => {
    const choice = (text: string, path: string) => ({ text, handler: () => go(path) });
    void present({
      header: t('newReport.header'),
      cssClass: 'new-report-chooser',
      buttons: [
        choice(t('newReport.entrant'), '/nouvel-edl/entrant/default'),
        choice(t('newReport.entrantSimple'), '/nouvel-edl/entrant/simple'),
        choice(t('newReport.sortant'), '/nouvel-edl/sortant/default'),
        choice(t('newReport.sortantSimple'), '/nouvel-edl/sortant/simple'),
        { text: t('app.cancel'), role: 'cancel' },
      ],
    });
  }, [go, present, t]);
}
