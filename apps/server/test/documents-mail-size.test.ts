/**
 * The real size of a large report: a report of 150 photos (camera photos after
 * the app's resize, about 90 kB each) e-mailed with the default threshold goes as a message of a
 * few kB carrying a link to the 13-14 MB PDF, where attaching the PDF would make an 18-19 MB message.
 * The figures are printed.
 */
import type { LocalReport } from '@constat/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_ATTACHMENTS_MAX_BYTES } from '../src/modules/documents/downloadLinks.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';
import { mailText, sendingProcess, startSmtpPeer, until, type Received, type SmtpPeer } from './smtpPeer.ts';

const PUBLIC_URL = 'https://constat.example.fr';
const PHOTOS = 150;
const PHOTO_BYTES = 90_000;

let server: TestServer;
let smtp: SmtpPeer;
let a: Account;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ env: { PUBLIC_URL }, mailJobs: false });
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'size-a',
    await createGroup(server.app, admin, 'Agence S', false),
  );
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/**
 * A report whose rooms show `photos`, a few on each element, as an agent takes them: the rooms are
 * every module but the meters and the keys, whose photos the PDF prints elsewhere.
 */
function withPhotosInRooms(photos: readonly Buffer[]): LocalReport {
  const report = uploadReport(a.profileId, [], { localId: 1_700_000_002_001 });
  const slots = report.edl
    .filter((module) => module.name !== 'Energie' && module.name !== 'Clés')
    .flatMap((module) => module.entry.filter((entry) => entry.rate).map((entry) => ({ module, entry })));
  photos.forEach((bytes, i) => {
    const slot = slots[i % slots.length];
    if (!slot?.entry.rate) throw new Error('no element to photograph');
    slot.entry.rate.photo = [
      ...(slot.entry.rate.photo ?? []),
      { _ref: `ref:size:${i}`, _context: `${slot.module.id}.${slot.entry.id}`, sha256: sha256(bytes) },
    ];
  });
  return report;
}

/** Sends report `id` through a process with `env` and returns its one message. */
async function sendThrough(id: number, env: Record<string, string>): Promise<Received> {
  const sender = await sendingProcess(server, smtp.url, { PUBLIC_URL, ...env });
  try {
    const before = smtp.received.length;
    const response = await sender.app.inject({
      method: 'PUT',
      url: `/api/edl/${id}/send`,
      headers: a.headers,
    });
    expect(response.statusCode).toBe(202);
    await until(() => smtp.received.length === before + 1, 120_000);
    const message = smtp.received.at(-1);
    if (!message) throw new Error('no message');
    return message;
  } finally {
    await sender.close();
  }
}

it(
  'a 150-photo report goes as a link of a few kB instead of an 18 MB message',
  { timeout: 300_000 },
  async () => {
    const photos = Array.from({ length: PHOTOS }, (_, i) => makeJpeg(64, 48, 150_000 + i, PHOTO_BYTES));
    const id = await saveWithPhotos(server.app, a.headers, withPhotosInRooms(photos), photos);

    const linked = await sendThrough(id, {});
    expect(linked.raw).not.toContain('application/pdf');
    expect(linked.raw.length).toBeLessThan(4000);
    const link = /https:\/\/constat\.example\.fr(\/api\/telechargement\/[\w-]{43})/.exec(
      mailText(linked.raw),
    )?.[1];
    expect(link).toBeDefined();
    const pdf = await server.app.inject({ method: 'GET', url: link ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.length).toBeGreaterThan(DEFAULT_ATTACHMENTS_MAX_BYTES);

    // The same report with the threshold out of the way: the message as it went before.
    const attached = await sendThrough(id, { MAIL_ATTACH_MAX_MB: '100' });
    expect(attached.raw).toContain('Content-Type: application/pdf');
    expect(attached.raw.length).toBeGreaterThan(pdf.rawPayload.length * 1.3);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.info(
      `150 photos: PDF ${mb(pdf.rawPayload.length)}; message with the PDF attached ${mb(attached.raw.length)}, ` +
        `with the link ${(linked.raw.length / 1000).toFixed(1)} kB`,
    );
  },
);
