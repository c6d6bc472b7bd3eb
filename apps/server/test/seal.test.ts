/**
 * The server seals every PDF it stores or sends (docs/ARCHITECTURE.md "A report's journey"): pdfsig reports
 * the seal valid over the whole document, and invalid once a byte of the signed range is changed. Without
 * SEAL_CERT the server makes a self-signed certificate on first start and keeps it; with SEAL_CERT
 * (a PKCS#12) it seals with that one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { RenderPool, type WorkerInput } from '../src/jobs/renderPool.ts';
import { loadSealIdentity } from '../src/seal/identity.ts';
import { sealBytes } from '../src/seal/sealPdf.ts';
import { sampleReport } from '../../../packages/documents/test/fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
} from './reportFixtures.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-seal-'));
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** What pdfsig says of `bytes` (written to a file), stdout and stderr together. */
async function pdfsig(bytes: Uint8Array, name = 'doc.pdf'): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** `pdf` with one byte of its first signed range changed (a byte of a page's content stream). */
function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('stream\n', copy.indexOf('/Type /Page')) + 'stream\n'.length + 2;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

/** The stored PDF of report `id`, once its render job has run. */
async function storedPdf(headers: Record<string, string>, id: number): Promise<Buffer> {
  const { app } = server;
  const generate = await app.inject({ method: 'POST', url: `/api/edl/${id}/pdf/generate`, headers });
  expect(generate.statusCode).toBe(202);
  await expect
    .poll(async () => (await app.inject({ url: `/api/edl/${id}.pdf`, headers })).statusCode, {
      timeout: 30_000,
    })
    .toBe(200);
  return (await app.inject({ url: `/api/edl/${id}.pdf`, headers })).rawPayload;
}

describe('the seal of a stored PDF', () => {
  it('is a valid PAdES signature over the whole document, invalid after a byte is changed', async () => {
    const { app } = server;
    const admin = await adminHeaders(app);
    const account = await createAccount(
      app,
      admin,
      'seal-a',
      await createGroup(app, admin, 'Agence S', false),
    );
    const photos = photoSet(2, 3);
    const id = await saveWithPhotos(app, account.headers, uploadReport(account.profileId, photos), photos);
    const pdf = await storedPdf(account.headers, id);

    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    // Self-signed: the certificate's trust is another line, the issuer being nobody pdfsig knows.
    expect(report).toContain('Certificate Validation: Certificate issuer is unknown.');
    // The page text is the report's still.
    const file = path.join(dir, 'doc.pdf');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('État des lieux');

    const changed = await pdfsig(tampered(pdf), 'changed.pdf');
    expect(changed).not.toContain('Signature is Valid.');
    expect(changed).toContain('Signature Validation: Digest Mismatch.');
  });

  it('seals the archive form: PDF/A-3b, tagged, its author and language, fonts embedded, the report attached', async () => {
    const { app } = server;
    const admin = await adminHeaders(app);
    const account = await createAccount(
      app,
      admin,
      'seal-archive',
      await createGroup(app, admin, 'Agence A', false),
    );
    const me = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: account.headers,
      payload: { companyName: 'Martin & Fils', companyAddress: '5 quai Saint-Antoine, 69002 Lyon' },
    });
    expect(me.statusCode).toBe(200);
    const photos = photoSet(2, 4);
    const report = {
      ...uploadReport(account.profileId, photos, { localId: 1_700_000_000_404 }),
      locale: 'en' as const,
    };
    const id = await saveWithPhotos(app, account.headers, report, photos);
    const pdf = await storedPdf(account.headers, id);
    expect(await pdfsig(pdf, 'archive.pdf')).toContain('Signature Validation: Signature is Valid.');

    const file = path.join(dir, 'archive.pdf');
    const tool = (name: string, ...args: string[]) =>
      execFileSync(name, [...args, file], { encoding: 'utf8' });
    const xmp = tool('pdfinfo', '-meta');
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('<rdf:li>Martin &amp; Fils</rdf:li>');
    expect(xmp).toContain('<dc:language><rdf:Bag><rdf:li>en</rdf:li></rdf:Bag></dc:language>');
    const info = tool('pdfinfo');
    expect(info).toMatch(/^Title:\s+Inventory of fixtures \(move-in\)$/m);
    expect(info).toMatch(/^Author:\s+Martin & Fils$/m);
    // The seal's update keeps what the catalog declares: language, OutputIntent, metadata, attachment.
    const catalogs = pdf.toString('latin1').match(/<<\n\/Type \/Catalog\n[\s\S]*?\n>>\nendobj/g) ?? [];
    expect(catalogs).toHaveLength(2);
    for (const catalog of catalogs)
      for (const entry of [
        /\/Lang \(en\)/,
        /\/OutputIntents \[/,
        /\/Metadata \d+ 0 R/,
        /\/AF \[/,
        /\/MarkInfo \d+ 0 R/,
        /\/StructTreeRoot \d+ 0 R/,
      ])
        expect(catalog).toMatch(entry);
    expect(tool('pdfinfo')).toMatch(/^Tagged:\s+yes$/m);
    const fonts = tool('pdffonts')
      .split('\n')
      .slice(2)
      .filter((row) => row.trim() !== '');
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) expect(row.trim().split(/\s+/).at(-5), row).toBe('yes');

    expect(tool('pdfdetach', '-list')).toBe('1 embedded files\n1: report.json\n');
    const saved = path.join(dir, 'report.json');
    execFileSync('pdfdetach', ['-save', '1', '-o', saved, file]);
    const attached = JSON.parse(await fs.readFile(saved, 'utf8')) as typeof report;
    expect(attached.localId).toBe(report.localId);
    expect(attached.edl).toEqual(report.edl);
    expect(attached.bien).toEqual(report.bien);
  });

  it('keeps its self-signed certificate under DATA_DIR and says once that it made it', async () => {
    const said: string[] = [];
    const first = await loadSealIdentity({ dataDir: dir, host: 'example.test' }, (m) => said.push(m));
    const again = await loadSealIdentity({ dataDir: dir, host: 'example.test' }, (m) => said.push(m));
    expect(again).toEqual(first);
    expect(said).toEqual([expect.stringContaining(path.join(dir, 'seal'))]);
    expect(first.name).toBe('Constat example.test');
  });
});

describe('the seal of any pdfkit PDF', () => {
  it('keeps the links of a first page that has annotations already', async () => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.text('Vérifier', { link: 'https://constat.example/verifier/1/0123456789abcdef' });
    doc.addPage().text('Page 2');
    doc.end();
    await new Promise((resolve) => doc.on('end', resolve));
    const identity = await loadSealIdentity({ dataDir: dir, host: 'example.test' }, () => undefined);
    const sealed = sealBytes(Buffer.concat(chunks), identity);
    expect(await pdfsig(sealed, 'links.pdf')).toContain('Signature Validation: Signature is Valid.');
    const firstPage = /\/Annots \[(\d+) 0 R (\d+) 0 R\s*\]/.exec(sealed.toString('latin1'));
    expect(firstPage).not.toBeNull();
  });
});

describe('a seal from SEAL_CERT', () => {
  it("signs a mail's PDF (rendered as bytes) with the PKCS#12's certificate", async () => {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const p12 = path.join(dir, 'seal.p12');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=Agence Sceau Test/O=Constat',
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      [
        'pkcs12',
        '-export',
        '-inkey',
        key,
        '-in',
        cert,
        '-out',
        p12,
        '-passout',
        'pass:secret',
        '-certpbe',
        'PBE-SHA1-3DES',
        '-keypbe',
        'PBE-SHA1-3DES',
        '-macalg',
        'sha1',
      ],
      { stdio: 'ignore' },
    );
    const identity = await loadSealIdentity(
      { dataDir: dir, certFile: p12, password: 'secret', host: 'x' },
      () => {
        throw new Error('a PKCS#12 is given: nothing to make');
      },
    );
    const pool = new RenderPool(1, undefined, identity);
    try {
      const { input } = sampleReport('Sortant');
      const pdf = await pool.render({ ...input, images: new Map() } as WorkerInput);
      const report = await pdfsig(pdf, 'p12.pdf');
      expect(report).toContain('Signer Certificate Common Name: Agence Sceau Test');
      expect(report).toContain('Signature Validation: Signature is Valid.');
    } finally {
      await pool.close();
    }
  });
});
