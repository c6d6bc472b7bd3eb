/**
 * The tenant's self-service progress on this device (inspection-core §3 "Self-service state", §4):
 * which language, which local report, which step and the recap / signature / done flags, kept in
 * localStorage per tenant account ('autoEdl:<userId>') so a closed tab resumes where it was left.
 * Beside it, the rates of the agent's report as the tenant received them ('autoEdl:<userId>:base'),
 * the reference the photo rule compares with ("a changed rate makes a new photo mandatory"), so
 * going back and forth never turns a changed element back into an unchanged one.
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  SelfServiceStateSchema,
  contextOf,
  initialSelfServiceState,
  listPhotoRefs,
  ratedElements,
  type Module,
  type Rate,
  type SelfServiceState,
} from '@constat/domain';

const stateKey = (userId: number) => `autoEdl:${userId}`;
const baseKey = (userId: number) => `autoEdl:${userId}:base`;

const listeners = new Set<() => void>();
const cache = new Map<number, { raw: string | null; state: SelfServiceState }>();

export function readProgress(userId: number): SelfServiceState {
  const raw = localStorage.getItem(stateKey(userId));
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.state;
  let state = initialSelfServiceState();
  if (raw !== null) {
    try {
      const parsed = SelfServiceStateSchema.safeParse(JSON.parse(raw));
      if (parsed.success) state = parsed.data;
    } catch {
      // A damaged entry starts the flow again; the local report itself is in IndexedDB.
    }
  }
  cache.set(userId, { raw, state });
  return state;
}

export function writeProgress(userId: number, state: SelfServiceState): void {
  localStorage.setItem(stateKey(userId), JSON.stringify(state));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same tenant moves the flow too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The progress of `userId`, live, and a setter taking a pure change (a domain function). */
export type ProgressChange = (change: (state: SelfServiceState) => SelfServiceState) => void;

const NOBODY = initialSelfServiceState();

export function useProgress(userId: number | null): [SelfServiceState, ProgressChange] {
  const state = useSyncExternalStore(subscribe, () => (userId === null ? NOBODY : readProgress(userId)));
  const change = useCallback<ProgressChange>(
    (apply) => {
      if (userId !== null) writeProgress(userId, apply(readProgress(userId)));
    },
    [userId],
  );
  return [state, change];
}

interface Base {
  rates: Record<string, Rate | null>;
  /** The photos that came with the agent's report (device refs): any other is the tenant's. */
  photos: string[];
}

/** Keeps the received rates, by element context, and photo refs, once the local report is built. */
export function writeBase(userId: number, edl: readonly Module[]): void {
  const base: Base = {
    rates: Object.fromEntries(
      ratedElements(edl).map(({ path, element }) => [contextOf(path), element.rate ?? null]),
    ),
    photos: listPhotoRefs({ edl }).map((photo) => photo._ref),
  };
  localStorage.setItem(baseKey(userId), JSON.stringify(base));
}

function readBase(userId: number): Base {
  try {
    const base = JSON.parse(localStorage.getItem(baseKey(userId)) ?? 'null') as Partial<Base> | null;
    return { rates: base?.rates ?? {}, photos: base?.photos ?? [] };
  } catch {
    return { rates: {}, photos: [] };
  }
}

export function readBaseRate(userId: number, context: string): Rate | null {
  return readBase(userId).rates[context] ?? null;
}

export function readBasePhotos(userId: number): ReadonlySet<string> {
  return new Set(readBase(userId).photos);
}
