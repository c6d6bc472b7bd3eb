/**
 * Documents of saved reports (inspection-core §4, §7): a generate request renders the PDF in a
 * worker thread, the saved list's pdfsGenerating/pdfsGenerated follow, the has-generated stream
 * says 'generated' even to a client of another server process (LISTEN/NOTIFY), the PDF and HTML
 * views read back, and another group's report answers 404 on every route.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let other: { app: FastifyInstance; database: DatabaseHandle };
let a: Account;
let b: Account;
let reportId: number;
/** The move-out with an exit agreement made by the agreement test. */
let conventionId: number;

beforeAll(async () => {
  server = await startTestServer();
  const app = server.app;
  const admin = await adminHeaders(app);
  a = await createAccount(app, admin, 'doc-a', await createGroup(app, admin, 'Agence A', false));
  b = await createAccount(app, admin, 'doc-b', await createGroup(app, admin, 'Agence B', false));
  const photos = photoSet(4, 7);
  reportId = await saveWithPhotos(
    app,
    a.headers,
    uploadReport(a.profileId, photos, { renterName: 'Zoé Lefèvre' }),
    photos,
  );
  // A second server process on the same database, rendering nothing itself.
  const url = (server.database.pool.options as { connectionString: string }).connectionString;
  const config = readConfig({
    ...server.storageEnv,
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(server.dataDir, 'no-web'),
  });
  const database = await openDatabase(url, config.databasePoolSize);
  other = { app: await buildApp({ config, database, documentJobs: false }), database };
  await other.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await server?.close();
});

/** Opens an event stream and resolves with the first data line. */
function firstEvent(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; data: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve({ status: response.statusCode ?? 0, data: '' });
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        const data = /^data: (.*)$/m.exec(text);
        if (data?.[1]) {
          request.destroy();
          resolve({ status: 200, data: data[1] });
        }
      });
    });
    request.on('error', reject);
  });
}

const pdfText = async (bytes: Buffer) => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-pdf-')), 'doc.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

describe('PDF generation', () => {
  it("renders in a worker, tells another process's stream, and serves the PDF", async () => {
    const before = await server.app.inject({ url: `/api/edl/${reportId}.pdf`, headers: a.headers });
    expect(before.statusCode).toBe(409);
    const waiting = firstEvent(other.app, `/api/sse/edl/${reportId}/pdf/has-generated`, a.headers);
    // The stream is open before the request, as the preview popup does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${reportId}/pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(202);
    const summary = await server.app.inject({ url: `/api/edl/${reportId}`, headers: a.headers });
    expect(
      summary.json<{ pdfsGenerating: string[] }>().pdfsGenerating.length +
        summary.json<{ pdfsGenerated: string[] }>().pdfsGenerated.length,
    ).toBe(1);
    expect(await waiting).toEqual({ status: 200, data: 'generated' });
    const list = await server.app.inject({ url: '/api/edl', headers: a.headers });
    const listed = list
      .json<{ id: number; pdfsGenerated: string[]; pdfsGenerating: string[] }[]>()
      .find((r) => r.id === reportId);
    expect(listed).toMatchObject({
      pdfsGenerated: ['edl'],
      pdfsGenerating: [],
    });
    // The list's stored summary (migration 0010) followed the PDF's row: as the report's own route.
    const { data: _document, ...presented } = (
      await server.app.inject({ url: `/api/edl/${reportId}`, headers: a.headers })
    ).json<{ data: unknown }>();
    expect(listed).toEqual(presented);
    const pdf = await server.app.inject({ url: `/api/edl/${reportId}.pdf`, headers: a.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Zoé Lefèvre');
    expect(text).toContain('État des lieux');
  });

  it('a stream opened after the rendering says generated at once', async () => {
    expect(await firstEvent(other.app, `/api/sse/edl/${reportId}/pdf/has-generated`, a.headers)).toEqual({
      status: 200,
      data: 'generated',
    });
  });

  it('HTML view of the report, in its language', async () => {
    const html = await server.app.inject({ url: `/api/edl/${reportId}.html`, headers: a.headers });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Zoé Lefèvre');
  });

  it('a convention needs a report that has one (409)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${reportId}/convention-pdf/generate`,
      headers: a.headers,
    });
    expect(response.statusCode).toBe(409);
  });

  it('the exit agreement compares with the entry report and prices the elements to quote', async () => {
    const photos = photoSet(1, 9);
    const exit = uploadReport(a.profileId, photos, {
      localId: 1_700_000_000_777,
      renterName: 'Zoé Lefèvre',
      edlIO: 'Sortant',
      hasConvention: true,
      duplicateFromEdlID: reportId,
      duplicateFromEdlIO: 'Entrant',
    });
    const [room, ...rooms] = exit.edl;
    const [element, ...elements] = room?.entry ?? [];
    if (!room || !element) throw new Error('a report has rooms');
    const priced = {
      ...exit,
      edl: [
        {
          ...room,
          entry: [
            {
              ...element,
              rate: {
                ...element.rate,
                condition: 'Dégradé',
                toQuote: true,
                preQuote: { action: 'repair' as const, measure: 100, cost: 12_000, calibrationId: null },
              },
            },
            ...elements,
          ],
        },
        ...rooms,
      ],
    };
    const exitId = await saveWithPhotos(server.app, a.headers, priced, photos);
    const waiting = firstEvent(other.app, `/api/sse/edl/${exitId}/convention-pdf/has-generated`, a.headers);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${exitId}/convention-pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(202);
    expect(await waiting).toEqual({ status: 200, data: 'generated' });
    const pdf = await server.app.inject({ url: `/api/edl/${exitId}/convention.pdf`, headers: a.headers });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Convention de sortie');
    expect(text).toContain('À l’entrée');
    expect(text).toContain('Dégradé');
    expect(text).toContain('Chiffrage des travaux');
    expect(text).toMatch(/144,00\s€/);
    const html = await server.app.inject({ url: `/api/edl/${exitId}/convention.html`, headers: a.headers });
    expect(html.body).toContain('Convention de sortie');
    conventionId = exitId;
  });

  it("once costed, the agreement prints the costing's figures, regenerated by the public link", async () => {
    const costing = await server.app.inject({ url: `/api/edl/${conventionId}/costing`, headers: a.headers });
    expect(costing.statusCode).toBe(200);
    const [line] = costing.json().lines as { id: number; name: string }[];
    if (!line) throw new Error('the pre-quoted element is a costing line');
    // A typed cost of 250,00 € at 10 %: HT 250,00, TVA 25,00, TTC 275,00 (the pre-quote said 120,00 HT).
    for (const body of [{ cost: 25_000 }, { taxRate: 1000 }]) {
      const patch = await server.app.inject({
        method: 'PATCH',
        url: `/api/edl/costing/${line.id}`,
        headers: a.headers,
        payload: body,
      });
      expect(patch.statusCode).toBe(200);
    }
    const link = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${conventionId}/public-link`,
      headers: a.headers,
    });
    const limited = { authorization: `Limited ${conventionId}#${link.json().publicToken}` };
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${conventionId}/convention-pdf/generate`,
      headers: limited,
    });
    expect(generate.statusCode).toBe(202);
    // The public page learns from the agreement's stream that its PDF is ready.
    expect(
      await firstEvent(other.app, `/api/sse/edl/${conventionId}/convention-pdf/has-generated`, limited),
    ).toEqual({ status: 200, data: 'generated' });
    // The previous rendering is served until this one is stored: wait for the new figures.
    let text = '';
    for (let attempt = 0; attempt < 100 && !/275,00\s€/.test(text); attempt++) {
      const pdf = await server.app.inject({
        url: `/api/edl/${conventionId}/convention.pdf`,
        headers: a.headers,
      });
      if (pdf.statusCode === 200) text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      if (!/275,00\s€/.test(text)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toContain('Chiffrage des travaux');
    expect(text).toMatch(/250,00\s€/);
    expect(text).toMatch(/25,00\s€/);
    expect(text).toMatch(/275,00\s€/);
    expect(text).not.toMatch(/144,00\s€/);
    expect(text).toContain(line.name.split(' > ')[1] ?? '');

    // The link asks for its own report's agreement only: not the report's PDF, not another report.
    const refused = [
      ['POST', `/api/edl/${conventionId}/pdf/generate`],
      ['POST', `/api/edl/${reportId}/convention-pdf/generate`],
      ['GET', `/api/edl/${conventionId}/convention.pdf`],
      ['GET', `/api/sse/edl/${conventionId}/pdf/has-generated`],
      ['GET', `/api/sse/edl/${reportId}/convention-pdf/has-generated`],
    ] as const;
    for (const [method, url] of refused) {
      const response = await server.app.inject({ method, url, headers: limited });
      expect([401, 404], `${method} ${url}`).toContain(response.statusCode);
    }
    await server.app.inject({
      method: 'DELETE',
      url: `/api/edl/${conventionId}/public-link`,
      headers: a.headers,
    });
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${conventionId}/convention-pdf/generate`,
      headers: limited,
    });
    expect(revoked.statusCode).toBe(401);
  });

  it("another group's report answers 404 on every documents route", async () => {
    const urls = [
      ['POST', `/api/edl/${reportId}/pdf/generate`],
      ['POST', `/api/edl/${reportId}/convention-pdf/generate`],
      ['GET', `/api/edl/${reportId}.pdf`],
      ['GET', `/api/edl/${reportId}/convention.pdf`],
      ['GET', `/api/edl/${reportId}.html`],
      ['GET', `/api/edl/${reportId}/convention.html`],
      ['GET', `/api/sse/edl/${reportId}/pdf/has-generated`],
      ['GET', `/api/sse/edl/${reportId}/convention-pdf/has-generated`],
      ['GET', `/api/edl/${reportId}/send`],
      ['PUT', `/api/edl/${reportId}/send`],
    ] as const;
    for (const [method, url] of urls) {
      const response = await server.app.inject({ method, url, headers: b.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
