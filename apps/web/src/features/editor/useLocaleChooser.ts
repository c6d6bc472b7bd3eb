/** The report-language action sheet of the top bar and of immersive mode (fr / en / es). */
import { useCallback } from 'react';
import { useIonActionSheet } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { LOCALES, setReportLocale } from '@constat/domain';
import { EDITOR_NS } from './i18n/index.ts';
import { useQueuedPresent } from './overlays.ts';
import type { Update } from './useTreeActions.ts';

type SheetOptions = Exclude<Parameters<ReturnType<typeof useIonActionSheet>[0]>[0], unknown[]>;

export function useLocaleChooser(update: Update): () => void {
  const { t } = useTranslation(EDITOR_NS);
  const [presentSheet] = useIonActionSheet();
  const present = useQueuedPresent<SheetOptions>(presentSheet);
  return useCallback(() => {
    present({
      header: t('languageSheet'),
      cssClass: 'locale-sheet',
      buttons: [
        ...LOCALES.map((locale) => ({
          text: t(`languages.${locale}`),
          handler: () => update((report) => setReportLocale(report, locale)),
        })),
        { text: t('cancel'), role: 'cancel' },
      ],
    });
  }, [present, t, update]);
}
