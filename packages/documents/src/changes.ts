/**
 * The changes since entry that open an exit report (docs/ARCHITECTURE.md "Beyond the specification"; the
 * décret asks the exit report to show them): the domain's list (reportChanges), one line per change: where
 * (room › element › sub-element) and what, the entry value, the exit value (a meter reading with its
 * consumption), then the photos of that element, the entry's beside the exit's (the first few;
 * the room's photo grid below holds them all).
 */
import type { Locale, PhotoRef, ReportChange } from '@constat/domain';
import { reportChanges } from '@constat/domain';
import { formatNumber, withUnit } from './format.ts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import type { Context } from './sections.ts';
import { heading, sectionTitle } from './sections.ts';
import { titledTable } from './tables.ts';
import { labelled, printName } from './typography.ts';

interface ChangeLabels {
  added: string;
  removed: string;
  roomAdded: string;
  roomRemoved: string;
  name: string;
  consumption: string;
  noEntry: string;
}

const CHANGE_LABELS: Record<Locale, ChangeLabels> = {
  fr: {
    added: 'Ajouté à la sortie',
    removed: 'Absent à la sortie',
    roomAdded: 'Pièce ajoutée à la sortie',
    roomRemoved: 'Pièce absente à la sortie',
    name: 'Nom',
    consumption: 'Consommation',
    noEntry: 'L’état des lieux d’entrée n’est pas disponible : aucune comparaison n’est possible.',
  },
  en: {
    added: 'Added at move-out',
    removed: 'Missing at move-out',
    roomAdded: 'Room added at move-out',
    roomRemoved: 'Room missing at move-out',
    name: 'Name',
    consumption: 'Consumption',
    noEntry: 'The move-in report is not available: no comparison is possible.',
  },
  es: {
    added: 'Añadido en la salida',
    removed: 'Ausente en la salida',
    roomAdded: 'Estancia añadida en la salida',
    roomRemoved: 'Estancia ausente en la salida',
    name: 'Nombre',
    consumption: 'Consumo',
    noEntry: 'El acta de entrada no está disponible: no es posible ninguna comparación.',
  },
};

const UNITS: Record<string, string> = { kwPeak: 'kWh', kwOffPeak: 'kWh', m3: 'm³' };
/** Typed by the agent as they are: not catalogue names to translate. */
const FREE_TEXT = ['other', 'serialNumber', 'number', 'kwPeak', 'kwOffPeak', 'm3', 'equipment'];

function what(change: ReportChange, locale: Locale): string {
  const c = CHANGE_LABELS[locale];
  if (change.kind === 'renamed') return c.name;
  if (change.field === null) return '';
  return LABELS[locale].fields[change.field] ?? change.field.replace(/^typeCustom/, '');
}

function value(change: ReportChange, text: string | null, locale: Locale): string {
  if (text === null) return LABELS[locale].notFilled;
  if (change.kind === 'renamed' || (change.field !== null && FREE_TEXT.includes(change.field))) return text;
  return printName(text, locale);
}

/** The entry and exit cells of one change. */
export function values(change: ReportChange, locale: Locale): [string, string] {
  const c = CHANGE_LABELS[locale];
  if (change.kind === 'added') return ['—', change.level === 'room' ? c.roomAdded : c.added];
  if (change.kind === 'removed') return ['—', change.level === 'room' ? c.roomRemoved : c.removed];
  const after = value(change, change.sortant, locale);
  if (change.consumption === null) return [value(change, change.entrant, locale), after];
  const amount = formatNumber(change.consumption, locale, 3);
  const unit = change.field ? (UNITS[change.field] ?? '') : '';
  return [
    value(change, change.entrant, locale),
    `${after}\n${labelled(c.consumption, withUnit(amount, unit), locale)}`,
  ];
}

export const PHOTOS_PER_SIDE = 2;
// Two photos side by side fit the width of a value column (515 pt page, 240 for the place).
const PHOTO_SIZE = 60;

/** Up to PHOTOS_PER_SIDE photos in a row, each registered once with pdfmake. */
function photoCell(photos: readonly PhotoRef[], ctx: Context): TableCell {
  const shown: Content[] = [];
  for (const photo of photos) {
    if (shown.length === PHOTOS_PER_SIDE) break;
    const bytes = photo.sha256 ? ctx.input.images(photo.sha256) : undefined;
    if (!photo.sha256 || !bytes) continue;
    const key = `p${photo.sha256}`;
    ctx.images[key] ??= ctx.imageSource(key, bytes);
    shown.push({ image: key, fit: [PHOTO_SIZE, PHOTO_SIZE], width: PHOTO_SIZE });
  }
  return shown.length ? { columns: shown, columnGap: 4 } : { text: '' };
}

/** The photos of a changed element under its last line: entry side, exit side. */
function photoRow(change: ReportChange, ctx: Context): TableCell[] | null {
  const before = photoCell(change.photos.entrant, ctx);
  const after = photoCell(change.photos.sortant, ctx);
  if (!('columns' in before) && !('columns' in after)) return null;
  return [{ text: '' }, before, after];
}

/** Where a change is ('Cuisine › Cuisine équipée › Plaques de cuisson') and which field ('État'). */
export function changePlace(change: ReportChange, locale: Locale): { place: string; field: string } {
  return {
    place: change.names.map((name) => printName(name, locale)).join(' › '),
    field: what(change, locale),
  };
}

/**
 * The changes that open an exit report, or why there are none: null for an entry report. The PDF
 * and the HTML view both read it, so they list the same changes.
 */
export function exitChanges(
  report: DocumentInput['report'],
  entryReport: DocumentInput['entryReport'],
  locale: Locale,
): { changes: ReportChange[]; empty: string | null } | null {
  if (report.edlIO !== 'Sortant') return null;
  if (!entryReport) return { changes: [], empty: CHANGE_LABELS[locale].noEntry };
  const changes = reportChanges(entryReport, report);
  return { changes, empty: changes.length === 0 ? LABELS[locale].noChange : null };
}

/** An element's photos once, after its last line: its changes follow each other. */
export function lastOfElement(changes: readonly ReportChange[], index: number): boolean {
  const change = changes[index];
  const next = changes[index + 1];
  return !change || !next || next.names.join('›') !== change.names.join('›');
}

function changeRow(change: ReportChange, locale: Locale): TableCell[] {
  const [before, after] = values(change, locale);
  const { place, field } = changePlace(change, locale);
  return [
    { text: [{ text: place, bold: true }, ...(field ? [{ text: ` · ${field}`, color: '#555555' }] : [])] },
    { text: before },
    { text: after, color: '#b71c1c' },
  ];
}

/** Move-out: every change since the entry report, before anything else of the document. */
export function changesSinceEntry(ctx: Context): Content[] {
  const { report, entryReport, locale } = ctx.input;
  const found = exitChanges(report, entryReport, locale);
  if (!found) return [];
  const l = LABELS[locale];
  if (found.empty !== null)
    return [
      { stack: [heading(l.changesSinceEntry, ctx), { text: found.empty, italics: true }], unbreakable: true },
    ];
  const { changes } = found;
  return [
    titledTable({
      title: sectionTitle(l.changesSinceEntry, ctx),
      widths: [240, '*', '*'],
      columns: [
        { text: l.element, style: 'th' },
        { text: l.atEntry, style: 'th' },
        { text: l.atExit, style: 'th' },
      ],
      body: changes.flatMap((change, index) => {
        const row = changeRow(change, locale);
        if (!lastOfElement(changes, index)) return [row];
        const photos = photoRow(change, ctx);
        return photos ? [row, photos] : [row];
      }),
      marginTop: 0,
    }),
  ];
}
