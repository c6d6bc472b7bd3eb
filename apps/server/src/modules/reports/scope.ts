/**
 * Which saved reports a signed-in user sees, as SQL: the condition on `reports` (or on their
 * monthly counts, which follow `reports` exactly), built from the domain's REPORT_REACH for the
 * caller's scope kind. Who sees what, and why, is written once in packages/domain/src/policies/
 * reports.ts; the saved list's statement (reads.ts) builds its branches from the same table.
 * Anything outside the scope answers 404.
 */
import {
  REPORT_REACH,
  reportPolicy,
  subjectSet,
  type ReportAction,
  type ReportFacts,
  type ReportScopeKind,
  type Subject,
  type SubjectSet,
} from '@constat/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { reportMonthlyCounts, reports } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { authorize } from '../access/authorize.ts';
import { loadSubject, type LoadedSubject } from '../access/subject.ts';
import { requireUserId } from '../auth/authenticate.ts';

export type ScopeKind = ReportScopeKind;

export interface ReportScope extends LoadedSubject {
  /** The condition on `reports` selecting what the user sees; undefined for everything. */
  where: SQL | undefined;
}

/** Each of the caller's sets of ids (domain SubjectSet) as a membership test on a column. */
export type SetsSql = Readonly<Record<SubjectSet, (column: AnyPgColumn) => SQL>>;

/** The condition that a row's `columns` are within `kind`'s reach; undefined for every row. */
export function reachSql(
  kind: ReportScopeKind,
  columns: Partial<Record<keyof ReportFacts, AnyPgColumn>>,
  sets: SetsSql,
): SQL | undefined {
  const reach = REPORT_REACH[kind];
  if (reach === 'every') return undefined;
  const column = columns[reach.report];
  // A table without the compared field (the monthly counts have no report id) has nothing in reach.
  return column === undefined ? sql`false` : sets[reach.among](column);
}

export const REPORT_COLUMNS = { id: reports.id, userId: reports.userId, groupId: reports.groupId };
export const COUNT_COLUMNS = { userId: reportMonthlyCounts.userId, groupId: reportMonthlyCounts.groupId };

/** The sets as the ids the subject's facts hold. */
function setsOf(subject: Subject): SetsSql {
  const among = (set: SubjectSet) => (column: AnyPgColumn) => {
    const ids = subjectSet(subject, set);
    const [only] = ids;
    if (only === undefined) return sql`false`;
    return ids.length === 1 ? eq(column, only) : inArray(column, [...ids]);
  };
  return {
    self: among('self'),
    ownGroup: among('ownGroup'),
    groupSubtree: among('groupSubtree'),
    tenantReports: among('tenantReports'),
  };
}

/** What user `userId` sees (a report's owner, for the links it follows); null for no such user. */
export async function scopeOfUser(pool: pg.Pool, userId: number): Promise<ReportScope | null> {
  const subject = await loadSubject(pool, userId);
  if (!subject) return null;
  return { ...subject, where: reachSql(subject.kind, REPORT_COLUMNS, setsOf(subject)) };
}

/** Who is calling and what they see, in one round trip. */
export async function loadReportScope(pool: pg.Pool, request: FastifyRequest): Promise<ReportScope> {
  const scope = await scopeOfUser(pool, requireUserId(request));
  if (!scope) throw unauthorized('Ce compte n’existe plus');
  return scope;
}

/** `conditions` within the scope. */
export function within(scope: ReportScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(scope.where, ...conditions);
}

export const reportNotFound = () => notFound('EDL introuvable');

/** What the access rules compare of a report: its id, owner and group; null for no such report. */
async function reportFacts(db: Database, id: number): Promise<ReportFacts | null> {
  const [row] = await db
    .select({ id: reports.id, userId: reports.userId, groupId: reports.groupId })
    .from(reports)
    .where(eq(reports.id, id));
  return row ?? null;
}

/** Asks the report rule of `action` for report `id`: hidden or missing is a 404, refused a 403. */
export async function authorizeReport(
  db: Database,
  subject: Subject,
  action: ReportAction,
  id: number,
): Promise<ReportFacts> {
  const facts = await reportFacts(db, id);
  // A missing report is asked about as one of nobody's: a refusal that does not depend on the
  // report (an agent without self-service) answers the same whether it exists or not.
  authorize(reportPolicy[action](subject, facts ?? { id, userId: 0, groupId: null }), reportNotFound);
  if (!facts) throw reportNotFound();
  return facts;
}
