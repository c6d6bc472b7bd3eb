/**
 * The public costing link (accounts-costing §6): `Limited <edlId>#<publicToken>` opens one report's
 * costing, the calibration config, the report owner's calibration and the PDF regeneration, and
 * nothing else. The token is compared in constant time; a wrong, revoked or foreign one is a 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { reportPublicTokens, reports } from '../../db/schema.ts';
import { costingLinkPolicy } from '@constat/domain';
import type pg from 'pg';
import { unauthorized } from '../../http/errors.ts';
import { authorize } from '../access/authorize.ts';
import { authorizeReport, loadReportScope, reportNotFound } from '../reports/scope.ts';

export interface LimitedAccess {
  reportId: number;
  /** The report's owner: the calibration the public page may read. */
  ownerId: number;
}

const refused = () =>
  unauthorized("Vous n'avez pas les droits pour consulter cette ressource, vérifiez l'adresse URL utilisée");

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The report a Limited header opens, or null for another scheme; a bad Limited header is a 401. */
export async function limitedAccess(db: Database, request: FastifyRequest): Promise<LimitedAccess | null> {
  const credentials = request.credentials;
  if (credentials?.scheme !== 'limited') return null;
  const [row] = await db
    .select({ token: reportPublicTokens.token, ownerId: reports.userId })
    .from(reportPublicTokens)
    .innerJoin(reports, eq(reports.id, reportPublicTokens.reportId))
    .where(and(eq(reportPublicTokens.reportId, credentials.edlId)));
  if (!row || !sameToken(row.token, credentials.publicToken)) throw refused();
  return { reportId: credentials.edlId, ownerId: row.ownerId };
}

/**
 * The caller reaches report `reportId`'s costing: the public link of that report
 * (costingLinkPolicy), or a signed-in caller the domain's reportPolicy lets; else 404.
 */
export async function authorizeCosting(
  db: Database,
  pool: pg.Pool,
  request: FastifyRequest,
  reportId: number,
): Promise<void> {
  const limited = await limitedAccess(db, request);
  if (limited) authorize(costingLinkPolicy.costing(limited, { id: reportId }), reportNotFound);
  else await authorizeReport(db, await loadReportScope(pool, request), 'costing', reportId);
}
