/**
 * A photo keeps its reference when it is annotated (its bytes are replaced under the same `ref`), so
 * the report does not change and nothing would tell a thumbnail on screen to read it again. Each
 * replacement bumps the reference's revision here; views showing it depend on that number.
 */
import { useSyncExternalStore } from 'react';

const revisions = new Map<string, number>();
const listeners = new Set<() => void>();

export function bumpPhotoRevision(ref: string): void {
  revisions.set(ref, (revisions.get(ref) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePhotoRevision(ref: string | null): number {
  return useSyncExternalStore(subscribe, () => (ref === null ? 0 : (revisions.get(ref) ?? 0)));
}
