/** Who manages self-service inspections (inspection-core §6): canAutoEdl users and super admins. */
import { isSuperAdmin, type User } from '@constat/domain';

export const canManageAutoEdls = (user: User) => user.canAutoEdl || isSuperAdmin(user);
