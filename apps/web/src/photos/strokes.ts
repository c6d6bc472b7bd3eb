/**
 * Pen strokes of the photo editor ('Edition du media'), drawn on the photo at its stored size. Lines
 * are as thick on a photo as they look on the editor's 400 px base canvas (inspection-core §9
 * PHOTO_EDITOR_CANVAS_BASE): the width is scaled by the photo's longer side over that base, so an
 * annotation reads the same on an 800 px photo and on a 300 px one.
 */
import { PHOTO_EDITOR_CANVAS_BASE, type PenColour } from '@constat/domain';

/** The pen's width on the 400 px base canvas. */
const PEN_WIDTH_AT_BASE = 4;

export const PEN_COLOURS: Readonly<Record<PenColour, string>> = {
  black: '#000000',
  blue: '#1f5bff',
  green: '#12a33a',
  red: '#e3211c',
  yellow: '#ffd400',
  white: '#ffffff',
};

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  colour: PenColour;
  width: number;
  points: Point[];
}

/** The pen width in photo pixels for a photo of this size. */
export function penWidth(size: { width: number; height: number }): number {
  return (PEN_WIDTH_AT_BASE * Math.max(size.width, size.height)) / PHOTO_EDITOR_CANVAS_BASE;
}

/** A point of the displayed canvas (CSS pixels from its top left) in photo pixels. */
export function toPhotoPoint(
  at: { x: number; y: number },
  shown: { width: number; height: number },
  photo: { width: number; height: number },
): Point {
  return { x: (at.x * photo.width) / shown.width, y: (at.y * photo.height) / shown.height };
}

type Context2D = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'arc' | 'fill' | 'lineCap' | 'lineJoin' | 'lineWidth'
> & { strokeStyle: unknown; fillStyle: unknown };

/** Draws a stroke, or its last segment only (while the finger moves: no redraw of the whole line). */
export function drawStroke(context: Context2D, stroke: Stroke, lastSegmentOnly = false): void {
  const colour = PEN_COLOURS[stroke.colour];
  const points = lastSegmentOnly ? stroke.points.slice(-2) : stroke.points;
  const [first, ...rest] = points;
  if (!first) return;
  context.beginPath();
  if (rest.length === 0) {
    // A tap leaves a dot.
    context.fillStyle = colour;
    context.arc(first.x, first.y, stroke.width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.strokeStyle = colour;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.moveTo(first.x, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}
