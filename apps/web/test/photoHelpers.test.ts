import { describe, expect, it } from 'vitest';
import { changePending, pendingCount, resetPending } from '../src/photos/pendingPhotos.ts';
import { asksPhotoSource } from '../src/photos/platform.ts';
import { drawStroke, penWidth, toPhotoPoint, type Stroke } from '../src/photos/strokes.ts';

describe('where the add-photo button asks camera or library first', () => {
  const ua = {
    android:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    iphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    desktop:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  };
  it('asks on Android, opens the input at once on iOS, iPadOS and desktop', () => {
    expect(asksPhotoSource({ userAgent: ua.android, maxTouchPoints: 5 })).toBe(true);
    expect(asksPhotoSource({ userAgent: ua.iphone, maxTouchPoints: 5 })).toBe(false);
    expect(asksPhotoSource({ userAgent: ua.ipad, maxTouchPoints: 5 })).toBe(false);
    expect(asksPhotoSource({ userAgent: ua.desktop, maxTouchPoints: 0 })).toBe(false);
  });
});

describe('photo editor strokes', () => {
  it('are as thick on the photo as on the 400 px base canvas', () => {
    expect(penWidth({ width: 400, height: 300 })).toBe(4);
    expect(penWidth({ width: 800, height: 600 })).toBe(8);
    expect(penWidth({ width: 600, height: 800 })).toBe(8);
  });
  it('map a point of the shown canvas to photo pixels', () => {
    expect(
      toPhotoPoint({ x: 195, y: 73 }, { width: 390, height: 292.5 }, { width: 800, height: 600 }),
    ).toEqual({
      x: 400,
      y: (73 * 600) / 292.5,
    });
  });
  it('draw a line, its last segment, or a dot for a tap', () => {
    const calls: string[] = [];
    const context = {
      beginPath: () => calls.push('begin'),
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke: () => calls.push('stroke'),
      arc: (x: number, y: number, r: number) => calls.push(`arc ${x},${y},${r}`),
      fill: () => calls.push('fill'),
      lineCap: 'butt' as CanvasLineCap,
      lineJoin: 'miter' as CanvasLineJoin,
      lineWidth: 1,
      strokeStyle: '' as unknown,
      fillStyle: '' as unknown,
    };
    const stroke: Stroke = {
      colour: 'blue',
      width: 8,
      points: [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
        { x: 9, y: 2 },
      ],
    };
    drawStroke(context, stroke);
    expect(calls).toEqual(['begin', 'move 0,0', 'line 5,5', 'line 9,2', 'stroke']);
    expect(context.strokeStyle).toBe('#1f5bff');
    expect(context.lineWidth).toBe(8);
    calls.length = 0;
    drawStroke(context, stroke, true);
    expect(calls).toEqual(['begin', 'move 5,5', 'line 9,2', 'stroke']);
    calls.length = 0;
    drawStroke(context, { colour: 'white', width: 4, points: [{ x: 3, y: 4 }] });
    expect(calls).toEqual(['begin', 'arc 3,4,2', 'fill']);
    expect(context.fillStyle).toBe('#ffffff');
    calls.length = 0;
    drawStroke(context, { colour: 'red', width: 4, points: [] });
    expect(calls).toEqual([]);
  });
});

describe("the 'new photo loading' count", () => {
  it('goes up by the photos chosen, down as each is stored, never below 0, and is reset on a failure', () => {
    changePending('1:1.2', 3);
    changePending('1:1.2', -1);
    expect(pendingCount('1:1.2')).toBe(2);
    changePending('1:1.3', -1);
    expect(pendingCount('1:1.3')).toBe(0);
    resetPending('1:1.2');
    expect(pendingCount('1:1.2')).toBe(0);
  });
});
