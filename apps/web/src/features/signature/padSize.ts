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

export function padSize(windowWidth: number, windowHeight: number): { width: number; height: number } {
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
