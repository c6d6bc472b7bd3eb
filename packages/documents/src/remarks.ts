/**
 * The tenant's additions to a move-in report (docs/ARCHITECTURE.md "Beyond the specification"; loi du 6
 * juillet 1989 art. 3-2): each remark with the day it was received and its room or element, after the rooms;
 * nothing when none came.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatDate } from './format.ts';
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import { sectionTitle, type Context } from './sections.ts';
import { titledTable } from './tables.ts';
import { printName } from './typography.ts';

/**
 * A remark's room or element ('Cuisine > Sol', '' for the whole report) in the document's language:
 * places are kept in French as the catalogue names them.
 */
export function remarkPlace(text: string, locale: DocumentInput['locale']): string {
  if (text === '') return LABELS[locale].general;
  return text
    .split(' > ')
    .map((part) => printName(part, locale))
    .join(' > ');
}

export function tenantRemarks(ctx: Context): Content[] {
  const { tenantRemarks: remarks = [], locale } = ctx.input;
  if (remarks.length === 0) return [];
  const l = LABELS[locale];
  const body: TableCell[][] = remarks.map((remark) => [
    { text: formatDate(remark.receivedAt, locale) },
    { text: remarkPlace(remark.place, locale) },
    { text: remark.text },
  ]);
  return [
    titledTable({
      title: {
        stack: [
          sectionTitle(l.tenantRemarks, ctx),
          { text: l.tenantRemarksNote, fontSize: 8, color: '#555555', margin: [0, 0, 0, 4] },
        ],
      },
      widths: [80, 120, '*'],
      columns: [
        { text: l.receivedOn, style: 'th' },
        { text: l.remarkPlace, style: 'th' },
        { text: l.remark, style: 'th' },
      ],
      body,
    }),
  ];
}
