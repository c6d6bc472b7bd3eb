/**
 * A small pool of render worker threads (renderWorker.ts). Node runs the TypeScript source in the
 * worker as it does in the main thread (type stripping), under `npm start` and in the tests alike.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentInput } from '@constat/documents';

export type WorkerInput = Omit<DocumentInput, 'images'> & { images: Map<string, Uint8Array> };
export interface RenderTask {
  id: number;
  input: WorkerInput;
}
export type RenderResult =
  { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };

interface Pending {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

export class RenderPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: { task: RenderTask; pending: Pending }[] = [];
  private readonly running = new Map<number, Pending>();
  private nextId = 1;

  /** One worker per core but one, at least one: the API keeps a core. */
  /** Workers start with the first render: a server that never renders pays nothing. */
  private readonly size: number;

  constructor(size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    this.size = size;
  }

  private start(): void {
    if (this.workers.length === 0) for (let i = 0; i < this.size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(new URL('./renderWorker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (result: RenderResult) => {
      const pending = this.running.get(result.id);
      this.running.delete(result.id);
      if (result.pdf) pending?.resolve(result.pdf);
      else pending?.reject(new Error(result.error));
      this.release(worker);
    });
    worker.on('error', (error) => {
      // A crashed worker fails its task; a fresh one takes its place.
      for (const [id, pending] of this.running)
        if ((worker as Worker & { taskId?: number }).taskId === id) pending.reject(error);
      this.workers.splice(this.workers.indexOf(worker), 1);
      this.spawn();
    });
    this.workers.push(worker);
    this.release(worker);
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (!next) {
      this.idle.push(worker);
      return;
    }
    this.running.set(next.task.id, next.pending);
    (worker as Worker & { taskId?: number }).taskId = next.task.id;
    // Images are copied (structured clone): their buffers may be slices of shared pools.
    worker.postMessage(next.task);
  }

  render(input: WorkerInput): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.start();
      this.waiting.push({ task: { id: this.nextId++, input }, pending: { resolve, reject } });
      const worker = this.idle.pop();
      if (worker) this.release(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
