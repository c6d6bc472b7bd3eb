/**
 * Mail tests against a real SMTP peer (smtp-server on a free loopback port) and a second server
 * process that sends through it, on the test server's database, as another instance would.
 */
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp, type AppOptions } from '../src/app.ts';
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
  /**
   * Fails, as a mail server down would: the port then accepts each connection and closes it at once,
   * counted in `failedConnections`.
   */
  stop(): Promise<void>;
  /** Connections cut while stopped. */
  readonly failedConnections: number;
  /** Answers again on the same port; `received` goes on. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** `port`: a given one (a peer back on the address of one that went away), else a free one. */
export async function startSmtpPeer(givenPort = 0, received: Received[] = []): Promise<SmtpPeer> {
  const make = () =>
    new SMTPServer({
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
  const listen = (server: SMTPServer, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = (server: SMTPServer | null) =>
    new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  let smtp: SMTPServer | null = make();
  await listen(smtp, givenPort);
  const port = (smtp.server.address() as AddressInfo).port;
  let failing: net.Server | null = null;
  let failedConnections = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get failedConnections() {
      return failedConnections;
    },
    async stop() {
      await close(smtp);
      smtp = null;
      failing = net.createServer((socket) => {
        failedConnections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => failing?.listen(port, '127.0.0.1', resolve));
    },
    async restart() {
      await new Promise<void>((resolve) => (failing ? failing.close(() => resolve()) : resolve()));
      failing = null;
      smtp = make();
      await listen(smtp, port);
    },
    async close() {
      await close(smtp);
      smtp = null;
      await new Promise<void>((resolve) => (failing ? failing.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * A server process sending through `smtpUrl`, on `server`'s database and data folder; `jobs` leaves
 * out the PDFs' or the e-mails' jobs.
 */
export async function sendingProcess(
  server: TestServer,
  smtpUrl: string,
  env: Record<string, string> = {},
  jobs: Pick<AppOptions, 'documentJobs' | 'mailJobs'> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const url = (server.database.pool.options as { connectionString: string }).connectionString;
  const config = readConfig({
    // The same blob store as the server's (TEST_STORAGE=s3: its S3 server).
    ...server.storageEnv,
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(server.dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase(url, config.databasePoolSize);
  const app = await buildApp({ config, database, mailer: createMailer(smtpUrl, server.dataDir), ...jobs });
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** Quoted-printable bytes (=XX) as text; `underscores`: a header's encoded word (_ is a space). */
function decodeQuoted(text: string, underscores = false): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(underscores && text[i] === '_' ? ' ' : (text[i] ?? ''), 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded Subject header of a raw message. */
export function mailSubject(raw: string): string {
  const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => decodeQuoted(word, true));
}

/**
 * The text/plain part of a raw message as a reader sees it: quoted-printable (soft line breaks
 * and =XX bytes) or Base64 decoded.
 */
export function mailText(raw: string): string {
  const type = raw.search(/^Content-Type: text\/plain/m);
  if (type < 0) throw new Error('no text/plain part');
  // The part's headers: the block around its Content-Type, up to the blank line.
  const start = Math.max(0, raw.lastIndexOf('\r\n\r\n', type));
  const end = raw.indexOf('\r\n\r\n', type);
  const headers = raw.slice(start, end);
  const rest = raw.slice(end + 4);
  const boundary = rest.search(/\r\n--\S+/);
  const body = boundary >= 0 ? rest.slice(0, boundary) : rest;
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(body.replace(/=\r\n/g, ''))
        : body;
  return text.replace(/\r\n/g, '\n');
}

/** Waits until `check` holds, polling every 50 ms, for at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
