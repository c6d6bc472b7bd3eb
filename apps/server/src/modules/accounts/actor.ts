/**
 * Who is calling on the account routes: their user row and the facts the access rules read
 * (access/subject.ts). What they may see and do is the domain's policies
 * (packages/domain/src/policies/accounts.ts), asked through access/authorize.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { subjectOfUser, type LoadedSubject } from '../access/subject.ts';
import { requireUserId } from '../auth/authenticate.ts';

export type UserRow = typeof users.$inferSelect;

export interface Actor {
  user: UserRow;
  subject: LoadedSubject;
}

export async function loadActor(db: Database, request: FastifyRequest): Promise<Actor> {
  const userId = requireUserId(request);
  const [[user], subject] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    subjectOfUser(db, userId),
  ]);
  if (!user || !subject) throw unauthorized('Ce compte n’existe plus');
  return { user, subject };
}

export const groupNotFound = () => notFound('Groupe introuvable');
export const userNotFound = () => notFound('Utilisateur introuvable');
