/** Where the admin screens send back to (accounts-costing §2 "Group user list", §6). */
import { isSuperAdmin, type Group, type User } from '@constat/domain';

/**
 * Back from a group's user list: to the parent group when the admin sees it, else to the users
 * list for a super admin, else to the account (a group admin at their own group).
 */
export function groupUsersBack(group: Pick<Group, 'id' | 'parentId'> | null, admin: User | null): string {
  const superAdmin = admin !== null && isSuperAdmin(admin);
  if (group?.parentId != null && (superAdmin || group.id !== admin?.groupId)) {
    return `/mon-compte/utilisateurs/groupe/${group.parentId}`;
  }
  return superAdmin ? '/mon-compte/utilisateurs' : '/mon-compte';
}

/** Back from a user's page: their group's list, or the users list (no group). */
export function userBack(user: Pick<User, 'groupId'> | null): string {
  return user?.groupId != null
    ? `/mon-compte/utilisateurs/groupe/${user.groupId}`
    : '/mon-compte/utilisateurs';
}
