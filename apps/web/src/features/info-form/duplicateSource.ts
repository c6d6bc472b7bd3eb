/**
 * The source of a duplication brought onto the device (inspection-core §4 'Duplication'): a local
 * report is read and its photos copied; a saved report is fetched from the server and its photos
 * downloaded. Either way the returned source's photo references point to new rows of the device photo
 * store belonging to the new report, and photos that could not be had are dropped and counted.
 */
import { mapPhotoRefs, listPhotoRefs, type LocalReport, type PhotoRef } from '@constat/domain';
import { API_BASE, request } from '../../api/client.ts';
import { fetchSavedReport } from '../reports-saved/savedReportsApi.ts';
import type { ConstatDatabase } from '../../storage/db.ts';
import { readReport, type ReportOwner } from '../../storage/localReports.ts';
import { readPhoto, storePhoto, type NewPhoto } from '../../storage/photos.ts';

export interface BroughtSource {
  source: LocalReport;
  missingPhotos: number;
}

type PhotoLoader = (photo: PhotoRef) => Promise<NewPhoto | null>;

async function copyPhotos(
  db: ConstatDatabase,
  source: LocalReport,
  newLocalId: number,
  load: PhotoLoader,
): Promise<BroughtSource> {
  const copied = new Map<string, string | null>();
  // One photo at a time: a report can hold hundreds and the device store takes one row per write.
  for (const photo of listPhotoRefs(source)) {
    if (copied.has(photo._ref)) continue;
    let ref: string | null = null;
    try {
      const data = await load(photo);
      if (data) ref = await storePhoto(db, newLocalId, photo._context ?? null, data);
    } catch (error) {
      console.error('Photo non copiée lors de la duplication', photo._ref, error);
    }
    copied.set(photo._ref, ref);
  }
  let missingPhotos = 0;
  const moved = mapPhotoRefs(source, (photo) => {
    const ref = copied.get(photo._ref) ?? null;
    if (ref === null) {
      missingPhotos += 1;
      return null;
    }
    // The copy keeps its source's hash (the same bytes): the comparison and the documents then
    // tell an entry photo carried over from one taken at exit, before the move-out is signed.
    const { url: _url, _data: _inline, ...rest } = photo;
    return { ...rest, _ref: ref };
  });
  return { source: moved, missingPhotos };
}

const fromStored =
  (db: ConstatDatabase): PhotoLoader =>
  async (photo) => {
    const row = await readPhoto(db, photo._ref);
    if (!row) return null;
    return {
      data: row.data,
      type: row.type,
      width: row.width ?? 0,
      height: row.height ?? 0,
      thumbnail: row.thumbnail ?? row.data,
    };
  };

const downloaded: PhotoLoader = async (photo) => {
  if (!photo.url) return null;
  const path = photo.url.startsWith(API_BASE) ? photo.url.slice(API_BASE.length) : photo.url;
  const response = await request(path);
  const data = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? 'image/jpeg';
  const bitmap = await createImageBitmap(new Blob([data], { type }));
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  // The full image stands in for the thumbnail; lists scale it down.
  return { data, type, ...size, thumbnail: data };
};

export async function bringLocalSource(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
  newLocalId: number,
): Promise<BroughtSource | null> {
  const source = await readReport(db, owner, localId);
  return source ? copyPhotos(db, source, newLocalId, fromStored(db)) : null;
}

export async function bringRemoteSource(
  db: ConstatDatabase,
  reportId: number,
  newLocalId: number,
): Promise<BroughtSource> {
  const remote = await fetchSavedReport(reportId);
  return copyPhotos(db, remote.data, newLocalId, downloaded);
}
