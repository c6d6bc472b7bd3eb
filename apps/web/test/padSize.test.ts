/**
 * Signature pads (inspection-core §2 'Signature'): the size rule, and the strokes laid out again
 * when the window changes (docs/ARCHITECTURE.md "Beyond the specification"): one scale for both axes, every
 * point kept inside the pad.
 */
import { describe, expect, it } from 'vitest';
import type { PointGroup } from 'signature_pad';
import { padSize, scaleStrokes } from '../src/features/signature/padSize.ts';

const stroke = (points: [number, number][]): PointGroup => ({
  dotSize: 0.3,
  minWidth: 0.5,
  maxWidth: 2.5,
  penColor: 'black',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, time: i })),
});

describe('signature pad size and strokes', () => {
  it('is 80 % of a phone in portrait, at most 600 px wide and 40 % of the height in landscape', () => {
    expect(padSize(390, 844)).toEqual({ width: 312, height: 208 });
    expect(padSize(844, 390)).toEqual({ width: 600, height: 156 });
  });

  it('scales the strokes by the smaller ratio, so the drawing keeps its shape and fits', () => {
    const drawn = [
      stroke([
        [312, 208],
        [100, 50],
      ]),
    ];
    const [scaled] = scaleStrokes(drawn, { width: 312, height: 208 }, { width: 600, height: 156 });
    expect(scaled?.points.map(({ x, y }) => [x, y])).toEqual([
      [234, 156],
      [75, 37.5],
    ]);
    expect(scaled?.penColor).toBe('black');
  });

  it('leaves the strokes as they are when the size does not change', () => {
    const drawn = [stroke([[10, 20]])];
    expect(scaleStrokes(drawn, { width: 312, height: 208 }, { width: 312, height: 208 })).toBe(drawn);
  });
});
