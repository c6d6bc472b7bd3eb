/** A tiny timing helper: warm up, then run for a fixed budget and print the per-call figures. */
export interface Figure {
  name: string;
  runs: number;
  meanMs: number;
  p95Ms: number;
}

export function measure(name: string, fn: () => unknown, budgetMs = 1000): Figure {
  for (let i = 0; i < 5; i++) fn();
  const samples: number[] = [];
  const start = performance.now();
  while (performance.now() - start < budgetMs || samples.length < 10) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const meanMs = samples.reduce((sum, s) => sum + s, 0) / samples.length;
  const p95Ms = samples[Math.floor(samples.length * 0.95)] ?? meanMs;
  const figure = { name, runs: samples.length, meanMs, p95Ms };
  console.log(
    `${name.padEnd(48)} ${String(figure.runs).padStart(7)} runs  mean ${meanMs.toFixed(3)} ms  p95 ${p95Ms.toFixed(3)} ms`,
  );
  return figure;
}
