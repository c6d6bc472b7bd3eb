/**
 * How many photos are being processed (decoded, resized, stored) per place they were taken, outside
 * React state: the 'new photo loading' placeholders survive the rate panel being closed and opened
 * again while a batch from the camera is still going.
 */
import { useSyncExternalStore } from 'react';

const pending = new Map<string, number>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Adds `delta` photos to the count of `key`; the count never goes below 0. */
export function changePending(key: string, delta: number): void {
  const next = Math.max(0, (pending.get(key) ?? 0) + delta);
  if (next === 0) pending.delete(key);
  else pending.set(key, next);
  notify();
}

export function resetPending(key: string): void {
  pending.delete(key);
  notify();
}

export function pendingCount(key: string): number {
  return pending.get(key) ?? 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingPhotos(key: string): number {
  return useSyncExternalStore(subscribe, () => pendingCount(key));
}
