/**
 * A worker thread rendering PDFs, so that pdfmake's layout work never blocks the API's event loop.
 * It receives a document input whose images are a map of bytes (functions cannot cross threads)
 * and answers the PDF's bytes, transferred without a copy.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderPdf } from '@constat/documents/node';
import type { RenderTask, RenderResult, WorkerMessage } from './renderPool.ts';

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
      // Moved to the main thread without a copy when it owns its whole buffer (a PDF of photos may
      // weigh hundreds of MB), else copied into one that does.
      const { buffer } = rendered;
      const whole =
        buffer instanceof ArrayBuffer &&
        rendered.byteOffset === 0 &&
        rendered.byteLength === buffer.byteLength;
      const pdf = whole ? rendered : new Uint8Array(rendered);
      const result: RenderResult = { id: task.id, pdf };
      parentPort?.postMessage(result, [whole ? buffer : (pdf.buffer as ArrayBuffer)]);
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

// Loaded (pdfmake and its fonts): a render's time limit counts from here, not from the thread's start.
const ready: WorkerMessage = { ready: true };
parentPort?.postMessage(ready);
