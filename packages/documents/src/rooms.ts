/**
 * The room-by-room description: one table per room whose header rows (the room's name, the
 * columns) pdfmake repeats on each page the room continues on. Each element's row carries the
 * condition circle of the app (none on a container), its rate and the thumbnails of its photos. An
 * equipment list whose items all count 0 (an unfurnished dwelling) prints one line, not one
 * 'Nombre : 0' per item.
 */
import type { Entry, Module, Rate, SubEntry } from '@constat/domain';
import { conditionColour, recapFields } from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { indicatorDot, legend } from './colors.ts';
import { rateLines, roomModules } from './format.ts';
import { LABELS } from './labels.ts';
import { LAYOUT_LABELS } from './layoutLabels.ts';
import { ratePhotos } from './photos.ts';
import type { Context } from './sections.ts';
import { heading } from './sections.ts';
import { titledTable } from './tables.ts';
import { labelled, printName } from './typography.ts';

const NAME_WIDTH = 150;
const DOT_WIDTH = 9;
/** The rate column: the page's 515 pt less the other columns and the paddings between them. */
const RATE_WIDTH = 515 - NAME_WIDTH - DOT_WIDTH - 4 * 6;

/** An item counted 0 and nothing else said of it: an equipment the dwelling does not have. */
export function countsZero(sub: SubEntry): boolean {
  const rate = sub.rate;
  if (!rate || Number(rate.number) !== 0 || rate.number === null || rate.number === '') return false;
  return recapFields(rate).every(({ field }) => field === 'number') && (rate.photo?.length ?? 0) === 0;
}

interface RowOf {
  module: Module;
  /** The element's name, and its parent's before it for a sub-element. */
  place: readonly string[];
  rate: Rate | null;
  indent: number;
  dot: Content | null;
  /** Lines after the rate's. */
  extra?: Content[];
}

function row({ module, place, rate, indent, dot, extra = [] }: RowOf, ctx: Context): TableCell[] {
  const { locale } = ctx.input;
  const lines = rateLines(rate, locale).map((line) => labelled(line.field, line.value, locale));
  const photos = ratePhotos(rate, module, place, RATE_WIDTH, ctx);
  const said: Content[] = lines.length > 0 ? [{ text: lines.join('\n') }] : [];
  const cell = [...said, ...extra, ...photos];
  return [
    { text: printName(place.at(-1) ?? '', locale), margin: [indent, 0, 0, 0], bold: indent === 0 },
    dot ?? { text: '' },
    cell.length > 0 ? { stack: cell } : { text: '—' },
  ];
}

function entryRows(module: Module, entry: Entry, ctx: Context): TableCell[][] {
  const { locale } = ctx.input;
  const layout = LAYOUT_LABELS[locale];
  if (entry.name === 'Photos') {
    const photos = ratePhotos(entry.rate, module, [entry.name], RATE_WIDTH, ctx);
    return photos.length === 0
      ? []
      : [[{ text: LABELS[locale].photos, bold: true }, { text: '' }, { stack: photos }]];
  }
  const subs = entry.content ?? [];
  const absent = subs.filter(countsZero);
  const shown = subs.filter((sub) => !countsZero(sub));
  const note: Content[] =
    absent.length > 0 && shown.length === 0
      ? [{ text: layout.noEquipment(absent.length), italics: true }]
      : [];
  // A container entry shows no circle (§4).
  const dot = indicatorDot(conditionColour(entry.rate?.condition, subs.length > 0));
  const rows = [row({ module, place: [entry.name], rate: entry.rate, indent: 0, dot, extra: note }, ctx)];
  for (const sub of shown) {
    const subDot = indicatorDot(conditionColour(sub.rate?.condition));
    rows.push(row({ module, place: [entry.name, sub.name], rate: sub.rate, indent: 10, dot: subDot }, ctx));
  }
  if (absent.length > 0 && shown.length > 0)
    rows.push([
      { text: layout.absent, margin: [10, 0, 0, 0], italics: true },
      { text: '' },
      { text: absent.map((sub) => printName(sub.name, locale)).join(', '), italics: true },
    ]);
  return rows;
}

/** A module's table, titled with its name unless told another title; null when it has nothing to print. */
export function moduleTable(
  module: Module,
  ctx: Context,
  { title, marginTop = 12 }: { title?: Content; marginTop?: number } = {},
): Content | null {
  const l = LABELS[ctx.input.locale];
  const body = module.entry.flatMap((entry) => entryRows(module, entry, ctx));
  if (body.length === 0) return null;
  return titledTable({
    title: title ?? {
      text: printName(module.name, ctx.input.locale),
      style: 'h3',
      color: ctx.color,
      margin: [0, 0, 0, 2],
    },
    widths: [NAME_WIDTH, DOT_WIDTH, '*'],
    columns: [
      { text: l.element, style: 'th' },
      { text: '', style: 'th' },
      { text: `${l.state} / ${l.observations}`, style: 'th' },
    ],
    body,
    marginTop,
  });
}

export function rooms(ctx: Context): Content[] {
  const l = LABELS[ctx.input.locale];
  const tables = roomModules(ctx.input.report.edl)
    .map((module, index) => moduleTable(module, ctx, { marginTop: index === 0 ? 4 : 14 }))
    .filter((table): table is Content => table !== null);
  // The rooms start a page, under their heading and the legend of their circles: a heading kept
  // with a table's first rows cannot be told apart by pdfmake's pageBreakBefore.
  return [
    { pageBreak: 'before', stack: [heading(l.rooms, ctx), ...(ctx.input.hideLegend ? [] : legend(ctx))] },
    ...tables,
  ];
}
