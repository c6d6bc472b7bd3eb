/**
 * The browser may evict an origin's storage under pressure, and Safari erases a site's
 * script-written storage after 7 days without a visit unless it is installed on the home screen;
 * reports and photos taken offline live there until saved. Asking for persistent storage keeps
 * them (granted silently to installed PWAs and to sites used often); the answer is kept so that
 * 'EDLs en cours' and 'Mon compte' can tell the agent when it was refused. The usage figure tells
 * how full the device is.
 */
import { storageUsage, type StoragePersistence, type StorageUsage } from '@constat/domain';

let answer: Promise<StoragePersistence> | null = null;

async function askPersistence(): Promise<StoragePersistence> {
  if (!navigator.storage?.persist || !navigator.storage.persisted) return 'unknown';
  try {
    if (await navigator.storage.persisted()) return 'persistent';
    return (await navigator.storage.persist()) ? 'persistent' : 'evictable';
  } catch {
    return 'unknown';
  }
}

/** Asks once per start (later calls share the answer); nothing waits on it. */
export function requestPersistentStorage(): Promise<StoragePersistence> {
  answer ??= askPersistence();
  return answer;
}

export async function readStorageUsage(): Promise<StorageUsage | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota } = await navigator.storage.estimate();
  return storageUsage(usage, quota);
}
