/** The profile chosen on this device, kept across reloads (localStorage 'profile'). */
import type { Profile, User } from '@constat/domain';

const PROFILE_KEY = 'profile';

export function readSelectedProfileId(): number | null {
  const raw = localStorage.getItem(PROFILE_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function writeSelectedProfileId(id: number | null): void {
  if (id === null) localStorage.removeItem(PROFILE_KEY);
  else localStorage.setItem(PROFILE_KEY, String(id));
}

export function findProfile(user: User | null, id: number | null): Profile | null {
  if (user === null || id === null) return null;
  return user.profiles.find((profile) => profile.id === id) ?? null;
}
