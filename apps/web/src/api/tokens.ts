/**
 * Session data kept on the device (inspection-core §3 "Local storage"): localStorage 'security'
 * holds {login, jwtToken, refreshToken}; 'me' holds the last user record fetched, so the app starts
 * offline with the user it had.
 */
import type { User } from '@constat/domain';

export interface Security {
  login: string | null;
  jwtToken: string | null;
  refreshToken: string | null;
}

const SECURITY_KEY = 'security';
const ME_KEY = 'me';
const EMPTY: Security = { login: null, jwtToken: null, refreshToken: null };

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function readSecurity(): Security {
  const stored = readJson(SECURITY_KEY);
  if (typeof stored !== 'object' || stored === null) return { ...EMPTY };
  const record = stored as Record<string, unknown>;
  return {
    login: stringOrNull(record.login),
    jwtToken: stringOrNull(record.jwtToken),
    refreshToken: stringOrNull(record.refreshToken),
  };
}

export function writeSecurity(security: Security): void {
  localStorage.setItem(SECURITY_KEY, JSON.stringify(security));
}

/** Forget both tokens; the login stays so the login field is pre-filled. */
function resetTokens(): void {
  writeSecurity({ ...readSecurity(), jwtToken: null, refreshToken: null });
}

export function readStoredUser(): User | null {
  const stored = readJson(ME_KEY);
  return typeof stored === 'object' && stored !== null && 'id' in stored && 'profiles' in stored
    ? (stored as User)
    : null;
}

export function writeStoredUser(user: User | null): void {
  if (user === null) localStorage.removeItem(ME_KEY);
  else localStorage.setItem(ME_KEY, JSON.stringify(user));
}

/** What a lost session leaves on the device: no tokens and no stored user (the login stays). */
export function forgetStoredSession(): void {
  resetTokens();
  writeStoredUser(null);
}
