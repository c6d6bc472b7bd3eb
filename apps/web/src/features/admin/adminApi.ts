/** Calls of the admin screens (accounts-costing §7): users, groups, passwords, platform key, deletion. */
import type { Group, GroupNode, User } from '@constat/domain';
import { requestJson } from '../../api/client.ts';

export interface UserOptions {
  admin?: boolean;
  canAutoEdl?: boolean;
  uniqueProfile?: boolean;
  defaultListAllProfiles?: boolean;
  hideLegend?: boolean;
}

export interface NewUser extends UserOptions {
  login: string;
  email: string;
  groupId: number | null;
  password?: string;
}

export type UserChanges = UserOptions & { groupId?: number | null; email?: string; logo?: string | null };

export interface GroupPayload {
  name: string;
  parentId?: number | null;
  lockPasswords?: boolean;
  shareEdls?: boolean;
  uniqueProfile?: boolean;
  defaultListAllProfiles?: boolean;
  hideLegend?: boolean;
  logo?: string | null;
  customColor?: string | null;
  customLegalText?: string | null;
  customLegalTextConvention?: string | null;
}

/** What the server did with a deleted user's reports (apps/server users/deletion.ts). */
export interface UserDeletion {
  reports: number;
  reportsTo: { id: number; login: string };
  anonymised: boolean;
}

/** What the server did with a deleted group's users, sub-groups and reports. */
export interface GroupDeletion {
  movedTo: { id: number; name: string } | null;
  users: number;
  groups: number;
  reports: number;
}

export const fetchUsersWithoutGroup = () => requestJson<User[]>('/user');
export const fetchGroupUsers = (groupId: number) => requestJson<User[]>(`/user?group=${groupId}`);
export const fetchUser = (id: number) => requestJson<User>(`/user/${id}`);
export const createUser = (body: NewUser) => requestJson<User>('/user', { method: 'POST', body });
export const updateUser = (id: number, body: UserChanges) =>
  requestJson<User>(`/user/${id}`, { method: 'PATCH', body });
export const changePassword = (id: number, password: string) =>
  requestJson<undefined>(`/user/${id}/password`, { method: 'PATCH', body: { password } });
export const setPlatformToken = (id: number, platformToken: string | null) =>
  requestJson<{ connected: boolean }>(`/user/${id}/platform-token`, {
    method: 'PATCH',
    body: { platformToken },
  });
export const deleteUser = (id: number) => requestJson<UserDeletion>(`/user/${id}`, { method: 'DELETE' });

export const fetchGroupTree = () => requestJson<GroupNode[]>('/user-group/tree');
export const fetchGroup = (id: number) => requestJson<Group>(`/user-group/${id}`);
export const createGroup = (body: GroupPayload) =>
  requestJson<Group>('/user-group', { method: 'POST', body });
export const updateGroup = (id: number, body: GroupPayload) =>
  requestJson<Group>(`/user-group/${id}`, { method: 'PUT', body });
export const deleteGroup = (id: number) =>
  requestJson<GroupDeletion>(`/user-group/${id}`, { method: 'DELETE' });

/** The PUT payload of a group: its current fields with the changed ones (the spec's "full payload"). */
export function groupPayload(group: Group, changes: Partial<GroupPayload>): GroupPayload {
  return {
    name: group.name,
    parentId: group.parentId,
    lockPasswords: group.lockPasswords,
    shareEdls: group.shareEdls,
    uniqueProfile: group.uniqueProfile,
    defaultListAllProfiles: group.defaultListAllProfiles,
    hideLegend: group.hideLegend,
    logo: group.logo,
    customColor: group.customColor,
    customLegalText: group.customLegalText,
    customLegalTextConvention: group.customLegalTextConvention,
    ...changes,
  };
}
