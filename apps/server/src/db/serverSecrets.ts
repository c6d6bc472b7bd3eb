/**
 * Server-wide secret keys, shared by every server process through the database (server_settings):
 * the first process to ask for one makes it, every other one reads the same.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { serverSettings } from './schema.ts';

/** The 48 random bytes kept under `name`, made on first use. */
export async function serverSecret(db: Database, name: string): Promise<Uint8Array> {
  await db
    .insert(serverSettings)
    .values({ key: name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, name));
  if (!row) throw new Error(`server secret ${name} missing`);
  return Buffer.from(row.value, 'base64url');
}
