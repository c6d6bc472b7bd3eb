/**
 * Presenters: database rows to the User and Group shapes of accounts-costing §3 (the schemas in
 * @constat/domain), with the inherited group options and colour cascade resolved.
 */
import {
  effectiveUserOptions,
  inheritedGroupOptions,
  resolveCustomColor,
  type Group,
  type Profile,
  type User,
} from '@constat/domain';
import { asc, count, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { groups, profiles, users } from '../../db/schema.ts';
import type { UserRow } from './actor.ts';
import { groupChain, type GroupRow } from './tree.ts';

/** What the API shows in place of a stored partner platform key. */
const PLATFORM_TOKEN_MASK = '********';

export function presentProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    name: row.name,
    passcode: row.passcode,
    default: row.isDefault,
    date: row.createdAt.toISOString(),
  };
}

/**
 * The global message (accounts-costing §3, §6; inspection-core §2): one message, written by a super
 * admin with `PATCH /me`, kept on that super admin's row (setting it clears it on every other row),
 * and shown in every user's record. Null when there is none.
 */
async function readGlobalMessage(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ message: users.globalAdminMessage })
    .from(users)
    .where(isNotNull(users.globalAdminMessage))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.message ?? null;
}

/** Users as the API shows them; group chains and profiles are read once for the whole list. */
export async function presentUsers(db: Database, rows: readonly UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const globalMessage = await readGlobalMessage(db);
  const groupIds = [...new Set(rows.map((row) => row.groupId))];
  const chains = new Map(
    await Promise.all(groupIds.map(async (id) => [id, await groupChain(db, id)] as const)),
  );
  const allProfiles = await db
    .select()
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(profiles.id));
  // Grouped once: a group's list of 500 users has thousands of profiles.
  const profilesOf = new Map<number, Profile[]>();
  for (const profile of allProfiles) {
    const list = profilesOf.get(profile.userId);
    if (list) list.push(presentProfile(profile));
    else profilesOf.set(profile.userId, [presentProfile(profile)]);
  }
  return rows.map((user) => {
    const chain = chains.get(user.groupId) ?? [];
    const color = resolveCustomColor(user.customColor, chain);
    const [group, parent] = chain;
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
      profiles: profilesOf.get(user.id) ?? [],
      ...effectiveUserOptions(user, chain),
      canAutoEdl: user.canAutoEdl,
      isAutoEdl: user.isAutoEdl,
      customColor: user.customColor,
      currentCustomColor: color.color,
      currentCustomColorOrigin: color.origin,
      customLegalText: user.customLegalText,
      customLegalTextConvention: user.customLegalTextConvention,
      // The key is a secret: the app only needs to know that one is set.
      platformToken: user.platformToken ? PLATFORM_TOKEN_MASK : null,
      globalAdminMessage: globalMessage,
    };
  });
}

export async function presentUser(db: Database, user: UserRow): Promise<User> {
  const [presented] = await presentUsers(db, [user]);
  if (!presented) throw new Error('user presenter returned nothing');
  return presented;
}

export async function presentGroups(db: Database, rows: readonly GroupRow[]): Promise<Group[]> {
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
  // Listed groups are usually siblings: their ancestors are read once per distinct parent.
  const parentIds = [...new Set(rows.map((row) => row.parentId))];
  const ancestorsOf = new Map(
    await Promise.all(parentIds.map(async (id) => [id, await groupChain(db, id)] as const)),
  );
  return rows.map((row) => {
    const ancestors = ancestorsOf.get(row.parentId) ?? [];
    const chain = [row, ...ancestors];
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
        .map((child) => ({
          id: child.id,
          name: child.name,
          userCount: userCount(child.id),
          logo: child.logo,
        })),
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
  });
}
