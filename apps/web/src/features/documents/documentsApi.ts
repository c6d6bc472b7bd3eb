/** The documents calls of a saved report (inspection-core §7): generate, wait, download, send. */
import type { Locale } from '@constat/domain';
import { request, requestJson } from '../../api/client.ts';

export type PdfKind = 'edl' | 'convention';

const generatePath = (kind: PdfKind) => (kind === 'edl' ? 'pdf' : 'convention-pdf');

export async function generatePdf(id: number, kind: PdfKind): Promise<void> {
  await requestJson(`/edl/${id}/${generatePath(kind)}/generate`, { method: 'POST' });
}

/**
 * Resolves when the server's has-generated stream says 'generated' (rejects on 'failed'). Read
 * with fetch rather than EventSource, which cannot send the bearer token (nor a public link's
 * `Limited` one, passed in `headers`).
 */
export async function waitGenerated(
  id: number,
  kind: PdfKind,
  signal: AbortSignal,
  headers?: Record<string, string>,
): Promise<void> {
  const path = `/sse/edl/${id}/${generatePath(kind)}/has-generated`;
  const response = await request(path, { signal, ...(headers && { headers }) });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('flux vide');
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('flux interrompu');
      text += value;
      const data = /^data: (\w+)$/m.exec(text)?.[1];
      if (data === 'generated') return;
      if (data === 'failed') throw new Error('La génération du PDF a échoué');
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export async function downloadPdf(id: number, kind: PdfKind): Promise<Blob> {
  const response = await request(kind === 'edl' ? `/edl/${id}.pdf` : `/edl/${id}/convention.pdf`);
  return response.blob();
}

export async function setReportLocale(id: number, locale: Locale): Promise<void> {
  await requestJson(`/edl/${id}/locale`, { method: 'PATCH', body: { locale } });
}

export async function setShowCosts(id: number, showCosts: boolean): Promise<void> {
  await requestJson(`/edl/${id}/show-costs`, { method: 'PATCH', body: { showCosts } });
}

export async function sendToTenants(id: number): Promise<void> {
  await requestJson(`/edl/${id}/send`, { method: 'PUT' });
}

/** Who 'Envoyer aux locataires' would e-mail, and when the report last went out. */
export interface SendingState {
  recipients: string[];
  lastSentAt: string | null;
  inFlight: boolean;
}

export async function readSendingState(id: number): Promise<SendingState> {
  return requestJson<SendingState>(`/edl/${id}/send`);
}
