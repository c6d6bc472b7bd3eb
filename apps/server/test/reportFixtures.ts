/**
 * Reports as a device uploads them: a real report from the domain (createReport) whose Photos entry
 * holds photo references carrying their SHA-256, the photos sent first with PUT /api/photos, and
 * accounts in two groups to look at them from.
 */
import { createHash } from 'node:crypto';
import {
  createReport,
  fingerprintText,
  uploadFingerprintInput,
  type LocalReport,
  type Module,
  type ReportInfo,
} from '@constat/domain';
import type { FastifyInstance } from 'fastify';
import { bearer, login } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';

export type Headers = Record<string, string>;

export function info(renter = 'Alice Martin', overrides: Partial<ReportInfo['bien']> = {}): ReportInfo {
  return {
    bien: {
      genre: 'Appartement',
      typeLogement: 'T2',
      etat: 'Bon état',
      meuble: 'non',
      presenceCave: 'non',
      presenceParking: 'non',
      presenceGrenier: 'non',
      mandataire: 'Agence du Centre',
      addr: '12 rue des Lilas',
      codePostal: '69003',
      ville: 'Lyon',
      etage: '2',
      numAppart: '21',
      ...overrides,
    },
    owner: { proprietaireNom: 'M. Durand' },
    renter: { name: renter, email: 'alice@example.fr', tel: '0600000000', represented: false },
    nbRenters: 1,
    nbExtraEmails: 0,
  };
}

/** A signed report of `profileId` whose first room's first element shows `photos`. */
export function uploadReport(
  profileId: number,
  photos: readonly Buffer[],
  options: {
    localId?: number;
    renterName?: string;
    place?: Partial<ReportInfo['bien']>;
  } & Partial<Omit<LocalReport, 'localId'>> = {},
): LocalReport {
  const { localId = 1_700_000_000_000, renterName, place, ...overrides } = options;
  const report = createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: info(renterName, place),
    now: localId,
  });
  const [first, ...rest] = report.edl as [Module, ...Module[]];
  const [entry, ...entries] = first.entry;
  const photo = photos.map((bytes, i) => ({
    _ref: `ref:${localId}:${i}`,
    _context: `${first.id}.${entry?.id ?? 1}`,
    sha256: sha256(bytes),
  }));
  const edl = [{ ...first, entry: [{ ...entry, rate: { ...entry?.rate, photo } }, ...entries] }, ...rest];
  return {
    ...report,
    open: false,
    profileId,
    edl: edl as Module[],
    comment: 'Commentaire général',
    ...overrides,
  };
}

/**
 * The report sealed as the device seals it at signing: its fingerprint, which a signed report must
 * carry (its image references already carry their hashes, as in an upload).
 */
export function sealed(report: LocalReport): LocalReport {
  const { fingerprint: _previous, ...unsealed } = report;
  const text = fingerprintText(uploadFingerprintInput(unsealed));
  return { ...unsealed, fingerprint: createHash('sha256').update(text, 'utf8').digest('hex') };
}

export const photoSet = (count: number, seed: number, size = 2_000) =>
  Array.from({ length: count }, (_, i) => makeJpeg(64, 48, seed * 1000 + i, size));

export async function putPhoto(app: FastifyInstance, headers: Headers, bytes: Buffer, hash = sha256(bytes)) {
  return app.inject({
    method: 'PUT',
    url: `/api/photos/${hash}`,
    headers: { ...headers, 'content-type': 'image/jpeg' },
    payload: bytes,
  });
}

export async function saveReport(
  app: FastifyInstance,
  headers: Headers,
  report: LocalReport,
  key = `device-1:${report.localId}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/edl',
    headers: { ...headers, 'idempotency-key': key },
    payload: report,
  });
}

/** Sends the photos, then the report; asserts success and returns the server id. */
export async function saveWithPhotos(
  app: FastifyInstance,
  headers: Headers,
  report: LocalReport,
  photos: readonly Buffer[],
): Promise<number> {
  for (const bytes of photos) {
    const put = await putPhoto(app, headers, bytes);
    if (put.statusCode >= 300) throw new Error(`photo upload failed: ${put.statusCode} ${put.body}`);
  }
  const saved = await saveReport(app, headers, report);
  if (saved.statusCode !== 201) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  return saved.json<{ id: number }>().id;
}

export interface Account {
  headers: Headers;
  userId: number;
  profileId: number;
}

/** Creates a user in `groupId` with one profile, signed in. */
export async function createAccount(
  app: FastifyInstance,
  admin: Headers,
  loginName: string,
  groupId: number | null,
  options: { admin?: boolean } = {},
): Promise<Account> {
  const password = `${loginName}-password-1`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: {
      login: loginName,
      email: `${loginName}@agence.fr`,
      groupId,
      password,
      admin: options.admin ?? false,
    },
  });
  if (created.statusCode !== 201) throw new Error(`user creation failed: ${created.body}`);
  const headers = bearer((await login(app, { username: loginName, password })).token);
  const profile = await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers,
    payload: { name: loginName },
  });
  return { headers, userId: created.json<{ id: number }>().id, profileId: profile.json<{ id: number }>().id };
}

export async function createGroup(
  app: FastifyInstance,
  admin: Headers,
  name: string,
  shareEdls: boolean,
): Promise<number> {
  const group = await app.inject({
    method: 'POST',
    url: '/api/user-group',
    headers: admin,
    payload: { name, shareEdls },
  });
  if (group.statusCode !== 201) throw new Error(`group creation failed: ${group.body}`);
  return group.json<{ id: number }>().id;
}

export async function adminHeaders(app: FastifyInstance): Promise<Headers> {
  return bearer((await login(app)).token);
}

/** The report with its first 'Murs' degraded and pre-quoted at 12,5 m² of paint. */
export function withDegradedWall(report: LocalReport, toQuote: boolean): LocalReport {
  let done = false;
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) => {
      if (done || entry.name !== 'Murs') return entry;
      done = true;
      return {
        ...entry,
        rate: {
          ...entry.rate,
          condition: toQuote ? 'Dégradé' : 'Bon état',
          type: 'Peinture',
          toQuote,
          preQuote: toQuote ? { action: 'repair', measure: 1250, cost: null, calibrationId: null } : null,
        },
      };
    }),
  }));
  return { ...report, edl };
}
