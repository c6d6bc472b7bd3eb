/**
 * The browser may evict an origin's storage under pressure; reports and photos taken offline live
 * there until saved. Asking for persistent storage keeps them (granted silently to installed PWAs
 * and to sites used often), and the usage figure tells the agent how full the device is.
 */
import { storageUsage, type StorageUsage } from '@constat/domain';

/** Ask once per start; the answer does not block anything. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist().catch(() => false);
}

export async function readStorageUsage(): Promise<StorageUsage | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota } = await navigator.storage.estimate();
  return storageUsage(usage, quota);
}
