/**
 * The last refresh-token rotation, kept in IndexedDB for the other tabs. localStorage is not a
 * safe hand-over between tabs: Chromium propagates a write to other tabs' renderers
 * asynchronously, so a tab taking the refresh lock right after another tab rotated the tokens can
 * still read the old refresh token and present it again, which the server treats as theft and
 * revokes the whole family (measured: 3 runs in 8). An IndexedDB transaction committed before the
 * lock is released is visible to the next holder, so the rotation is recorded here first.
 */

export interface Rotation {
  /** The refresh token that was exchanged. */
  from: string;
  jwtToken: string;
  refreshToken: string;
}

const DATABASE = 'constat-session';
const STORE = 'rotation';
const KEY = 'last';

function open(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const opening = open();
  if (opening === null) return null;
  const db = await opening;
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = operation(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

/** Records a rotation; resolves once committed. Without IndexedDB (tests in Node) it does nothing. */
export async function recordRotation(rotation: Rotation): Promise<void> {
  await run('readwrite', (store) => store.put(rotation, KEY)).catch(() => null);
}

/** The rotation of `refreshToken` done by another tab, if the last one recorded is that one. */
export async function rotationOf(refreshToken: string): Promise<Rotation | null> {
  const last = await run<unknown>('readonly', (store) => store.get(KEY)).catch(() => null);
  if (typeof last !== 'object' || last === null) return null;
  const rotation = last as Partial<Rotation>;
  return rotation.from === refreshToken &&
    typeof rotation.jwtToken === 'string' &&
    typeof rotation.refreshToken === 'string'
    ? { from: rotation.from, jwtToken: rotation.jwtToken, refreshToken: rotation.refreshToken }
    : null;
}

/** After a logout no tab may adopt the last rotation. */
export async function forgetRotation(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY)).catch(() => null);
}
