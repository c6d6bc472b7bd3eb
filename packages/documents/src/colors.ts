/**
 * The condition indicator of the documents: the app's circle (inspection-core §4), in the app's own
 * colours. The domain names the colour of a condition (conditionColour); INDICATOR_PALETTE gives
 * the hex values of apps/web's `.dot-*` rules (editor.css), which a test keeps equal.
 */
import { CONDITION_CHOICES, conditionColour, type ConditionColour } from '@constat/domain';
import type { Content, ContentCanvas, TableCell } from 'pdfmake/interfaces';
import { LABELS } from './labels.ts';
import type { Context } from './sections.ts';
import { printName } from './typography.ts';

interface Dot {
  /** Fill, or none for a ring. */
  fill: string | null;
  /** Outline, or none. */
  stroke: string | null;
  strokeWidth: number;
}

/** The app's `.dot-*` colours: a white circle is outlined in grey, an unknown value is a grey ring. */
export const INDICATOR_PALETTE: Readonly<Record<Exclude<ConditionColour, 'none'>, Dot>> = {
  white: { fill: '#ffffff', stroke: '#aeaeb2', strokeWidth: 0.75 },
  green: { fill: '#34c759', stroke: null, strokeWidth: 0 },
  yellow: { fill: '#ffcc00', stroke: null, strokeWidth: 0 },
  orange: { fill: '#ff9500', stroke: null, strokeWidth: 0 },
  red: { fill: '#ff3b30', stroke: null, strokeWidth: 0 },
  outlined: { fill: null, stroke: '#8e8e93', strokeWidth: 1.1 },
};

/** The circle (diameter 8 pt) of an indicator colour, or null for none (a container entry, no condition). */
export function indicatorDot(colour: ConditionColour, size = 8): ContentCanvas | null {
  if (colour === 'none') return null;
  const dot = INDICATOR_PALETTE[colour];
  const r = size / 2;
  return {
    canvas: [
      {
        type: 'ellipse',
        x: r + 0.5,
        y: r + 2,
        r1: r,
        r2: r,
        ...(dot.fill ? { color: dot.fill } : {}),
        ...(dot.stroke ? { lineColor: dot.stroke, lineWidth: dot.strokeWidth } : { lineWidth: 0 }),
      },
    ],
  };
}

/** The conditions and their circles, three to a line, kept together. */
export function legend(ctx: Context): Content[] {
  const l = LABELS[ctx.input.locale];
  // The app's circles (§4): the legend says which conditions share a colour.
  const cells: TableCell[] = CONDITION_CHOICES.map((choice) => ({
    columns: [
      { ...(indicatorDot(conditionColour(choice)) ?? { text: '' }), width: 14 },
      { text: printName(choice, ctx.input.locale), fontSize: 9 },
    ],
  }));
  const rows: TableCell[][] = [];
  for (let i = 0; i < cells.length; i += 3)
    rows.push([cells[i] ?? '', cells[i + 1] ?? '', cells[i + 2] ?? '']);
  return [
    {
      unbreakable: true,
      stack: [
        { text: l.legend, style: 'h3', margin: [0, 16, 0, 4] },
        { table: { widths: ['*', '*', '*'], body: rows }, layout: 'noBorders' },
      ],
    },
  ];
}
