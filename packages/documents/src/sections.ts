/**
 * The sections of a report document as pdfmake content: identification, parties, meters, keys (the
 * rooms are rooms.ts, the signature block signatures.ts). Each section is a table titled in its
 * header rows (tables.ts). Photos are passed to pdfmake as JPEG data URLs, which pdfkit embeds
 * with DCTDecode as they are (no re-encoding).
 */
import { RENTER_KEYS, type Entry } from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import { SIGNATURE_LABELS } from './signatureLabels.ts';
import { formatDate, isBlank, joinNonBlank, keyCountText, ENERGY_MODULE, KEYS_MODULE } from './format.ts';
import { ratePhotos, type NumberedPhoto } from './photos.ts';
import { moduleTable } from './rooms.ts';
import { titledTable } from './tables.ts';
import { printName } from './typography.ts';

export interface Context {
  input: DocumentInput;
  color: string;
  /** Images registered for pdfmake, by key. */
  images: Record<string, string>;
  /** What pdfmake is given for an image's bytes: a data URL, or a name in its virtual files. */
  imageSource: ImageSource;
  /** The photos numbered so far, in the order printed: the annex prints them again. */
  photos: NumberedPhoto[];
}

/** `sha256`: the image's hash, for a source that reads the bytes again when they are embedded. */
export type ImageSource = (key: string, bytes: Uint8Array, sha256?: string) => string;

/** The bytes as a data URL (the browser's renderer; a copy a third larger than the bytes). */
export const dataUrl: ImageSource = (_key, bytes) => `data:${mimeOf(bytes)};base64,${base64(bytes)}`;

/**
 * A section's heading. headlineLevel 1 lets the document's pageBreakBefore move a heading left
 * last on its page to the next one; the sections' tables carry their titles in their header rows.
 */
export function heading(text: string, ctx: Context): Content {
  return { text, style: 'h2', color: ctx.color, margin: [0, 14, 0, 6], headlineLevel: 1 };
}

/** A section's title as a table's first header row. */
export function sectionTitle(text: string, ctx: Context): Content {
  return { text, style: 'h2', color: ctx.color, margin: [0, 0, 0, 4] };
}

function pairs(title: string, rows: readonly [string, string | null | undefined][], ctx: Context): Content {
  const body: TableCell[][] = rows
    .filter(([, value]) => !isBlank(value))
    .map(([label, value]) => [{ text: label, style: 'label' }, { text: value ?? '' }]);
  return titledTable({ title: sectionTitle(title, ctx), widths: [150, '*'], body });
}

export function identification(ctx: Context): Content[] {
  const { report, locale } = ctx.input;
  const l = LABELS[locale];
  const bien = report.bien;
  const yesNo = (value: string | null | undefined) => (value === 'oui' ? l.yes : l.no);
  return [
    pairs(
      l.dwelling,
      [
        [l.date, formatDate(report.date, locale)],
        [l.address, joinNonBlank([bien.addr, joinNonBlank([bien.codePostal, bien.ville])], ', ')],
        [
          l.location,
          joinNonBlank(
            [bien.etage && `${l.floor} ${bien.etage}`, bien.numAppart && `${l.apartment} ${bien.numAppart}`],
            ', ',
          ),
        ],
        [
          l.housingType,
          joinNonBlank(
            [bien.genre, bien.typeLogement].map((v) => (v ? printName(v, locale) : v)),
            ' – ',
          ),
        ],
        [l.furnished, yesNo(bien.meuble)],
        [l.cellar, bien.presenceCave === 'oui' ? joinNonBlank([l.yes, bien.numeroCave], ' – ') : l.no],
        [l.parking, bien.presenceParking === 'oui' ? joinNonBlank([l.yes, bien.numeroParking], ' – ') : l.no],
        [l.attic, yesNo(bien.presenceGrenier)],
        ...(report.edlIO === 'Sortant'
          ? ([[l.entryReportDate, formatDate(report.entryDate, locale)]] as [string, string][])
          : []),
      ],
      ctx,
    ),
  ];
}

export function parties(ctx: Context): Content[] {
  const { report, locale, branding } = ctx.input;
  const l = LABELS[locale];
  const renters = RENTER_KEYS.slice(0, report.nbRenters)
    .map((key) => report[key])
    .filter((r) => r && !isBlank(r.name));
  const rows: [string, string | null | undefined][] = [
    [l.landlord, report.owner.proprietaireNom],
    [l.landlordAddress, report.owner.proprietaireAdresse],
    [l.agent, report.bien.mandataire],
    [SIGNATURE_LABELS[locale].agentAddress, branding?.agentAddress],
    ...renters.map((renter, index): [string, string | null | undefined] => [
      renters.length > 1 ? `${l.tenant} ${index + 1}` : l.tenant,
      joinNonBlank([renter?.name, renter?.email, renter?.tel], ' – '),
    ]),
    [l.guarantor, report.garant?.name],
  ];
  if (report.edlIO === 'Sortant') {
    renters.forEach((renter, index) => {
      const address = joinNonBlank(
        [renter?.sortantAddr, joinNonBlank([renter?.sortantCodePostal, renter?.sortantVille])],
        ', ',
      );
      rows.push([renters.length > 1 ? `${l.newAddress} (${index + 1})` : l.newAddress, address]);
    });
  }
  return [pairs(l.parties, rows, ctx)];
}

export function meters(ctx: Context): Content[] {
  const module = ctx.input.report.edl.find((m) => m.name === ENERGY_MODULE);
  const l = LABELS[ctx.input.locale];
  const title = sectionTitle(l.meters, ctx);
  return [
    (module && moduleTable(module, ctx, { title })) ?? titledTable({ title, widths: ['*'], body: [['—']] }),
  ];
}

/** The keys' observation column: the page's 515 pt less the others and the paddings. */
const KEY_NOTE_WIDTH = 515 - 150 - 50 - 4 * 6;

export function keys(ctx: Context): Content[] {
  const module = ctx.input.report.edl.find((m) => m.name === KEYS_MODULE);
  const { locale } = ctx.input;
  const l = LABELS[locale];
  // The keys' photos are numbered with the others, in the row of what they show.
  const photos = (entry: Entry) =>
    module ? ratePhotos(entry.rate, module, [entry.name], KEY_NOTE_WIDTH, ctx) : [];
  const body: TableCell[][] = (module?.entry ?? []).flatMap((entry): TableCell[][] => {
    if (entry.name === 'Photos') {
      const shown = photos(entry);
      return shown.length > 0 ? [[{ text: l.photos }, { text: '' }, { stack: shown }]] : [];
    }
    const note: Content[] = isBlank(entry.rate?.other) ? [] : [{ text: String(entry.rate?.other) }];
    const said = [...note, ...photos(entry)];
    return [
      [
        { text: printName(entry.name, locale) },
        // Found in module?.entry, so the module is there.
        { text: module ? keyCountText(module, entry, locale) : '', alignment: 'right' },
        said.length > 0 ? { stack: said } : { text: '' },
      ],
    ];
  });
  return [
    titledTable({
      title: sectionTitle(l.keys, ctx),
      widths: [150, 50, '*'],
      columns: [
        { text: l.keyPurpose, style: 'th' },
        { text: l.keyCount, style: 'th', alignment: 'right' },
        { text: l.observations, style: 'th' },
      ],
      body,
    }),
  ];
}

function mimeOf(bytes: Uint8Array): string {
  return bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : 'image/jpeg';
}

function base64(bytes: Uint8Array): string {
  if (typeof Buffer !== 'undefined')
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
