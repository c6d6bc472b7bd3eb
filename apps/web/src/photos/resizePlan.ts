/**
 * How a photo is brought down to at most 800x800 (inspection-core §5, §9) without exceeding iOS's
 * canvas limit (16.7 million pixels; beyond, Safari draws nothing) and without the aliasing of a
 * single large reduction: halve while more than twice too big, then one last step to the target.
 */
import { PHOTO_MAX_SIZE } from '@constat/domain';

/** Safari refuses canvases above 16,777,216 pixels. */
export const MAX_CANVAS_PIXELS = 16_777_216;

export interface Size {
  width: number;
  height: number;
}

/** The size a photo is stored at: inside PHOTO_MAX_SIZE x PHOTO_MAX_SIZE, proportions kept, never enlarged. */
export function targetSize({ width, height }: Size, max = PHOTO_MAX_SIZE): Size {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The canvas sizes to draw through, from the first (within the canvas limit) to the target. The
 * first step is what the browser decodes the file to, so the full-size image never needs a canvas.
 */
export function resizeSteps(source: Size, max = PHOTO_MAX_SIZE): Size[] {
  const target = targetSize(source, max);
  const steps: Size[] = [];
  let { width, height } = source;
  const fit = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
  if (fit < 1) {
    width = Math.floor(width * fit);
    height = Math.floor(height * fit);
  }
  while (width > target.width * 2 && height > target.height * 2) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  const last = steps.at(-1);
  if (!last || last.width !== target.width || last.height !== target.height) steps.push(target);
  return steps;
}
