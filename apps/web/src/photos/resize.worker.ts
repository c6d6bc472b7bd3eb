/**
 * Resizes photos off the page's thread (see resizeOffThread.ts): decoding a 12-megapixel JPEG and
 * encoding the stored one take most of the time of adding a photo; here they never hold up a tap or
 * a scroll, even while a batch of 20 camera photos goes through.
 */
import { resizePhoto } from './resizePhoto.ts';

export interface ResizeRequest {
  id: number;
  file: Blob;
}

export type ResizeReply =
  { id: number; photo: Awaited<ReturnType<typeof resizePhoto>> } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ResizeRequest>) => {
  const { id, file } = event.data;
  resizePhoto(file).then(
    (photo) => scope.postMessage({ id, photo } satisfies ResizeReply, [photo.data, photo.thumbnail]),
    (error: unknown) => scope.postMessage({ id, error: String(error) } satisfies ResizeReply),
  );
};
