/**
 * Turns a photo from the camera or the library into what the device stores: a JPEG of at most
 * 800x800 at quality 0.7 (inspection-core §9) and a small thumbnail for lists, both as bytes.
 * Decoding follows the file's EXIF orientation.
 *
 * A JPEG whose size can be read from its header is decoded straight to the stored size (the browser
 * resizes while decoding, off the page's thread): no full-size image in memory, no large canvas (iOS
 * limit), measured 3 to 4 times faster than drawing a 12-megapixel bitmap down. Other images, or a
 * browser that ignores the resize options, decode at full size and go down stepwise (resizePlan.ts).
 */
import { PHOTO_QUALITY } from '@constat/domain';
import { JPEG_HEADER_BYTES, orientedSize, readJpegInfo } from './jpegInfo.ts';
import { resizeSteps, targetSize, type Size } from './resizePlan.ts';

const THUMBNAIL_SIZE = 192;
const THUMBNAIL_QUALITY = 0.6;

export interface ResizedPhoto {
  data: ArrayBuffer;
  type: 'image/jpeg';
  width: number;
  height: number;
  thumbnail: ArrayBuffer;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas({ width, height }: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(source: CanvasImageSource, size: Size): AnyCanvas {
  const canvas = makeCanvas(size);
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/** No HTMLCanvasElement in a worker (see resize.worker.ts): there every canvas is an OffscreenCanvas. */
function isElement(canvas: AnyCanvas): canvas is HTMLCanvasElement {
  return typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement;
}

async function toJpeg(canvas: AnyCanvas, quality: number): Promise<ArrayBuffer> {
  const blob = isElement(canvas)
    ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
    : await canvas.convertToBlob({ type: 'image/jpeg', quality });
  if (!blob) throw new Error('JPEG encoding failed');
  return blob.arrayBuffer();
}

/** Draws `source` down to at most `max` x `max` through the planned steps. */
function downscale(source: CanvasImageSource & Size, max?: number): AnyCanvas {
  let current: CanvasImageSource = source;
  let canvas: AnyCanvas | null = null;
  for (const step of resizeSteps(source, max)) {
    canvas = draw(current, step);
    current = canvas;
  }
  return canvas ?? draw(source, targetSize(source, max));
}

/** The stored form of a photo already drawn at its final size: JPEG bytes and the list thumbnail. */
async function encode(photo: AnyCanvas): Promise<ResizedPhoto> {
  const thumbnail = downscale(photo as CanvasImageSource & Size, THUMBNAIL_SIZE);
  return {
    data: await toJpeg(photo, PHOTO_QUALITY),
    type: 'image/jpeg',
    width: photo.width,
    height: photo.height,
    thumbnail: await toJpeg(thumbnail, THUMBNAIL_QUALITY),
  };
}

/** Decodes the photo at its stored size when its header tells the size, else at full size. */
async function decodeForStorage(file: Blob): Promise<ImageBitmap> {
  const info = readJpegInfo(new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer()));
  if (!info) return createImageBitmap(file, { imageOrientation: 'from-image' });
  const target = targetSize(orientedSize(info));
  return createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: target.width,
    resizeHeight: target.height,
    resizeQuality: 'high',
  });
}

export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  const bitmap = await decodeForStorage(file);
  try {
    // Already at its stored size, the bitmap is drawn once; otherwise it goes down stepwise.
    return await encode(downscale(bitmap));
  } finally {
    bitmap.close();
  }
}

/**
 * An annotated photo (the photo editor's canvas, photo and strokes flattened) stored like a new one:
 * through the same size rule, as JPEG (inspection-core §5), with a new thumbnail.
 */
export function encodeEditedPhoto(canvas: HTMLCanvasElement): Promise<ResizedPhoto> {
  return encode(downscale(canvas));
}
