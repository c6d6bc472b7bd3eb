/**
 * The pieces both HTML views are made of (the report's, html.ts, and the exit agreement's,
 * conventionHtml.ts): the page and its styles (a phone's width and a printed page), the dwelling
 * and parties tables, photo figures with their caption, the legal texts. Every value is escaped.
 */
import { RENTER_KEYS, type Module } from '@constat/domain';
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import { SIGNATURE_LABELS } from './signatureLabels.ts';
import { formatDate, isBlank, joinNonBlank, photoTakenText } from './format.ts';
import { modulePhotos, photoCaption } from './photos.ts';
import { escapeHtml } from './htmlEscape.ts';

/**
 * The address of a saved report's image in the view. The server gives signed, expiring addresses
 * that a browser follows without a token (HTML views open in a browser tab); the default is the signed-in route.
 */
export type ImageUrl = (reportId: number, sha256: string) => string;

export const BEARER_IMAGE_URL: ImageUrl = (reportId, sha256) => `/api/edl/${reportId}/photos/${sha256}`;

/** What every part of a view reads: the document's input and where its images are. */
export interface HtmlContext {
  input: DocumentInput;
  imageUrl: ImageUrl;
}

const DEFAULT_COLOR = '#1f4e79';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:900px;margin:auto;padding:1rem;color:#222;line-height:1.35}' +
  'h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:1.6rem}h3{font-size:1.05rem}' +
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;text-align:left;padding:4px;vertical-align:top}' +
  'th{width:35%}.notice{color:#b71c1c}.muted{color:#555;font-size:.85em}.fingerprint{overflow-wrap:anywhere;font-family:monospace}' +
  '.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;margin:8px 0}' +
  '.photos figure{margin:0}.photos img{width:100%;height:auto;display:block;background:#eee}' +
  'figcaption{font-size:.8em;color:#555}' +
  '.changes td.change-to{color:#b71c1c}.change-photos img{margin:2px;max-width:120px;height:auto}' +
  '.signers{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}' +
  '.signer{border:1px solid #ddd;border-radius:6px;padding:8px}.signer img{max-width:100%;max-height:110px;display:block}' +
  '@media (max-width:640px){body{padding:.6rem}th,td{display:block;width:auto;border:0;padding:2px 0}' +
  'tr{display:block;border-bottom:1px solid #ddd;padding:4px 0}.changes tr:first-child{display:none}' +
  '.changes td[data-label]::before{content:attr(data-label) " : ";color:#555}.change-photos td::before{display:block}.photos{grid-template-columns:repeat(2,1fr)}}' +
  '@page{margin:14mm}@media print{body{max-width:none;padding:0;font-size:10pt}h2,h3{break-after:avoid}' +
  'figure,.signing,tr{break-inside:avoid}.photos{grid-template-columns:repeat(4,1fr)}}';

/** The whole page: `extraStyle` for what one view alone has (the agreement's table). */
export function page(input: DocumentInput, title: string, body: string, extraStyle = ''): string {
  const color = /^#[0-9a-f]{6}$/i.test(input.branding?.mainColor ?? '')
    ? (input.branding?.mainColor ?? DEFAULT_COLOR)
    : DEFAULT_COLOR;
  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}h1,h2,h3{color:${color}}${extraStyle}</style></head>
<body><main>${body}</main></body></html>`;
}

const row = (label: string, value: string | null | undefined) =>
  isBlank(value)
    ? ''
    : `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`;

export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

/** The title, the report's number, what `notice` says under them (HTML), and the décret it follows. */
export function heading(input: DocumentInput, title: string, notice = ''): string {
  const l = LABELS[input.locale];
  const number = input.id ? ` <span class="muted">${escapeHtml(`${l.reportNumber} ${input.id}`)}</span>` : '';
  return `<h1>${escapeHtml(title)}${number}</h1>${notice}<p class="muted">${escapeHtml(l.decree)}</p>`;
}

export function dwelling(input: DocumentInput): string {
  const { report, locale } = input;
  const l = LABELS[locale];
  const bien = report.bien;
  const location = joinNonBlank(
    [bien.etage && `${l.floor} ${bien.etage}`, bien.numAppart && `${l.apartment} ${bien.numAppart}`],
    ', ',
  );
  return `${h2(l.dwelling)}<table>${row(l.date, formatDate(report.date, locale))}${row(l.address, joinNonBlank([bien.addr, bien.codePostal, bien.ville], ' '))}${row(l.location, location)}${report.edlIO === 'Sortant' ? row(l.entryReportDate, formatDate(report.entryDate, locale)) : ''}</table>`;
}

export function parties(input: DocumentInput): string {
  const { report, locale } = input;
  const l = LABELS[locale];
  const renters = RENTER_KEYS.slice(0, report.nbRenters).map((key) => report[key]);
  const numbered = (label: string, i: number) => (renters.length > 1 ? `${label} ${i + 1}` : label);
  const tenants = renters
    .map(
      (r, i) =>
        row(numbered(l.tenant, i), r?.name) +
        (report.edlIO === 'Sortant'
          ? row(
              numbered(l.newAddress, i),
              joinNonBlank([r?.sortantAddr, r?.sortantCodePostal, r?.sortantVille], ' '),
            )
          : ''),
    )
    .join('');
  return `${h2(l.parties)}<table>${row(l.landlord, report.owner.proprietaireNom)}${row(l.landlordAddress, report.owner.proprietaireAdresse)}${row(l.agent, report.bien.mandataire)}${row(SIGNATURE_LABELS[locale].agentAddress, input.branding?.agentAddress)}${tenants}${row(l.guarantor, report.garant?.name)}</table>`;
}

/**
 * A module's photos as figures, each with its caption ('Cuisine › Évier', as the PDF) and the time
 * it was taken; a photo not yet on the server (no SHA-256) or of an unsaved report is left out.
 */
export function photoFigures(ctx: HtmlContext, module: Module): string {
  const { input, imageUrl } = ctx;
  const figures = modulePhotos(module).flatMap((photo) => {
    if (!photo.sha256 || !input.id) return [];
    const caption = photoCaption(module, photo._context, input.locale);
    const taken = photoTakenText(photo, input.locale);
    const img = `<img src="${escapeHtml(imageUrl(input.id, photo.sha256))}" alt="${escapeHtml(caption)}" loading="lazy">`;
    const text = joinNonBlank([escapeHtml(caption), taken && `<br>${escapeHtml(taken)}`], '');
    return [`<figure>${img}<figcaption>${text}</figcaption></figure>`];
  });
  return figures.length === 0 ? '' : `<div class="photos">${figures.join('')}</div>`;
}

/** The comment, then the statutory notice (a report's) and the agency's text, as the PDF closes. */
export function comment(input: DocumentInput): string {
  const l = LABELS[input.locale];
  return isBlank(input.report.comment)
    ? ''
    : `${h2(l.comment)}<p>${escapeHtml(input.report.comment ?? '')}</p>`;
}

export function legal(input: DocumentInput, statutoryNotice: string | null): string {
  const texts = [statutoryNotice, input.legalText].filter((text): text is string => !isBlank(text));
  if (texts.length === 0) return '';
  return `${h2(LABELS[input.locale].legal)}${texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}`;
}

/** A fingerprint with its label and what it covers. */
export function fingerprint(label: string, value: string, note: string): string {
  return `<p><strong>${escapeHtml(label)}</strong><br><span class="fingerprint">${escapeHtml(value)}</span><br><span class="muted">${escapeHtml(note)}</span></p>`;
}
