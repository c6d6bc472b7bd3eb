/**
 * Costing at 300 lines (docs/ARCHITECTURE.md "Budgets"), in process on the machine's PostgreSQL
 * (DATABASE_URL):
 * - GET /api/edl/{id}/costing for a move-out of 300 quoted elements: p99 under 50 ms (first read,
 *   which builds the lines, reported apart);
 * - one edit's totals: a line changed with the domain's rules and the 300-line totals recomputed,
 *   the work the screen does within a frame (16 ms budget; measured here without CPU throttling).
 * Kept beside the server tests (it drives the app in process through their harness), never part of
 * `npm test`: run with `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node test/costing.bench.ts`
 * from apps/server.
 */
import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import {
  costingTotals,
  createReport,
  fingerprintText,
  setLineWear,
  uploadFingerprintInput,
  type LocalReport,
  type Module,
} from '@constat/domain';
import { startTestServer } from './harness.ts';
import { adminHeaders, createAccount, saveWithPhotos } from './reportFixtures.ts';

const LINES = 300;

/** The p-th percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

function exitOf(profileId: number): LocalReport {
  const base = createReport({
    edlIO: 'Sortant',
    template: 'default',
    info: {
      bien: {
        genre: 'Appartement',
        typeLogement: 'T5',
        etat: null,
        meuble: 'non',
        presenceCave: 'non',
        presenceParking: 'non',
        presenceGrenier: 'non',
        mandataire: 'Agence',
        addr: '1 rue',
        codePostal: '69003',
        ville: 'Lyon',
        etage: '1',
        numAppart: '1',
      },
      owner: { proprietaireNom: 'Propriétaire' },
      renter: { name: 'Locataire', email: 'l@example.fr', tel: '0600000000', represented: false },
      nbRenters: 1,
      nbExtraEmails: 0,
    },
    now: Date.now(),
  });
  const edl: Module[] = Array.from({ length: LINES / 10 }, (_, m) => ({
    id: m + 1,
    name: `Pièce ${m + 1}`,
    opened: false,
    entry: Array.from({ length: 10 }, (_, e) => ({
      id: e + 1,
      name: 'Murs',
      opened: false,
      rate: {
        condition: 'Dégradé',
        type: 'Peinture',
        toQuote: true,
        preQuote: { action: 'repair' as const, measure: 1250 + e, cost: null, calibrationId: null },
      },
    })),
  }));
  const report: LocalReport = { ...base, open: false, profileId, edl, conventionSortieManuelle: true };
  // Signed: its agreement's signing is kept at save (docs/ARCHITECTURE.md "Beyond the specification").
  const fingerprint = createHash('sha256')
    .update(fingerprintText(uploadFingerprintInput(report)))
    .digest('hex');
  return { ...report, fingerprint };
}

const server = await startTestServer();
try {
  const admin = await adminHeaders(server.app);
  const agent = await createAccount(server.app, admin, 'bench.chiffrage', null);
  await server.app.inject({
    method: 'POST',
    url: `/api/calibration/user/${agent.userId}`,
    headers: agent.headers,
    payload: {
      reference: 'Murs',
      name: null,
      custom: false,
      type: 'coating',
      nature: 'Peinture',
      action: 'repair',
      unitCost: 2500,
      taxRate: 2000,
    },
  });
  const id = await saveWithPhotos(server.app, agent.headers, exitOf(agent.profileId), []);
  const url = `/api/edl/${id}/costing`;
  let start = performance.now();
  const first = await server.app.inject({ method: 'GET', url, headers: agent.headers });
  const build = performance.now() - start;
  if (first.json<{ lines: unknown[] }>().lines.length !== LINES) throw new Error('expected 300 lines');
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < 300; i += 1) {
    start = performance.now();
    await server.app.inject({ method: 'GET', url, headers: agent.headers });
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const explained = await server.database.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, format text) select '[' || coalesce(string_agg(row_to_json(l)::text, ',' order by l.position), '') || ']'
     from costing_lines l where l.report_id = $1`,
    [id],
  );
  const execution = explained.rows
    .map((row) => row['QUERY PLAN'])
    .find((line) => line.startsWith('Execution'));

  console.log(
    `costing GET, ${LINES} lines, one client: first read (builds) ${build.toFixed(1)} ms; median ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget 50 ms p99: ${p99 < 50 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  server CPU per request (this process: app.inject, no HTTP socket) ${((used.user + used.system) / 1000 / times.length).toFixed(2)} ms; lines as JSON in PostgreSQL: ${execution ?? '?'}`,
  );

  // Where the agreement stands against what was signed: read with the costing screen.
  const agreementUrl = `/api/edl/${id}/convention/signatures`;
  const state = await server.app.inject({ method: 'GET', url: agreementUrl, headers: agent.headers });
  const agreementTimes: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    start = performance.now();
    await server.app.inject({ method: 'GET', url: agreementUrl, headers: agent.headers });
    agreementTimes.push(performance.now() - start);
  }
  agreementTimes.sort((a, b) => a - b);
  console.log(
    `agreement GET (${state.json<{ state: string }>().state}), ${LINES} lines: median ${percentile(agreementTimes, 50).toFixed(1)} ms, p99 ${percentile(agreementTimes, 99).toFixed(1)} ms`,
  );

  const lines = first.json<{ lines: Parameters<typeof setLineWear>[0][] }>().lines;
  const edits: number[] = [];
  for (let i = 0; i < 1000; i += 1) {
    start = performance.now();
    const index = i % LINES;
    const next = lines.map((line, j) => (j === index ? setLineWear(line, (i * 5) % 100, 2500) : line));
    costingTotals(next);
    edits.push(performance.now() - start);
  }
  edits.sort((a, b) => a - b);
  console.log(
    `edit + totals of ${LINES} lines: p99 ${percentile(edits, 99).toFixed(3)} ms (budget 16 ms per frame, unthrottled)`,
  );
} finally {
  await server.close();
}
