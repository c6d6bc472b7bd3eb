/**
 * The e-mails the server sent during the run, as the SMTP peer received them (mailPeer.ts): a test
 * waits for the one to an address and reads its text, quoted-printable soft breaks undone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAILBOX } from '../../mailboxPlace.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message's text, soft line breaks and '=XX' escapes of quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function readMailbox(): Promise<ReceivedMail[]> {
  const names = (await fs.readdir(E2E_MAILBOX)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(E2E_MAILBOX, name), 'utf8');
      const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.split(',') ?? [];
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      return { to, subject, text: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The only e-mail sent to `address`, once it has arrived. */
export async function mailTo(address: string): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(async () => (found = (await readMailbox()).filter((mail) => mail.to.includes(address))).length, {
      message: `an e-mail to ${address}`,
      timeout: 20_000,
    })
    .toBe(1);
  const [mail] = found;
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

/** The address after 'Adresse : ' in an e-mail's text: the link it asks to open. */
export function linkOf(mail: ReceivedMail): string {
  const link = /Adresse : (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in the e-mail '${mail.subject}'`);
  return link;
}
