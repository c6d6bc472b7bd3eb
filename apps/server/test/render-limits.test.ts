/**
 * Each PDF render has a time and a memory limit (docs/ARCHITECTURE.md "Trust"): a render over either fails
 * with a RenderLimitError saying which (the job is then not retried), its worker is replaced, and
 * the next render works. Two workers render side by side: a small PDF never waits for a big one. A
 * worker a render left with a large heap is replaced, so that an idle server gives that memory back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RenderLimitError, RenderPool, type WorkerInput } from '../src/jobs/renderPool.ts';
import { sampleReport } from '../../../packages/documents/test/fixture.ts';
import { maximalReport } from '../../../packages/documents/test/maximalReport.ts';

const { input: sample } = sampleReport('Entrant');
const small: WorkerInput = { ...sample, branding: undefined, images: new Map() };
const maximal: WorkerInput = { ...small, report: maximalReport(1, 1_700_000_000_000) };
// The pool takes any input (an upload's limits are checked before): four maximal reports in one take
// about 4 s to render even on an idle machine, over the 2 s limit tested below; a one-page render takes
// a tenth of a second, under it even on a machine loaded five times over.
const fourTimesMaximal: WorkerInput = {
  ...maximal,
  report: { ...maximal.report, edl: Array.from({ length: 4 }, () => maximal.report.edl).flat() },
};
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

let pool: RenderPool | undefined;
afterEach(() => pool?.close());

async function refusal(render: Promise<Uint8Array>): Promise<RenderLimitError> {
  const error: unknown = await render.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RenderLimitError))
    throw new Error(`expected a RenderLimitError, got ${String(error)}`);
  return error;
}

describe('render limits', () => {
  it('stops a render over its time limit, then renders the next', async () => {
    pool = new RenderPool(1, { timeMs: 2_000, memoryMb: 512 });
    const t0 = performance.now();
    const error = await refusal(pool.render(fourTimesMaximal));
    expect(performance.now() - t0).toBeLessThan(8_000);
    expect(error.message).toBe('Rendu du PDF interrompu : plus de 2 s (limite de temps par document)');
    expect(isPdf(await pool.render(small))).toBe(true);
  }, 60_000);

  it('stops a render over its memory limit, then renders the next', async () => {
    pool = new RenderPool(1, { timeMs: 120_000, memoryMb: 64 });
    const error = await refusal(pool.render(maximal));
    expect(error.message).toBe('Rendu du PDF interrompu : plus de 64 Mo de mémoire (limite par document)');
    expect(isPdf(await pool.render(small))).toBe(true);
  }, 120_000);

  it('replaces a worker whose heap a big render grew, and keeps one a small render left small', async () => {
    pool = new RenderPool(1, { timeMs: 120_000, memoryMb: 512 });
    await pool.render(small);
    expect(pool.recycled).toBe(0);
    await pool.render(maximal);
    // Its heap would stay that large while idle: a fresh thread takes its place.
    expect(pool.recycled).toBe(1);
    expect(isPdf(await pool.render(small))).toBe(true);
    expect(pool.recycled).toBe(1);
  }, 120_000);

  it('renders a small PDF beside a big one, without waiting for it', async () => {
    pool = new RenderPool(2, { timeMs: 120_000, memoryMb: 1024 });
    await pool.render(small); // workers started
    let bigDone = false;
    const big = pool.render(maximal).then(() => (bigDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const t0 = performance.now();
    expect(isPdf(await pool.render(small))).toBe(true);
    expect(performance.now() - t0).toBeLessThan(3_000);
    expect(bigDone).toBe(false);
    await big;
  }, 120_000);
});
