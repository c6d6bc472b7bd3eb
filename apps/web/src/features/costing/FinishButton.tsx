/**
 * "Terminer" (accounts-costing §4): offered once a change is saved; asks for the exit-agreement PDF
 * with the new costs, then goes back to the saved list (the public page shows a dialog instead).
 * Memoised: the edits that re-render the lines leave it alone.
 */
import { IonButton } from '../../ui/ionic.ts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { IonAlert } from '../../ui/overlays.ts';
import { generateConventionPdf, waitConventionPdf } from './api.ts';
import { COSTING_NS } from './i18n/index.ts';

export const FinishButton = memo(function FinishButton({
  edlId,
  token,
  shown,
  settle,
}: {
  edlId: number;
  token: string | null;
  /** After the first saved change. */
  shown: boolean;
  /** Resolves once every typed change is saved: the agreement is rendered from the saved costs. */
  settle: () => Promise<void>;
}) {
  const { t } = useTranslation(COSTING_NS);
  const go = useGo();
  const [dialog, setDialog] = useState<{ title: string; message: string; done: boolean } | null>(null);

  async function finish() {
    try {
      await settle();
      await generateConventionPdf(edlId, token);
      if (token === null) return go(PATHS.edlsRemote, 'root');
      // "a été généré": the public page says so once the agreement is rendered, not when asked.
      await waitConventionPdf(edlId, token);
      setDialog({ title: t('pdfDoneTitle'), message: t('pdfDone'), done: true });
    } catch (error) {
      const detail = error instanceof Error ? ` (${error.message})` : '';
      setDialog({ title: t('pdfErrorTitle'), message: `${t('pdfError')}${detail}`, done: false });
    }
  }

  return (
    <>
      {shown ? (
        <div className="costing-actions">
          <IonButton expand="block" onClick={() => void finish()}>
            {t('finish')}
          </IonButton>
        </div>
      ) : null}
      <IonAlert
        isOpen={dialog !== null}
        header={dialog?.title}
        message={dialog?.message}
        buttons={
          dialog?.done
            ? [{ text: t('stay') }, { text: t('closeTab'), handler: () => window.close() }]
            : [{ text: t('ok') }]
        }
        onDidDismiss={() => setDialog(null)}
      />
    </>
  );
});
