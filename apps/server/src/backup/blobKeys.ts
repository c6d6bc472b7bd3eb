/**
 * The blobs a database names. By the schema's convention a blob's key is kept in a text column
 * named `sha256` (photos and signatures, generated PDFs, download links): every such column of
 * every table is read, so that a table added later is backed up without a change here.
 */
import type pg from 'pg';

const KEY = /^[0-9a-f]{64}$/;

/** Every key, once, sorted; read in the caller's transaction (the dump's snapshot). */
export async function referencedBlobKeys(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'sha256' and data_type = 'text'
      order by table_name`,
  );
  if (tables.length === 0) return [];
  const union = tables
    .map(({ table_name }) => `select sha256 from public.${client.escapeIdentifier(table_name)}`)
    .join(' union ');
  const { rows } = await client.query<{ sha256: string | null }>(union);
  return rows
    .map((row) => row.sha256)
    .filter((key): key is string => key !== null && KEY.test(key))
    .sort();
}
