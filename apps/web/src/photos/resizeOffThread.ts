/**
 * resizePhoto in a worker when the browser can (module workers with OffscreenCanvas), on the page's
 * thread otherwise. A photo the worker could not resize (a browser whose workers lack part of the
 * canvas API, say) is tried again on the page's thread, where a real failure is thrown to the caller.
 */
import { resizePhoto, type ResizedPhoto } from './resizePhoto.ts';
import type { ResizeReply, ResizeRequest } from './resize.worker.ts';

type Pending = { resolve: (photo: ResizedPhoto) => void; retry: () => void };

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const started = new Worker(new URL('./resize.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<ResizeReply>) => {
      const waiting = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (!waiting) return;
      if ('photo' in event.data) waiting.resolve(event.data.photo);
      else waiting.retry();
    };
    // The worker could not start (or crashed): everything waiting, and what follows, runs here.
    started.onerror = () => {
      worker = null;
      for (const waiting of pending.values()) waiting.retry();
      pending.clear();
    };
    return started;
  } catch {
    return null;
  }
}

export function resizePhotoOffThread(file: Blob): Promise<ResizedPhoto> {
  if (worker === undefined) worker = startWorker();
  const running = worker;
  if (!running) return resizePhoto(file);
  return new Promise<ResizedPhoto>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, retry: () => void resizePhoto(file).then(resolve, reject) });
    running.postMessage({ id, file } satisfies ResizeRequest);
  });
}
