/**
 * Saving one local report to the server (inspection-core §4; docs/ARCHITECTURE.md "A report's journey"): one request asks
 * which images the server lacks, then each of those travels alone, addressed by its SHA-256 (a cut
 * upload resumes where it stopped: images already there are not sent again), then the report JSON goes with an
 * Idempotency-Key, so a retry after any failure returns the first result instead of a second report.
 * Nothing on the device changes until the server has answered with the report's id.
 */
import { devicePhotoRefs, uploadIdempotencyKey, uploadPlan, type SaveReportResult } from '@constat/domain';
import { request, requestJson } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { reopenForSignature, sha256Hex } from '../../storage/closeReport.ts';
import type { ConstatDatabase } from '../../storage/db.ts';
import { deviceId } from '../../storage/deviceId.ts';
import {
  nextUploadRevision,
  readReport,
  readUploadRevision,
  writeReport,
  type ReportOwner,
} from '../../storage/localReports.ts';
import { loadSchemas } from '../../storage/lazySchemas.ts';
import { LocalRefusal } from '../../storage/storageErrors.ts';
import { eachAtMost, IMAGES_AT_ONCE } from './eachAtMost.ts';

export interface UploadProgress {
  sent: number;
  total: number;
}

export interface DeviceImage {
  sha256: string;
  data: ArrayBuffer;
  type: string;
}

class ReportNotUploadable extends LocalRefusal {}

/** The hash stored at signing; images stored without one (older rows, copies) are hashed here. */
const imageOf = async (row: { data: ArrayBuffer; type: string; sha256?: string }): Promise<DeviceImage> => ({
  sha256: row.sha256 ?? (await sha256Hex(row.data)),
  data: row.data,
  type: row.type,
});

/** The images the report points at, read from the device in one query per store. */
export async function readImages(db: ConstatDatabase, refs: readonly string[], localId: number) {
  const wanted = new Set(refs);
  const photos = new Map<string, DeviceImage>();
  for (const row of await db.photos.where('localEdlId').equals(localId).toArray())
    if (wanted.has(row.ref)) photos.set(row.ref, await imageOf(row));
  // A reference to another report's photo row (not expected, but read as before rather than lost).
  for (const ref of refs) {
    if (photos.has(ref)) continue;
    const row = await db.photos.where('ref').equals(ref).first();
    if (row) photos.set(ref, await imageOf(row));
  }
  const signatures = new Map<string, DeviceImage>();
  for (const row of await db.signatures.where('localEdlId').equals(localId).toArray())
    signatures.set(row.signer, await imageOf(row));
  return { photos, signatures };
}

export const hashesOf = (images: ReadonlyMap<string, DeviceImage>) =>
  new Map([...images].map(([key, image]) => [key, image.sha256]));

/**
 * The images the server asks for: one question for the whole save, not one per image (docs/ARCHITECTURE.md
 * "Budgets").
 */
async function imagesToSend(images: readonly DeviceImage[]): Promise<DeviceImage[]> {
  if (images.length === 0) return [];
  const answer = await requestJson<unknown>('/photos/missing', {
    method: 'POST',
    body: { sha256: images.map((image) => image.sha256) },
  });
  const { MissingImagesSchema } = await loadSchemas();
  const missing = new Set(MissingImagesSchema.parse(answer).missing);
  return images.filter((image) => missing.has(image.sha256));
}

const sendImage = (image: DeviceImage, signal: AbortSignal) =>
  request(`/photos/${image.sha256}`, {
    method: 'PUT',
    rawBody: { data: image.data, type: image.type },
    signal,
  });

/**
 * What a refusal of the report itself changes on the device, besides keeping it (never deleted):
 * - idempotency-key-reused: the server holds another version under this report's key; the next
 *   save (the agent's choice, told by saveFailure.ts) goes under a new key, as a new report;
 * - fingerprint-mismatch: the report is not what was signed; it opens again to be signed again.
 */
async function afterRefusal(db: ConstatDatabase, owner: ReportOwner, localId: number, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  try {
    if (error.code === 'idempotency-key-reused') await nextUploadRevision(db, owner, localId);
    if (error.code === 'fingerprint-mismatch') await reopenForSignature(db, owner, localId);
  } catch (storage) {
    // The refusal is what the agent must hear about; the next save meets it again and retries this.
    console.error('device not updated after the refusal', storage);
  }
}

/**
 * Uploads the report `localId` of `owner`, then stores its server id and save date on the device.
 * `onProgress` gets the bytes sent so far over the total (images, then the report itself); it is
 * never called once the upload has failed (the save queue then shows 'waiting' or nothing, and a
 * late image of the failed attempt must not turn that back into 'saving').
 * The first image that fails stops the others and is thrown as is; the device is left unchanged.
 */
export async function uploadReport(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
  onProgress: (progress: UploadProgress) => void,
): Promise<SaveReportResult> {
  const report = await readReport(db, owner, localId);
  if (report === null) throw new ReportNotUploadable(`local report ${localId} is not on this device`);
  if (report.open) throw new ReportNotUploadable(`local report ${localId} is not signed yet`);
  const images = await readImages(db, devicePhotoRefs(report), localId);
  const plan = uploadPlan(report, owner.profileId, {
    photos: hashesOf(images.photos),
    signatures: hashesOf(images.signatures),
  });
  if (plan.lostSignatures.length > 0)
    throw new ReportNotUploadable(`signatures missing on the device: ${plan.lostSignatures.join(', ')}`);

  const distinct = new Map<string, DeviceImage>();
  for (const image of [...images.photos.values(), ...images.signatures.values()])
    distinct.set(image.sha256, image);
  const body = JSON.stringify(plan.payload);
  const bytesOf = (images: DeviceImage[]) => images.reduce((sum, image) => sum + image.data.byteLength, 0);
  const total = bytesOf([...distinct.values()]) + new TextEncoder().encode(body).byteLength;
  // 'Enregistrement en cours...' from the first request on, the question included.
  onProgress({ sent: 0, total });
  const toSend = await imagesToSend([...distinct.values()]);
  // The images the server has already count as done.
  let sent = bytesOf([...distinct.values()]) - bytesOf(toSend);
  if (sent > 0) onProgress({ sent, total });
  await eachAtMost(IMAGES_AT_ONCE, toSend, async (image, stopped) => {
    await sendImage(image, stopped);
    // An image whose answer came just as another one failed: the upload has failed already.
    if (stopped.aborted) return;
    sent += image.data.byteLength;
    onProgress({ sent, total });
  });
  const revision = await readUploadRevision(db, owner, localId);
  const answer = await requestJson<unknown>('/edl', {
    method: 'POST',
    body: plan.payload,
    headers: { 'Idempotency-Key': uploadIdempotencyKey(deviceId(), localId, revision) },
  }).catch(async (error: unknown) => {
    await afterRefusal(db, owner, localId, error);
    throw error;
  });
  const { SaveReportResultSchema } = await loadSchemas();
  const result = SaveReportResultSchema.parse(answer);
  onProgress({ sent: total, total });
  // The report may have been read again meanwhile (another tab): store the id on the latest copy.
  const latest = (await readReport(db, owner, localId)) ?? report;
  await writeReport(db, owner, { ...latest, id: result.id, syncDate: result.date });
  return result;
}
