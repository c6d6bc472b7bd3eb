/**
 * Mail tests against a real SMTP peer (smtp-server on a free loopback port) and a second server
 * process that sends through it, on the test server's database, as another instance would.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { createMailer } from '../src/mail/mailer.ts';
import type { TestServer } from './harness.ts';

export interface Received {
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  url: string;
  /** Every message accepted, in order of arrival. */
  received: Received[];
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A server process sending through `smtpUrl`, on `server`'s database and data folder. */
export async function sendingProcess(
  server: TestServer,
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const url = (server.database.pool.options as { connectionString: string }).connectionString;
  const config = readConfig({
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(server.dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase(url, config.databasePoolSize);
  const app = await buildApp({ config, database, mailer: createMailer(smtpUrl, server.dataDir) });
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** Waits until `check` holds, polling every 50 ms, for at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
