/**
 * The user an account route acts on, asked of the domain's userPolicy: a refusal (403) comes before
 * whether the user exists, so that a member learns nothing; one the caller does not see answers
 * exactly as one that does not exist (404).
 */
import { userPolicy } from '@constat/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { authorize } from '../access/authorize.ts';
import { userNotFound, type Actor, type UserRow } from '../accounts/actor.ts';

export async function targetUser(
  db: Database,
  actor: Actor,
  action: keyof typeof userPolicy,
  id: number,
): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  // A missing user is asked about as one of no group: refused to members, hidden from admins.
  authorize(userPolicy[action](actor.subject, row ?? { id, groupId: null }), userNotFound);
  if (!row) throw userNotFound();
  return row;
}
