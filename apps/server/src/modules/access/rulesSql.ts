/**
 * The domain's rule tables (packages/domain/src/policies: ROLE_RULES, REPORT_SCOPE_RULES,
 * REPORT_REACH) as SQL, so that a statement decides exactly as the pure functions do. Each fact a
 * rule names is given as an SQL expression by the caller (never null: booleans or role names).
 */
import { sql, type SQL } from 'drizzle-orm';

/** A rule's result or a fact's value, as an SQL literal: only the tables' own words. */
function literal(value: string): SQL {
  if (!/^[a-z][a-z-]*$/.test(value)) throw new Error(`not a rule word: ${value}`);
  return sql.raw(`'${value}'`);
}

/** `case when … then … else … end`: the first rule whose every condition holds, as firstRule. */
export function firstRuleSql<F extends object, T extends string>(
  rules: readonly { then: T; when: Partial<F> }[],
  facts: Readonly<Record<keyof F, SQL>>,
): SQL {
  const branches = rules.map(({ then, when }) => {
    const conditions = (Object.entries(when) as [keyof F, unknown][]).map(([fact, value]) => {
      const expression = facts[fact];
      if (typeof value === 'boolean') return value ? sql`(${expression})` : sql`not (${expression})`;
      return sql`(${expression}) = ${literal(String(value))}`;
    });
    return conditions.length === 0
      ? sql`else ${literal(then)}`
      : sql`when ${sql.join(conditions, sql` and `)} then ${literal(then)}`;
  });
  return sql`case ${sql.join(branches, sql` `)} end`;
}
