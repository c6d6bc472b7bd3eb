/**
 * Turns a photo from the camera or the library into what the device stores: a JPEG of at most
 * 800x800 at quality 0.7 (inspection-core §9) and a small thumbnail for lists, both as bytes.
 * Decoding follows the file's EXIF orientation; reductions go stepwise (see resizePlan.ts).
 */
import { PHOTO_QUALITY } from '@constat/domain';
import { resizeSteps, targetSize, type Size } from './resizePlan.ts';

export const THUMBNAIL_SIZE = 192;
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

async function toJpeg(canvas: AnyCanvas, quality: number): Promise<ArrayBuffer> {
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
      : await canvas.convertToBlob({ type: 'image/jpeg', quality });
  if (!blob) throw new Error('JPEG encoding failed');
  return blob.arrayBuffer();
}

/** Draws `source` down to at most `max` x `max` through the planned steps. */
export function downscale(source: CanvasImageSource & Size, max?: number): AnyCanvas {
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

export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
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
