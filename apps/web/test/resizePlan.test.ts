import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS, resizeSteps, targetSize } from '../src/photos/resizePlan.ts';

describe('targetSize', () => {
  it('fits inside 800x800 keeping proportions', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
    expect(targetSize({ width: 3000, height: 4000 })).toEqual({ width: 600, height: 800 });
    expect(targetSize({ width: 1200, height: 1200 })).toEqual({ width: 800, height: 800 });
  });

  it('never enlarges a small photo', () => {
    expect(targetSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });
});

describe('resizeSteps', () => {
  it('halves a 12-megapixel photo down, then lands on the target', () => {
    expect(resizeSteps({ width: 4000, height: 3000 })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1000, height: 750 },
      { width: 800, height: 600 },
    ]);
  });

  it('starts within the iOS canvas limit for a 48-megapixel photo', () => {
    const steps = resizeSteps({ width: 8000, height: 6000 });
    for (const step of steps) expect(step.width * step.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(steps.at(-1)).toEqual({ width: 800, height: 600 });
    const widths = steps.map((step) => step.width);
    expect([...widths].sort((a, b) => b - a)).toEqual(widths);
  });

  it('is a single step for a photo already small enough', () => {
    expect(resizeSteps({ width: 800, height: 600 })).toEqual([{ width: 800, height: 600 }]);
    expect(resizeSteps({ width: 1000, height: 750 })).toEqual([{ width: 800, height: 600 }]);
  });
});
