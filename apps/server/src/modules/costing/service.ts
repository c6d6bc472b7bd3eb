/**
 * A move-out's costing lines (accounts-costing §3, §4): built once from the saved document (the
 * elements marked to quote) and the owner's calibration cascade, then edited line by line with the
 * domain's rules (a new measure reprices, clean sets wear 0, a typed cost resets the wear).
 */
import {
  buildCostingLines,
  calibratedUnitCost,
  costingLineElement,
  costingTotals,
  depositCents,
  setLineAction,
  setLineCost,
  setLineMeasure,
  setLineWear,
  type CostingAction,
  type CostingLine,
  type LocalReport,
} from '@constat/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
import { costingLines, reports } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { readCalibration, userScope } from '../calibration/store.ts';
import { followedSource } from '../reports/links.ts';

export type CostingLineRow = typeof costingLines.$inferSelect;
export type CostingLineView = CostingLine & { unitCost: number | null; suggestedWear: number | null };

function presentLine(row: CostingLineRow): CostingLineView {
  return {
    id: row.id,
    name: row.name,
    module: row.module,
    enabled: row.enabled,
    action: row.action as CostingAction | null,
    task: row.task,
    measure: row.measure,
    nature: row.nature,
    wear: row.wear,
    cost: row.cost,
    taxRate: row.taxRate,
    beforeDescription: row.beforeDescription,
    afterDescription: row.afterDescription,
    unitCost: row.unitCost,
    suggestedWear: row.suggestedWear,
  };
}

async function ownerCalibration(db: Database, ownerId: number) {
  const scope = await userScope(db, ownerId);
  return scope ? readCalibration(db, scope) : [];
}

/** The lines of a report, built on first read. An entry report has no costing. */
async function costingOf(db: Database, pool: pg.Pool, reportId: number) {
  const [report] = await db
    .select({
      userId: reports.userId,
      edlIO: reports.edlIO,
      source: reports.duplicateFromEdlId,
      deposit: sql<string | null>`${reports.document}->>'depotGarantie'`,
    })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw notFound('EDL introuvable');
  if (report.edlIO !== 'Sortant') throw badRequest('Le chiffrage concerne les EDL sortants');
  const readLines = () =>
    db
      .select()
      .from(costingLines)
      .where(eq(costingLines.reportId, reportId))
      .orderBy(asc(costingLines.position));
  let rows = await readLines();
  if (rows.length === 0) {
    // First read: the document (large) is loaded only to build the lines.
    const documentOf = async (id: number) =>
      (await db.select({ document: reports.document }).from(reports).where(eq(reports.id, id)))[0]
        ?.document ?? null;
    const exit = await documentOf(reportId);
    // The lines keep the entry's descriptions: only an entry the owner sees is read (reports/links.ts).
    const source = await followedSource(pool, report.userId, report.source);
    const entry: LocalReport | null = source === null ? null : await documentOf(source);
    const drafts = exit ? buildCostingLines(exit, await ownerCalibration(db, report.userId), entry) : [];
    if (drafts.length > 0) {
      await db
        .insert(costingLines)
        .values(drafts.map((draft, position) => ({ ...draft, reportId, position })))
        .onConflictDoNothing();
      rows = await readLines();
    }
  }
  const lines = rows.map(presentLine);
  return { edlId: reportId, lines, totals: costingTotals(lines), deposit: depositCents(report.deposit) };
}

/**
 * A line as presentLine gives it, as compact JSON from PostgreSQL (row_to_json keeps the columns'
 * order and adds no spaces, unlike json_build_object).
 */
const LINE_JSON = sql`row_to_json((select x from (select l.id, l.name, l.module, l.enabled, l.action,
  l.task, l.measure, l.nature, l.wear, l.cost, l.tax_rate as "taxRate",
  l.before_description as "beforeDescription", l.after_description as "afterDescription",
  l.unit_cost as "unitCost", l.suggested_wear as "suggestedWear") x))::text`;

/**
 * costingOf's answer as JSON text, for the costing GET (the caller's reach already asked): the
 * report and its lines come in one round trip, the lines already JSON from PostgreSQL, so that 300
 * lines are one text value instead of 4,200 fields parsed, mapped, validated and serialised again
 * (measured in test/costing.bench.ts). The totals still come from the domain. Lines not built yet
 * (first read) go through costingOf. Null when the report does not exist.
 */
export async function costingJson(db: Database, pool: pg.Pool, reportId: number): Promise<string | null> {
  const [row] = await prepared<{ edlIO: string; lines: string; deposit: string | null }>(
    pool,
    sql`select ${reports.edlIO} as "edlIO", ${reports.document}->>'depotGarantie' as deposit,
      (select '[' || coalesce(string_agg(${LINE_JSON}, ',' order by l.position), '') || ']'
       from ${costingLines} l where l.report_id = ${reports.id}) as lines
    from ${reports} where ${reports.id} = ${reportId}`,
  );
  if (!row) return null;
  if (row.edlIO !== 'Sortant' || row.lines === '[]')
    return JSON.stringify(await costingOf(db, pool, reportId));
  const totals = costingTotals(JSON.parse(row.lines) as CostingLineView[]);
  const deposit = JSON.stringify(depositCents(row.deposit));
  return `{"edlId":${reportId},"lines":${row.lines},"totals":${JSON.stringify(totals)},"deposit":${deposit}}`;
}

export interface LineChanges {
  enabled?: boolean | undefined;
  action?: CostingAction | null | undefined;
  task?: string | null | undefined;
  measure?: number | null | undefined;
  nature?: string | null | undefined;
  wear?: number | undefined;
  cost?: number | null | undefined;
  taxRate?: number | undefined;
}

/** Applies one change with the domain's rules and stores the line. */
export async function updateLine(
  db: Database,
  row: CostingLineRow,
  changes: LineChanges,
): Promise<CostingLineView> {
  let line: CostingLineView = presentLine(row);
  if (changes.enabled !== undefined) line = { ...line, enabled: changes.enabled };
  if (changes.task !== undefined) line = { ...line, task: changes.task };
  if (changes.nature !== undefined) line = { ...line, nature: changes.nature };
  if (changes.taxRate !== undefined) line = { ...line, taxRate: changes.taxRate };
  if (changes.measure !== undefined)
    line = { ...line, ...setLineMeasure(line, changes.measure, line.unitCost) };
  if (changes.wear !== undefined) line = { ...line, ...setLineWear(line, changes.wear, line.unitCost) };
  // After the wear: a cleaning's wear is 0 whatever else the same change said.
  if (changes.action !== undefined) {
    const [report] = await db
      .select({ userId: reports.userId })
      .from(reports)
      .where(eq(reports.id, row.reportId));
    const calibration = report ? await ownerCalibration(db, report.userId) : [];
    const element = costingLineElement(line).calibrationElement;
    const after = calibratedUnitCost(calibration, { element, nature: line.nature, action: changes.action });
    line = {
      ...line,
      ...setLineAction(line, changes.action, { before: line.unitCost, after }),
      unitCost: after,
    };
  }
  if (changes.cost !== undefined) line = { ...line, ...setLineCost(line, changes.cost) };
  const { enabled, action, task, measure, nature, wear, cost, taxRate, unitCost } = line;
  const values = {
    enabled,
    action,
    task,
    measure,
    nature,
    wear,
    cost,
    taxRate,
    unitCost,
    updatedAt: new Date(),
  };
  const [saved] = await db.update(costingLines).set(values).where(eq(costingLines.id, row.id)).returning();
  if (!saved) throw notFound('Ligne de chiffrage introuvable');
  return presentLine(saved);
}

/** The costing lines of each report of `reportIds` (the history's cards), in line order. */
export async function costingsByReport(db: Database, reportIds: readonly number[]) {
  const byReport = new Map<number, CostingLineView[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select()
    .from(costingLines)
    .where(inArray(costingLines.reportId, [...reportIds]))
    .orderBy(asc(costingLines.reportId), asc(costingLines.position));
  for (const row of rows)
    byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), presentLine(row)]);
  return byReport;
}
