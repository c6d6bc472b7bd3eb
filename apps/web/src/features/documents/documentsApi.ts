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

/** How long to wait before opening a cut stream again when it did not say ('retry: …'). */
const DEFAULT_RETRY_MS = 1000;

/** A stream that ended without a word: its process died (SIGKILL, a crash), the network broke. */
class StreamCut extends Error {
  readonly retryMs: number;
  constructor(retryMs: number) {
    super('flux interrompu');
    this.retryMs = retryMs;
  }
}

const retryOf = (text: string) => Number(/^retry: (\d+)$/m.exec(text)?.[1] ?? DEFAULT_RETRY_MS);

/**
 * Reads one has-generated stream: 'generated', or 'reconnect' when the server ends it; throws
 * StreamCut when it ends otherwise.
 */
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
      const { value, done } = await reader.read().catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new StreamCut(retryOf(text));
      });
      if (done) throw new StreamCut(retryOf(text));
      text += value;
      const data = /^data: (\w+)$/m.exec(text)?.[1];
      if (data === 'generated') return { outcome: 'generated', retryMs: 0 };
      if (data === 'failed') throw new Error('La génération du PDF a échoué');
      if (data === 'reconnect') return { outcome: 'reconnect', retryMs: retryOf(text) };
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * Resolves when the server's has-generated stream says 'generated' (rejects on 'failed'). Read
 * with fetch rather than EventSource, which cannot send the bearer token (nor a public link's
 * `Limited` one, passed in `headers`). A stream the server ends with 'reconnect' (its process
 * stops, or the stream is old), or that is cut (its process was killed), is opened again after the
 * pause it asked for, from another process behind a load balancer or this one restarted, which
 * tells at once a PDF rendered meanwhile; while none answers, or each stream is cut, the pause
 * doubles, REOPEN_ATTEMPTS times at most.
 */
export async function waitGenerated(
  id: number,
  kind: PdfKind,
  signal: AbortSignal,
  headers?: Record<string, string>,
): Promise<void> {
  const path = `/sse/edl/${id}/${generatePath(kind)}/has-generated`;
  // 0: the first stream, opened at once; a first failure to connect is said at once too.
  let retryMs = 0;
  for (let failures = 0; ;) {
    if (retryMs > 0) await pause(retryMs * 2 ** failures, signal);
    try {
      const result = await readStream(path, signal, headers);
      if (result.outcome === 'generated') return;
      retryMs = result.retryMs;
      failures = 0;
    } catch (error) {
      if (error instanceof StreamCut) retryMs = error.retryMs;
      const unreachable =
        error instanceof StreamCut ||
        error instanceof NetworkError ||
        (error instanceof ApiError && error.status >= 502);
      if (retryMs === 0 || !unreachable || ++failures >= REOPEN_ATTEMPTS) throw error;
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

/** Sends the report to all its addresses, or to `to` only (again, after a failure). */
export async function sendToTenants(id: number, to?: string): Promise<void> {
  const only = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  await requestDone(`/edl/${id}/send${only}`, { method: 'PUT' });
}

export type { SendingState } from '@constat/domain/answers';

/** Who 'Envoyer aux locataires' would e-mail, and when the report last went out. */
export async function readSendingState(id: number) {
  return requestAnswer(SendingStateSchema, `/edl/${id}/send`);
}
