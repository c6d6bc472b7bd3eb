/** The documents calls of a saved report (inspection-core §7): generate, wait, download, send. */
import type { Locale } from '@constat/domain';
import { SendingStateSchema } from '@constat/domain/answers';
import { requestAnswer, requestDone } from '../../api/answers.ts';
import { request } from '../../api/client.ts';
import { ApiError, NetworkError } from '../../api/errors.ts';

export type PdfKind = 'edl' | 'convention';

const generatePath = (kind: PdfKind) => (kind === 'edl' ? 'pdf' : 'convention-pdf');

export async function generatePdf(id: number, kind: PdfKind): Promise<void> {
  await requestDone(`/edl/${id}/${generatePath(kind)}/generate`, { method: 'POST' });
}

/** How many times in a row a stream the server ended may fail to open again before giving up. */
const REOPEN_ATTEMPTS = 6;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Reads one has-generated stream: 'generated', or 'reconnect' when the server ends it. */
async function readStream(
  path: string,
  signal: AbortSignal,
  headers?: Record<string, string>,
): Promise<{ outcome: 'generated' | 'reconnect'; retryMs: number }> {
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
      if (data === 'generated') return { outcome: 'generated', retryMs: 0 };
      if (data === 'failed') throw new Error('La génération du PDF a échoué');
      if (data === 'reconnect') {
        return { outcome: 'reconnect', retryMs: Number(/^retry: (\d+)$/m.exec(text)?.[1] ?? 1000) };
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * Resolves when the server's has-generated stream says 'generated' (rejects on 'failed'). Read
 * with fetch rather than EventSource, which cannot send the bearer token (nor a public link's
 * `Limited` one, passed in `headers`). A stream the server ends with 'reconnect' (its process
 * stops, or the stream is old) is opened again after the pause it asks for, from another process
 * behind a load balancer or this one restarted, which tells at once a PDF rendered meanwhile; while
 * none answers, the pause doubles, REOPEN_ATTEMPTS times at most.
 */
export async function waitGenerated(
  id: number,
  kind: PdfKind,
  signal: AbortSignal,
  headers?: Record<string, string>,
): Promise<void> {
  const path = `/sse/edl/${id}/${generatePath(kind)}/has-generated`;
  let { outcome, retryMs } = await readStream(path, signal, headers);
  for (let failures = 0; outcome === 'reconnect';) {
    await pause(retryMs * 2 ** failures, signal);
    try {
      ({ outcome, retryMs } = await readStream(path, signal, headers));
      failures = 0;
    } catch (error) {
      const unreachable = error instanceof NetworkError || (error instanceof ApiError && error.status >= 502);
      if (!unreachable || ++failures >= REOPEN_ATTEMPTS) throw error;
    }
  }
}

export async function downloadPdf(id: number, kind: PdfKind): Promise<Blob> {
  const response = await request(kind === 'edl' ? `/edl/${id}.pdf` : `/edl/${id}/convention.pdf`);
  return response.blob();
}

export async function setReportLocale(id: number, locale: Locale): Promise<void> {
  await requestDone(`/edl/${id}/locale`, { method: 'PATCH', body: { locale } });
}

export async function setShowCosts(id: number, showCosts: boolean): Promise<void> {
  await requestDone(`/edl/${id}/show-costs`, { method: 'PATCH', body: { showCosts } });
}

export async function sendToTenants(id: number): Promise<void> {
  await requestDone(`/edl/${id}/send`, { method: 'PUT' });
}

export type { SendingState } from '@constat/domain/answers';

/** Who 'Envoyer aux locataires' would e-mail, and when the report last went out. */
export async function readSendingState(id: number) {
  return requestAnswer(SendingStateSchema, `/edl/${id}/send`);
}
