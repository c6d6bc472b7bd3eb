/**
 * The exit report opens with the changes since entry (docs/ARCHITECTURE.md "Beyond the specification"): one
 * line per change, entry value -> exit value, at every level, read back with pdftotext; the exit agreement's
 * comparison prints no empty row for the equipped kitchen.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LocalReport, Rate } from '@constat/domain';
import { duplicateReport, updateRate } from '@constat/domain';
import { LABELS } from '../src/labels.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { makeJpeg } from '../../../apps/server/test/images.ts';
import { pdfText, writeTemp } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

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

function entryAndExit() {
  const sample = sampleReport('Entrant').input;
  let entry = set(sample.report, HOB, { condition: 'Bon état' });
  entry = set(entry, ['Clés', 'Vigik'], { number: '2' });
  entry = set(entry, ['Energie', 'Compteur électrique'], { kwPeak: '12 000' });
  let exit = duplicateReport({ ...entry, id: 7 }, { now: Date.UTC(2027, 5, 30, 10) });
  exit = set(exit, HOB, { condition: 'Hors service' });
  exit = set(exit, ['Clés', 'Vigik'], { number: '1' });
  exit = set(exit, ['Energie', 'Compteur électrique'], { kwPeak: '12 345' });
  exit = { ...exit, edl: exit.edl.filter((m) => m.name !== 'Cave') };
  return { sample, entry, exit };
}

describe('changes since entry in the exit PDF', () => {
  it('opens the exit report: one line per change, entry value -> exit value', async () => {
    const { sample, entry, exit } = entryAndExit();
    const text = flat(pdfText(await renderPdf({ ...sample, report: exit, entryReport: entry })));
    const l = LABELS.fr;
    const section = text.indexOf(l.changesSinceEntry);
    expect(section).toBeGreaterThan(-1);
    // The summary names the dwelling first; the changes come before its section.
    const dwelling = text.indexOf(`${l.dwelling} ${l.date}`);
    expect(section).toBeLessThan(dwelling);
    const changes = text.slice(section, dwelling);
    // Each line: where and what, entry value, exit value.
    expect(changes).toContain('Clés › Vigik · Nombre 2 1');
    expect(changes).toContain('Énergie › Compteur électrique · kWh heures pleines 12 000 12 345');
    expect(changes).toContain('Consommation : 345 kWh');
    expect(changes).toContain('Cuisine › Cuisine équipée › Plaques de cuisson · État Bon état Hors service');
    expect(changes).toContain('Cave — Pièce absente à la sortie');
  });

  it('prints the photos of a changed element beside its lines: the entry one and the exit one', async () => {
    const { sample, entry, exit } = entryAndExit();
    const jpeg = (seed: number) => new Uint8Array(makeJpeg(48, 48, seed));
    const [before, after] = [jpeg(91), jpeg(92)];
    const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const hobPhoto = (report: LocalReport, bytes: Uint8Array) => {
      const kitchen = report.edl.find((m) => m.name === 'Cuisine');
      const equipped = kitchen?.entry.find((e) => e.name === 'Cuisine équipée');
      const hob = equipped?.content?.find((s) => s.name === 'Plaques de cuisson');
      const photo = {
        _ref: hash(bytes),
        sha256: hash(bytes),
        _context: `${kitchen?.id}.${equipped?.id}.${hob?.id}`,
      };
      return set(report, HOB, { photo: [photo] });
    };
    const images = new Map([
      [hash(before), before],
      [hash(after), after],
    ]);
    const pdf = await renderPdf({
      ...sample,
      report: hobPhoto(exit, after),
      entryReport: hobPhoto(entry, before),
      images: (sha) => images.get(sha) ?? sample.images(sha),
    });
    // The changes section is page 2 (after the cover): its only images are these two photos.
    const list = execFileSync('pdfimages', ['-f', '2', '-l', '2', '-list', writeTemp(pdf)], {
      encoding: 'utf8',
    });
    const rows = list.split('\n').filter((line) => /^\s*2\s/.test(line));
    expect(rows.map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'))).toEqual(['48x48', '48x48']);
  });

  it('a move-out with nothing changed says so; one without its entry report says it cannot compare', async () => {
    const { sample, entry } = entryAndExit();
    const same = duplicateReport({ ...entry, id: 7 });
    const unchanged = flat(pdfText(await renderPdf({ ...sample, report: same, entryReport: entry })));
    expect(unchanged).toContain(LABELS.fr.noChange);
    const alone = flat(pdfText(await renderPdf({ ...sample, report: same, entryReport: null })));
    expect(alone).toContain('L’état des lieux d’entrée n’est pas disponible');
  });

  it('the exit agreement lists the same changes, at every level, and only them', async () => {
    const { sample, entry, exit } = entryAndExit();
    const text = flat(
      pdfText(await renderPdf({ ...sample, kind: 'convention', report: exit, entryReport: entry })),
    );
    expect(text).toContain(LABELS.fr.changesSinceEntry);
    expect(text).toContain('Cuisine › Cuisine équipée › Plaques de cuisson · État Bon état Hors service');
    expect(text).toContain('Clés › Vigik · Nombre 2 1');
    expect(text).toContain('Énergie › Compteur électrique · kWh heures pleines 12 000 12 345');
    expect(text).toContain('Cave — Pièce absente à la sortie');
    // Unchanged elements are not reprinted: the living room's walls kept their entry state.
    expect(text).not.toContain('Salon › Murs');
  });
});
