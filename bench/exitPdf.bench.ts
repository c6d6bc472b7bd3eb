/**
 * The exit report with its changes since entry (docs/ARCHITECTURE.md "Beyond the specification"): a move-out
 * of 25 rooms and 150 photos (800x800 JPEG of about 90 kB) duplicated from its move-in, 40 elements changed
 * since, rendered to PDF in process with the changes section opening it: budget under 2 s; then its exit
 * agreement (convention de sortie) with those 40 elements priced line by line (docs/ARCHITECTURE.md "Beyond
 * the specification": quantity × unit price, wear from the grid, tenant's share, VAT, deposit and balance),
 * budget under 2 s too. Also the time of the
 * domain's list of changes alone, on that report and on the largest one the server takes (5,000
 * elements in one room, 2,000 photos, every tenth element changed).
 * Run alone: `node exitPdf.bench.ts` in bench/ (about ten seconds).
 */
import { renderPdf } from '@constat/documents/node';
import {
  buildCostingLines,
  duplicateReport,
  isPhotosEntry,
  mapRates,
  reportChanges,
  type LocalReport,
  type Module,
} from '@constat/domain';
import { sampleReport } from '../packages/documents/test/fixture.ts';

const CHANGES = 40;
const BUDGET_MS = 2000;

/**
 * The move-out of `entry` with the condition of its first `count` rated elements made 'Dégradé',
 * each pre-quoted (replaced, 2 units, 715,00 € in all) so that its agreement has `count` lines.
 */
function changedExit(entry: LocalReport, count: number): LocalReport {
  const exit = duplicateReport({ ...entry, id: 1 });
  let left = count;
  const edl = mapRates(exit.edl, (rate, at) => {
    // The fixture rates the photo galleries too: they are not compared.
    if (left === 0 || isPhotosEntry(at.element.name) || typeof rate?.condition !== 'string') return rate;
    left -= 1;
    const preQuote = { action: 'replace' as const, measure: 200, cost: 71_500, calibrationId: null };
    return { ...rate, condition: 'Dégradé', toQuote: true, preQuote };
  });
  // Four years after the entry, so that the grid takes wear off; a deposit to set the charges against.
  return { ...exit, edl, date: entry.date + 4 * 365.25 * 24 * 3600 * 1000, depotGarantie: '1 200' };
}

async function medianRender(input: Parameters<typeof renderPdf>[0]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    await renderPdf(input);
    times.push(performance.now() - t0);
  }
  // The first render warms the fonts and the code up: the median of the three after it.
  return times.slice(1).sort((a, b) => a - b)[1] ?? 0;
}

/** The largest report: one room of 4,999 elements and a gallery of 2,000 photos taken for them. */
function largest(base: LocalReport): LocalReport {
  const photo = Array.from({ length: 2000 }, (_, i) => ({
    _ref: `r${i}`,
    sha256: i.toString(16).padStart(64, '0'),
    _context: `99.${(i % 4999) + 2}`,
  }));
  const room: Module = {
    id: 99,
    name: 'Plateau',
    opened: false,
    entry: [
      { id: 1, name: 'Photos', opened: false, rate: { photo } },
      ...Array.from({ length: 4999 }, (_, i) => ({
        id: i + 2,
        name: `Cloison ${i % 50}`,
        opened: false,
        rate: { condition: 'Bon état' },
      })),
    ],
  };
  return { ...base, id: 1, edl: [room] };
}

function timeLargestList(base: LocalReport): void {
  const entry = largest(base);
  const exit = duplicateReport(entry);
  let left = 0;
  const changed = {
    ...exit,
    edl: mapRates(exit.edl, (rate) => (left++ % 10 === 1 ? { condition: 'Dégradé' } : rate)),
  };
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    count = reportChanges(entry, changed).length;
    times.push(performance.now() - t0);
  }
  const median = times.sort((a, b) => a - b)[2] ?? 0;
  console.log(
    `the list of changes of the largest report (5,000 elements, 2,000 photos, ${count} changes): median ${median.toFixed(0)} ms`,
  );
}

export async function runExitPdfBenchmark(): Promise<void> {
  const sample = sampleReport('Entrant', {
    rooms: 27,
    perRoom: 6,
    photoSize: 800,
    distinct: 150,
    padTo: 90_000,
  });
  const entry = sample.input.report;
  const exit = changedExit(entry, CHANGES);
  const t = performance.now();
  const changes = reportChanges(entry, exit);
  const listMs = performance.now() - t;
  const input = { ...sample.input, report: exit, entryReport: entry };
  const median = await medianRender(input);
  const verdict = (ms: number) => `budget < ${BUDGET_MS} ms: ${ms < BUDGET_MS ? 'met' : 'MISSED'}`;
  console.log(
    `exit PDF, ${exit.edl.length} rooms, ${sample.photoCount} photos, ${changes.length} changes: median ${median.toFixed(0)} ms (${verdict(median)}); the list of changes alone ${listMs.toFixed(1)} ms`,
  );
  const costingLines = buildCostingLines(exit, [], entry);
  const convention = { ...input, kind: 'convention' as const, showCosts: true, costingLines };
  const conventionMs = await medianRender(convention);
  console.log(
    `its convention, ${costingLines.length} lines with the grid's wear (${costingLines[0]?.wear ?? 0} %), deposit and balance: median ${conventionMs.toFixed(0)} ms (${verdict(conventionMs)}); both documents ${(median + conventionMs).toFixed(0)} ms`,
  );
  timeLargestList(entry);
}

if (import.meta.main) await runExitPdfBenchmark();
