/**
 * The new-report chooser of the tab bar (inspection-core §2): Entrant, Entrant simplifié, Sortant,
 * Sortant simplifié, Annuler -> /nouvel-edl/{entrant|sortant}/{default|simple}. The tab bar is on
 * the login path: the action sheet comes from a lazy chunk when the chooser is opened.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from './useGo.ts';

export function useNewReportChooser(): () => void {
  const { t } = useTranslation();
  const go = useGo();
  return useCallback(() => {
    const choice = (text: string, path: string) => ({ text, handler: () => go(path) });
    void import('../../ui/overlays.ts').then(({ presentActionSheet }) =>
      presentActionSheet({
        header: t('newReport.header'),
        cssClass: 'new-report-chooser',
        buttons: [
          choice(t('newReport.entrant'), '/nouvel-edl/entrant/default'),
          choice(t('newReport.entrantSimple'), '/nouvel-edl/entrant/simple'),
          choice(t('newReport.sortant'), '/nouvel-edl/sortant/default'),
          choice(t('newReport.sortantSimple'), '/nouvel-edl/sortant/simple'),
          { text: t('app.cancel'), role: 'cancel' },
        ],
      }),
    );
  }, [go, t]);
}
