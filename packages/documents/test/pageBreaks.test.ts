/**
 * Where the pages break, read back page by page with pdftotext: no heading is
 * the last line of a page (the line above the footer), and a page that goes on with a room starts
 * with the room's name again. Three reports: 25 rooms with six photos each, a move-out with its
 * changes, an unfurnished flat without photos.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@constat/domain';
import { roomModules } from '../src/format.ts';
import { LABELS } from '../src/labels.ts';
import { LAYOUT_LABELS } from '../src/layoutLabels.ts';
import { renderPdf } from '../src/node.ts';
import { printName } from '../src/typography.ts';
import type { DocumentInput } from '../src/input.ts';
import { sampleReport } from './fixture.ts';
import { pdfPageLines, wordAt } from './pdfText.ts';

const single = (line: string) => line.replace(/\s+/g, ' ');

function reports(): [string, DocumentInput][] {
  const entry = sampleReport('Entrant').input.report;
  return [
    ['25 rooms, 150 photos', sampleReport('Entrant', { rooms: 27, perRoom: 6, distinct: 40 }).input],
    ['a move-out', { ...sampleReport('Sortant', { perRoom: 2 }).input, entryReport: entry }],
    ['an unfurnished flat', sampleReport('Entrant', { perRoom: 0, furnished: false }).input],
  ];
}

/** Every line a heading can print: section titles, room names, the headings of the tables. */
function headings(input: DocumentInput): Set<string> {
  const l = LABELS[input.locale];
  const layout = LAYOUT_LABELS[input.locale];
  return new Set(
    [
      l.dwelling,
      l.parties,
      l.meters,
      l.keys,
      l.legend,
      l.rooms,
      l.photos,
      l.changesSinceEntry,
      l.tenantRemarks,
      l.comment,
      l.legal,
      l.signatures,
      layout.summary,
      layout.annex,
      `${l.element} ${l.state} / ${l.observations}`,
      `${l.element} ${l.atEntry} ${l.atExit}`,
      `${l.keyPurpose} ${l.keyCount} ${l.observations}`,
      ...roomModules(input.report.edl).map((module) => printName(module.name, input.locale)),
    ].map(single),
  );
}

describe.each(['fr', 'en'] as Locale[])('page breaks in %s', (locale) => {
  it.each(reports())('%s: no page ends with a heading', async (_name, given) => {
    const input = { ...given, locale };
    const pages = pdfPageLines(await renderPdf(input));
    const titles = headings(input);
    const l = LABELS[locale];
    pages.forEach((lines, index) => {
      const footer = lines.at(-1) ?? '';
      expect(footer, `page ${index + 1}'s footer`).toMatch(new RegExp(`${l.page} ${index + 1} ${l.of}`));
      expect(titles.has(single(lines.at(-2) ?? '')), `page ${index + 1} ends with '${lines.at(-2)}'`).toBe(
        false,
      );
    });
  });

  it.each(reports())('%s: a page that goes on with a room starts with its name', async (_name, given) => {
    const input = { ...given, locale };
    const l = LABELS[locale];
    const pages = pdfPageLines(await renderPdf(input));
    const rooms = new Set(roomModules(input.report.edl).map((m) => printName(m.name, locale)));
    const first = pages.findIndex((lines) => lines.includes(l.rooms));
    const closing = [l.comment, l.legal, l.signatures, l.tenantRemarks];
    let continued = 0;
    // Up to the page where the rooms end (the closing sections begin there or at its top).
    for (let index = first + 1; index < pages.length; index++) {
      const lines = pages[index] ?? [];
      const top = lines[0] ?? '';
      if (closing.includes(top)) break;
      expect(rooms.has(top), `page ${index + 1} starts with '${top}'`).toBe(true);
      // The room of the page before: the last room name printed there.
      const before = (pages[index - 1] ?? []).filter((line) => rooms.has(line)).at(-1);
      if (before === top) continued++;
      if (lines.some((line) => closing.includes(line))) break;
    }
    expect(continued).toBeGreaterThan(0);
  });
});

describe('a heading never ends a page, wherever the text before it stops', () => {
  it('moves the general comment’s heading to the next page when nothing of it would follow', async () => {
    const sample = sampleReport('Entrant', { perRoom: 0 }).input;
    const titles = headings(sample);
    /** The report's last element observed on `lines` lines: the comment's heading moves down with them. */
    const observed = (lines: number) => {
      const text = Array.from({ length: lines }, (_, i) => `ligne ${i + 1}`).join('\n');
      const edl = sample.report.edl
        .filter((m) => ['Clés', 'Energie', 'Entrée'].includes(m.name))
        .map((m) =>
          m.name !== 'Entrée'
            ? m
            : {
                ...m,
                entry: m.entry.map((e, i) =>
                  i === m.entry.length - 1 ? { ...e, rate: { ...e.rate, other: text } } : e,
                ),
              },
        );
      return { ...sample, report: { ...sample.report, edl } };
    };
    // Where the heading stands with no line, and how far a line moves it: the lines that bring
    // it to the foot of its page are the ones to try.
    const top = async (lines: number) => wordAt(await renderPdf(observed(lines)), 'Commentaire');
    const [start, later] = await Promise.all([top(0), top(10)]);
    if (!start || !later || later.page !== start.page) throw new Error('the heading moved off its page');
    const perLine = (later.top - start.top) / 10;
    const footer = 841.89 - 50;
    const near = Math.floor((footer - start.top) / perLine);
    const ends: string[] = [];
    for (let lines = near - 6; lines <= near + 2; lines++)
      for (const page of pdfPageLines(await renderPdf(observed(lines)))) ends.push(single(page.at(-2) ?? ''));
    expect(ends.filter((line) => titles.has(line))).toEqual([]);
  }, 60_000);
});
