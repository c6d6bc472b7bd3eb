/**
 * A small pool of render worker threads (renderWorker.ts). Node runs the TypeScript source in the
 * worker as it does in the main thread (type stripping), under `npm start` and in the tests alike.
 * Each render has a time and a memory limit (RenderLimits): a worker over either is ended (V8 stops
 * it at its heap limit; a timer terminates it at its time limit), its render fails with a
 * RenderLimitError, which is not retried, and a fresh worker takes its place.
 */
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentInput } from '@constat/documents';
import type { SealIdentity } from '../seal/sealPdf.ts';

/**
 * A document input whose images cross to the worker: each as bytes, or as the path of a file the
 * worker reads when it embeds the image (a report's photos may weigh hundreds of MB: they are then
 * never all in memory, nor read by the main thread).
 */
export type WorkerInput = Omit<DocumentInput, 'images'> & { images: Map<string, Uint8Array | string> };
export interface RenderTask {
  id: number;
  input: WorkerInput;
  /**
   * The open file where the worker writes the PDF as it is produced; without it, it answers the
   * bytes. Opened and closed by the main thread: a worker stopped at a limit leaves no file open.
   */
  fd?: number;
  /** Who seals the PDF (seal/): every PDF the server stores or sends; the tests' may be unsealed. */
  seal?: SealIdentity;
}
/** A PDF written to its task's file: its SHA-256 and size, computed as it was written. */
export interface WrittenPdf {
  sha256: string;
  size: number;
}
/** `heapMb`: the worker's V8 heap after the render, which it keeps while idle. */
export type RenderResult = { heapMb?: number } & (
  | { id: number; pdf: Uint8Array; error?: undefined; written?: undefined }
  | { id: number; written: WrittenPdf; error?: undefined; pdf?: undefined }
  | { id: number; error: string; pdf?: undefined; written?: undefined }
);
/** A result, or the worker saying it is loaded and takes renders. */
export type WorkerMessage = RenderResult | { ready: true };

export interface RenderLimits {
  /** Wall time of one render, in ms. */
  timeMs: number;
  /** V8 old generation of a worker (where a document's layout lives), in MB. */
  memoryMb: number;
}

/**
 * The largest reports the server takes (domain: every text field at its limit and a million
 * characters in all, or 5,000 elements and 2,000 photos) render in 2 to 7 s with 256 MB of old
 * generation on the development machines (bench/bounded.bench.ts): the limits leave them room and
 * keep the server under 1 GB while one renders.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = { timeMs: 60_000, memoryMb: 384 };

/**
 * Two workers at least, so that a small PDF renders beside a big one; one per core but one beyond
 * that (the API keeps a core), at most 4. Workers run at a lower priority than the API.
 */
export const defaultRenderWorkers = () => Math.max(2, Math.min(4, availableParallelism() - 1));

/**
 * A worker's heap after a render past which the worker is replaced by a fresh one: V8 keeps a
 * heap's pages once grown (a 5,000-element report left 220 MB), and an idle worker would hold them
 * until its next render. A one-page PDF leaves about 70 MB, and keeps its worker.
 */
const RECYCLE_HEAP_MB = 128;

/** A render stopped by its time or memory limit: the same input would be stopped again. */
export class RenderLimitError extends Error {}

const seconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * The images' buffers that move to the worker instead of being copied (a report's photos may weigh
 * hundreds of MB; the caller does not use them after): those the image owns whole. A slice of a
 * shared pool (small Buffers) is copied, as moving it would take its neighbours.
 */
function ownBuffers(images: Map<string, Uint8Array | string>): ArrayBuffer[] {
  const moved = new Set<ArrayBuffer>();
  for (const bytes of images.values()) {
    if (typeof bytes === 'string') continue;
    const { buffer } = bytes;
    if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength)
      moved.add(buffer);
  }
  return [...moved];
}

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  /** Loaded: renders are sent from then on (the time limit does not count the thread's start). */
  ready?: boolean;
  task?: { id: number; pending: Pending; timer: NodeJS.Timeout };
  /** Ended (limit, crash or close): its task, if any, is settled once. */
  retired?: boolean;
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { task: RenderTask; pending: Pending }[] = [];
  private nextId = 1;
  /** Workers replaced after a render left them a large heap (RECYCLE_HEAP_MB). */
  recycled = 0;
  private closed = false;
  readonly size: number;
  readonly limits: RenderLimits;
  private readonly seal: SealIdentity | undefined;

  /** Workers start with the first render: a server that never renders pays nothing. */
  constructor(size = defaultRenderWorkers(), limits = DEFAULT_RENDER_LIMITS, seal?: SealIdentity) {
    this.size = size;
    this.limits = limits;
    this.seal = seal;
  }

  private start(): void {
    if (this.slots.length === 0) for (let i = 0; i < this.size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(new URL('./renderWorker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
    });
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (result: WorkerMessage) => {
      if ('ready' in result) {
        slot.ready = true;
        this.next(slot);
        return;
      }
      const task = slot.task;
      if (!task || task.id !== result.id) return;
      clearTimeout(task.timer);
      slot.task = undefined;
      if (result.error === undefined) task.pending.resolve(result);
      else task.pending.reject(new Error(result.error));
      if ((result.heapMb ?? 0) > RECYCLE_HEAP_MB) {
        this.recycled++;
        this.retire(slot, new Error('Le moteur de rendu PDF a été remplacé'));
      } else this.next(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.retire(
        slot,
        memory
          ? new RenderLimitError(
              `Rendu du PDF interrompu : plus de ${this.limits.memoryMb} Mo de mémoire (limite par document)`,
            )
          : error,
      );
    });
    worker.on('exit', () => this.retire(slot, new Error('Le moteur de rendu PDF s’est arrêté')));
    this.slots.push(slot);
  }

  /** Fails the slot's task with `error` (once), and puts a fresh worker in its place. */
  private retire(slot: Slot, error: Error): void {
    if (slot.retired) return;
    slot.retired = true;
    if (slot.task) {
      clearTimeout(slot.task.timer);
      slot.task.pending.reject(error);
      slot.task = undefined;
    }
    void slot.worker.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (!this.closed) this.spawn();
  }

  private next(slot: Slot): void {
    if (slot.retired || slot.task || !slot.ready) return;
    const next = this.waiting.shift();
    if (!next) return;
    const { limits } = this;
    const timer = setTimeout(() => {
      const message = `Rendu du PDF interrompu : plus de ${seconds.format(limits.timeMs / 1000)} s (limite de temps par document)`;
      this.retire(slot, new RenderLimitError(message));
    }, limits.timeMs);
    slot.task = { id: next.task.id, pending: next.pending, timer };
    slot.worker.postMessage(next.task, ownBuffers(next.task.input.images));
  }

  /** The PDF's bytes (a mail's attachment, the tests). */
  async render(input: WorkerInput): Promise<Uint8Array> {
    const result = await this.run({ id: this.nextId++, input, seal: this.seal });
    if (!result.pdf) throw new Error('Le moteur de rendu PDF n’a pas rendu le document');
    return result.pdf;
  }

  /**
   * Writes the PDF into `file` (a new file, left to the caller whatever happens) as it is produced,
   * so that even a PDF of hundreds of MB of photos is never whole in memory.
   */
  async renderToFile(input: WorkerInput, file: string): Promise<WrittenPdf> {
    // Read and write: the seal reads a few objects of the PDF back.
    const handle = await open(file, 'wx+', 0o640);
    try {
      const result = await this.run({ id: this.nextId++, input, fd: handle.fd, seal: this.seal });
      if (!result.written) throw new Error('Le moteur de rendu PDF n’a pas écrit le document');
      return result.written;
    } finally {
      await handle.close();
    }
  }

  private run(task: RenderTask): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error('Le moteur de rendu PDF est arrêté'));
        return;
      }
      this.start();
      this.waiting.push({ task, pending: { resolve, reject } });
      const idle = this.slots.find((slot) => slot.ready && !slot.task && !slot.retired);
      if (idle) this.next(idle);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
