/**
 * Who sees and manages which accounts and groups (accounts-costing §6, §7). A super admin sees every
 * group and account; a group admin sees their group and its sub-groups and the users in them;
 * anyone else sees only themselves. The specs reserve to the super admin: users without group,
 * enabling self-service per user, the global message and choosing a parent group. Anything outside
 * what the caller sees answers as if it did not exist; an admin-only action asked by a member is a
 * refusal (403), since it reveals nothing.
 */
import { agentsOnly, decide, forbid, unless, type Decision } from './decision.ts';
import { isAdmin, isSuperAdmin, type Subject } from './subject.ts';

type GroupSubject = Pick<Subject, 'admin' | 'groupId' | 'isAutoEdl' | 'groupSubtree'>;

/** The groups an admin sees: every one for a super admin, their subtree for a group admin. */
export function visibleGroups(subject: GroupSubject): 'all' | readonly number[] {
  if (isSuperAdmin(subject)) return 'all';
  return isAdmin(subject) ? subject.groupSubtree : [];
}

export function canSeeGroup(subject: GroupSubject, groupId: number | null): boolean {
  const visible = visibleGroups(subject);
  return visible === 'all' || (groupId !== null && visible.includes(groupId));
}

/** A user: themselves, or any user of a group the admin sees. */
function canSeeUser(
  subject: GroupSubject & Pick<Subject, 'userId'>,
  target: { id: number; groupId: number | null },
): boolean {
  return target.id === subject.userId || (isAdmin(subject) && canSeeGroup(subject, target.groupId));
}

/** Users without group, self-service per user, the global message, a group's parent. */
export const hasPlatformRights = (subject: Pick<Subject, 'admin' | 'groupId'>): boolean =>
  isSuperAdmin(subject);

/** The account's own password, unless a group locks passwords (accounts-costing §6). */
export const canEditOwnPassword = (subject: Pick<Subject, 'canEditPasswords' | 'groupLocksPasswords'>) =>
  subject.canEditPasswords && !subject.groupLocksPasswords;

/**
 * A member of a group that shares reports lists their own group's profiles (the saved list's
 * filter: "a group that shares reports lets its users see all group profiles", inspection-core §6).
 */
const listsOwnSharingGroup = (subject: Subject, groupId: number) =>
  !isAdmin(subject) && subject.groupSharesEdls && subject.groupId === groupId;

/** An admin-only action on a group: refused to members, then hidden outside what the admin sees. */
const adminOnGroup = (subject: Subject, group: GroupFacts): Decision =>
  isAdmin(subject) ? decide(canSeeGroup(subject, group.id)) : forbid('admins-only');

export interface GroupFacts {
  id: number;
}

export const groupPolicy = /* @__PURE__ */ agentsOnly({
  see: adminOnGroup,
  edit: adminOnGroup,
  /** A group admin deletes groups below their own, never their own. */
  delete: (subject: Subject, group: GroupFacts): Decision =>
    unless(adminOnGroup(subject, group), group.id === subject.groupId, 'own-group'),
  users: adminOnGroup,
  stats: adminOnGroup,
  profiles: (subject: Subject, group: GroupFacts): Decision =>
    listsOwnSharingGroup(subject, group.id) ? 'allow' : adminOnGroup(subject, group),
  /**
   * A group's calibration: the admins who see the group. A member sees their group's values
   * through their own calibration (read-only), never the group's own: hidden.
   */
  calibration: (subject: Subject, group: GroupFacts): Decision =>
    decide(isAdmin(subject) && canSeeGroup(subject, group.id)),
});

export interface UserFacts {
  id: number;
  groupId: number | null;
}

/** An admin-only action on a user: refused to members, then hidden outside what the admin sees. */
const adminOnUser = (subject: Subject, target: UserFacts): Decision =>
  isAdmin(subject) ? decide(canSeeUser(subject, target)) : forbid('admins-only');

const seenUser = (subject: Subject, target: UserFacts): Decision => decide(canSeeUser(subject, target));

export const userPolicy = /* @__PURE__ */ agentsOnly({
  see: seenUser,
  edit: adminOnUser,
  /** Their own password when allowed; a user the admin sees. */
  password: (subject: Subject, target: UserFacts): Decision =>
    target.id === subject.userId
      ? decide(true, canEditOwnPassword(subject), 'password-locked')
      : decide(canSeeUser(subject, target), isAdmin(subject)),
  /** The partner platform's key: their own, or a user the admin sees. */
  platformKey: (subject: Subject, target: UserFacts): Decision =>
    decide(canSeeUser(subject, target), target.id === subject.userId || isAdmin(subject)),
  /** Never one's own account. */
  delete: (subject: Subject, target: UserFacts): Decision =>
    unless(adminOnUser(subject, target), target.id === subject.userId, 'own-account'),
  grantSelfService: (subject: Subject, target: UserFacts): Decision =>
    unless(adminOnUser(subject, target), !hasPlatformRights(subject), 'self-service-grant'),
  /** Their own calibration, or that of a user the admin sees. */
  calibration: seenUser,
});

/** Actions on the platform as a whole. */
export const platformPolicy = /* @__PURE__ */ agentsOnly({
  globalMessage: (subject: Subject): Decision => decide(true, hasPlatformRights(subject), 'global-message'),
  /** The admin screens: users, groups and their tree, statistics (accounts-costing §6). */
  administer: (subject: Subject): Decision => decide(true, isAdmin(subject)),
});

/**
 * Changing a calibration line (accounts-costing §6): a user's line, by whoever sees that user; a
 * group's, by the admins who see the group. The lines of a member's own group and its parent show to
 * them read-only (`readOnlyGroups`): refused; any other line is hidden.
 */
export function editCalibrationLine(
  subject: Subject,
  line: { user: UserFacts | null; groupId: number | null },
  readOnlyGroups: readonly (number | null)[],
): Decision {
  if (line.user !== null) return decide(canSeeUser(subject, line.user));
  if (isAdmin(subject) && canSeeGroup(subject, line.groupId)) return 'allow';
  return line.groupId !== null && readOnlyGroups.includes(line.groupId)
    ? forbid('group-calibration')
    : 'hide';
}
