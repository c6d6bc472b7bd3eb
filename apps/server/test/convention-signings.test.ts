/**
 * What the parties of an exit agreement signed is kept apart from the costing (docs/ARCHITECTURE.md "Beyond
 * the specification"): the report's signing (its pre-quotes, fingerprint, signatures) is kept when it is
 * saved and no costing edit changes it; a revised costing is signed on the device as a new signing whose
 * fingerprint the server recomputes (a mismatch: 422, nothing stored); each signing is kept; only
 * the report's owner scope reaches it (another tenant: 404); the convention PDF follows.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  fingerprintText,
  revisionFingerprintText,
  uploadFingerprintInput,
  type AgreementLine,
  type LocalReport,
  type Module,
} from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  putPhoto,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let server: TestServer;
let a: Account;
let b: Account;
const photos = photoSet(1, 31);
const reportSignatures = { renter: makeJpeg(40, 20, 901), owner: makeJpeg(40, 20, 902) };

interface AgreementView {
  state: 'unsigned' | 'signed' | 'revised';
  lastSigned: {
    revision: number;
    fingerprint: string;
    lines: AgreementLine[];
    totals: { ttc: number };
  } | null;
  lines: AgreementLine[];
  totals: { ht: number; tva: number; ttc: number };
  signers: { key: string; label: string; name: string | null }[];
  history: { revision: number; signedAt: number; fingerprint: string; signedBy: number | null }[];
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'sign-a',
    await createGroup(server.app, admin, 'Agence A', false),
  );
  b = await createAccount(
    server.app,
    admin,
    'sign-b',
    await createGroup(server.app, admin, 'Agence B', false),
  );
});

afterAll(async () => {
  await server.close();
});

let nextLocalId = 1_700_000_200_000;

/** A move-out with the manual agreement, its first element pre-quoted 120,00 €, signed and sealed. */
async function signedMoveOut(account: Account): Promise<{ id: number; fingerprint: string }> {
  for (const bytes of Object.values(reportSignatures)) await putPhoto(server.app, account.headers, bytes);
  const base = uploadReport(account.profileId, photos, {
    localId: nextLocalId++,
    edlIO: 'Sortant',
    conventionSortieManuelle: true,
  });
  const [room, ...rooms] = base.edl as [Module, ...Module[]];
  const [first, ...entries] = room.entry;
  const quoted = {
    ...first,
    rate: {
      ...first?.rate,
      toQuote: true,
      preQuote: { action: 'repair', measure: 1000, cost: 12000, calibrationId: null },
    },
  };
  const unsealed = {
    ...base,
    edl: [{ ...room, entry: [quoted, ...entries] }, ...rooms],
    signatures: {
      renter: { label: 'Locataire', _ref: 'sig:renter', sha256: sha256(reportSignatures.renter) },
      owner: {
        label: 'Propriétaire ou mandataire',
        _ref: 'sig:owner',
        sha256: sha256(reportSignatures.owner),
      },
    },
  } as LocalReport;
  const fingerprint = hex(fingerprintText(uploadFingerprintInput(unsealed)));
  const id = await saveWithPhotos(server.app, account.headers, { ...unsealed, fingerprint }, photos);
  return { id, fingerprint };
}

const agreement = async (account: Account, id: number) =>
  server.app.inject({ url: `/api/edl/${id}/convention/signatures`, headers: account.headers });

const agreementOf = async (account: Account, id: number) => {
  const response = await agreement(account, id);
  expect(response.statusCode).toBe(200);
  return response.json<AgreementView>();
};

/** Builds the costing and sets its first line's cost. */
async function editCost(account: Account, id: number, cost: number) {
  const costing = await server.app.inject({ url: `/api/edl/${id}/costing`, headers: account.headers });
  const [line] = costing.json<{ lines: { id: number }[] }>().lines;
  const patch = await server.app.inject({
    method: 'PATCH',
    url: `/api/edl/costing/${line?.id}`,
    headers: account.headers,
    payload: { cost },
  });
  expect(patch.statusCode).toBe(200);
}

/** What the device sends once the parties signed the pads: images first, then the signing. */
async function revisionSigning(account: Account, view: AgreementView, seed: number, signedAt = Date.now()) {
  const signers = [];
  for (const [index, signer] of view.signers.entries()) {
    const image = makeJpeg(40, 20, seed + index);
    await putPhoto(server.app, account.headers, image);
    signers.push({ key: signer.key, label: signer.label, sha256: sha256(image) });
  }
  const text = revisionFingerprintText({
    previousFingerprint: view.lastSigned?.fingerprint ?? '',
    lines: view.lines,
    signedAt,
    signers,
  });
  return { signedAt, signers, fingerprint: hex(text) };
}

const signRevision = (account: Account, id: number, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/edl/${id}/convention/signatures`,
    headers: account.headers,
    payload,
  });

const pdfText = async (bytes: Buffer) => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-sign-')), 'doc.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

/** The convention PDF rendered after `after` (a generation already asked for is waited for). */
async function conventionText(account: Account, id: number, ask = true): Promise<string> {
  if (ask) {
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/convention-pdf/generate`,
      headers: account.headers,
    });
    expect(generate.statusCode).toBe(202);
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    const pdf = await server.app.inject({ url: `/api/edl/${id}/convention.pdf`, headers: account.headers });
    if (pdf.statusCode === 200) return pdfText(pdf.rawPayload);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the convention PDF was not rendered');
}

describe("the report's signing is kept apart from the costing", () => {
  it('is stored at save, and a costing edit revises the costing without touching it', async () => {
    const { id, fingerprint } = await signedMoveOut(a);
    const { rows: kept } = await server.database.pool.query(
      'select revision, lines, signers, fingerprint from convention_signings where report_id = $1',
      [id],
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ revision: 0, fingerprint, lines: [{ cost: 12000, taxRate: 2000 }] });

    const before = await agreementOf(a, id);
    expect(before.state).toBe('signed');
    expect(before.signers.map((signer) => signer.key)).toEqual(['renter', 'owner']);

    await editCost(a, id, 14300);
    const after = await agreementOf(a, id);
    expect(after.state).toBe('revised');
    expect(after.lastSigned).toMatchObject({ revision: 0, fingerprint, totals: { ttc: 14400 } });
    expect(after.totals.ttc).toBe(17160);
    const { rows: still } = await server.database.pool.query(
      'select revision, lines, signers, fingerprint from convention_signings where report_id = $1',
      [id],
    );
    expect(still).toEqual(kept);

    const text = await conventionText(a, id);
    expect(text).toContain('Projet révisé le');
    expect(text).toContain('non signé');
    expect(text.indexOf(fingerprint)).toBeGreaterThan(text.indexOf('portent sur les montants signés'));
  });
});

describe('signing a revision', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await signedMoveOut(a));
    await editCost(a, id, 14300);
  });

  it('refuses a fingerprint that is not the one of the costing held here (422), storing nothing', async () => {
    const view = await agreementOf(a, id);
    const stale = await revisionSigning(a, { ...view, lines: view.lastSigned?.lines ?? [] }, 950);
    const refused = await signRevision(a, id, stale);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'fingerprint-mismatch' });
    const forged = await signRevision(a, id, {
      ...(await revisionSigning(a, view, 960)),
      fingerprint: 'e'.repeat(64),
    });
    expect(forged.statusCode).toBe(422);
    expect((await agreementOf(a, id)).history).toHaveLength(1);
  });

  it('refuses a missing signer (400) and a signature image never sent (422)', async () => {
    const view = await agreementOf(a, id);
    const partial = await revisionSigning(a, { ...view, signers: view.signers.slice(1) }, 970);
    expect((await signRevision(a, id, partial)).statusCode).toBe(400);
    const unsent = await revisionSigning(a, view, 980);
    const ghost = unsent.signers.map((signer) => ({ ...signer, sha256: 'd'.repeat(64) }));
    const refused = await signRevision(a, id, { ...unsent, signers: ghost });
    expect(refused.statusCode).toBe(422);
    expect((await agreementOf(a, id)).history).toHaveLength(1);
  });

  it("answers 404 to another tenant's reading and signing, storing nothing", async () => {
    const view = await agreementOf(a, id);
    expect((await agreement(b, id)).statusCode).toBe(404);
    const attempt = await signRevision(b, id, await revisionSigning(b, view, 990));
    expect(attempt.statusCode).toBe(404);
    expect((await agreementOf(a, id)).history).toHaveLength(1);
  });

  it('lets the public costing link read where the agreement stands, never sign it', async () => {
    const view = await agreementOf(a, id);
    const link = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/public-link`,
      headers: a.headers,
    });
    const limited = { authorization: `Limited ${id}#${link.json<{ publicToken: string }>().publicToken}` };
    const read = await server.app.inject({ url: `/api/edl/${id}/convention/signatures`, headers: limited });
    expect(read.json<AgreementView>().state).toBe('revised');
    const attempt = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/convention/signatures`,
      headers: limited,
      payload: await revisionSigning(a, view, 995),
    });
    expect(attempt.statusCode).toBe(401);
    expect((await agreementOf(a, id)).history).toHaveLength(1);
  });

  it('keeps a signed revision beside the first signing, and the convention PDF prints it signed', async () => {
    const view = await agreementOf(a, id);
    const signing = await revisionSigning(a, view, 1000);
    const signed = await signRevision(a, id, signing);
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({
      revision: 1,
      fingerprint: signing.fingerprint,
      signedBy: a.userId,
    });
    const after = await agreementOf(a, id);
    expect(after.state).toBe('signed');
    expect(after.history.map((kept) => kept.revision)).toEqual([0, 1]);
    // Nothing left to sign.
    expect((await signRevision(a, id, await revisionSigning(a, after, 1010))).statusCode).toBe(409);

    // The signing asked for the PDF again: it prints the revision, its date and fingerprint.
    const text = await conventionText(a, id, false);
    expect(text).toContain('Révision 1 du chiffrage, signée le');
    expect(text).toContain(signing.fingerprint);
    expect(text).not.toContain('non signé');

    // A second edit revises revision 1; both signings stay as they were.
    await editCost(a, id, 15000);
    const again = await agreementOf(a, id);
    expect(again.state).toBe('revised');
    expect(again.lastSigned).toMatchObject({ revision: 1, fingerprint: signing.fingerprint });
    expect(again.history).toEqual(after.history);
  });
});

describe('a report saved before its signing was kept (migration 0015)', () => {
  it('reads its own signing from the signed document, and keeps it when a revision is signed', async () => {
    const { id, fingerprint } = await signedMoveOut(a);
    await server.database.pool.query('delete from convention_signings where report_id = $1', [id]);
    await editCost(a, id, 13000);
    const view = await agreementOf(a, id);
    expect(view).toMatchObject({ state: 'revised', lastSigned: { revision: 0, fingerprint } });
    const signed = await signRevision(a, id, await revisionSigning(a, view, 1100));
    expect(signed.statusCode).toBe(201);
    const { rows } = await server.database.pool.query<{ revision: number; fingerprint: string }>(
      'select revision, fingerprint from convention_signings where report_id = $1 order by revision',
      [id],
    );
    expect(rows.map((row) => row.revision)).toEqual([0, 1]);
    expect(rows[0]?.fingerprint).toBe(fingerprint);
  });
});
