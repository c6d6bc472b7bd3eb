/**
 * One PDF of a saved report (report or exit agreement) as the preview popup shows it: its state
 * (none, generating, ready), generate or regenerate, which waits on the server's has-generated
 * stream, and download. Failures go to the central dialog with the spec's titles (§8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { downloadPdf, generatePdf, waitGenerated, type PdfKind } from './documentsApi.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';

export type PdfState = 'none' | 'generating' | 'ready';

export interface SavedReportDocuments {
  id: number;
  pdfsGenerating: readonly PdfKind[];
  pdfsGenerated: readonly PdfKind[];
}

function initialState(report: SavedReportDocuments, kind: PdfKind): PdfState {
  if (report.pdfsGenerating.includes(kind)) return 'generating';
  return report.pdfsGenerated.includes(kind) ? 'ready' : 'none';
}

export function usePdfDocument(report: SavedReportDocuments, kind: PdfKind) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const [state, setState] = useState<PdfState>(() => initialState(report, kind));
  const waiting = useRef<AbortController | null>(null);

  const wait = useCallback(() => {
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    setState('generating');
    waitGenerated(report.id, kind, controller.signal).then(
      () => setState('ready'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState('none');
        reportError({ title: t('errors.generationTitle'), message: t('errors.generation'), cause: error });
      },
    );
  }, [report.id, kind, t]);

  // A rendering already under way when the popup opens is waited for.
  useEffect(() => {
    if (initialState(report, kind) === 'generating') wait();
    return () => waiting.current?.abort();
    // Only on opening: later changes come from this hook itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const generate = useCallback(async () => {
    try {
      await generatePdf(report.id, kind);
      wait();
    } catch (error) {
      reportError({ title: t('errors.generationTitle'), message: t('errors.generation'), cause: error });
    }
  }, [report.id, kind, wait, t]);

  const download = useCallback(async () => {
    try {
      const blob = await downloadPdf(report.id, kind);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = kind === 'edl' ? `EDL-${report.id}.pdf` : `Convention-${report.id}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      reportError({ title: t('errors.downloadTitle'), message: t('errors.download'), cause: error });
    }
  }, [report.id, kind, t]);

  return { state, generate, download };
}
