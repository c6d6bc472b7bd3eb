/**
 * The HTML views (GET /api/edl/{id}.html and /convention.html): the report's, with the same items
 * as its PDF (changes since entry for a move-out, dwelling, parties, meters, keys, rooms, every
 * photo with its caption, remarks, legal texts, signatures, fingerprint), and the exit agreement's
 * (conventionHtml.ts). Images are linked by the addresses `imageUrl` gives. Every value is escaped.
 */
import { legalNotice, translateCatalogue, type Module } from '@constat/domain';
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import { ENERGY_MODULE, KEYS_MODULE, formatDate, keyCountText, rateLines, roomModules } from './format.ts';
import { remarkPlace } from './remarks.ts';
import { escapeHtml } from './htmlEscape.ts';
import { htmlChanges } from './htmlChanges.ts';
import { conventionView } from './conventionHtml.ts';
import {
  BEARER_IMAGE_URL,
  comment,
  dwelling,
  h2,
  heading,
  legal,
  page,
  parties,
  photoFigures,
  type HtmlContext,
  type ImageUrl,
} from './htmlParts.ts';
import { signaturesHtml } from './htmlSignatures.ts';

export type { ImageUrl };

const ratingRow = (name: string, value: string) =>
  `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`;

/** 'État : Bon état · Propreté : Propre', or '—' for an element left blank (as the PDF). */
const rated = (rate: Parameters<typeof rateLines>[0], input: DocumentInput) =>
  rateLines(rate, input.locale)
    .map((x) => `${x.field} : ${x.value}`)
    .join(' · ') || '—';

/** A module's elements and sub-elements with their ratings ('Photos' holds only photos). */
function elementRows(module: Module, input: DocumentInput): string {
  const t = (name: string) => translateCatalogue(name, input.locale);
  return module.entry
    .filter((e) => e.name !== 'Photos')
    .flatMap((e) => [
      ratingRow(
        t(e.name),
        module.name === KEYS_MODULE ? keyCountText(module, e, input.locale) : rated(e.rate, input),
      ),
      ...(e.content ?? []).map((s) => ratingRow(`${t(e.name)} › ${t(s.name)}`, rated(s.rate, input))),
    ])
    .join('');
}

/** Meters or keys: their table, then their photos (a meter's reading is photographed). */
function moduleSection(ctx: HtmlContext, name: string, title: string): string {
  const module = ctx.input.report.edl.find((m) => m.name === name);
  if (!module) return h2(title);
  return `${h2(title)}<table>${elementRows(module, ctx.input)}</table>${photoFigures(ctx, module)}`;
}

function rooms(ctx: HtmlContext): string {
  const { input } = ctx;
  const sections = roomModules(input.report.edl).map(
    (module) =>
      `<section><h3>${escapeHtml(translateCatalogue(module.name, input.locale))}</h3><table>${elementRows(module, input)}</table>${photoFigures(ctx, module)}</section>`,
  );
  return `${h2(LABELS[input.locale].rooms)}${sections.join('')}`;
}

function tenantRemarks(input: DocumentInput): string {
  const remarks = input.tenantRemarks ?? [];
  if (remarks.length === 0) return '';
  const l = LABELS[input.locale];
  const lines = remarks
    .map(
      (remark) =>
        `<tr><td>${escapeHtml(formatDate(remark.receivedAt, input.locale))}</td><td>${escapeHtml(remarkPlace(remark.place, input.locale))}</td><td>${escapeHtml(remark.text)}</td></tr>`,
    )
    .join('');
  return `${h2(l.tenantRemarks)}<p>${escapeHtml(l.tenantRemarksNote)}</p><table><tr><th scope="col">${escapeHtml(l.receivedOn)}</th><th scope="col">${escapeHtml(l.remarkPlace)}</th><th scope="col">${escapeHtml(l.remark)}</th></tr>${lines}</table>`;
}

function reportView(ctx: HtmlContext): string {
  const { input } = ctx;
  const { report, locale } = input;
  const l = LABELS[locale];
  const title = `${l.reportTitle} ${report.edlIO === 'Entrant' ? l.entry : l.exit}`;
  const body = [
    heading(input, title),
    // The décret asks the exit report to show the changes since entry: they open it, as in the PDF.
    htmlChanges(ctx),
    dwelling(input),
    parties(input),
    moduleSection(ctx, ENERGY_MODULE, l.meters),
    moduleSection(ctx, KEYS_MODULE, l.keys),
    rooms(ctx),
    tenantRemarks(input),
    comment(input),
    legal(input, legalNotice(report.edlIO, locale)),
    signaturesHtml(ctx),
  ];
  return page(input, title, body.join('\n'));
}

/**
 * The HTML view of a report or of its exit agreement. `imageUrl`: where the page's images are read
 * (the server signs them so that a browser needs no token); by default the signed-in photo route.
 */
export function renderHtml(input: DocumentInput, imageUrl: ImageUrl = BEARER_IMAGE_URL): string {
  const ctx: HtmlContext = { input, imageUrl };
  return input.kind === 'convention' ? conventionView(ctx) : reportView(ctx);
}
