/**
 * Who is calling, as the access rules read it (domain Subject), in one statement: the CTEs `chain`
 * (the account's group and its ancestors, whose options the group inherits: accounts-costing §6),
 * `subtree` (its group and every sub-group) and `scope`, one row (none for a deleted account) with
 * the account's facts, its role and its report scope kind, the last two decided in SQL by the
 * domain's own tables (rulesSql.ts). The saved list's single statement (reports/reads.ts) reads the
 * same CTEs, so that the list cannot drift from the other routes.
 */
import { REPORT_SCOPE_RULES, ROLE_RULES, type ReportScopeKind, type Subject } from '@constat/domain';
import { sql, type Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
import { autoEdls, groups, users } from '../../db/schema.ts';
import { firstRuleSql } from './rulesSql.ts';

const ROLE = firstRuleSql(ROLE_RULES, {
  isAutoEdl: sql`u.is_auto_edl`,
  admin: sql`u.admin`,
  hasGroup: sql`u.group_id is not null`,
});

const KIND = firstRuleSql(REPORT_SCOPE_RULES, { role: sql`r.role`, groupSharesEdls: sql`s.shares` });

export const subjectCtes = (userId: Placeholder | number) => sql`
    recursive chain(id, parent_id, share_edls, lock_passwords) as (
      select g.id, g.parent_id, g.share_edls, g.lock_passwords
      from ${groups} g join ${users} u on u.group_id = g.id where u.id = ${userId}
      union all
      select g.id, g.parent_id, g.share_edls, g.lock_passwords from ${groups} g join chain c on g.id = c.parent_id
    ), subtree(id) as (
      select u.group_id from ${users} u where u.id = ${userId} and u.group_id is not null
      union all
      select g.id from ${groups} g join subtree t on g.parent_id = t.id
    ), scope as materialized (
      select u.id as user_id, u.group_id, u.admin, u.is_auto_edl, u.can_auto_edl, u.can_edit_passwords,
             s.shares, s.locks, r.role, ${KIND} as kind, a.id as auto_edl_id,
             a.duplicate_from_id as tenant_base, a.result_report_id as tenant_result,
             array(select x from unnest(array[a.duplicate_from_id, a.result_report_id]) x
                   where x is not null) as tenant_reports
      from ${users} u
      cross join lateral (select coalesce(bool_or(share_edls), false) as shares,
                                 coalesce(bool_or(lock_passwords), false) as locks from chain) s
      cross join lateral (select ${ROLE} as role) r
      left join ${autoEdls} a on u.is_auto_edl and a.tenant_user_id = u.id
      where u.id = ${userId}
    )`;

/** The facts, and what the rules made of them in SQL. */
export interface LoadedSubject extends Subject {
  /** The report scope kind as the SQL decided it (the saved list's statement reads it too). */
  kind: ReportScopeKind;
  /** A tenant's invitation (its upload goes through modules/autoEdl); else null. */
  autoEdlId: number | null;
}

const id = (value: number | string | null) => (value === null ? null : Number(value));

type SubjectRow = {
  group_id: number | null;
  admin: boolean;
  is_auto_edl: boolean;
  can_auto_edl: boolean;
  can_edit_passwords: boolean;
  shares: boolean;
  locks: boolean;
  kind: ReportScopeKind;
  subtree: number[];
  auto_edl_id: number | null;
  tenant_base: number | null;
  tenant_result: number | null;
};

const subjectStatement = (userId: number) => sql`with ${subjectCtes(userId)}
    select group_id, admin, is_auto_edl, can_auto_edl, can_edit_passwords, shares, locks, kind,
           array(select id from subtree) as subtree, auto_edl_id, tenant_base, tenant_result
    from scope`;

function subjectOf(userId: number, row: SubjectRow | undefined): LoadedSubject | null {
  if (!row) return null;
  return {
    userId,
    admin: row.admin,
    groupId: id(row.group_id),
    canAutoEdl: row.can_auto_edl,
    isAutoEdl: row.is_auto_edl,
    canEditPasswords: row.can_edit_passwords,
    groupSharesEdls: row.shares,
    groupLocksPasswords: row.locks,
    groupSubtree: row.subtree.map(Number),
    tenantBase: id(row.tenant_base),
    tenantResult: id(row.tenant_result),
    kind: row.kind,
    autoEdlId: id(row.auto_edl_id),
  };
}

/** The facts about account `userId` (a prepared statement on the pool); null for no such account. */
export async function loadSubject(pool: pg.Pool, userId: number): Promise<LoadedSubject | null> {
  const [row] = await prepared<SubjectRow>(pool, subjectStatement(userId));
  return subjectOf(userId, row);
}

/** The same through drizzle, for the account routes' `db`. */
export async function subjectOfUser(db: Database, userId: number): Promise<LoadedSubject | null> {
  const result = await db.execute<SubjectRow>(subjectStatement(userId));
  return subjectOf(userId, result.rows[0]);
}
