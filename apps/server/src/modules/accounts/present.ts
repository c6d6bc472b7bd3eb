/**
 * Presenters: database rows to the User and Group shapes of accounts-costing §3 (the schemas in
 * @constat/domain), with the inherited group options and colour cascade resolved.
 */
import {
  inheritedGroupOptions,
  resolveCustomColor,
  type Group,
  type Profile,
  type User,
} from '@constat/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { groups, profiles, users } from '../../db/schema.ts';
import type { UserRow } from './actor.ts';
import { groupChain, type GroupRow } from './tree.ts';

export function presentProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    name: row.name,
    passcode: row.passcode,
    default: row.isDefault,
    date: row.createdAt.toISOString(),
  };
}

export async function presentUser(db: Database, user: UserRow): Promise<User> {
  const chain = await groupChain(db, user.groupId);
  const fromGroups = inheritedGroupOptions(chain);
  const color = resolveCustomColor(user.customColor, chain);
  const own = await db.select().from(profiles).where(eq(profiles.userId, user.id)).orderBy(asc(profiles.id));
  const group = chain[0];
  const parent = chain[1];
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    logo: user.logo,
    companyName: user.companyName,
    companyAddress: user.companyAddress,
    admin: user.admin,
    groupId: user.groupId,
    group: group
      ? { id: group.id, name: group.name, parent: parent ? { id: parent.id, name: parent.name } : null }
      : null,
    profiles: own.map(presentProfile),
    uniqueProfile: user.uniqueProfile || fromGroups.uniqueProfile,
    defaultListAllProfiles: user.defaultListAllProfiles || fromGroups.defaultListAllProfiles,
    hideLegend: user.hideLegend || fromGroups.hideLegend,
    canAutoEdl: user.canAutoEdl,
    canEditPasswords: user.canEditPasswords && !fromGroups.lockPasswords,
    isAutoEdl: user.isAutoEdl,
    customColor: user.customColor,
    currentCustomColor: color.color,
    currentCustomColorOrigin: color.origin,
    customLegalText: user.customLegalText,
    customLegalTextConvention: user.customLegalTextConvention,
    platformToken: user.platformToken,
    globalAdminMessage: user.globalAdminMessage,
    groupSharesEdls: fromGroups.shareEdls,
  };
}

export async function presentGroups(db: Database, rows: GroupRow[]): Promise<Group[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const children = await db
    .select()
    .from(groups)
    .where(inArray(groups.parentId, ids))
    .orderBy(asc(groups.name));
  const countIds = [...ids, ...children.map((child) => child.id)];
  const counts = await db
    .select({ groupId: users.groupId, value: count() })
    .from(users)
    .where(inArray(users.groupId, countIds))
    .groupBy(users.groupId);
  const userCount = (id: number) => counts.find((c) => c.groupId === id)?.value ?? 0;
  return Promise.all(
    rows.map(async (row) => {
      const chain = await groupChain(db, row.id);
      const ancestors = chain.slice(1);
      const color = resolveCustomColor(null, chain);
      const parent = ancestors[0];
      return {
        id: row.id,
        name: row.name,
        logo: row.logo,
        parentId: row.parentId,
        parent: parent ? { id: parent.id, name: parent.name } : null,
        children: children
          .filter((child) => child.parentId === row.id)
          .map((child) => ({ id: child.id, name: child.name, userCount: userCount(child.id) })),
        userCount: userCount(row.id),
        lockPasswords: row.lockPasswords,
        shareEdls: row.shareEdls,
        uniqueProfile: row.uniqueProfile,
        defaultListAllProfiles: row.defaultListAllProfiles,
        hideLegend: row.hideLegend,
        inheritedOptions: inheritedGroupOptions(ancestors),
        customColor: row.customColor,
        currentCustomColor: color.color,
        currentCustomColorOrigin: color.origin,
        customLegalText: row.customLegalText,
        customLegalTextConvention: row.customLegalTextConvention,
      };
    }),
  );
}
