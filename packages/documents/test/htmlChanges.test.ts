/**
 * The HTML view of an exit report opens with the same changes section as the PDF
 * (docs/ARCHITECTURE.md "Beyond the specification"): one row per change, entry value and exit value, then the
 * changed element's photos, the entry's (read through the entry report) beside the exit's.
 */
import { describe, expect, it } from 'vitest';
import type { LocalReport, Rate } from '@constat/domain';
import { duplicateReport, updateRate } from '@constat/domain';
import { renderHtml } from '../src/html.ts';
import { LABELS } from '../src/labels.ts';
import { sampleReport } from './fixture.ts';

function set(report: LocalReport, names: string[], patch: Rate): LocalReport {
  const [room, element, sub] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const subEntry = entry?.content?.find((s) => s.name === sub);
  if (!module || !entry) throw new Error(`no ${names.join(' > ')}`);
  const at = { moduleId: module.id, entryId: entry.id, subEntryId: subEntry?.id };
  return updateRate(report, at, (rate) => ({ ...(rate ?? {}), ...patch }));
}

const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

function hobPhoto(report: LocalReport, sha256: string): LocalReport {
  const kitchen = report.edl.find((m) => m.name === 'Cuisine');
  const equipped = kitchen?.entry.find((e) => e.name === 'Cuisine équipée');
  const hob = equipped?.content?.find((s) => s.name === 'Plaques de cuisson');
  return set(report, HOB, {
    photo: [{ _ref: sha256, sha256, _context: `${kitchen?.id}.${equipped?.id}.${hob?.id}` }],
  });
}

function entryAndExit() {
  const sample = sampleReport('Entrant', { perRoom: 0 }).input;
  let entry = set(sample.report, HOB, { condition: 'Bon état' });
  entry = set(entry, ['Clés', 'Vigik'], { number: '2' });
  let exit = duplicateReport({ ...entry, id: 7 }, { now: Date.UTC(2027, 5, 30, 10) });
  exit = { ...exit, duplicateFromEdlID: 41, open: false };
  exit = set(exit, HOB, { condition: 'Hors service' });
  exit = set(exit, ['Clés', 'Vigik'], { number: '1' });
  return { sample, entry, exit };
}

describe('the HTML view of an exit report', () => {
  it('opens with the changes since entry, as the PDF does', () => {
    const { sample, entry, exit } = entryAndExit();
    const html = renderHtml({ ...sample, id: 42, report: exit, entryReport: entry });
    const l = LABELS.fr;
    const page = text(html);
    const section = page.indexOf(l.changesSinceEntry);
    expect(section).toBeGreaterThan(-1);
    expect(section).toBeLessThan(page.indexOf(l.dwelling));
    expect(page).toContain('Cuisine › Cuisine équipée › Plaques de cuisson · État Bon état Hors service');
    expect(page).toContain('Clés › Vigik · Nombre 2 1');
  });

  it("shows a changed element's entry photo beside its exit photo", () => {
    const { sample, entry, exit } = entryAndExit();
    const [a, b] = ['a'.repeat(64), 'b'.repeat(64)];
    const html = renderHtml({
      ...sample,
      id: 42,
      report: hobPhoto(exit, b),
      entryReport: hobPhoto(entry, a),
    });
    const photos = /<tr class="change-photos">(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    const cells = [...photos.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1] ?? '');
    expect(cells[1]).toContain(`/api/edl/41/photos/${a}`);
    expect(cells[2]).toContain(`/api/edl/42/photos/${b}`);
  });

  it('says so when nothing changed or the entry report is missing; an entry report has no such section', () => {
    const { sample, entry } = entryAndExit();
    const same = { ...duplicateReport({ ...entry, id: 7 }), open: false };
    expect(text(renderHtml({ ...sample, report: same, entryReport: entry }))).toContain(LABELS.fr.noChange);
    expect(text(renderHtml({ ...sample, report: same, entryReport: null }))).toContain(
      'L’état des lieux d’entrée n’est pas disponible',
    );
    expect(renderHtml({ ...sample, report: entry })).not.toContain(LABELS.fr.changesSinceEntry);
  });
});
