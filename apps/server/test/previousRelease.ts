/**
 * A database of an earlier release, with data in it, for the upgrade tests: the committed migrations
 * up to PREVIOUS_RELEASE only, then rows written as that release wrote them (plain SQL against its
 * schema, frozen here: the current code's inserts would name columns it did not have) and their
 * blobs in the store: a group, an agent with a profile, a move-in with photos and its PDF, a move-out
 * duplicated from it with its PDF and costing lines the agent edited.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { savedReportFields, savedReportSearchText, type LocalReport } from '@constat/domain';
import type pg from 'pg';
import type { BlobStore } from '../src/blobs/blobStore.ts';
import { MIGRATIONS_FOLDER } from '../src/db/connection.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { photoSet, uploadReport } from './reportFixtures.ts';

/**
 * The last migration of the release before 0014, whose backfill updates `reports` that the next
 * migrations alter (0015 adds a foreign key to it): the upgrade that once failed whole.
 */
export const PREVIOUS_RELEASE = '0013_upload_content_hash';

export const AGENT = { username: 'agent-ancien', password: 'agent-ancien-pw-1' };

interface JournalEntry {
  tag: string;
}

/** A copy of the migrations folder whose journal stops at `lastTag`. */
export async function migrationsUpTo(lastTag: string, into: string): Promise<string> {
  await fs.cp(MIGRATIONS_FOLDER, into, { recursive: true });
  const journalFile = path.join(into, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal, null, 2));
  return into;
}

/** What the upgraded server must still have. */
export interface PreviousReleaseData {
  entryId: number;
  exitId: number;
  entryDocument: LocalReport;
  photos: Buffer[];
  entryPdf: Buffer;
  exitPdf: Buffer;
  costing: { name: string; cost: number; wear: number; enabled: boolean }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF file as the previous release stored it (its renderer's output is not the point here). */
function pdfFile(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

async function putBlob(blobs: BlobStore, bytes: Buffer): Promise<string> {
  const key = sha256(bytes);
  await blobs.put(
    key,
    (async function* () {
      yield bytes;
    })(),
  );
  return key;
}

async function insertReport(
  client: pg.ClientBase,
  owner: { userId: number; groupId: number; profileId: number },
  report: LocalReport,
  sourceId: number | null,
): Promise<number> {
  const fields = savedReportFields(report);
  const { rows } = await client.query<{ id: number }>(
    `insert into reports (user_id, group_id, profile_id, idempotency_key, content_hash, document, local_id,
       edl_io, date, renter, housing_size, housing_ref, agent, owner, address, locale,
       duplicate_from_edl_id, has_convention, search_text)
     values ($1, $2, $3, $4, null, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, false, $17)
     returning id`,
    [
      owner.userId,
      owner.groupId,
      owner.profileId,
      `device-ancien:${report.localId}`,
      JSON.stringify(report),
      report.localId,
      report.edlIO,
      new Date(report.date),
      fields.renter,
      fields.housingSize,
      fields.housingRef,
      fields.agent,
      fields.owner,
      fields.address,
      report.locale,
      sourceId,
      savedReportSearchText(fields),
    ],
  );
  return (rows[0] as { id: number }).id;
}

/** Writes the previous release's data into `client`'s database (migrated up to PREVIOUS_RELEASE). */
export async function fillPreviousRelease(
  client: pg.ClientBase,
  blobs: BlobStore,
): Promise<PreviousReleaseData> {
  const one = async <T>(text: string, values: unknown[]) =>
    (await client.query<T & pg.QueryResultRow>(text, values)).rows[0] as T;
  const { id: groupId } = await one<{ id: number }>(
    `insert into groups (name, share_edls) values ('Agence historique', true) returning id`,
    [],
  );
  const { id: userId } = await one<{ id: number }>(
    `insert into users (login, email, password_hash, group_id) values ($1, $2, $3, $4) returning id`,
    [AGENT.username, 'agent-ancien@agence.fr', await hashPassword(AGENT.password), groupId],
  );
  const { id: profileId } = await one<{ id: number }>(
    `insert into profiles (user_id, name, is_default) values ($1, 'Ancien profil', true) returning id`,
    [userId],
  );
  const owner = { userId, groupId, profileId };

  const photos = photoSet(3, 2900);
  for (const bytes of photos) {
    const key = await putBlob(blobs, bytes);
    await client.query(
      `insert into photo_blobs (sha256, size, mime, width, height) values ($1, $2, 'image/jpeg', 64, 48)`,
      [key, bytes.length],
    );
    await client.query('insert into photo_grants (user_id, sha256) values ($1, $2)', [userId, key]);
  }

  const entryDocument = uploadReport(profileId, photos, {
    localId: 1_690_000_000_000,
    renterName: 'Odile Ancienne',
  });
  const entryId = await insertReport(client, owner, entryDocument, null);
  for (const [position, bytes] of photos.entries()) {
    await client.query(
      `insert into report_photos (report_id, position, kind, sha256, ref, context) values ($1, $2, 'photo', $3, $4, null)`,
      [entryId, position, sha256(bytes), `ref:ancien:${position}`],
    );
  }
  const exitDocument = uploadReport(profileId, [], {
    localId: 1_690_000_500_000,
    renterName: 'Odile Ancienne',
    edlIO: 'Sortant',
    duplicateFromEdlID: entryId,
    duplicateFromEdlIO: 'Entrant',
  });
  // The previous release kept the device's flag, never set: 0014 gives this move-out its agreement.
  const exitId = await insertReport(client, owner, exitDocument, entryId);

  const costing = [
    { name: 'Peinture du séjour', cost: 12_345, wear: 20, enabled: true },
    { name: 'Remplacement de la poignée', cost: 4_500, wear: 0, enabled: false },
  ];
  for (const [position, line] of costing.entries()) {
    await client.query(
      `insert into costing_lines (report_id, position, element_path, name, module, enabled, action, wear, cost, tax_rate)
       values ($1, $2, $3, $4, 'Séjour', $5, 'repair', $6, $7, 2000)`,
      [exitId, position, `1.${position + 1}`, line.name, line.enabled, line.wear, line.cost],
    );
  }

  const entryPdf = pdfFile('EDL entrant');
  const exitPdf = pdfFile('EDL sortant');
  for (const [reportId, bytes] of [
    [entryId, entryPdf],
    [exitId, exitPdf],
  ] as const) {
    const key = await putBlob(blobs, bytes);
    await client.query(
      `insert into report_documents (report_id, kind, status, locale, sha256, size, attempts, generated_at)
       values ($1, 'edl', 'done', 'fr', $2, $3, 1, now())`,
      [reportId, key, bytes.length],
    );
  }
  return { entryId, exitId, entryDocument, photos, entryPdf, exitPdf, costing };
}
