/**
 * Pad size (inspection-core §2 'Signature'): width the smaller of 80 % of the window and 600 px;
 * height at most 40 % of the window's height, two thirds of the width, and 400 px.
 */
import {
  SIGNATURE_PAD_ASPECT,
  SIGNATURE_PAD_HEIGHT_RATIO,
  SIGNATURE_PAD_MAX_HEIGHT,
  SIGNATURE_PAD_MAX_WIDTH,
  SIGNATURE_PAD_WIDTH_RATIO,
} from '@constat/domain';
import type { PointGroup } from 'signature_pad';

export interface PadSize {
  width: number;
  height: number;
}

export function padSize(windowWidth: number, windowHeight: number): PadSize {
  const width = Math.floor(Math.min(windowWidth * SIGNATURE_PAD_WIDTH_RATIO, SIGNATURE_PAD_MAX_WIDTH));
  const height = Math.floor(
    Math.min(
      windowHeight * SIGNATURE_PAD_HEIGHT_RATIO,
      width * SIGNATURE_PAD_ASPECT,
      SIGNATURE_PAD_MAX_HEIGHT,
    ),
  );
  return { width, height };
}

/**
 * The strokes of a pad laid out again for its new size: one scale for both axes (a signature keeps
 * its shape), the largest that keeps every point inside the new pad.
 */
export function scaleStrokes(strokes: PointGroup[], from: PadSize, to: PadSize): PointGroup[] {
  const scale = Math.min(to.width / from.width, to.height / from.height);
  if (scale === 1) return strokes;
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * scale, y: point.y * scale })),
  }));
}
