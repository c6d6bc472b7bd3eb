/**
 * The pdfmake document of a report or of an exit agreement (convention de sortie). Pure: the same
 * definition is rendered by the server's worker threads and by the browser at signature time.
 */
import { legalNotice } from '@constat/domain';
import type {
  Content,
  Node,
  NodeQueries,
  TDocumentDefinitions,
  TDocumentInformation,
} from 'pdfmake/interfaces';
import type { DocumentInput } from './input.ts';
import { legend } from './colors.ts';
import { embeddable } from './images.ts';
import { LABELS } from './labels.ts';
import { formatDate, isBlank, joinNonBlank } from './format.ts';
import { agreementCosting } from './convention.ts';
import type { Context, ImageSource } from './sections.ts';
import { tenantRemarks } from './remarks.ts';
import { verification } from './verification.ts';
import { changesSinceEntry } from './changes.ts';
import { agreementSeal, fingerprintBlock, revisionNotice } from './agreementSeal.ts';
import { dataUrl, heading, identification, keys, meters, parties } from './sections.ts';
import { initialsFooter, signatures } from './signatures.ts';
import { rooms } from './rooms.ts';
import { photoAnnex } from './photos.ts';
import { summary } from './summary.ts';
import { printText } from './typography.ts';

const DEFAULT_COLOR = '#1f4e79';

function title(input: DocumentInput): string {
  const l = LABELS[input.locale];
  if (input.kind === 'convention') return l.conventionTitle;
  return `${l.reportTitle} ${input.report.edlIO === 'Entrant' ? l.entry : l.exit}`;
}

/**
 * The first page: the agency, the title, date and address; for a report its summary (the body is
 * built before, so that its photos are counted), for an agreement the legend of the conditions.
 */
function cover(ctx: Context, summarised: Content[]): Content[] {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const bien = input.report.bien;
  const logo = input.branding?.logo;
  // A summary takes the room the cover's blank space had: the spaces shrink to a third.
  const spacing = summarised.length > 0 ? 0.35 : 1;
  const out: Content[] = [];
  if (logo && logo.length > 0) {
    ctx.images.logo = ctx.imageSource('logo', logo);
    out.push({
      image: 'logo',
      fit: [180, 90 * Math.max(spacing, 0.7)],
      alignment: 'center',
      margin: [0, 40 * spacing, 0, 12],
    });
  } else {
    out.push({ text: '', margin: [0, 80 * spacing, 0, 0] });
  }
  const agency = joinNonBlank([input.branding?.agencyName, input.branding?.agentAddress], ' – ');
  if (!isBlank(agency))
    out.push({
      text: agency,
      alignment: 'center',
      style: 'label',
      margin: [0, 0, 0, 30 * spacing],
    });
  out.push(
    { canvas: [{ type: 'rect', x: 0, y: 0, w: 515, h: 6, color: ctx.color }] },
    {
      text: title(input),
      style: 'title',
      color: ctx.color,
      alignment: 'center',
      margin: [0, 30 * spacing, 0, 10 * spacing],
    },
    { text: formatDate(input.report.date, input.locale), alignment: 'center', fontSize: 14 },
    ...revisionNotice(ctx, [0, 8, 0, 0]),
    {
      text: joinNonBlank([bien.addr, joinNonBlank([bien.codePostal, bien.ville])], ', '),
      alignment: 'center',
      fontSize: 13,
      margin: [0, 10 * spacing, 0, 0],
    },
    input.id
      ? {
          text: `${l.reportNumber} ${input.id}`,
          alignment: 'center',
          margin: [0, 6 * spacing, 0, 0],
          color: '#555555',
        }
      : { text: '' },
    { text: l.decree, alignment: 'center', italics: true, color: '#555555', margin: [0, 40 * spacing, 0, 0] },
    { canvas: [{ type: 'rect', x: 0, y: 20 * spacing, w: 515, h: 6, color: ctx.color }] },
    ...summarised,
  );
  // A report's legend comes before its rooms, whose circles it explains.
  if (!input.hideLegend && summarised.length === 0) out.push(...legend(ctx));
  out.push({ text: '', pageBreak: 'after' });
  return out;
}

/**
 * The exit agreement: what changed since entry (the same list, at every level, as the one opening
 * the exit report: rooms, elements, sub-elements, keys, meters), then, with showCosts, its costing.
 */
function conventionSections(ctx: Context): Content[] {
  const out: Content[] = [...changesSinceEntry(ctx)];
  if (ctx.input.showCosts) out.push(...agreementCosting(ctx));
  return out;
}

/**
 * The report's statutory notice (its type's, in its language), then the agency's own text when the
 * cascade gives one; an exit agreement prints its text alone.
 */
function legalSection(ctx: Context): Content[] {
  const { input } = ctx;
  const texts = [
    input.kind === 'report' ? legalNotice(input.report.edlIO, input.locale) : null,
    input.legalText,
  ]
    .filter((text): text is string => !isBlank(text))
    .map(printText);
  if (texts.length === 0) return [];
  const [first, ...rest] = texts.map((text): Content => ({
    text,
    fontSize: 8,
    alignment: 'justify',
    margin: [0, 0, 0, 4],
  }));
  // The heading stays with the notice: never alone at the foot of a page.
  return [{ stack: [heading(LABELS[input.locale].legal, ctx), first ?? ''], unbreakable: true }, ...rest];
}

function closing(ctx: Context): Content[] {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const out: Content[] = [];
  if (!isBlank(input.report.comment)) out.push(heading(l.comment, ctx), { text: input.report.comment ?? '' });
  out.push(...legalSection(ctx));
  // An agreement whose costing changed after signing prints its signatures under what they signed.
  const seal = agreementSeal(ctx);
  if (seal) return [...out, ...seal, ...verification(ctx)];
  out.push(...signatures(ctx));
  if (!isBlank(input.report.fingerprint))
    out.push(...fingerprintBlock(ctx, l.fingerprint, input.report.fingerprint ?? '', l.fingerprintNote));
  out.push(...verification(ctx));
  return out;
}

const FOOTER = 'footer';

/**
 * A heading (headlineLevel 1) with nothing after it on its page but the footer goes to the next
 * page. The sections' tables keep their titles with their first row themselves (tables.ts); this
 * catches the others. Each such move lays the document out again, so it stays the exception.
 */
function headingLeftAlone(node: Node, queries: NodeQueries): boolean {
  if (node.headlineLevel !== 1) return false;
  return queries.getFollowingNodesOnPage().every((next) => next.style === FOOTER);
}

/** Metadata text on one line: control characters would make the PDF/A's XMP unreadable XML. */
const metadataText = (text: string) =>
  Array.from(text, (c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * The document's Info: its title, the dwelling as subject, and as author who drew the report up:
 * the agency, else the agent (mandataire) it names; none when neither is given.
 */
function documentInfo(input: DocumentInput, docTitle: string): TDocumentInformation {
  const author = [input.branding?.agencyName, input.report.bien.mandataire]
    .map((name) => metadataText(name ?? ''))
    .find((name) => name !== '');
  return {
    title: docTitle,
    subject: metadataText(joinNonBlank([input.report.bien.addr, input.report.bien.ville], ', ')),
    ...(author ? { author } : {}),
    creator: 'Constat',
  };
}

/** The pdfmake definition plus the images it refers to. */
export function buildDocument(
  given: DocumentInput,
  imageSource: ImageSource = dataUrl,
): TDocumentDefinitions {
  // Every image goes through embeddable: a large PNG pdfkit would decode is left out.
  const logo = embeddable(given.branding?.logo ?? undefined);
  const input: DocumentInput = {
    ...given,
    branding: given.branding && { ...given.branding, logo },
    images: (sha256) => embeddable(given.images(sha256)),
  };
  const ctx: Context = {
    input,
    color: /^#[0-9a-f]{6}$/i.test(input.branding?.mainColor ?? '')
      ? (input.branding?.mainColor ?? DEFAULT_COLOR)
      : DEFAULT_COLOR,
    images: {},
    imageSource,
    photos: [],
  };
  const l = LABELS[input.locale];
  const body: Content[] =
    input.kind === 'convention'
      ? [
          ...revisionNotice(ctx, [0, 0, 0, 8]),
          ...identification(ctx),
          ...parties(ctx),
          ...conventionSections(ctx),
        ]
      : [
          // The décret asks the exit report to show the changes since entry: they open it.
          ...changesSinceEntry(ctx),
          ...identification(ctx),
          ...parties(ctx),
          ...meters(ctx),
          ...keys(ctx),
          ...rooms(ctx),
          ...tenantRemarks(ctx),
        ];
  const end = closing(ctx);
  const annex = photoAnnex(ctx);
  const content: Content[] = [
    ...cover(ctx, input.kind === 'report' ? summary(ctx) : []),
    ...body,
    ...end,
    ...annex,
  ];
  const docTitle = title(input);
  const initials = input.kind === 'report' ? initialsFooter(ctx) : null;
  return {
    info: documentInfo(input, docTitle),
    // The catalog's /Lang: readers and screen readers speak the document in its own language.
    language: input.locale,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    content,
    images: ctx.images,
    pageBreakBefore: headingLeftAlone,
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 24, bold: true },
      h2: { fontSize: 14, bold: true },
      h3: { fontSize: 11, bold: true },
      th: { bold: true, fillColor: '#eeeeee' },
      label: { bold: true, color: '#333333' },
      caption: { fontSize: 7, color: '#555555', alignment: 'center', margin: [0, 2, 0, 0] },
      [FOOTER]: { fontSize: 7, color: '#777777' },
    },
    // Styled 'footer' so that pageBreakBefore tells the footer from the page's content.
    footer: (currentPage: number, pageCount: number): Content => ({
      style: FOOTER,
      columns: [
        {
          style: FOOTER,
          text: joinNonBlank([docTitle, input.id ? `${l.reportNumber} ${input.id}` : null], ' – '),
        },
        // The initials on every page, as a paper report is initialled page by page.
        initials
          ? { style: FOOTER, image: initials, fit: [60, 18], width: 60, alignment: 'center' }
          : { text: '', width: 60 },
        { style: FOOTER, text: `${l.page} ${currentPage} ${l.of} ${pageCount}`, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
}
