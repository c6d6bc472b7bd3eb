/**
 * Who is asking: the facts about a signed-in account that every access rule reads, and its role.
 * The server loads these facts (apps/server/src/modules/accounts/subject.ts) and the app has most of
 * them in its `User`; the rules themselves are here, once (see index.ts).
 */

/** The facts about a signed-in account that the access rules read. */
export interface Subject {
  userId: number;
  admin: boolean;
  groupId: number | null;
  /** Allowed to invite tenants to self-service inspections (accounts-costing §7). */
  canAutoEdl: boolean;
  /** A self-service tenant's account (inspection-core §6). */
  isAutoEdl: boolean;
  /** The account's own flag; a group may still lock passwords (groupLocksPasswords). */
  canEditPasswords: boolean;
  /** shareEdls on the account's group or an ancestor (group options inherit: accounts-costing §6). */
  groupSharesEdls: boolean;
  /** lockPasswords on the account's group or an ancestor. */
  groupLocksPasswords: boolean;
  /** The account's group and all its sub-groups; empty without a group. */
  groupSubtree: readonly number[];
  /** A tenant's invitation: the report its inspection starts from; null for anyone else. */
  tenantBase: number | null;
  /** A tenant's own uploaded report, once uploaded; null otherwise. */
  tenantResult: number | null;
}

/** The facts a role is decided from. */
export interface RoleFacts {
  isAutoEdl: boolean;
  admin: boolean;
  hasGroup: boolean;
}

export type Role = 'tenant' | 'super-admin' | 'group-admin' | 'member';

/**
 * Roles (inspection-core §6, accounts-costing §6), first matching rule wins: a self-service tenant
 * works only in its flow; a super admin is an admin without group; a group admin an admin with one.
 * A list of conditions rather than code so that the server's SQL reads the same rules
 * (apps/server/src/modules/reports/scope.ts compiles it to a `case`).
 */
export const ROLE_RULES: readonly { then: Role; when: Partial<RoleFacts> }[] = [
  { then: 'tenant', when: { isAutoEdl: true } },
  { then: 'super-admin', when: { admin: true, hasGroup: false } },
  { then: 'group-admin', when: { admin: true, hasGroup: true } },
  { then: 'member', when: {} },
];

/** The first rule whose every condition holds of `facts`; the last rule has none and always holds. */
export function firstRule<F, T>(rules: readonly { then: T; when: Partial<F> }[], facts: F): T {
  const rule = rules.find(({ when }) =>
    (Object.keys(when) as (keyof F)[]).every((fact) => when[fact] === facts[fact]),
  );
  if (!rule) throw new Error('no rule matched: the last rule must have no condition');
  return rule.then;
}

type RoleInput = Pick<Subject, 'admin' | 'groupId'> & { isAutoEdl?: boolean };

export function roleOf(user: RoleInput): Role {
  return firstRule(ROLE_RULES, {
    isAutoEdl: user.isAutoEdl ?? false,
    admin: user.admin,
    hasGroup: user.groupId !== null,
  });
}

/** A self-service tenant's account: it works only in its own flow (inspection-core §6). */
export const isTenant = (user: RoleInput): boolean => roleOf(user) === 'tenant';

/** Super admin: admin without group (accounts-costing §6). */
export const isSuperAdmin = (user: RoleInput): boolean => roleOf(user) === 'super-admin';

/** Group admin: admin with a group; they administer that group and its sub-groups. */
export const isGroupAdmin = (user: RoleInput): boolean => roleOf(user) === 'group-admin';

/** Super and group admins: the admin-only screens (accounts-costing §6). */
export const isAdmin = (user: RoleInput): boolean => isSuperAdmin(user) || isGroupAdmin(user);
