/**
 * The tables a backup holds: every table of the schema `public` (the application's; drizzle's
 * bookkeeping and graphile-worker's queue live in schemas of their own), with the columns a COPY
 * reads and writes (generated columns are computed, never copied), listed so that a table comes
 * after every table its foreign keys name: loaded in this order, each row's parent is already there.
 */
import type pg from 'pg';

export interface TableSpec {
  name: string;
  columns: string[];
}

export interface SequenceSpec {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function publicTables(client: pg.ClientBase): Promise<TableSpec[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of links) parents.set(child, (parents.get(child) ?? new Set()).add(parent));

  const ordered: TableSpec[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string): void => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`the foreign keys of ${name} form a cycle`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) if (byTable.has(parent)) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push({ name, columns: byTable.get(name) ?? [] });
  };
  for (const name of [...byTable.keys()].sort()) place(name);
  return ordered;
}

/** Every sequence of `public` and where it stands (a sequence is outside transactions: at least the snapshot's). */
export async function publicSequences(client: pg.ClientBase): Promise<SequenceSpec[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const sequences: SequenceSpec[] = [];
  for (const { name } of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${client.escapeIdentifier(name)}`,
    );
    sequences.push({ name, lastValue: state[0]?.last_value ?? '1', isCalled: state[0]?.is_called ?? false });
  }
  return sequences;
}

/** `public."name" ("a", "b")` for a COPY. */
export function copyTarget(client: pg.ClientBase, table: TableSpec): string {
  return `public.${client.escapeIdentifier(table.name)} (${table.columns.map((c) => client.escapeIdentifier(c)).join(', ')})`;
}
