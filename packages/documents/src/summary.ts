/**
 * The summary that opens a report, under its title: the figures (rooms
 * described, photos, and for an exit report the changes since entry), the parties, the dwelling,
 * the meter readings and the keys handed over. The sections after it hold every detail.
 */
import type { Module } from '@constat/domain';
import { isReadOnlyElement, recordedKeyCount, recordedKeyTotal, RENTER_KEYS } from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { exitChanges } from './changes.ts';
import { formatDate, isBlank, joinNonBlank, roomModules, ENERGY_MODULE, KEYS_MODULE } from './format.ts';
import { LABELS } from './labels.ts';
import { LAYOUT_LABELS } from './layoutLabels.ts';
import type { Context } from './sections.ts';
import { titledTable } from './tables.ts';
import { labelled, printName } from './typography.ts';

/** A meter is listed when it has a reading; its serial number is printed beside. */
const READINGS = ['kwPeak', 'kwOffPeak', 'm3'] as const;
const METER_COLUMNS = [...READINGS, 'serialNumber'] as const;

function figure(value: string, label: string, ctx: Context): TableCell {
  return {
    fillColor: '#f2f2f2',
    margin: [4, 2, 4, 2],
    // One line, so that a reader of the text gets '25 pièces décrites'.
    text: [
      { text: value, fontSize: 18, bold: true, color: ctx.color },
      { text: ` ${label}`, color: '#444444' },
    ],
  };
}

function figures(ctx: Context): Content {
  const { report, entryReport, locale } = ctx.input;
  const l = LAYOUT_LABELS[locale];
  const rooms = roomModules(report.edl).length;
  const cells = [
    figure(String(rooms), l.roomCount(rooms), ctx),
    figure(String(ctx.photos.length), l.photoCount(ctx.photos.length), ctx),
  ];
  const found = exitChanges(report, entryReport, locale);
  if (found)
    cells.push(
      entryReport
        ? figure(String(found.changes.length), l.changeCount(found.changes.length), ctx)
        : { text: l.noComparison, fillColor: '#f2f2f2', margin: [4, 6, 4, 4], fontSize: 8 },
    );
  return {
    table: { widths: cells.map(() => '*'), body: [cells] },
    layout: { defaultBorder: false, paddingLeft: () => 4, paddingRight: () => 4 },
    margin: [0, 0, 0, 10],
  };
}

/** A titled list of label: value lines, the blank ones left out. */
function block(title: string, rows: readonly [string, string | null | undefined][], ctx: Context): Content {
  return {
    stack: [
      { text: title, style: 'h3', color: ctx.color, margin: [0, 0, 0, 3] },
      ...rows
        .filter(([, value]) => !isBlank(value))
        .map(([label, value]) => ({
          text: [{ text: labelled(label, '', ctx.input.locale), style: 'label' }, value ?? ''],
        })),
    ],
  };
}

function partiesAndDwelling(ctx: Context): Content {
  const { report, locale } = ctx.input;
  const l = LABELS[locale];
  const bien = report.bien;
  const renters = RENTER_KEYS.slice(0, report.nbRenters)
    .map((key) => report[key]?.name)
    .filter((name) => !isBlank(name));
  return {
    columnGap: 16,
    margin: [0, 0, 0, 10],
    columns: [
      block(
        l.parties,
        [
          [l.landlord, report.owner.proprietaireNom],
          [l.agent, bien.mandataire],
          [renters.length > 1 ? l.tenants : l.tenant, renters.join(', ')],
          [l.guarantor, report.garant?.name],
        ],
        ctx,
      ),
      block(
        l.dwelling,
        [
          [l.address, joinNonBlank([bien.addr, joinNonBlank([bien.codePostal, bien.ville])], ', ')],
          [
            l.housingType,
            joinNonBlank(
              [bien.genre, bien.typeLogement].map((v) => (v ? printName(v, locale) : v)),
              ' – ',
            ),
          ],
          [l.furnished, bien.meuble === 'oui' ? l.yes : l.no],
          ...(report.edlIO === 'Sortant'
            ? ([[l.entryReportDate, formatDate(report.entryDate, locale)]] as [string, string][])
            : []),
        ],
        ctx,
      ),
    ],
  };
}

function meterReadings(energy: Module | undefined, ctx: Context): Content[] {
  const { locale } = ctx.input;
  const l = LABELS[locale];
  const read = (energy?.entry ?? []).filter(
    (entry) => entry.name !== 'Photos' && READINGS.some((field) => !isBlank(entry.rate?.[field])),
  );
  const title: Content = { text: l.meters, style: 'h3', color: ctx.color, margin: [0, 0, 0, 3] };
  if (read.length === 0)
    return [{ stack: [title, { text: l.notFilled, italics: true }], margin: [0, 0, 0, 10] }];
  const fields = METER_COLUMNS.filter((field) => read.some((entry) => !isBlank(entry.rate?.[field])));
  const cell = (value: unknown): TableCell => ({ text: isBlank(value) ? '' : String(value) });
  return [
    titledTable({
      title,
      widths: [150, ...fields.map(() => '*')],
      columns: [
        { text: LAYOUT_LABELS[locale].meter, style: 'th' },
        ...fields.map((field): TableCell => ({ text: l.fields[field] ?? field, style: 'th' })),
      ],
      body: read.map((entry) => [
        { text: printName(entry.name, locale) },
        ...fields.map((field) => cell(entry.rate?.[field])),
      ]),
      marginTop: 0,
      marginBottom: 10,
    }),
  ];
}

function keysHanded(keysModule: Module | undefined, ctx: Context): Content {
  const { locale } = ctx.input;
  const l = LABELS[locale];
  const total = keysModule ? recordedKeyTotal(keysModule) : null;
  const kinds = (keysModule?.entry ?? [])
    .filter((entry) => entry.name !== 'Photos' && !isReadOnlyElement(entry))
    .map((entry) => [printName(entry.name, locale), recordedKeyCount(entry)] as const)
    .filter(([, count]) => count !== null && count > 0)
    .map(([name, count]) => labelled(name, String(count), locale));
  return {
    stack: [
      { text: LAYOUT_LABELS[locale].keysHanded, style: 'h3', color: ctx.color, margin: [0, 0, 0, 3] },
      total === null
        ? { text: l.notFilled, italics: true }
        : {
            text: [
              { text: labelled(l.total, String(total), locale), bold: true },
              kinds.length ? ` (${kinds.join(' · ')})` : '',
            ],
          },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** The summary of a report, once its body is built (the photos are counted as they are numbered). */
export function summary(ctx: Context): Content[] {
  const { report, locale } = ctx.input;
  return [
    {
      text: LAYOUT_LABELS[locale].summary,
      style: 'h2',
      color: ctx.color,
      margin: [0, 16, 0, 6],
      headlineLevel: 1,
    },
    figures(ctx),
    partiesAndDwelling(ctx),
    ...meterReadings(
      report.edl.find((m) => m.name === ENERGY_MODULE),
      ctx,
    ),
    keysHanded(
      report.edl.find((m) => m.name === KEYS_MODULE),
      ctx,
    ),
  ];
}
