/**
 * DATA_DIR/server.lock: one Constat server per data directory. The file names its holder by pid,
 * the process's start time (field 22 of /proc/<pid>/stat, in clock ticks since boot) and the boot
 * id: a pid alone is reused after a crash (another program may run under it and would block the
 * start for ever), while a pid started at the recorded time on this boot is the holder itself.
 *
 * Why not an OS file lock (flock): Node has no API for it, and the packages that add one are native
 * builds (npm 11 runs no install script unless allowed). Where /proc is missing (not Linux), the pid
 * alone is compared, as before.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startupError.ts';

interface Holder {
  pid: number;
  startTime: number | null;
  bootId: string | null;
}

/** Takes the lock or throws a StartupError naming the live holder; resolves to its release. */
export async function acquireServerLock(file: string): Promise<() => Promise<void>> {
  const self = await identity(process.pid);
  const content = JSON.stringify(self);
  // A few rounds: a stale lock is set aside, then created anew, and another starter may win that.
  for (let round = 0; round < 3; round++) {
    try {
      await fs.writeFile(file, content, { flag: 'wx' });
      return async () => {
        // Only our own lock is removed (never one a later server took over after a hang of ours).
        const now = await fs.readFile(file, 'utf8').catch(() => null);
        if (now === content) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const seen = await fs.readFile(file, 'utf8').catch(() => null);
    if (seen === null) continue;
    const holder = parse(seen);
    if (holder && holder.pid !== process.pid && (await isHolderAlive(holder))) {
      throw new StartupError(
        `${path.dirname(file)} is in use by another Constat server (pid ${holder.pid}); stop it first`,
      );
    }
    await setAsideIfUnchanged(file, seen);
  }
  throw new StartupError(`${path.dirname(file)}: another Constat server is starting on it at the same time`);
}

/** Moves the stale lock away, unless another starter replaced it meanwhile (then put back). */
async function setAsideIfUnchanged(file: string, seen: string): Promise<void> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    await fs.rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await fs.readFile(aside, 'utf8');
  if (moved !== seen) await fs.link(aside, file).catch(() => undefined);
  await fs.rm(aside, { force: true });
}

/** A lock of this version (JSON) or of an older one (a bare pid). */
function parse(text: string): Holder | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null, bootId: null };
  try {
    const value = JSON.parse(trimmed) as Partial<Holder>;
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, startTime: value.startTime ?? null, bootId: value.bootId ?? null };
  } catch {
    return null;
  }
}

async function isHolderAlive(holder: Holder): Promise<boolean> {
  const now = await identity(holder.pid);
  if (now.startTime === null) return isRunning(holder.pid) && !(await hasProc());
  if (holder.startTime === null) return (await commandLine(holder.pid)).includes('main.ts');
  return now.startTime === holder.startTime && now.bootId === holder.bootId;
}

/** Who runs under `pid` now: its start time is null when there is no such process (or no /proc). */
async function identity(pid: number): Promise<Holder> {
  const [stat, bootId] = await Promise.all([
    fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null),
    fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => null),
  ]);
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 3 is the state; a zombie ('Z') no longer runs. Field 22 (the 20th after the name) is the start.
  const alive = fields !== undefined && fields[0] !== 'Z';
  const startTime = alive ? Number(fields[19]) : null;
  return { pid, startTime: Number.isFinite(startTime) ? startTime : null, bootId: bootId?.trim() ?? null };
}

/** The process's arguments joined by spaces ('' when it does not run or /proc is missing). */
async function commandLine(pid: number): Promise<string> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return raw.split('\0').join(' ').trim();
}

const hasProc = () =>
  fs.access('/proc/self/stat').then(
    () => true,
    () => false,
  );

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
