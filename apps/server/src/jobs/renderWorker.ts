/**
 * A worker thread rendering PDFs, so that pdfmake's layout work never blocks the API's event loop.
 * It receives a document input whose images are a map of bytes or files (functions cannot cross
 * threads), and writes the PDF into the task's file as it is produced, or answers its bytes.
 */
import { createHash } from 'node:crypto';
import { fdatasyncSync, fsyncSync, readFileSync, readlinkSync, writeSync } from 'node:fs';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { DocumentInput } from '@constat/documents';
import { renderPdf, writePdf } from '@constat/documents/node';
import { fileSource, sealBytes, sealUpdate, type SealIdentity } from '../seal/sealPdf.ts';
import type { RenderTask, RenderResult, WorkerMessage, WrittenPdf } from './renderPool.ts';

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

/** An image's bytes: given, or read from its file now (undefined when the file is gone). */
function imagesOf(images: Map<string, Uint8Array | string>) {
  return (sha256: string): Uint8Array | undefined => {
    const image = images.get(sha256);
    if (typeof image !== 'string') return image;
    try {
      return readFileSync(image);
    } catch {
      return undefined;
    }
  };
}

/** Bytes written at a time: a megabyte of the many small pieces pdfkit produces. */
const WRITE_BATCH_BYTES = 1024 * 1024;
/**
 * Written bytes synced at a time: a PDF of 180 MB of photos left unsynced until its end made the
 * file system's next commit (another group's one-page PDF being stored) wait for all of it.
 */
const SYNC_BYTES = 8 * 1024 * 1024;

/**
 * Writes the PDF into the file `fd` as pdfkit produces it, hashing it on the way, then its seal
 * when it has one. Synchronous writes: a render runs without yielding once laid out, and this
 * thread has nothing else to do meanwhile.
 */
async function writeTo(
  input: DocumentInput,
  fd: number,
  seal: SealIdentity | undefined,
): Promise<WrittenPdf> {
  const hash = createHash('sha256');
  let batch: Buffer[] = [];
  let batched = 0;
  let size = 0;
  let unsynced = 0;
  // One buffer per write: a megabyte of the xref table alone is tens of thousands of pieces.
  const flush = () => {
    const bytes = Buffer.concat(batch, batched);
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
    unsynced += bytes.length;
    if (unsynced >= SYNC_BYTES) {
      fdatasyncSync(fd);
      unsynced = 0;
    }
    batch = [];
    batched = 0;
  };
  await writePdf(input, (chunk) => {
    hash.update(chunk);
    batch.push(chunk);
    batched += chunk.length;
    size += chunk.length;
    if (batched >= WRITE_BATCH_BYTES) flush();
  });
  if (batched > 0) flush();
  if (seal) {
    // The seal signs the hash of the bytes written (a copy: the file's own hash goes on).
    const update = sealUpdate(fileSource(fd, size), hash.copy(), seal);
    hash.update(update);
    batch = [update];
    batched = update.length;
    size += update.length;
    flush();
  }
  fsyncSync(fd);
  return { sha256: hash.digest('hex'), size };
}

/** The PDF's bytes, moved to the main thread without a copy when they own their whole buffer. */
async function bytesOf(
  input: DocumentInput,
  seal: SealIdentity | undefined,
): Promise<{ pdf: Uint8Array; moved: ArrayBuffer }> {
  const unsealed = await renderPdf(input);
  const rendered = seal ? new Uint8Array(sealBytes(unsealed, seal)) : unsealed;
  const { buffer } = rendered;
  if (buffer instanceof ArrayBuffer && rendered.byteOffset === 0 && rendered.byteLength === buffer.byteLength)
    return { pdf: rendered, moved: buffer };
  const pdf = new Uint8Array(rendered);
  return { pdf, moved: pdf.buffer };
}

parentPort?.on('message', (task: RenderTask) => {
  const input: DocumentInput = { ...task.input, images: imagesOf(task.input.images) };
  const answer = (result: RenderResult, moved: ArrayBuffer[] = []) => {
    const heapMb = getHeapStatistics().total_heap_size / 1024 / 1024;
    parentPort?.postMessage({ ...result, heapMb }, moved);
  };
  const { fd } = task;
  const done =
    fd === undefined
      ? bytesOf(input, task.seal).then(({ pdf, moved }) => answer({ id: task.id, pdf }, [moved]))
      : writeTo(input, fd, task.seal).then((written) => answer({ id: task.id, written }));
  done.catch((error: unknown) =>
    answer({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

// Loaded (pdfmake and its fonts): a render's time limit counts from here, not from the thread's start.
const ready: WorkerMessage = { ready: true };
parentPort?.postMessage(ready);
