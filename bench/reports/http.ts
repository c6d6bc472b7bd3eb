/**
 * A small HTTP client for the benchmarks (node:http over keep-alive connections, lighter than
 * fetch on a machine the server shares), a closed-loop load generator, and percentiles.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

export class Client {
  readonly agent: http.Agent;
  private readonly port: number;

  constructor(port: number, connections: number) {
    this.port = port;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          agent: this.agent,
          method,
          path,
          headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** `clients` loops sending `next()` requests back to back for `seconds`; latencies in ms. */
export async function closedLoop(
  client: Client,
  clients: number,
  seconds: number,
  next: (i: number) => { path: string; headers: Record<string, string> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const { path, headers } = next(sent++);
        const answer = await client.request('GET', path, headers);
        if (answer.status !== 200) errors++;
        latencies.push(answer.ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
  };
}

export const formatLoad = (name: string, f: LoadFigures, budgetP99?: number) =>
  `${name.padEnd(44)} ${String(f.requests).padStart(6)} req  ${f.perSecond.toFixed(0).padStart(5)}/s  ` +
  `p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  max ${f.max.toFixed(0)} ms  errors ${f.errors}` +
  (budgetP99 === undefined
    ? ''
    : `  (budget p99 < ${budgetP99} ms: ${f.p99 < budgetP99 ? 'met' : 'MISSED'})`);
