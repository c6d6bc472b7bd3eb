/**
 * The device's database (IndexedDB through Dexie): what an agent captures lives here until it is
 * saved to the server, and must survive reloads, logouts, app updates and storage errors.
 *
 * - `reports`: one row per local report, the whole LocalReport document plus who owns it (account and
 *   profile: another account on the same device never sees it) and when it last changed.
 * - `photos`: one row per photo, the bytes as an ArrayBuffer with their MIME type (Safari has long
 *   mishandled Blobs in IndexedDB), keyed by a unique `ref` that the report's photo references use.
 * - `signatures`: the signature images of a report, keyed the same way.
 * - `summaries` (version 2): one row per report, what 'EDLs en cours' shows of it (the domain's
 *   localReportSummary), written in the transaction of every write of its report (localReports.ts)
 *   so that the list never reads whole reports.
 *
 * Schema changes add a new `version(n)` below with an `upgrade` that migrates existing rows; never
 * edit an earlier version, the devices in the field still run it.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { LocalReport, LocalReportSummary } from '@constat/domain';
import { buildSummaries } from './summaries.ts';

export interface StoredReport {
  /** The report's own localId (its creation timestamp, unique on the device). */
  localId: number;
  /** The account (user id) and profile that made it. */
  userId: number;
  profileId: number;
  report: LocalReport;
  /** Last local change (ms). */
  updatedAt: number;
  /**
   * A move-out duplicated from an entry report: that entry as it was brought onto the device, so the
   * offline copy (offline-pdf) can print the changes since entry with no network. Never uploaded: the
   * server finds the entry by duplicateFromEdlID. Not indexed, so no new database version is needed.
   */
  entry?: LocalReport;
  /**
   * How many times the agent chose to save this report as a new one after the server refused its
   * Idempotency-Key as already used for another content (domain uploadIdempotencyKey). Never
   * uploaded; not indexed.
   */
  uploadRevision?: number;
}

export interface StoredPhoto {
  id?: number;
  /** Unique reference, as in the report's `photo[]._ref`. */
  ref: string;
  localEdlId: number;
  /** moduleId.entryId[.subEntryId]: where the photo was taken (may be stripped when that element goes). */
  context: string | null;
  data: ArrayBuffer;
  type: string;
  /** Small JPEG for lists, so that a report with hundreds of photos stays light in memory. */
  thumbnail?: ArrayBuffer | null;
  width?: number;
  height?: number;
  /** SHA-256 (hex) of `data`, stored at signing so the upload need not hash again; cleared on edit. */
  sha256?: string;
  createdAt: number;
}

interface StoredSignature {
  id?: number;
  ref: string;
  localEdlId: number;
  /** The signer key of `report.signatures`. */
  signer: string;
  data: ArrayBuffer;
  type: string;
  /** SHA-256 (hex) of `data`, stored at signing (rows from older versions have none). */
  sha256?: string;
  createdAt: number;
}

/** A report's summary, owned like its report. */
export interface StoredSummary {
  localId: number;
  userId: number;
  profileId: number;
  summary: LocalReportSummary;
}

export type ConstatDatabase = Dexie & {
  reports: EntityTable<StoredReport, 'localId'>;
  photos: EntityTable<StoredPhoto, 'id'>;
  signatures: EntityTable<StoredSignature, 'id'>;
  summaries: EntityTable<StoredSummary, 'localId'>;
};

const DATABASE_NAME = 'constat';

export function openDeviceDatabase(name = DATABASE_NAME): ConstatDatabase {
  const db = new Dexie(name) as ConstatDatabase;
  db.version(1).stores({
    reports: 'localId, userId, [userId+profileId]',
    photos: '++id, &ref, localEdlId',
    signatures: '++id, &ref, localEdlId',
  });
  // The summaries of the reports a device already holds are made as it opens this version; the
  // reports themselves are untouched.
  db.version(2)
    .stores({ summaries: 'localId, [userId+profileId]' })
    .upgrade((transaction) => buildSummaries(transaction.table('reports'), transaction.table('summaries')));
  return db;
}

let shared: ConstatDatabase | null = null;

/** The app's one database connection. */
export function deviceDatabase(): ConstatDatabase {
  shared ??= openDeviceDatabase();
  return shared;
}
