/**
 * The data model at a glance. Accounts: nested groups (a group may have a parent) carrying shared
 * options; users belong to at most one group (none for a super admin) and own profiles; refresh
 * tokens are stored hashed, grouped in families so that reuse of a rotated token revokes the family.
 * Saved reports: the uploaded document as JSONB plus the summary columns the saved list reads and
 * searches; images are content-addressed blobs (one row per SHA-256, the bytes in the BlobStore)
 * linked to the reports that show them. Later features add their tables here (costing, calibration,
 * jobs).
 */
import type { AgreementLine, ConventionSigner, LocalReport } from '@constat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes (node-postgres reads and writes them as Buffers). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
    /** The name's confusable skeleton (domain displayNameKey); none for a look-alike kept from before. */
    nameSkeleton: text('name_skeleton'),
    createdAt: createdAt(),
  },
  (t) => [
    index('groups_parent_idx').on(t.parentId),
    uniqueIndex('groups_parent_name_skeleton_unique').on(sql`coalesce(${t.parentId}, 0)`, t.nameSkeleton),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** NFKC and lower case (domain normaliseLogin), but for a look-alike kept from before. */
    login: text('login').notNull(),
    /** The login's confusable skeleton (domain loginKey); none for a look-alike kept from before. */
    loginSkeleton: text('login_skeleton'),
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
    uniqueIndex('users_login_skeleton_unique').on(t.loginSkeleton),
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
    /** The name's confusable skeleton (domain displayNameKey); none for a look-alike kept from before. */
    nameSkeleton: text('name_skeleton'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    uniqueIndex('profiles_user_name_skeleton_unique').on(t.userId, t.nameSkeleton),
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
    /**
     * Every token issued from one login shares a family: it is that login's session, named in its
     * access tokens (`sid`); reuse of a rotated one revokes it.
     */
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
    // A family's one current token: every authenticated request looks its session up by it.
    index('refresh_tokens_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.rotatedAt} is null and ${t.revokedAt} is null`),
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

/** An image stored once per content (photo or signature), its bytes in the BlobStore under sha256. */
export const photoBlobs = pgTable(
  'photo_blobs',
  {
    sha256: text('sha256').primaryKey(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('photo_blobs_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('photo_blobs_mime', sql`${t.mime} in ('image/jpeg', 'image/png')`),
  ],
);

/**
 * Who may use an image content (docs/ARCHITECTURE.md "Trust"): the accounts that sent its bytes (or sent them
 * again, as proof of possession, when the server already had them). Content-addressed storage is not
 * content-addressed access: a report may link an image only with a grant or when a report within the
 * saver's scope links it already (modules/reports/photoAccess.ts). Migration 0012 granted the images
 * stored before it to the owners of the reports linking them.
 */
export const photoGrants = pgTable(
  'photo_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256')
      .notNull()
      .references(() => photoBlobs.sha256, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256] }), index('photo_grants_sha_idx').on(t.sha256)],
);

/**
 * A saved report. Owned by the user who saved it (and their group, kept in step when the user moves,
 * for the group's shared list), filed under one of that user's profiles. `document` is the report as
 * uploaded; the summary columns are derived from it once (savedReportFields), except the comment,
 * showCosts and locale, which the saved list edits afterwards.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The uploading device's key (device id + localId): a retried upload finds its first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the upload's content (domain uploadContentText): the key replays its first result
     * only for this content (migration 0013; null for reports saved before, which replay as then).
     */
    contentHash: text('content_hash'),
    document: jsonb('document').$type<LocalReport>().notNull(),
    /**
     * The report's fingerprint (verification/service.ts reportFingerprint), kept at save: the public
     * verification compares it alone (migration 0022; null for reports saved before until verified).
     */
    fingerprint: text('fingerprint'),
    localId: bigint('local_id', { mode: 'number' }).notNull(),
    edlIO: text('edl_io').notNull(),
    /** The report's own date (signature time on the device). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    renter: text('renter'),
    housingSize: text('housing_size'),
    housingRef: text('housing_ref'),
    agent: text('agent'),
    owner: text('owner'),
    address: text('address'),
    locale: text('locale').notNull(),
    duplicateFromEdlId: integer('duplicate_from_edl_id'),
    hasConvention: boolean('has_convention').notNull().default(false),
    isPlatformConnected: boolean('is_platform_connected').notNull().default(false),
    /** Uploaded by a tenant through a self-service invitation (auto_edls). */
    fromAutoEdl: boolean('from_auto_edl').notNull().default(false),
    comment: text('comment'),
    showCosts: boolean('show_costs').notNull().default(true),
    /** Tenants, address, agent, owner and flat number without accents nor case (normalizeSearchText). */
    searchText: text('search_text').notNull(),
    /**
     * search_text's UTF-8 bytes, written by a trigger (migration 0010): a search within a scope
     * reads them from the scope's index and finds the words with a byte search (bytea position),
     * a third of the cost of LIKE or strpos on text, which handle characters.
     */
    searchBytes: bytea('search_bytes')
      .notNull()
      .default(sql`''::bytea`),
    syncDate: timestamp('sync_date', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedDate: timestamp('last_updated_date', { withTimezone: true }),
    /**
     * The saved list's item as JSON members without the braces, but for the profile's name:
     * written by triggers (migration 0010) whenever the report or the status of its PDFs changes,
     * so that a page of the list reads one column per report instead of building 20 objects.
     */
    summaryMembers: text('summary_members').notNull().default(''),
  },
  (t) => [
    uniqueIndex('reports_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    // The saved list, newest first, per scope: own reports, a group's, a profile's. Each scope
    // has a narrow index for its pages and totals, and one holding the search text's bytes, so that
    // a scoped search reads the index only (measured on 100,000 reports, a group of 2,000: search
    // total 1.6 -> 0.5 ms; list page + total 0.95 -> 0.50 ms with the narrow one kept). The search
    // text is capped (MAX_SEARCH_BYTES) to fit an index entry.
    index('reports_user_id_idx').on(t.userId, t.id),
    index('reports_user_search_idx').on(t.userId, t.id, t.searchBytes),
    index('reports_group_id_idx').on(t.groupId, t.id),
    index('reports_group_search_idx').on(t.groupId, t.id, t.searchBytes),
    index('reports_profile_id_idx').on(t.profileId, t.id),
    // Statistics count the days at either end of a range from here (index-only), the whole
    // months from report_monthly_counts.
    index('reports_date_stats_idx').on(t.date, t.userId, t.groupId, t.profileId, t.edlIO),
    // Searches over every report (a super admin's) use trigrams; the extension is created by
    // migration 0003 (trusted: a database owner may create it).
    index('reports_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('reports_edl_io', sql`${t.edlIO} in ('Entrant', 'Sortant')`),
    check('reports_locale', sql`${t.locale} in ('fr', 'en', 'es')`),
  ],
);

/** The images a report shows, in document order: its photos, then its signatures. */
export const reportPhotos = pgTable(
  'report_photos',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => photoBlobs.sha256, { onDelete: 'restrict' }),
    /** The device's `_ref`. */
    ref: text('ref').notNull(),
    /** A photo's `_context`, a signature's signer. */
    context: text('context'),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.position] }),
    index('report_photos_report_sha_idx').on(t.reportId, t.sha256),
    index('report_photos_sha_idx').on(t.sha256),
    check('report_photos_kind', sql`${t.kind} in ('photo', 'signature')`),
  ],
);

// --- documents ---

/**
 * The PDFs of a report (kind 'edl') and of its exit agreement ('convention'): one row per kind, the
 * job and its result at once. A generate request sets it pending; a server process claims it
 * (FOR UPDATE SKIP LOCKED), renders it in a worker thread and stores the PDF as a blob (sha256).
 * `generation` grows with each request so that a result rendered for an older request is not taken
 * for the newer one.
 */
export const reportDocuments = pgTable(
  'report_documents',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    locale: text('locale').notNull(),
    generation: integer('generation').notNull().default(1),
    sha256: text('sha256'),
    size: integer('size'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.kind] }),
    index('report_documents_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    check('report_documents_kind', sql`${t.kind} in ('edl', 'convention')`),
    check('report_documents_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check('report_documents_locale', sql`${t.locale} in ('fr', 'en', 'es')`),
  ],
);

/**
 * E-mails to send: a report's PDF (PUT /api/edl/{id}/send) or a self-service invitation (POST
 * /api/auto-edl). One row per recipient, written in the request's transaction, sent by whichever
 * process claims it and marked sent, so that a message is sent once even when the server restarts
 * between the request and the sending. Exactly one of report_id and auto_edl_id is set; deleting
 * the report or the invitation before the sending drops the message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** The invitation whose link and credentials go out (read at sending time). */
    autoEdlId: integer('auto_edl_id').references((): AnyPgColumn => autoEdls.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The PDF rendered for this sending when none was stored (drizzle/0021): all its messages send it. */
    sha256: text('sha256'),
    /** The Message-ID of every try of this message: a copy sent again after a crash is recognisable. */
    messageId: text('message_id'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('mail_outbox_subject', sql`(${t.reportId} is null) <> (${t.autoEdlId} is null)`),
  ],
);

/**
 * A download link e-mailed instead of a PDF too large to attach: one per
 * message and document, opened without login (GET /api/telechargement/{token}). Only the token's
 * hash is kept, as for refresh tokens: the table read alone opens nothing. The link serves the very
 * blob it was made for, whatever is generated afterwards; it dies with its report.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sha256: text('sha256').notNull(),
    /** The recipient's language: the page of an expired link is written in it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('document_links_token_unique').on(t.tokenHash),
    index('document_links_expiry_idx').on(t.expiresAt),
    check('document_links_kind', sql`${t.kind} in ('edl', 'convention')`),
    check('document_links_locale', sql`${t.locale} in ('fr', 'en', 'es')`),
  ],
);

// --- costing ---

/**
 * One level's calibration line (accounts-costing §3): a user's own line or override, or a group's.
 * `ownerKey` ('u:<id>' or 'g:<id>') and `identityKey` (element, nature, action:
 * calibrationIdentityKey) make "no two identical elements" a constraint; a member overriding a group
 * line has a row of their own with the same identity.
 */
export const calibrations = pgTable(
  'calibrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    identityKey: text('identity_key').notNull(),
    reference: text('reference'),
    name: text('name'),
    custom: boolean('custom').notNull().default(false),
    type: text('type').notNull(),
    nature: text('nature').notNull().default('all'),
    action: text('action').notNull(),
    /** Cents excluding tax, per unit or per m²; null: not set at this level. */
    unitCost: integer('unit_cost'),
    /** Hundredths of a percent; null: not set at this level. */
    taxRate: integer('tax_rate'),
  },
  (t) => [
    uniqueIndex('calibrations_owner_identity_unique').on(t.ownerKey, t.identityKey),
    index('calibrations_user_idx').on(t.userId),
    index('calibrations_group_idx').on(t.groupId),
    check('calibrations_one_owner', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
    check('calibrations_type', sql`${t.type} in ('equipment', 'coating')`),
    check('calibrations_action', sql`${t.action} in ('all', 'repair', 'replace', 'clean')`),
    check('calibrations_unit_cost', sql`${t.unitCost} is null or ${t.unitCost} >= 0`),
    check('calibrations_tax_rate', sql`${t.taxRate} is null or ${t.taxRate} between 0 and 10000`),
  ],
);

/**
 * A saved exit report's costing lines (accounts-costing §3), built once from the elements marked to
 * quote; `elementPath` names the element in the document so a rebuild never duplicates a line.
 * `unitCost` is the calibration's at build time: what an automatic cost is recomputed with.
 */
export const costingLines = pgTable(
  'costing_lines',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    elementPath: text('element_path').notNull(),
    name: text('name').notNull(),
    module: text('module'),
    enabled: boolean('enabled').notNull().default(true),
    action: text('action'),
    task: text('task'),
    measure: integer('measure'),
    nature: text('nature'),
    wear: integer('wear').notNull().default(0),
    /** The wear grid's suggestion when the line was built; null for lines built before it was kept. */
    suggestedWear: integer('suggested_wear'),
    cost: integer('cost'),
    taxRate: integer('tax_rate').notNull(),
    unitCost: integer('unit_cost'),
    beforeDescription: text('before_description'),
    afterDescription: text('after_description'),
    /** When the line last changed: a revised agreement is dated by its last change. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('costing_lines_report_element_unique').on(t.reportId, t.elementPath),
    index('costing_lines_report_idx').on(t.reportId, t.position),
    check('costing_lines_wear', sql`${t.wear} between 0 and 100 and ${t.wear} % 5 = 0`),
    check(
      'costing_lines_suggested_wear',
      sql`${t.suggestedWear} is null or (${t.suggestedWear} between 0 and 100 and ${t.suggestedWear} % 5 = 0)`,
    ),
  ],
);

/**
 * What the parties of an exit agreement signed (docs/ARCHITECTURE.md "Beyond the specification"), apart from
 * the editable costing lines: revision 0 is the report's own signing (its pre-quotes, fingerprint,
 * signatures), each later one a revision of the costing signed on the device. Rows are only added, never
 * changed.
 */
export const conventionSignings = pgTable(
  'convention_signings',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** The amounts signed (domain AgreementLine[]). */
    lines: jsonb('lines').$type<AgreementLine[]>().notNull(),
    /** Who signed, with the SHA-256 of each signature image (domain ConventionSigner[]). */
    signers: jsonb('signers').$type<ConventionSigner[]>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** The account that had the revision signed; null for the report's own signing. */
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('convention_signings_report_revision_unique').on(t.reportId, t.revision),
    check('convention_signings_revision', sql`${t.revision} >= 0`),
  ],
);

/** The public costing link of a report (accounts-costing §6): a random token, revocable. */
export const reportPublicTokens = pgTable('report_public_tokens', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Usage statistics (accounts-costing §2): saved reports counted per calendar month (Europe/Paris)
 * and per owner, group, profile and type. Triggers on `reports` (migration 0006) keep it in the
 * same transaction as every insert, delete and move (upload, deletion, account or group deletion,
 * a profile deleted), so statistics over whole months add up a few thousand rows instead of
 * counting every report; the days at either end of a range are counted from `reports`.
 * 0 stands for no group and no profile (a primary key holds no null).
 */
export const reportMonthlyCounts = pgTable(
  'report_monthly_counts',
  {
    userId: integer('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    groupId: integer('group_id').notNull(),
    profileId: integer('profile_id').notNull(),
    edlIO: text('edl_io').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.groupId, t.profileId, t.edlIO] }),
    index('report_monthly_counts_month_idx').on(t.month),
    // The saved list's total for a group (or a group admin's subtree) and for a profile.
    index('report_monthly_counts_group_idx').on(t.groupId, t.month),
    index('report_monthly_counts_profile_idx').on(t.profileId),
    // Usually empty: the triggers remove a count fallen to 0 through it.
    index('report_monthly_counts_zero_idx')
      .on(t.count)
      .where(sql`${t.count} = 0`),
  ],
);

/**
 * A version of each group's saved reports, so that a server can keep a list page it answered and
 * answer it again while nothing it shows has changed (modules/reports/listCache.ts). Triggers
 * (migration 0011) add 1 to the version of a report's group, old and new, when the transaction that
 * inserts, changes or deletes the report commits (deferred: the row is locked only while committing,
 * after every other lock the transaction takes, so that it adds no deadlock); a profile's new name
 * adds 1 to EVERY_GROUP, which every list reads too. 0 stands for no group.
 */
export const reportListVersions = pgTable('report_list_versions', {
  groupKey: integer('group_key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The key of report_list_versions that every list's version includes. */
export const EVERY_GROUP = -1;

// --- self-service (auto-EDL) ---

/**
 * A self-service invitation (accounts-costing §2-§3): an agent asks a tenant to inspect alone,
 * starting from one of the agent's saved reports. The tenant works through a limited account
 * (users.is_auto_edl) created with it; the result is filed under the agent, its profile and group,
 * and the invitation is marked done in the same transaction.
 *
 * `password` is the tenant's generated password kept in clear on purpose: the spec has the agent view
 * and copy it. It only opens this one invitation (modules/autoEdl/gate.ts); the account itself logs
 * in against the usual argon2 hash. Deleting the invitation deletes the account.
 */
export const autoEdls = pgTable(
  'auto_edls',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    duplicateFromId: integer('duplicate_from_id').references(() => reports.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    preData: jsonb('pre_data').$type<{ etage: string; numAppart: string }>().notNull(),
    createdAt: createdAt(),
    tenantUserId: integer('tenant_user_id').references(() => users.id, { onDelete: 'set null' }),
    login: text('login').notNull(),
    password: text('password').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    resultReportId: integer('result_report_id').references(() => reports.id, { onDelete: 'set null' }),
    renter: text('renter'),
  },
  (t) => [
    index('auto_edls_agent_idx').on(t.agentUserId, t.id),
    uniqueIndex('auto_edls_tenant_unique').on(t.tenantUserId),
  ],
);

/**
 * The link through which the tenant of a saved move-in completes it within ten days
 * (docs/ARCHITECTURE.md "Beyond the specification"; loi du 6 juillet 1989 art. 3-2): `Limited
 * <edlId>#<token>` on the remarks routes only. Separate from the costing link: each is shared and revoked on
 * its own.
 */
export const reportRemarkLinks = pgTable('report_remark_links', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenant's remarks: one element, one room (entryId null) or general (both null). */
export const reportRemarks = pgTable(
  'report_remarks',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id'),
    entryId: integer('entry_id'),
    /** The place's name when sent ("Room > Element"), kept if the tree is renamed later. */
    place: text('place').notNull(),
    text: text('text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_remarks_report_idx').on(t.reportId, t.id)],
);
