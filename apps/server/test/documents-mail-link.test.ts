/**
 * A report too large to attach is e-mailed as a download link, against a
 * real SMTP peer: the message is small and carries a link built from PUBLIC_URL, in the report's
 * language; the link, opened without login, yields the very PDF bytes; a changed, expired or dead
 * link is refused with a French page and reveals nothing. The threshold is lowered through
 * MAIL_ATTACH_MAX_MB here; documents-mail-size.test.ts sends a real 150-photo report.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  mailSubject,
  mailText,
  sendingProcess,
  startSmtpPeer,
  until,
  type Received,
  type SmtpPeer,
} from './smtpPeer.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

const PUBLIC_URL = 'https://constat.example.fr';
const LINK = /https:\/\/constat\.example\.fr\/api\/telechargement\/([A-Za-z0-9_-]{43})/g;

let server: TestServer;
let smtp: SmtpPeer;
let a: Account;
let sender: Awaited<ReturnType<typeof sendingProcess>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ env: { PUBLIC_URL }, mailJobs: false });
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'link-a',
    await createGroup(server.app, admin, 'Agence L', false),
  );
  // Every PDF is "too large": 1 kB.
  sender = await sendingProcess(server, smtp.url, { PUBLIC_URL, MAIL_ATTACH_MAX_MB: '0.001' });
});

afterAll(async () => {
  await sender?.close();
  await server?.close();
  await smtp?.close();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The one download link of a message's text. */
function linkIn(text: string): string {
  const links = [...text.matchAll(LINK)].map((match) => match[0]);
  expect(links).toHaveLength(1);
  return links[0] ?? '';
}

const open = (url: string, accept = 'text/html,application/xhtml+xml') =>
  server.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { accept } });

/** Sends report `id` and returns the messages it made, once all are in. */
async function send(id: number, count: number, headers = a.headers): Promise<Received[]> {
  const before = smtp.received.length;
  const response = await sender.app.inject({ method: 'PUT', url: `/api/edl/${id}/send`, headers });
  expect(response.statusCode).toBe(202);
  await until(() => smtp.received.length === before + count);
  return smtp.received.slice(before);
}

describe('a report too large to attach', () => {
  it('goes as a small message whose link opens the very PDF; a changed or expired link is refused', async () => {
    const photos = photoSet(2, 31);
    const id = await saveWithPhotos(
      server.app,
      a.headers,
      uploadReport(a.profileId, photos, { localId: 1_700_000_001_001 }),
      photos,
    );
    // The PDF generated beforehand is the one the link serves.
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(202);
    const pdfOf = () => server.app.inject({ method: 'GET', url: `/api/edl/${id}.pdf`, headers: a.headers });
    await until(async () => (await pdfOf()).statusCode === 200);
    const pdf = (await pdfOf()).rawPayload;
    expect(pdf.length).toBeGreaterThan(1000);

    const [message] = await send(id, 1);
    expect(message?.to).toEqual(['alice@example.fr']);
    const raw = message?.raw ?? '';
    expect(raw.length).toBeLessThan(4000);
    expect(raw).not.toContain('application/pdf');
    const text = mailText(raw);
    expect(text).toMatch(
      /Votre état des lieux \(PDF, [\d,]+ Mo\) est trop volumineux pour être joint à ce message\./,
    );
    expect(text).toMatch(/Ce lien est valable jusqu'au \d{1,2}(er)? \S+ \d{4}\./);
    const link = linkIn(text);

    const { rows: lifetime } = await server.database.pool.query(
      `select extract(day from expires_at - created_at)::int as days from document_links where report_id = $1`,
      [id],
    );
    expect(lifetime).toEqual([{ days: 30 }]);

    const opened = await open(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(`inline; filename="EDL-${id}.pdf"`);
    expect(sha(opened.rawPayload)).toBe(sha(pdf));

    // One character changed, a token cut short, nonsense: the same "unknown" page.
    const pages = new Set<string>();
    const last = link.at(-1) === 'A' ? 'B' : 'A';
    for (const wrong of [
      link.slice(0, -1) + last,
      link.slice(0, -5),
      `${PUBLIC_URL}/api/telechargement/..%2F1`,
    ]) {
      const refused = await open(wrong);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('Lien de téléchargement introuvable');
      pages.add(refused.body);
    }
    // The same page whatever was wrong, naming no report.
    expect(pages.size).toBe(1);
    expect([...pages][0]).not.toContain('EDL-');
    // Any other client than a browser: the API's JSON error.
    const json = await open(link.slice(0, -1) + last, 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('not-found');

    await server.database.pool.query(
      `update document_links set expires_at = '2025-03-01T12:00:00Z' where report_id = $1`,
      [id],
    );
    const expired = await open(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Lien de téléchargement expiré');
    expect(expired.body).toContain("Ce lien n'est plus valable depuis le 1er mars 2025.");
    expect(expired.body).not.toContain('%PDF');
    expect((await open(link, '*/*')).json().code).toBe('gone');
  });

  it("rendered for the sending, in the report's language: each tenant's link opens the same stored PDF", async () => {
    const photos = photoSet(1, 32);
    const report = uploadReport(a.profileId, photos, {
      localId: 1_700_000_001_002,
      locale: 'es',
      extraEmail: 'propietario@example.es',
      nbExtraEmails: 1,
    });
    const id = await saveWithPhotos(server.app, a.headers, report, photos);
    const messages = await send(id, 2);
    const links = messages.map((message) => {
      const text = mailText(message.raw);
      expect(mailSubject(message.raw)).toBe(`Su acta de estado del inmueble (n° ${id})`);
      expect(text).toContain('es demasiado grande para adjuntarla a este mensaje. Puede descargarla aquí:');
      expect(text).toMatch(/Este enlace es válido hasta el \d{1,2} de \S+ de \d{4}\./);
      return linkIn(text);
    });
    expect(new Set(links).size).toBe(2);
    const [first, second] = await Promise.all(links.map((link) => open(link)));
    expect(first?.statusCode).toBe(200);
    const pdf = first?.rawPayload ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(second?.rawPayload ?? Buffer.alloc(0))).toBe(sha(pdf));
    const { rows } = await server.database.pool.query<{ sha256: string }>(
      'select distinct sha256 from document_links where report_id = $1',
      [id],
    );
    expect(rows).toEqual([{ sha256: sha(pdf) }]);

    // Expired, its page speaks the recipient's language.
    await server.database.pool.query(
      `update document_links set expires_at = '2025-03-01T12:00:00Z' where report_id = $1`,
      [id],
    );
    const expired = await open(links[0] ?? '');
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<html lang="es">');
    expect(expired.body).toContain('Este enlace dejó de ser válido el 1 de marzo de 2025.');
  });

  it('a deleted report: its link opens nothing, and says no more than a wrong one', async () => {
    const admin = await adminHeaders(server.app);
    const b = await createAccount(
      server.app,
      admin,
      'link-b',
      await createGroup(server.app, admin, 'Agence B', false),
    );
    const photos = photoSet(1, 33);
    const id = await saveWithPhotos(
      server.app,
      b.headers,
      uploadReport(b.profileId, photos, { localId: 1_700_000_001_003 }),
      photos,
    );
    const [message] = await send(id, 1, b.headers);
    const link = linkIn(mailText(message?.raw ?? ''));
    expect((await open(link)).statusCode).toBe(200);
    // Group A's account never reaches group B's report, link or not.
    const other = await server.app.inject({ method: 'GET', url: `/api/edl/${id}.pdf`, headers: a.headers });
    expect(other.statusCode).toBe(404);

    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/edl/${id}`, headers: b.headers });
    expect(deleted.statusCode).toBeLessThan(300);
    const gone = await open(link);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Lien de téléchargement introuvable');
  });
});
