/**
 * The data model at a glance. Accounts: nested groups (a group may have a parent) carrying shared
 * options; users belong to at most one group (none for a super admin) and own profiles; refresh
 * tokens are stored hashed, grouped in families so that reuse of a rotated token revokes the family.
 * Later features add their tables here (reports, photos, costing, calibration, jobs).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    parentId: integer('parent_id').references((): AnyPgColumn => groups.id, { onDelete: 'restrict' }),
    lockPasswords: boolean('lock_passwords').notNull().default(false),
    shareEdls: boolean('share_edls').notNull().default(false),
    uniqueProfile: boolean('unique_profile').notNull().default(false),
    defaultListAllProfiles: boolean('default_list_all_profiles').notNull().default(false),
    hideLegend: boolean('hide_legend').notNull().default(false),
    customColor: text('custom_color'),
    customLegalText: text('custom_legal_text'),
    customLegalTextConvention: text('custom_legal_text_convention'),
    createdAt: createdAt(),
  },
  (t) => [index('groups_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    logo: text('logo'),
    companyName: text('company_name'),
    companyAddress: text('company_address'),
    admin: boolean('admin').notNull().default(false),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    uniqueProfile: boolean('unique_profile').notNull().default(false),
    defaultListAllProfiles: boolean('default_list_all_profiles').notNull().default(false),
    hideLegend: boolean('hide_legend').notNull().default(false),
    canAutoEdl: boolean('can_auto_edl').notNull().default(false),
    canEditPasswords: boolean('can_edit_passwords').notNull().default(true),
    isAutoEdl: boolean('is_auto_edl').notNull().default(false),
    customColor: text('custom_color'),
    customLegalText: text('custom_legal_text'),
    customLegalTextConvention: text('custom_legal_text_convention'),
    platformToken: text('platform_token'),
    globalAdminMessage: text('global_admin_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    index('users_group_idx').on(t.groupId),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Scrambled 4-digit passcode (see @constat/domain passcode.ts). */
    passcode: text('passcode'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    // The database itself guarantees what two taps or two tabs could otherwise break.
    uniqueIndex('profiles_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('profiles_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; reuse of a rotated one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Server-wide secrets and settings shared by every server process (e.g. the JWT signing key). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Failed logins per account and client address, shared by every server process: the login limits
 * count them per (account, address) and, with a higher threshold, per account.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    /** The client's address ('' for failures recorded before addresses were). */
    address: text('address').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_login_at_idx').on(t.login, t.at)],
);
