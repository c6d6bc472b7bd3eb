/**
 * The changes since entry that open the HTML view of an exit report, as in the PDF (changes.ts):
 * one row per change, where and what, entry value, exit value, then the element's photos, the
 * entry's beside the exit's. Every value is escaped.
 */
import type { PhotoRef } from '@constat/domain';
import { changePlace, exitChanges, lastOfElement, PHOTOS_PER_SIDE, values } from './changes.ts';
import { escapeHtml } from './htmlEscape.ts';
import type { HtmlContext, ImageUrl } from './htmlParts.ts';
import { LABELS } from './labels.ts';

function photoCell(
  photos: readonly PhotoRef[],
  reportId: number | null | undefined,
  alt: string,
  imageUrl: ImageUrl,
): string {
  return photos
    .flatMap((photo) => (reportId && photo.sha256 ? imageUrl(reportId, photo.sha256) : []))
    .slice(0, PHOTOS_PER_SIDE)
    .map((url) => `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="120" loading="lazy">`)
    .join('');
}

/** The entry's photos are read through the entry report (its id), the exit's through this one. */
export function htmlChanges({ input, imageUrl }: HtmlContext): string {
  const { report, entryReport, locale } = input;
  const found = exitChanges(report, entryReport, locale);
  if (!found) return '';
  const l = LABELS[locale];
  const title = `<h2>${escapeHtml(l.changesSinceEntry)}</h2>`;
  if (found.empty !== null)
    return `<section class="changes">${title}<p><em>${escapeHtml(found.empty)}</em></p></section>`;
  const entryId = report.duplicateFromEdlID ?? null;
  const rows = found.changes.map((change, index) => {
    const [before, after] = values(change, locale);
    const { place, field } = changePlace(change, locale);
    const what = field ? ` · ${escapeHtml(field)}` : '';
    const line = `<tr><th scope="row"><strong>${escapeHtml(place)}</strong>${what}</th><td data-label="${escapeHtml(l.atEntry)}">${escapeHtml(before)}</td><td class="change-to" data-label="${escapeHtml(l.atExit)}">${escapeHtml(after)}</td></tr>`;
    if (!lastOfElement(found.changes, index)) return line;
    const entrant = photoCell(
      change.photos.entrant,
      typeof entryId === 'number' ? entryId : null,
      `${place} · ${l.atEntry}`,
      imageUrl,
    );
    const sortant = photoCell(change.photos.sortant, input.id, `${place} · ${l.atExit}`, imageUrl);
    return entrant || sortant
      ? `${line}<tr class="change-photos"><td></td><td data-label="${escapeHtml(l.atEntry)}">${entrant}</td><td data-label="${escapeHtml(l.atExit)}">${sortant}</td></tr>`
      : line;
  });
  return `<section class="changes">${title}<table><tr><th scope="col">${escapeHtml(l.element)}</th><th scope="col">${escapeHtml(l.atEntry)}</th><th scope="col">${escapeHtml(l.atExit)}</th></tr>${rows.join('')}</table></section>`;
}
