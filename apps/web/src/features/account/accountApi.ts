/** Calls of the account page (accounts-costing §7). Each change answers what the server now has. */
import { UserSchema } from '@constat/domain';
import { InheritedLegalTextSchema, ReadySchema } from '@constat/domain/answers';
import { requestAnswer } from '../../api/answers.ts';
import { request } from '../../api/client.ts';

/** The fields of `PATCH /api/me` a user changes on their own account. */
export interface MeChanges {
  companyName?: string | null;
  companyAddress?: string | null;
  email?: string;
  logo?: string | null;
  customColor?: string | null;
  customLegalText?: string | null;
  customLegalTextConvention?: string | null;
  /** Super admin only (the server answers 403 to anyone else). */
  globalAdminMessage?: string | null;
}

export const patchMe = (changes: MeChanges) =>
  requestAnswer(UserSchema, '/me', { method: 'PATCH', body: changes });

export async function changePassword(userId: number, password: string): Promise<void> {
  await request(`/user/${userId}/password`, { method: 'PATCH', body: { password } });
}

/** A key to connect, null to disconnect. The server keeps the key; the app only sees that one is set. */
export async function setPlatformToken(userId: number, platformToken: string | null): Promise<void> {
  await request(`/user/${userId}/platform-token`, { method: 'PATCH', body: { platformToken } });
}

export type LegalTextKind = 'edl' | 'convention';

/** The text that applies when the user has none of their own (group, parent, or product default). */
export const fetchInheritedLegalText = (kind: LegalTextKind) =>
  requestAnswer(InheritedLegalTextSchema, `/ui/default-legal-text/${kind}`);

/** Whether the server answers at all (the connectivity check), within a few seconds. */
export async function checkConnectivity(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The readiness answer, read by the super admin's backup line for the last good backup's age. */
export const fetchReadiness = (signal?: AbortSignal) => requestAnswer(ReadySchema, '/ready', { signal });
