/**
 * What a device sends when it saves a report (inspection-core §4 "Local report life";
 * docs/ARCHITECTURE.md "A report's journey"): the images first, each addressed by its SHA-256, then the report whose photo and
 * signature references carry that hash instead of any inline data. These rules decide the payload and
 * the idempotency key; the app only reads the device's stores and talks to the server.
 */
import { isBlank } from '../text.ts';
import { canonicalJson } from './fingerprint.ts';
import type { LocalReport, PhotoRef, Signature } from './model.ts';
import { listPhotoRefs, mapPhotoRefs } from './photos.ts';

/** The hashes of the images the device holds, by photo `_ref` and by signer key. */
export interface DeviceImageHashes {
  photos: ReadonlyMap<string, string>;
  signatures: ReadonlyMap<string, string>;
}

export interface UploadPlan {
  /** The report as `POST /api/edl` takes it. */
  payload: LocalReport & { profileId: number };
  /** Photo references dropped because the device no longer holds their image and no hash is known. */
  lostPhotos: string[];
  /** Signers whose image the device no longer holds: the report cannot be saved as signed. */
  lostSignatures: string[];
}

const withHash = <T extends PhotoRef | Signature>(image: T, sha256: string): T => {
  const { _data: _inline, url: _url, ...kept } = image;
  return { ...kept, sha256 } as T;
};

/**
 * The upload payload of `report` for `profileId`. An image the device holds gets its hash; a photo
 * whose image is gone but which already carries a hash (copied from a saved report) keeps it, the
 * server then links the stored image; any other photo reference is dropped and listed in
 * `lostPhotos` (a saved report never points at nothing).
 */
export function uploadPlan(report: LocalReport, profileId: number, hashes: DeviceImageHashes): UploadPlan {
  const lostPhotos: string[] = [];
  const withPhotos = mapPhotoRefs(report, (photo) => {
    const sha256 = hashes.photos.get(photo._ref) ?? photo.sha256;
    if (sha256 === undefined) {
      lostPhotos.push(photo._ref);
      return null;
    }
    return withHash(photo, sha256);
  });
  const lostSignatures: string[] = [];
  const signatures = Object.fromEntries(
    Object.entries(report.signatures ?? {}).flatMap(([signer, signature]) => {
      const sha256 = hashes.signatures.get(signer) ?? signature.sha256;
      if (sha256 === undefined) {
        lostSignatures.push(signer);
        return [];
      }
      return [[signer, withHash(signature, sha256)]];
    }),
  );
  const payload = { ...withPhotos, signatures, profileId };
  return { payload, lostPhotos, lostSignatures };
}

/** The photo references of a report whose image the device must send (in document order). */
export function devicePhotoRefs(report: Pick<LocalReport, 'edl'>): string[] {
  return [...new Set(listPhotoRefs(report).map((photo) => photo._ref))];
}

/**
 * The `Idempotency-Key` of a report's upload: the device and the report's localId. A retry from the
 * same device (after a cut connection, a reload, a crash) gets the first result back. `revision`
 * counts the times the agent chose to save this report as a new one after the server refused its
 * key as already used for another content (idempotency-key-reused); 0 keeps the original key.
 */
export function uploadIdempotencyKey(deviceId: string, localId: number, revision = 0): string {
  if (isBlank(deviceId) || !/^[\x21-\x7e]+$/.test(deviceId)) throw new Error('invalid device id');
  return revision > 0 ? `${deviceId}:${localId}:${revision}` : `${deviceId}:${localId}`;
}

/**
 * What makes two uploads under one key the same upload: the report the server would store (the
 * device's copy of a server id and sync date aside), its image references with their hashes, as
 * canonical JSON of the validated report. Key order and whitespace of the body do not count, so an
 * honest retry always matches; any other change, however small, is another content.
 */
export function uploadContentText(report: LocalReport): string {
  const { id: _serverId, syncDate: _syncDate, ...content } = report;
  return canonicalJson(content);
}

const detailLine = (item: unknown): string | null => {
  if (typeof item === 'string') return isBlank(item) ? null : item;
  if (typeof item !== 'object' || item === null) return null;
  const { path, message } = item as { path?: unknown; message?: unknown };
  if (typeof message !== 'string' || isBlank(message)) return null;
  return typeof path === 'string' && !isBlank(path) ? `${path} : ${message}` : message;
};

/** What a failed save tells the agent: the server's detail, readable (a list of strings or a text). */
export function saveFailureDetail(detail: unknown): string | null {
  if (typeof detail === 'string') return isBlank(detail) ? null : detail;
  if (Array.isArray(detail)) {
    const lines = detail.map(detailLine).filter((line): line is string => line !== null);
    return lines.length > 0 ? lines.join('\n') : null;
  }
  if (typeof detail === 'object' && detail !== null) {
    const { missing } = detail as { missing?: unknown };
    if (Array.isArray(missing)) return `Photos absentes du serveur : ${missing.length}`;
  }
  return null;
}
