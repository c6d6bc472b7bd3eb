/** Profile calls (accounts-costing §7). Each answers the profile as the server now has it. */
import type { Profile } from '@constat/domain';
import { request, requestJson } from './client.ts';

export function createProfile(name: string): Promise<Profile> {
  return requestJson<Profile>('/profile', { method: 'POST', body: { name } });
}

export function renameProfile(id: number, name: string): Promise<Profile> {
  return requestJson<Profile>(`/profile/${id}`, { method: 'PUT', body: { name } });
}

export function makeDefaultProfile(id: number): Promise<Profile> {
  return requestJson<Profile>(`/profile/${id}/default`, { method: 'PUT' });
}

export async function deleteProfile(id: number): Promise<void> {
  await request(`/profile/${id}`, { method: 'DELETE' });
}

/** A 4-digit passcode, or null to remove it. */
export function setProfilePasscode(id: number, passcode: string | null): Promise<Profile> {
  return requestJson<Profile>(`/profile/${id}/passcode`, { method: 'PATCH', body: { passcode } });
}
