/**
 * The sections of a report document as pdfmake content: identification, parties, meters, keys, rooms
 * with photos (the signature block is signatures.ts). Photos are passed to pdfmake
 * as JPEG data URLs, which pdfkit embeds with DCTDecode as they are (no re-encoding).
 */
import type { Entry, Locale, Module, PhotoRef, Rate } from '@constat/domain';
import { RENTER_KEYS, translateCatalogue } from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentInput } from './input.ts';
import { CONDITION_COLORS } from './colors.ts';
import { LABELS } from './labels.ts';
import { SIGNATURE_LABELS } from './signatureLabels.ts';
import {
  formatDate,
  isBlank,
  joinNonBlank,
  keyCountText,
  photoTakenText,
  rateLines,
  roomModules,
  ENERGY_MODULE,
  KEYS_MODULE,
} from './format.ts';

export interface Context {
  input: DocumentInput;
  color: string;
  /** Images registered for pdfmake, by key. */
  images: Record<string, string>;
  /** What pdfmake is given for an image's bytes: a data URL, or a name in its virtual files. */
  imageSource: ImageSource;
}

/** `sha256`: the image's hash, for a source that reads the bytes again when they are embedded. */
export type ImageSource = (key: string, bytes: Uint8Array, sha256?: string) => string;

/** The bytes as a data URL (the browser's renderer; a copy a third larger than the bytes). */
export const dataUrl: ImageSource = (_key, bytes) => `data:${mimeOf(bytes)};base64,${base64(bytes)}`;

const PHOTO_COLUMNS = 3;
const PHOTO_SIZE = 160;

export function heading(text: string, ctx: Context): Content {
  return { text, style: 'h2', color: ctx.color, margin: [0, 14, 0, 6] };
}

function pairs(rows: readonly [string, string | null | undefined][]): Content {
  const body: TableCell[][] = rows
    .filter(([, value]) => !isBlank(value))
    .map(([label, value]) => [{ text: label, style: 'label' }, { text: value ?? '' }]);
  if (body.length === 0) return { text: '' };
  return { table: { widths: [150, '*'], body }, layout: 'lightHorizontalLines' };
}

export function identification(ctx: Context): Content[] {
  const { report, locale } = ctx.input;
  const l = LABELS[locale];
  const bien = report.bien;
  const yesNo = (value: string | null | undefined) => (value === 'oui' ? l.yes : l.no);
  return [
    heading(l.dwelling, ctx),
    pairs([
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
          [bien.genre, bien.typeLogement].map((v) => (v ? translateCatalogue(v, locale) : v)),
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
    ]),
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
  return [heading(l.parties, ctx), pairs(rows)];
}

function elementRows(entry: Entry, ctx: Context): TableCell[][] {
  const { locale } = ctx.input;
  const row = (name: string, rate: Rate | null, indent: number): TableCell[] => {
    const lines = rateLines(rate, locale);
    const color = typeof rate?.condition === 'string' ? CONDITION_COLORS[rate.condition] : undefined;
    return [
      { text: translateCatalogue(name, locale), margin: [indent, 0, 0, 0], bold: indent === 0 },
      color ? { canvas: [{ type: 'rect', x: 0, y: 3, w: 7, h: 7, color }] } : { text: '' },
      {
        text:
          lines
            .map((line) => `${line.field} : ${line.value}\n`)
            .join('')
            .trimEnd() || '—',
      },
    ];
  };
  if (entry.name === 'Photos') return [];
  const rows = [row(entry.name, entry.rate, 0)];
  for (const sub of entry.content ?? []) rows.push(row(sub.name, sub.rate, 10));
  return rows;
}

function elementTable(entries: readonly Entry[], ctx: Context): Content {
  const l = LABELS[ctx.input.locale];
  const body = entries.flatMap((entry) => elementRows(entry, ctx));
  if (body.length === 0) return { text: '' };
  return {
    table: {
      headerRows: 1,
      widths: [150, 8, '*'],
      dontBreakRows: true,
      body: [
        [
          { text: l.element, style: 'th' },
          { text: '', style: 'th' },
          { text: `${l.state} / ${l.observations}`, style: 'th' },
        ],
        ...body,
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

export function meters(ctx: Context): Content[] {
  const module = ctx.input.report.edl.find((m) => m.name === ENERGY_MODULE);
  const l = LABELS[ctx.input.locale];
  // Meter readings are photographed as often as rooms (issue 26, finding 4): their photos follow.
  return [
    heading(l.meters, ctx),
    module ? elementTable(module.entry, ctx) : { text: '—' },
    ...(module ? photoGrid(module, ctx) : []),
  ];
}

export function keys(ctx: Context): Content[] {
  const module = ctx.input.report.edl.find((m) => m.name === KEYS_MODULE);
  const { locale } = ctx.input;
  const l = LABELS[locale];
  const body: TableCell[][] = (module?.entry ?? [])
    .filter((entry) => entry.name !== 'Photos')
    .map((entry) => [
      { text: translateCatalogue(entry.name, locale) },
      // Found in module?.entry, so the module is there.
      { text: module ? keyCountText(module, entry, locale) : '', alignment: 'right' },
      { text: isBlank(entry.rate?.other) ? '' : String(entry.rate?.other) },
    ]);
  return [
    heading(l.keys, ctx),
    {
      table: {
        headerRows: 1,
        widths: [150, 50, '*'],
        body: [
          [
            { text: l.keyPurpose, style: 'th' },
            { text: l.keyCount, style: 'th', alignment: 'right' },
            { text: l.observations, style: 'th' },
          ],
          ...body,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...(module ? photoGrid(module, ctx) : []),
  ];
}

/** 'Salon › Murs' for a photo context moduleId.entryId[.subEntryId]. */
export function contextCaption(module: Module, context: string | undefined, locale: Locale): string {
  const [, entryId, subId] = (context ?? '').split('.').map(Number);
  const entry = module.entry.find((e) => e.id === entryId);
  const sub = entry?.content?.find((s) => s.id === subId);
  return joinNonBlank(
    [module.name, entry?.name, sub?.name].map((n) => (n ? translateCatalogue(n, locale) : n)),
    ' › ',
  );
}

export function modulePhotos(module: Module): PhotoRef[] {
  const photos: PhotoRef[] = [];
  const add = (rate: Rate | null) => photos.push(...(rate?.photo ?? []));
  for (const entry of module.entry) {
    add(entry.rate);
    for (const sub of entry.content ?? []) add(sub.rate);
  }
  return photos;
}

export function photoGrid(module: Module, ctx: Context): Content[] {
  const cells: Content[] = [];
  for (const photo of modulePhotos(module)) {
    const bytes = photo.sha256 ? ctx.input.images(photo.sha256) : undefined;
    if (!photo.sha256 || !bytes) continue;
    const key = `p${photo.sha256}`;
    ctx.images[key] ??= ctx.imageSource(key, bytes, photo.sha256);
    cells.push({
      stack: [
        { image: key, fit: [PHOTO_SIZE, PHOTO_SIZE], alignment: 'center' },
        {
          text: `${contextCaption(module, photo._context, ctx.input.locale)} (${cells.length + 1})`,
          style: 'caption',
        },
        { text: photoTakenText(photo, ctx.input.locale) ?? '', style: 'caption', margin: [0, 0, 0, 0] },
      ],
      unbreakable: true,
      margin: [0, 4, 0, 4],
    });
  }
  if (cells.length === 0) return [];
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += PHOTO_COLUMNS) {
    const row = cells.slice(i, i + PHOTO_COLUMNS);
    while (row.length < PHOTO_COLUMNS) row.push({ text: '' });
    rows.push({ columns: row, columnGap: 8 });
  }
  return [{ text: LABELS[ctx.input.locale].photos, style: 'h3', margin: [0, 6, 0, 2] }, ...rows];
}

export function rooms(ctx: Context): Content[] {
  const { report, locale } = ctx.input;
  const l = LABELS[locale];
  const out: Content[] = [heading(l.rooms, ctx)];
  for (const module of roomModules(report.edl)) {
    out.push({
      text: translateCatalogue(module.name, locale),
      style: 'h3',
      color: ctx.color,
      margin: [0, 10, 0, 4],
    });
    out.push(elementTable(module.entry, ctx));
    out.push(...photoGrid(module, ctx));
  }
  return out;
}

export function mimeOf(bytes: Uint8Array): string {
  return bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : 'image/jpeg';
}

export function base64(bytes: Uint8Array): string {
  if (typeof Buffer !== 'undefined')
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
