/** Profile calls (accounts-costing §7). Each answers the profile as the server now has it. */
import { ProfileSchema, type Profile } from '@constat/domain';
import { requestAnswer } from './answers.ts';
import { request } from './client.ts';

export function createProfile(name: string): Promise<Profile> {
  return requestAnswer(ProfileSchema, '/profile', { method: 'POST', body: { name } });
}

export function renameProfile(id: number, name: string): Promise<Profile> {
  return requestAnswer(ProfileSchema, `/profile/${id}`, { method: 'PUT', body: { name } });
}

export function makeDefaultProfile(id: number): Promise<Profile> {
  return requestAnswer(ProfileSchema, `/profile/${id}/default`, { method: 'PUT' });
}

export async function deleteProfile(id: number): Promise<void> {
  await request(`/profile/${id}`, { method: 'DELETE' });
}

/** A 4-digit passcode, or null to remove it. */
export function setProfilePasscode(id: number, passcode: string | null): Promise<Profile> {
  return requestAnswer(ProfileSchema, `/profile/${id}/passcode`, { method: 'PATCH', body: { passcode } });
}
