/**
 * The group tree: ancestors of a group (for inherited options and colours) and the subtree a group
 * admin may see. Groups are few per tenant, so recursive queries are cheap.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { groups } from '../../db/schema.ts';

export type GroupRow = typeof groups.$inferSelect;

/** The group itself first, then its parent, up to the root. */
export async function groupChain(db: Database, groupId: number | null): Promise<GroupRow[]> {
  if (groupId === null) return [];
  const result = await db.execute<{ id: number; depth: number }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from ${groups} where id = ${groupId}
      union all
      select g.id, g.parent_id, c.depth + 1 from ${groups} g join chain c on g.id = c.parent_id
    )
    select id, depth from chain order by depth`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.query.groups.findMany({ where: (g, { inArray }) => inArray(g.id, ids) });
  return ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is GroupRow => row !== undefined);
}

/** The ids of a group and all its descendants. */
export async function subtreeIds(db: Database, groupId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from ${groups} where id = ${groupId}
      union all
      select g.id from ${groups} g join tree t on g.parent_id = t.id
    )
    select id from tree`);
  return result.rows.map((row) => Number(row.id));
}
