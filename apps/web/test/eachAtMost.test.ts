/**
 * The upload's image concurrency (features/saving/eachAtMost.ts): never more than the limit at
 * once, every item once, and a failure stops starting new requests and is thrown at once, without
 * waiting for a request in flight that may hang on a dead network.
 */
import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../src/features/saving/eachAtMost.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('eachAtMost', () => {
  it('runs every item once with at most `limit` running', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await eachAtMost(4, [...Array(10).keys()], async (item) => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(peak).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
  });

  it('stops starting items after a failure and throws it without waiting for the ones in flight', async () => {
    const started: number[] = [];
    const failure = new Error('PUT 400');
    const run = eachAtMost(2, [0, 1, 2, 3, 4, 5], async (item) => {
      started.push(item);
      // Item 0 never ends, as a request on a dead connection may not.
      if (item === 0) return new Promise<void>(() => undefined);
      await tick();
      if (item === 1) throw failure;
    });
    await expect(run).rejects.toBe(failure);
    expect(started).toEqual([0, 1]);
  });

  it('does nothing for no items', async () => {
    await expect(eachAtMost(4, [], () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
