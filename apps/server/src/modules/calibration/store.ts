/**
 * Calibration rows and how they merge (accounts-costing §3, §4). A user's calibration is their own
 * rows, their group's and the group's parent's; a group's is its own and its parent's. Rows with the
 * same identity (element, nature, action) form one element whose parts are the levels' values.
 */
import {
  type CalibrationAction,
  type CalibrationElement,
  type CalibrationElementType,
  type CalibrationOwner,
} from '@constat/domain';
import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { calibrations, groups, users } from '../../db/schema.ts';

export type CalibrationRow = typeof calibrations.$inferSelect;

/** Whose calibration: the own level and the inherited groups above it. */
export interface CalibrationScope {
  owner: CalibrationOwner;
  /** The user (owner 'user') or group (owner 'group') id. */
  ownerId: number;
  /** The user's group (owner 'user' only). */
  groupId: number | null;
  /** The parent of the user's group, or of the group. */
  parentId: number | null;
}

export const ownerKeyOf = (owner: CalibrationOwner, id: number) => `${owner === 'user' ? 'u' : 'g'}:${id}`;

async function parentOf(db: Database, groupId: number | null): Promise<number | null> {
  if (groupId === null) return null;
  const [row] = await db.select({ parentId: groups.parentId }).from(groups).where(eq(groups.id, groupId));
  return row?.parentId ?? null;
}

export async function userScope(db: Database, userId: number): Promise<CalibrationScope | null> {
  const [user] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    owner: 'user',
    ownerId: userId,
    groupId: user.groupId,
    parentId: await parentOf(db, user.groupId),
  };
}

export async function groupScope(db: Database, groupId: number): Promise<CalibrationScope | null> {
  const [group] = await db.select({ parentId: groups.parentId }).from(groups).where(eq(groups.id, groupId));
  if (!group) return null;
  return { owner: 'group', ownerId: groupId, groupId: null, parentId: group.parentId };
}

function levelOf(scope: CalibrationScope, row: CalibrationRow): 'user' | 'group' | 'parent' | null {
  if (scope.owner === 'user' && row.userId === scope.ownerId) return 'user';
  const groupId = scope.owner === 'group' ? scope.ownerId : scope.groupId;
  if (row.groupId !== null && row.groupId === groupId) return 'group';
  if (row.groupId !== null && row.groupId === scope.parentId) return 'parent';
  return null;
}

/** Every row a scope reads, oldest first (inherited lines first, as they were defined earlier). */
async function scopeRows(db: Database, scope: CalibrationScope): Promise<CalibrationRow[]> {
  const groupIds = [scope.owner === 'group' ? scope.ownerId : scope.groupId, scope.parentId].filter(
    (id): id is number => id !== null,
  );
  const conditions: SQL[] = [];
  if (scope.owner === 'user') conditions.push(eq(calibrations.userId, scope.ownerId));
  if (groupIds.length > 0) conditions.push(inArray(calibrations.groupId, groupIds));
  return db
    .select()
    .from(calibrations)
    .where(or(...conditions))
    .orderBy(asc(calibrations.id));
}

/** The rows merged into elements keyed by identity, in the order their first row was created. */
function mergeCalibration(scope: CalibrationScope, rows: readonly CalibrationRow[]): CalibrationElement[] {
  const byKey = new Map<string, CalibrationElement>();
  for (const row of rows) {
    const level = levelOf(scope, row);
    if (level === null) continue;
    const element = byKey.get(row.identityKey) ?? {
      key: row.identityKey,
      reference: row.reference,
      name: row.name,
      custom: row.custom,
      type: row.type as CalibrationElementType,
      nature: row.nature,
      action: row.action as CalibrationAction,
      user: null,
      group: null,
      parent: null,
    };
    element[level] = { id: row.id, unitCost: row.unitCost, taxRate: row.taxRate };
    byKey.set(row.identityKey, element);
  }
  return [...byKey.values()];
}

export async function readCalibration(db: Database, scope: CalibrationScope): Promise<CalibrationElement[]> {
  return mergeCalibration(scope, await scopeRows(db, scope));
}
