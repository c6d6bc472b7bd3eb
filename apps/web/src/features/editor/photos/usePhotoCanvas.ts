/**
 * The drawing surface of the photo editor: the stored photo drawn on a canvas at its own size, pen
 * strokes drawn on top with the pointer (finger, pen or mouse), undo of the last stroke, clearing.
 * Strokes are kept as points, so undoing redraws the photo and the strokes left; the canvas itself
 * is the flattened result that is saved.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { PenColour } from '@constat/domain';
import { deviceDatabase } from '../../../storage/db.ts';
import { readPhoto } from '../../../storage/photos.ts';
import { drawStroke, penWidth, toPhotoPoint, type Stroke } from '../../../photos/strokes.ts';

export interface PhotoCanvas {
  /** The canvas element (a callback ref: the modal mounts its content after presenting). */
  canvasRef: (element: HTMLCanvasElement | null) => void;
  canvas: HTMLCanvasElement | null;
  /** The photo is drawn and can be annotated. */
  ready: boolean;
  strokeCount: number;
  undo: () => void;
  restart: () => void;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLCanvasElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLCanvasElement>) => void;
  };
}

function context2d(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  return canvas?.getContext('2d') ?? null;
}

export function usePhotoCanvas(photoRef: string, colour: PenColour): PhotoCanvas {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<Stroke | null>(null);
  const [strokeCount, setStrokeCount] = useState(0);
  const ready = canvas !== null && image !== null;

  const redraw = useCallback(() => {
    const context = context2d(canvas);
    if (!context || !image) return;
    context.drawImage(image, 0, 0);
    for (const stroke of strokes.current) drawStroke(context, stroke);
  }, [canvas, image]);

  useEffect(() => {
    let cancelled = false;
    let bitmap: ImageBitmap | null = null;
    readPhoto(deviceDatabase(), photoRef)
      .then(async (photo) => {
        if (!photo) throw new Error(`photo ${photoRef} not found`);
        bitmap = await createImageBitmap(new Blob([photo.data], { type: photo.type }));
        if (cancelled) bitmap.close();
        else setImage(bitmap);
      })
      // A failing photo load is logged only (inspection-core §8); the editor stays empty.
      .catch((error: unknown) => console.error('photo load failed', error));
    return () => {
      cancelled = true;
      bitmap?.close();
    };
  }, [photoRef]);

  // The canvas takes the photo's own size; CSS fits it on screen.
  useEffect(() => {
    if (!canvas || !image) return;
    canvas.width = image.width;
    canvas.height = image.height;
    redraw();
  }, [canvas, image, redraw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    return toPhotoPoint({ x: event.clientX - box.left, y: event.clientY - box.top }, box, element);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!ready || !event.isPrimary) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const stroke: Stroke = { colour, width: penWidth(event.currentTarget), points: [pointAt(event)] };
    drawing.current = stroke;
    const context = context2d(canvas);
    if (context) drawStroke(context, stroke);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke || !event.isPrimary) return;
    stroke.points.push(pointAt(event));
    const context = context2d(canvas);
    if (context) drawStroke(context, stroke, true);
  };

  const onPointerUp = () => {
    const stroke = drawing.current;
    if (!stroke) return;
    drawing.current = null;
    strokes.current = [...strokes.current, stroke];
    setStrokeCount(strokes.current.length);
  };

  const undo = useCallback(() => {
    strokes.current = strokes.current.slice(0, -1);
    setStrokeCount(strokes.current.length);
    redraw();
  }, [redraw]);

  const restart = useCallback(() => {
    strokes.current = [];
    setStrokeCount(0);
    redraw();
  }, [redraw]);

  return {
    canvasRef: setCanvas,
    canvas,
    ready,
    strokeCount,
    undo,
    restart,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
