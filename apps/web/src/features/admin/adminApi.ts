/** Calls of the admin screens (accounts-costing §7): users, groups, passwords, platform key, deletion. */
import { GroupSchema, UserSchema } from '@constat/domain';
import {
  GroupDeletionSchema,
  GroupNodeSchema,
  PlatformConnectionSchema,
  UserDeletionSchema,
} from '@constat/domain/answers';
import { z } from 'zod';
import { requestAnswer, requestDone } from '../../api/answers.ts';

const UsersSchema = z.array(UserSchema);
const GroupTreeSchema = z.array(GroupNodeSchema);

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

export const fetchUsersWithoutGroup = () => requestAnswer(UsersSchema, '/user');
export const fetchGroupUsers = (groupId: number) => requestAnswer(UsersSchema, `/user?group=${groupId}`);
export const fetchUser = (id: number) => requestAnswer(UserSchema, `/user/${id}`);
export const createUser = (body: NewUser) => requestAnswer(UserSchema, '/user', { method: 'POST', body });
export const updateUser = (id: number, body: UserChanges) =>
  requestAnswer(UserSchema, `/user/${id}`, { method: 'PATCH', body });
export const changePassword = (id: number, password: string) =>
  requestDone(`/user/${id}/password`, { method: 'PATCH', body: { password } });
export const setPlatformToken = (id: number, platformToken: string | null) =>
  requestAnswer(PlatformConnectionSchema, `/user/${id}/platform-token`, {
    method: 'PATCH',
    body: { platformToken },
  });
export const deleteUser = (id: number) =>
  requestAnswer(UserDeletionSchema, `/user/${id}`, { method: 'DELETE' });

export const fetchGroupTree = () => requestAnswer(GroupTreeSchema, '/user-group/tree');
export const fetchGroup = (id: number) => requestAnswer(GroupSchema, `/user-group/${id}`);
export const createGroup = (body: GroupPayload) =>
  requestAnswer(GroupSchema, '/user-group', { method: 'POST', body });
export const updateGroup = (id: number, body: GroupPayload) =>
  requestAnswer(GroupSchema, `/user-group/${id}`, { method: 'PUT', body });
export const deleteGroup = (id: number) =>
  requestAnswer(GroupDeletionSchema, `/user-group/${id}`, { method: 'DELETE' });

/** The PUT payload of a group: its current fields with the changed ones (the spec's "full payload"). */
export function groupPayload(
  group: z.infer<typeof GroupSchema>,
  changes: Partial<GroupPayload>,
): GroupPayload {
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
