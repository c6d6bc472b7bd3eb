/**
 * A worker thread rendering PDFs, so that pdfmake's layout work never blocks the API's event loop.
 * It receives a document input whose images are a map of bytes (functions cannot cross threads)
 * and answers the PDF's bytes, transferred without a copy.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderPdf } from '@constat/documents/node';
import type { RenderTask, RenderResult } from './renderPool.ts';

/**
 * Rendering yields the CPU to the API: on Linux a thread has its own niceness, set through its
 * thread id (/proc/thread-self -> <pid>/task/<tid>). Elsewhere the worker keeps the default.
 */
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) setPriority(tid, 10);
} catch {
  // Not Linux, or not allowed: the same work at the same priority.
}

parentPort?.on('message', (task: RenderTask) => {
  const { images, ...input } = task.input;
  renderPdf({ ...input, images: (sha) => images.get(sha) }).then(
    (rendered) => {
      // A copy owning its whole buffer, which can then move to the main thread without another.
      const pdf = new Uint8Array(rendered);
      const result: RenderResult = { id: task.id, pdf };
      parentPort?.postMessage(result, [pdf.buffer]);
    },
    (error: unknown) => {
      const result: RenderResult = {
        id: task.id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(result);
    },
  );
});
