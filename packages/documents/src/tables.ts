/**
 * The document's tables carry their own title: the title and the column
 * headings are the table's header rows, so pdfmake prints them again at the top of every page the
 * table continues on ('Salon' over the rest of the living room), and keeps them with the first
 * row (keepWithHeaderRows): a title never ends a page alone.
 */
import type { Content, ContentTable, CustomTableLayout, TableCell } from 'pdfmake/interfaces';

/** Light lines between rows, a darker one under the headings, none around the title. */
const TITLED_LAYOUT: CustomTableLayout = {
  hLineWidth: (i, node) => {
    const headerRows = node.table.headerRows ?? 0;
    if (i < headerRows || i === node.table.body.length) return 0;
    return i === headerRows ? 0.8 : 0.4;
  },
  hLineColor: (i, node) => (i === (node.table.headerRows ?? 0) ? '#777777' : '#cccccc'),
  vLineWidth: () => 0,
  paddingLeft: (i) => (i === 0 ? 0 : 6),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 1) - 1 ? 0 : 6),
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** A title row spanning the table's columns. */
export function titleRow(title: Content, columns: number): TableCell[] {
  return [
    { stack: [title], colSpan: columns },
    ...Array.from({ length: columns - 1 }, (): TableCell => ({ text: '' })),
  ];
}

export interface TitledTable {
  title: Content;
  widths: NonNullable<ContentTable['table']['widths']>;
  /** The column headings, if the table has any. */
  columns?: TableCell[];
  body: TableCell[][];
  /** Space above the table (the title's own space when it starts a page again is none). */
  marginTop?: number;
  marginBottom?: number;
}

/** A table whose title and headings repeat on each page it spans and stay with its first row. */
export function titledTable({
  title,
  widths,
  columns,
  body,
  marginTop = 12,
  marginBottom = 0,
}: TitledTable): Content {
  const header = [titleRow(title, widths.length), ...(columns ? [columns] : [])];
  // An empty table says so: its title never stands alone.
  const rows = body.length > 0 ? body : [titleRow({ text: '—' }, widths.length)];
  return {
    table: {
      headerRows: header.length,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths,
      body: [...header, ...rows],
    },
    layout: TITLED_LAYOUT,
    margin: [0, marginTop, 0, marginBottom],
  };
}
