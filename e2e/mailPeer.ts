/**
 * The real SMTP peer of the browser tests (smtp-server, as the API tests use): the server sends every
 * e-mail to it (SMTP_URL in playwright.config.ts), and each message received is written to the
 * mailbox folder, where a test reads it (tests/support/mailbox.ts). Started once for the run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAILBOX, E2E_SMTP_PORT } from './mailboxPlace.ts';

export default async function startMailPeer(): Promise<() => Promise<void>> {
  await fs.rm(E2E_MAILBOX, { recursive: true, force: true });
  await fs.mkdir(E2E_MAILBOX, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${String(++count).padStart(5, '0')}.eml`;
        // Written whole then renamed, so a reader never sees half a message.
        const file = path.join(E2E_MAILBOX, name);
        fs.writeFile(`${file}.part`, Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]))
          .then(() => fs.rename(`${file}.part`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}
