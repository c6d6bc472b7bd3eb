/**
 * The machine running the benchmarks is shared (other builds and browser tests): a browser under
 * measurement gets a high CPU priority so that its figures say what the app costs, not what the
 * neighbours took. Starting Chromium under `nice` is not enough: Chromium sets each of its threads'
 * priority itself (most back to 0, its display threads to -8), and a renderer's threads appear as
 * pages open. So every thread of the browser's process tree is reniced, again every 100 ms while
 * the measurement runs. Only root may raise a priority; otherwise this does nothing.
 */
import fs from 'node:fs';
import os from 'node:os';

const NICE = -15;
const EVERY_MS = 100;

/** The ids of `root` and of every process under it. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being listed.
    }
  }
  const tree: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function renice(root: number): void {
  for (const pid of processTree(root)) {
    let threads: string[];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads.map(Number)) {
      try {
        // On Linux a thread id names that thread alone to get/setpriority.
        if (os.getPriority(tid) > NICE) os.setPriority(tid, NICE);
      } catch {
        // The thread ended, or this process may not raise priorities.
      }
    }
  }
}

/** Keeps `pid`'s process tree at a high priority until the returned function is called. */
export function keepHighPriority(pid: number | undefined): () => void {
  if (pid === undefined || process.platform !== 'linux' || process.getuid?.() !== 0) return () => {};
  if (process.env.BENCH_HIGH_PRIORITY === '0') return () => {};
  renice(pid);
  const timer = setInterval(() => renice(pid), EVERY_MS);
  return () => clearInterval(timer);
}
