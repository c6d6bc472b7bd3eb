/**
 * CPU time spent by the processes a benchmark phase involves (Linux /proc): the server, its
 * PostgreSQL backends and the load generator itself. On a shared machine, latency under load says
 * as much about the neighbours as about the code; CPU per request is the code's own cost.
 */
import fs from 'node:fs/promises';
import type pg from 'pg';

const TICK_MS = 10;

/** User + system CPU of `pids` so far, in ms (processes gone meanwhile count as 0). */
async function cpuMs(pids: readonly number[]): Promise<number> {
  let total = 0;
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
  }
  return total;
}

/** The PostgreSQL backends serving `database`. */
export async function backendPids(sql: pg.Client, database: string): Promise<number[]> {
  const result = await sql.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return result.rows.map((row) => row.pid);
}

export interface CpuFigures {
  server: number;
  database: number;
  loadGenerator: number;
}

/** Runs `work` and returns the CPU ms each side spent on it (`server`: one process or several). */
export async function cpuOf<T>(
  serverPid: number | readonly number[],
  backends: () => Promise<number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuFigures }> {
  const servers = typeof serverPid === 'number' ? [serverPid] : serverPid;
  const pidsBefore = await backends();
  const server0 = await cpuMs(servers);
  const database0 = new Map<number, number>();
  for (const pid of pidsBefore) database0.set(pid, await cpuMs([pid]));
  const self0 = process.cpuUsage();
  const result = await work();
  const self = process.cpuUsage(self0);
  // Backends opened during the phase started from 0; one closed meanwhile (the pool drops idle
  // connections) is left out rather than counted as a negative: the figure is then a floor.
  let database = 0;
  for (const pid of new Set([...pidsBefore, ...(await backends())])) {
    const after = await cpuMs([pid]);
    const before = database0.get(pid) ?? 0;
    if (after >= before) database += after - before;
  }
  return {
    result,
    cpu: {
      server: (await cpuMs(servers)) - server0,
      database,
      loadGenerator: (self.user + self.system) / 1000,
    },
  };
}
