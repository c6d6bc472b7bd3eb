/**
 * The condition circles of the PDF are the app's (inspection-core §4): the same
 * colour for the same condition, in the hex values of apps/web's `.dot-*` rules; a container entry
 * shows none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { updateRate, type LocalReport } from '@constat/domain';
import type { Content, ContentCanvas } from 'pdfmake/interfaces';
import { INDICATOR_PALETTE } from '../src/colors.ts';
import { buildDocument } from '../src/document.ts';
import { sampleReport } from './fixture.ts';

const EDITOR_CSS = new URL('../../../apps/web/src/features/editor/editor.css', import.meta.url);

/** The app's own `.dot-*` rules (not their variants on a selected chip): fill and outline of each circle. */
function appDots(): Record<string, { fill: string | null; stroke: string | null }> {
  const css = readFileSync(EDITOR_CSS, 'utf8');
  const dots: Record<string, { fill: string | null; stroke: string | null }> = {};
  for (const [, name, body = ''] of css.matchAll(/^\.dot-(\w+)\s*\{([^}]*)\}/gm)) {
    if (!name) continue;
    const fill = /background:\s*(#[0-9a-f]{6})/i.exec(body)?.[1] ?? null;
    const stroke = /border(?:-color)?:[^;#]*(#[0-9a-f]{6})/i.exec(body)?.[1] ?? null;
    dots[name] = { fill, stroke };
  }
  return dots;
}

/** Each table row of the document whose first cell prints `name`, in order. */
function rowsNamed(content: Content, name: string): unknown[][] {
  const found: unknown[][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      const first: unknown = node[0];
      if (first && typeof first === 'object' && 'text' in first && first.text === name) found.push(node);
      node.forEach(walk);
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(content);
  return found;
}

function dotOf(report: LocalReport, name: string) {
  const { input } = sampleReport('Entrant');
  const definition = buildDocument({ ...input, report });
  // The rooms come after the meters and keys: the entrance's row is the first one named so.
  const [row] = rowsNamed(definition.content, name);
  const cell = row?.[1] as Partial<ContentCanvas> | undefined;
  const ellipse = cell?.canvas?.[0] as { color?: string; lineColor?: string } | undefined;
  return ellipse ? { fill: ellipse.color ?? null, stroke: ellipse.lineColor ?? null } : null;
}

function rated(conditions: Record<string, string>): LocalReport {
  let report = sampleReport('Entrant').input.report;
  const room = report.edl.find((m) => m.name === 'Entrée');
  for (const entry of room?.entry ?? []) {
    const condition = conditions[entry.name];
    if (room && condition)
      report = updateRate(report, { moduleId: room.id, entryId: entry.id }, (rate) => ({
        ...rate,
        condition,
      }));
  }
  return report;
}

describe('condition circles', () => {
  it('use the app’s colours', () => {
    const app = appDots();
    for (const [colour, dot] of Object.entries(INDICATOR_PALETTE))
      expect({ colour, fill: dot.fill, stroke: dot.stroke }).toEqual({ colour, ...app[colour] });
  });

  it('give each condition its app colour, and a container none', () => {
    const report = rated({
      Murs: 'Etat usage',
      Sol: 'Dégradé',
      Plafond: 'Neuf',
      Plinthes: 'Etat moyen',
      Radiateur: 'N.C',
      Placard: 'Hors service',
    });
    expect(dotOf(report, 'Murs')).toEqual({ fill: '#ffcc00', stroke: null });
    expect(dotOf(report, 'Sol')).toEqual({ fill: '#ff3b30', stroke: null });
    expect(dotOf(report, 'Plafond')).toEqual({ fill: '#ffffff', stroke: '#aeaeb2' });
    expect(dotOf(report, 'Plinthes')).toEqual({ fill: '#ff9500', stroke: null });
    expect(dotOf(report, 'Radiateur')).toEqual({ fill: null, stroke: '#8e8e93' });
    // The cupboard holds its doors, shelves, rail: no circle, whatever its own rate says.
    expect(dotOf(report, 'Placard')).toBeNull();
    expect(dotOf(report, 'Porte d’entrée')).toBeNull();
  });
});
