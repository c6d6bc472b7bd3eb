/**
 * What a device does against the cluster: upload a report as the app does (each photo HEAD, then PUT
 * when missing, then the report's POST with its Idempotency-Key), retrying the whole upload when a
 * process died under it (a 502 from nginx, a cut connection); and an event stream counter.
 */
import type { LocalReport } from '@constat/domain';
import { sha256 } from '../images.ts';

export interface Device {
  headers: Record<string, string>;
  profileId: number;
}

export interface Upload {
  agent: Device;
  report: LocalReport;
  photos: Buffer[];
  key: string;
  /** The report's id, from the answer that ended the upload. */
  id?: number;
  attempts: number;
  /** Each attempt's outcome: a status, or 'cut' for a connection that failed. */
  answers: string[];
}

/** A retry-worthy failure: the process behind nginx went away (502/503/504 or the socket). */
class Gone extends Error {}

async function attempt(base: string, item: Upload): Promise<{ status: number; id: number }> {
  const { headers } = item.agent;
  const send = async (url: string, init: RequestInit) => {
    const response = await fetch(`${base}${url}`, init).catch((error: unknown) => {
      throw new Gone(`cut: ${String(error)}`);
    });
    if ([502, 503, 504].includes(response.status)) throw new Gone(String(response.status));
    return response;
  };
  for (const bytes of item.photos) {
    const url = `/api/photos/${sha256(bytes)}`;
    const known = await send(url, { method: 'HEAD', headers });
    if (known.status === 200) continue;
    const put = await send(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    if (put.status >= 300) throw new Error(`photo: ${put.status} ${await put.text()}`);
  }
  const saved = await send('/api/edl', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': item.key },
    body: JSON.stringify(item.report),
  });
  const text = await saved.text();
  if (saved.status >= 300) throw new Error(`report: ${saved.status} ${text}`);
  return { status: saved.status, id: (JSON.parse(text) as { id: number }).id };
}

/** Uploads until a process answers; any other failure ends the test. */
export async function uploadWithRetries(base: string, item: Upload, tries = 40): Promise<void> {
  for (;;) {
    item.attempts += 1;
    try {
      const answer = await attempt(base, item);
      item.answers.push(String(answer.status));
      item.id = answer.id;
      return;
    } catch (error) {
      if (!(error instanceof Gone) || item.attempts >= tries) throw error;
      item.answers.push(error.message.startsWith('cut') ? 'cut' : error.message);
      // The app's retry waits too: nginx meanwhile marks the dead process failed.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * An event stream (GET /api/sse/…), counting its 'generated' and 'failed' messages over its
 * connections: one cut by its process's death (`cut`) is opened again with `reopen`, as the app's
 * EventSource does, at another address (nginx) if need be.
 */
export class EventCounter {
  generated = 0;
  failed = 0;
  /** Connections that ended without `close` (their process died). */
  cuts = 0;
  /** Resolves once the server said ': connected' (the subscription is then in place). */
  connected: Promise<void>;
  private abort = new AbortController();
  private readonly headers: Record<string, string>;

  constructor(url: string, headers: Record<string, string>) {
    this.headers = headers;
    this.connected = this.open(url);
  }

  reopen(url: string): Promise<void> {
    this.abort.abort();
    this.abort = new AbortController();
    this.connected = this.open(url);
    return this.connected;
  }

  private open(url: string): Promise<void> {
    const { signal } = this.abort;
    return new Promise((resolve, reject) => {
      void fetch(url, { headers: this.headers, signal })
        .then(async (response) => {
          if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
          const decoder = new TextDecoder();
          let buffer = '';
          const reader = response.body.getReader();
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            buffer += decoder.decode(read.value, { stream: true });
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const message = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (message.startsWith(': connected')) resolve();
              if (/^data: generated$/m.test(message)) this.generated += 1;
              if (/^data: failed$/m.test(message)) this.failed += 1;
            }
          }
          if (!signal.aborted) this.cuts += 1;
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          this.cuts += 1;
          reject(error as Error);
        });
    });
  }

  close(): void {
    this.abort.abort();
  }
}
