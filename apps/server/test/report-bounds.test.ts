/**
 * Every number a report carries is bounded (domain numberLimits.ts), so that whatever an upload
 * stores can be read back and summed: a value beyond its bound is refused (400, the field named,
 * nothing stored), and a report with every bounded field at its maximum saves and reads back on
 * every read route (the report, its costing, its HTML view and its agreement's).
 */
import {
  MAX_AMOUNT_CENTS,
  MAX_COUNT,
  MAX_DEPOSIT_CENTS,
  MAX_FIELD_NUMBER,
  MAX_INT4,
  MAX_MEASURE,
  MAX_REPORT_PHOTOS,
  MAX_TAX_RATE,
  MAX_TIME_MS,
  MAX_UNIT_COST,
  formatEuroAmount,
  type Entry,
  type LocalReport,
  type Module,
  type PreQuote,
  type Rate,
} from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sha256 as sha256Of } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  putPhoto,
  saveReport,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let agent: Account;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent',
    await createGroup(server.app, admin, 'Bornes', false),
  );
  // The dearest paint there may be: the largest measure at this price is the largest amount.
  const calibrated = await call('POST', `/api/calibration/user/${agent.userId}`, {
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    unitCost: MAX_UNIT_COST,
    taxRate: MAX_TAX_RATE,
  });
  expect(calibrated.statusCode, calibrated.body).toBe(201);
  for (const photo of photos) expect((await putPhoto(server.app, agent.headers, photo)).statusCode).toBe(201);
});
afterAll(() => server.close());

const photos = photoSet(1, 77);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: agent.headers, ...(payload ? { payload } : {}) });

const count = async (): Promise<number> =>
  Number((await server.database.pool.query('select count(*)::int as n from reports')).rows[0].n);

/** A move-out whose first 'Murs' is to quote with `preQuote`, its rate patched with `rate`. */
function quotedExit(localId: number, preQuote: PreQuote, rate: Partial<Rate> = {}): LocalReport {
  const report = uploadReport(agent.profileId, [], { localId, edlIO: 'Sortant', entryDate: '2020-01-15' });
  let done = false;
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) => {
      if (done || entry.name !== 'Murs') return entry;
      done = true;
      return {
        ...entry,
        rate: { ...entry.rate, condition: 'Dégradé', type: 'Peinture', toQuote: true, preQuote, ...rate },
      };
    }),
  }));
  return { ...report, edl };
}

describe('a pre-quote beyond the bounds', () => {
  it('is refused at upload (400, the field named), nothing stored', async () => {
    const before = await count();
    const report = quotedExit(1_900_000_000_001, {
      action: 'repair',
      measure: null,
      cost: 2_147_483_648,
      calibrationId: null,
    });
    const refused = await saveReport(server.app, agent.headers, report);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/preQuote\.cost : montant trop élevé/);
    expect(await count()).toBe(before);
  });
});

/** Every element of `report` (sub-elements too) for which `pick` is true, its rate patched. */
function patchElements(
  report: LocalReport,
  pick: (element: Entry, module: Module) => boolean,
  patch: (rate: Rate) => Rate,
): LocalReport {
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) =>
      pick(entry, module) ? { ...entry, rate: patch(entry.rate ?? {}) } : entry,
    ),
  }));
  return { ...report, edl };
}

const withCount = (report: LocalReport, value: number | string) =>
  patchElements(
    report,
    (entry) => (entry.rateInfo ?? []).includes('number'),
    (rate) => ({ ...rate, number: value }),
  );

/** The report with every field a case names at its largest value, read back on every route. */
const MAXIMA: [string, (report: LocalReport) => LocalReport][] = [
  ['a typed cost', (report) => report],
  [
    'the largest measure at the largest unit cost (automatic cost)',
    (report) =>
      quotedExit(report.localId, { action: 'repair', measure: MAX_MEASURE, cost: null, calibrationId: null }),
  ],
  ['a key count', (report) => withCount(report, MAX_COUNT)],
  ['a key count typed as text', (report) => withCount(report, String(MAX_COUNT))],
  ['the deposit', (report) => ({ ...report, depotGarantie: formatEuroAmount(MAX_DEPOSIT_CENTS) })],
  ['the date', (report) => ({ ...report, date: MAX_TIME_MS })],
  [
    'photos missing after duplication',
    (report) => ({ ...report, missingPhotosOnDuplicationCount: MAX_REPORT_PHOTOS }),
  ],
  [
    "a custom field's number, either sign",
    (report) =>
      patchElements(
        report,
        (entry) => entry.name === 'Murs',
        (rate) => ({
          ...rate,
          typeCustomHigh: MAX_FIELD_NUMBER,
          typeCustomLow: -MAX_FIELD_NUMBER,
        }),
      ),
  ],
  [
    'the ids a rate and a tree hold',
    (report) => {
      const pointed = patchElements(
        report,
        (entry) => entry.name === 'Murs',
        (rate) => ({
          ...rate,
          costingId: MAX_INT4,
          preQuote: {
            action: 'replace',
            measure: MAX_MEASURE,
            cost: MAX_AMOUNT_CENTS,
            calibrationId: MAX_INT4,
          },
        }),
      );
      const last = pointed.edl.length - 1;
      return {
        ...pointed,
        edl: pointed.edl.map((module, i) => (i === last ? { ...module, id: MAX_INT4 } : module)),
      };
    },
  ],
  [
    'every element quoted at the largest amount, with every other maximum',
    (report) => {
      let all = patchElements(
        report,
        () => true,
        (rate) => ({
          ...rate,
          condition: 'Dégradé',
          toQuote: true,
          preQuote: { action: 'replace', measure: MAX_MEASURE, cost: MAX_AMOUNT_CENTS, calibrationId: null },
        }),
      );
      all = withCount(all, MAX_COUNT);
      return {
        ...all,
        date: MAX_TIME_MS,
        depotGarantie: formatEuroAmount(MAX_DEPOSIT_CENTS),
        missingPhotosOnDuplicationCount: MAX_REPORT_PHOTOS,
      };
    },
  ],
];

describe('a report with a field at its largest value', () => {
  let localId = 1_900_000_001_000;
  it.each(MAXIMA)('saves and reads back on every route: %s', async (_name, maximal) => {
    localId += 1;
    const base = quotedExit(localId, {
      action: 'repair',
      measure: null,
      cost: MAX_AMOUNT_CENTS,
      calibrationId: null,
    });
    // One photo, taken at the latest time there is.
    const [module] = base.edl;
    const [entry] = module?.entry ?? [];
    const photo = photos.map((bytes, i) => ({
      _ref: `ref:${localId}:${i}`,
      _context: `${module?.id}.${entry?.id}`,
      sha256: sha256Of(bytes),
      takenAt: MAX_TIME_MS,
    }));
    const withPhoto = patchElements(
      base,
      (candidate, room) => room === module && candidate === entry,
      (rate) => ({
        ...rate,
        photo,
      }),
    );
    const report = { ...maximal(withPhoto), conventionSortieManuelle: true };
    const saved = await saveReport(server.app, agent.headers, report);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: number }>().id;
    for (const url of [
      `/api/edl/${id}`,
      `/api/edl/${id}/costing`,
      `/api/edl/${id}.html`,
      `/api/edl/${id}/convention.html`,
    ]) {
      const read = await call('GET', url);
      expect(read.statusCode, `${url}: ${read.body.slice(0, 300)}`).toBe(200);
    }
    const { lines, totals } = (await call('GET', `/api/edl/${id}/costing`)).json<{
      lines: { cost: number | null }[];
      totals: { ttc: number };
    }>();
    for (const line of lines) expect(line.cost ?? 0).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
    expect(Number.isSafeInteger(totals.ttc)).toBe(true);
  });
});

describe('the costing and calibration write routes', () => {
  it('take the largest values and refuse larger ones (400), changing nothing', async () => {
    const saved = await saveReport(
      server.app,
      agent.headers,
      quotedExit(1_900_000_002_001, { action: 'repair', measure: 100, cost: null, calibrationId: null }),
    );
    const id = saved.json<{ id: number }>().id;
    const [line] = (await call('GET', `/api/edl/${id}/costing`)).json<{ lines: { id: number }[] }>().lines;
    const url = `/api/edl/costing/${line?.id}`;
    for (const patch of [
      { measure: MAX_MEASURE, wear: 0 },
      { cost: MAX_AMOUNT_CENTS },
      { taxRate: MAX_TAX_RATE },
    ])
      expect((await call('PATCH', url, patch)).statusCode).toBe(200);
    const before = (await call('GET', `/api/edl/${id}/costing`)).body;
    for (const [patch, message] of [
      [{ measure: MAX_MEASURE + 1 }, /measure : mesure trop grande/],
      [{ cost: MAX_AMOUNT_CENTS + 1 }, /cost : montant trop élevé/],
      [{ cost: 2_147_483_648 }, /cost : montant trop élevé/],
      [{ taxRate: MAX_TAX_RATE + 1 }, /taxRate : taux de TVA trop élevé/],
    ] as const) {
      const refused = await call('PATCH', url, patch);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect((await call('GET', `/api/edl/${id}/costing`)).body).toBe(before);
    const dearer = await call('POST', `/api/calibration/user/${agent.userId}`, {
      reference: 'Sols',
      name: null,
      custom: false,
      type: 'coating',
      nature: 'Parquet',
      action: 'replace',
      unitCost: MAX_UNIT_COST + 1,
      taxRate: 2000,
    });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().message).toMatch(/unitCost : prix unitaire trop élevé/);
  });
});
