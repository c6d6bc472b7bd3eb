/**
 * The copy of a signed report the tenant can take away on the spot (the law asks for a copy at
 * signing; docs/ARCHITECTURE.md "Beyond the specification"): the same PDF the server renders, made on the
 * device from the report and the images it holds, so it works offline. pdfmake and its fonts (about 1 MB) are
 * a lazy chunk fetched only when a copy is asked for; the service worker precaches it for offline use.
 */
import { devicePhotoRefs, tenantNames, uploadPlan, type LocalReport } from '@constat/domain';
import type { ConstatDatabase } from '../../storage/db.ts';
import { listSummaries, readKeptEntry, readReport, type ReportOwner } from '../../storage/localReports.ts';
import { LocalRefusal } from '../../storage/storageErrors.ts';
import { hashesOf, readImages } from '../saving/uploadReport.ts';

class NoCopyYet extends LocalRefusal {}

/** A file name from the tenant and the report's date, without characters file systems refuse. */
function fileName(tenants: string, date: number): string {
  const day = new Date(date).toISOString().slice(0, 10);
  const who = tenants.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'EDL';
  return `EDL ${who} ${day}.pdf`;
}

/**
 * The entry report a move-out is compared to, from the device only: the one kept at duplication, else
 * a local report of the owner that is the saved entry (duplicateFromEdlID). Null when neither is here:
 * the copy then prints no comparison rather than wait for a network.
 */
async function entryOnDevice(
  db: ConstatDatabase,
  owner: ReportOwner,
  report: LocalReport,
): Promise<LocalReport | null> {
  if (report.edlIO !== 'Sortant') return null;
  const kept = await readKeptEntry(db, owner, report.localId);
  if (kept) return kept;
  const entryId = report.duplicateFromEdlID ?? null;
  if (entryId === null) return null;
  const entry = (await listSummaries(db, owner)).find((summary) => summary.id === entryId);
  return entry ? readReport(db, owner, entry.localId) : null;
}

/** Renders the PDF of the signed local report `localId` and hands it to the browser as a download. */
export async function downloadDeviceCopy(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<void> {
  const report = await readReport(db, owner, localId);
  if (report === null || report.open) throw new NoCopyYet(`local report ${localId} is not signed`);
  const images = await readImages(db, devicePhotoRefs(report), localId);
  // The upload plan puts each image's SHA-256 on its reference, which is how documents find images.
  const { payload } = uploadPlan(report, owner.profileId, {
    photos: hashesOf(images.photos),
    signatures: hashesOf(images.signatures),
  });
  const bytes = new Map<string, Uint8Array>();
  for (const image of [...images.photos.values(), ...images.signatures.values()])
    bytes.set(image.sha256, new Uint8Array(image.data));
  const { renderPdfBlob } = await import('@constat/documents/browser');
  const blob = await renderPdfBlob({
    kind: 'report',
    report: payload,
    id: typeof report.id === 'number' ? report.id : null,
    locale: report.locale,
    entryReport: await entryOnDevice(db, owner, report),
    images: (sha256) => bytes.get(sha256),
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(tenantNames(report), report.date);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is released once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
