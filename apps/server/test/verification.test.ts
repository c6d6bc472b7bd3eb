/**
 * The verification address of every stored PDF (docs/ARCHITECTURE.md "A report's journey"): the PDF prints it
 * (with its QR code); the public, rate-limited route answers the report's date and parties' initials only for
 * the report's own fingerprint, and the same 404 for a changed fingerprint and an unknown report.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { shortFingerprint } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFingerprint } from '../src/modules/verification/service.ts';
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

const PUBLIC_URL = 'https://constat.example';
const LIMIT = 8;
let server: TestServer;
let account: Account;
let id: number;
let fingerprint: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL, LOGIN_LIMIT_PER_IP: String(LIMIT) } });
  const { app } = server;
  const admin = await adminHeaders(app);
  account = await createAccount(app, admin, 'verif-a', await createGroup(app, admin, 'Agence V', false));
  const photos = photoSet(1, 5);
  const report = uploadReport(account.profileId, photos, { renterName: 'Zoé Lefèvre' });
  id = await saveWithPhotos(app, account.headers, report, photos);
  fingerprint = reportFingerprint(report);
});
afterAll(() => server?.close());

const verify = (edlId: number | string, digits: string) =>
  server.app.inject({ url: `/api/verifier/${edlId}/${digits}`, remoteAddress: `10.0.0.${edlId}` });

/** `digits` with its last hex digit changed. */
const changed = (digits: string) => `${digits.slice(0, -1)}${digits.endsWith('0') ? '1' : '0'}`;

describe('the verification address of a PDF', () => {
  it('is printed in the stored PDF, with the id and the first 16 digits of the fingerprint', async () => {
    const { app } = server;
    expect(
      (await app.inject({ method: 'POST', url: `/api/edl/${id}/pdf/generate`, headers: account.headers }))
        .statusCode,
    ).toBe(202);
    await expect
      .poll(
        async () => (await app.inject({ url: `/api/edl/${id}.pdf`, headers: account.headers })).statusCode,
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    const pdf = (await app.inject({ url: `/api/edl/${id}.pdf`, headers: account.headers })).rawPayload;
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-verif-')), 'doc.pdf');
    await fs.writeFile(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${PUBLIC_URL}/verifier/${id}/${shortFingerprint(fingerprint)}`);
    expect(text).toContain('Vérifier ce document');
  });

  it("answers the date and the parties' initials for the report's own fingerprint, nothing more", async () => {
    for (const digits of [shortFingerprint(fingerprint), fingerprint, fingerprint.toUpperCase()]) {
      const response = await verify(id, digits);
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(body).toEqual({
        authentic: true,
        edlId: id,
        edlIO: 'Entrant',
        date: expect.any(Number),
        renters: ['Z. L.'],
        owner: 'M. D.', // 'M. Durand'
      });
      expect(JSON.stringify(body)).not.toContain('Lefèvre');
    }
  });

  it('answers the same 404 for a changed fingerprint and for an unknown report', async () => {
    const wrong = await verify(id, changed(shortFingerprint(fingerprint)));
    const unknown = await verify(id + 1000, shortFingerprint(fingerprint));
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'not-found' });
  });

  it('answers an address no fingerprint can have as one that names nothing, saying why', async () => {
    for (const digits of ['abc', 'z'.repeat(16), '0'.repeat(20)]) {
      const response = await verify(id, digits);
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).toContain('empreinte invalide');
    }
  });

  it('is limited per client address, as the login is', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push(
        (
          await server.app.inject({
            url: `/api/verifier/${id}/${changed(fingerprint)}`,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, LIMIT).every((status) => status === 404)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('refuses a wrong fingerprint of a stored report from its stored fingerprint alone, without reading the report', async () => {
    const photos = photoSet(1, 6);
    const unsigned = uploadReport(account.profileId, photos, { localId: 1_700_000_000_100 });
    const signed = uploadReport(account.profileId, photos, { localId: 1_700_000_000_200 });
    signed.fingerprint = reportFingerprint(signed);
    for (const report of [unsigned, signed]) {
      const saved = await saveWithPhotos(server.app, account.headers, report, photos);
      // Nothing of the report's content can be read or hashed any more: only what was kept at save.
      await server.database.pool.query(`update reports set document = '{"garbage": true}' where id = $1`, [
        saved,
      ]);
      const unknown = await verify(saved + 1000, changed(shortFingerprint(reportFingerprint(report))));
      for (const digits of [
        changed(shortFingerprint(reportFingerprint(report))),
        changed(reportFingerprint(report)),
      ]) {
        const wrong = await verify(saved, digits);
        expect(wrong.statusCode).toBe(404);
        expect(wrong.json()).toEqual(unknown.json());
      }
    }
  });

  it('verifies a report saved before fingerprints were kept, and keeps its fingerprint then', async () => {
    const photos = photoSet(1, 7);
    const report = uploadReport(account.profileId, photos, { localId: 1_700_000_000_300 });
    const saved = await saveWithPhotos(server.app, account.headers, report, photos);
    const kept = (await server.database.pool.query('select fingerprint from reports where id = $1', [saved]))
      .rows[0];
    expect(kept).toEqual({ fingerprint: reportFingerprint(report) });
    await server.database.pool.query('update reports set fingerprint = null where id = $1', [saved]);
    expect((await verify(saved, changed(shortFingerprint(reportFingerprint(report))))).statusCode).toBe(404);
    expect((await verify(saved, shortFingerprint(reportFingerprint(report)))).statusCode).toBe(200);
    expect(
      (await server.database.pool.query('select fingerprint from reports where id = $1', [saved])).rows[0],
    ).toEqual(kept);
  });

  it('opens in the app when a browser opens the bare address', async () => {
    const response = await server.app.inject({
      url: `/verifier/${id}/${shortFingerprint(fingerprint)}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/#/verifier/${id}/${shortFingerprint(fingerprint)}`);
  });
});
