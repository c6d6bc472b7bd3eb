/**
 * Accounts (accounts-costing §3): users with profiles, nested groups carrying shared settings.
 * These shapes are what `GET /api/me`, `/api/user` and `/api/user-group` answer.
 */
import { z } from 'zod';
import { canEditOwnPassword } from '../policies/accounts.ts';

export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The 4-digit passcode, scrambled (see passcode.ts); null when the profile has none. */
  passcode: z.string().nullable(),
  default: z.boolean(),
  /** Creation date, ISO 8601. */
  date: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const GROUP_OPTION_KEYS = [
  'lockPasswords',
  'shareEdls',
  'uniqueProfile',
  'defaultListAllProfiles',
  'hideLegend',
] as const;

export const CUSTOM_COLOR_ORIGINS = ['user', 'group', 'parent', 'default'] as const;

const GroupRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});

/** Options a group can force on its users and sub-groups. */
const GroupOptionsSchema = z.object({
  lockPasswords: z.boolean(),
  shareEdls: z.boolean(),
  uniqueProfile: z.boolean(),
  defaultListAllProfiles: z.boolean(),
  hideLegend: z.boolean(),
});
export type GroupOptions = z.infer<typeof GroupOptionsSchema>;

export const GroupSchema = GroupOptionsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  children: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      userCount: z.number().int(),
      logo: z.string().nullable().optional(),
    }),
  ),
  userCount: z.number().int(),
  /** Options switched on by an ancestor group: shown as 'Activé groupe parent' and not changeable. */
  inheritedOptions: GroupOptionsSchema,
  customColor: z.string().nullable(),
  currentCustomColor: z.string(),
  currentCustomColorOrigin: z.enum(CUSTOM_COLOR_ORIGINS),
  customLegalText: z.string().nullable(),
  customLegalTextConvention: z.string().nullable(),
});
export type Group = z.infer<typeof GroupSchema>;

/**
 * One group of an admin's tree (`GET /user-group/tree`): every visible group, flat. A type only:
 * the server holds its schema, so the login screen's JavaScript does not carry it.
 */
export interface GroupNode {
  id: number;
  name: string;
  logo: string | null;
  /** Null for a top-level group; a group admin's own group may point to a parent they do not see. */
  parentId: number | null;
  userCount: number;
}

export const UserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  admin: z.boolean(),
  groupId: z.number().int().nullable(),
  group: GroupRefSchema.nullable(),
  profiles: z.array(ProfileSchema),
  uniqueProfile: z.boolean(),
  defaultListAllProfiles: z.boolean(),
  hideLegend: z.boolean(),
  canAutoEdl: z.boolean(),
  canEditPasswords: z.boolean(),
  isAutoEdl: z.boolean(),
  customColor: z.string().nullable(),
  currentCustomColor: z.string(),
  currentCustomColorOrigin: z.enum(CUSTOM_COLOR_ORIGINS),
  customLegalText: z.string().nullable(),
  customLegalTextConvention: z.string().nullable(),
  platformToken: z.string().nullable(),
  globalAdminMessage: z.string().nullable(),
  groupSharesEdls: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Product default main colour (accounts-costing §9), hex without '#'. */
export const DEFAULT_MAIN_COLOR = '99c46a';

/**
 * Group options are inherited (accounts-costing §6): an option on in any ancestor is on for the
 * group. `chain` runs from the group itself up to the root.
 */
export function inheritedGroupOptions(chain: readonly GroupOptions[]): GroupOptions {
  const options = {
    lockPasswords: false,
    shareEdls: false,
    uniqueProfile: false,
    defaultListAllProfiles: false,
    hideLegend: false,
  };
  for (const group of chain) {
    for (const key of GROUP_OPTION_KEYS) options[key] ||= group[key];
  }
  return options;
}

/** The main colour cascade: user, then group, then parent group(s), then the product default. */
export function resolveCustomColor(
  userColor: string | null,
  groupChain: readonly { customColor: string | null }[],
): { color: string; origin: (typeof CUSTOM_COLOR_ORIGINS)[number] } {
  if (userColor) return { color: userColor, origin: 'user' };
  const index = groupChain.findIndex((group) => group.customColor);
  const found = groupChain[index]?.customColor;
  if (found) return { color: found, origin: index === 0 ? 'group' : 'parent' };
  return { color: DEFAULT_MAIN_COLOR, origin: 'default' };
}

/**
 * `POST /auto-edl`: the report to duplicate, the tenant's e-mail, floor and door, the profile, as a
 * complete form sends it. The agent's view of an invitation is selfService/records.ts.
 */
export const AutoEdlCreateSchema = z.strictObject({
  duplicateFromId: z.number().int().positive(),
  email: z.string().email(),
  preData: z.object({ etage: z.string().trim().min(1), numAppart: z.string().trim().min(1) }),
  profileId: z.number().int().positive(),
});

/**
 * A user's options as they apply (accounts-costing §6): uniqueProfile, defaultListAllProfiles and
 * hideLegend are on when the user or any of their groups has them on; lockPasswords on a group
 * takes the password change away; shareEdls comes from the groups only.
 */
export function effectiveUserOptions(
  own: {
    uniqueProfile: boolean;
    defaultListAllProfiles: boolean;
    hideLegend: boolean;
    canEditPasswords: boolean;
  },
  groupChain: readonly GroupOptions[],
): {
  uniqueProfile: boolean;
  defaultListAllProfiles: boolean;
  hideLegend: boolean;
  canEditPasswords: boolean;
  groupSharesEdls: boolean;
} {
  const fromGroups = inheritedGroupOptions(groupChain);
  return {
    uniqueProfile: own.uniqueProfile || fromGroups.uniqueProfile,
    defaultListAllProfiles: own.defaultListAllProfiles || fromGroups.defaultListAllProfiles,
    hideLegend: own.hideLegend || fromGroups.hideLegend,
    canEditPasswords: canEditOwnPassword({
      canEditPasswords: own.canEditPasswords,
      groupLocksPasswords: fromGroups.lockPasswords,
    }),
    groupSharesEdls: fromGroups.shareEdls,
  };
}
