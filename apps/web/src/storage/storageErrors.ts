/**
 * A write the browser refuses (quota exceeded, storage evicted or broken) must never lose what was
 * already stored: every write is one transaction, so a refused one leaves the previous state whole.
 * The user is told in French what happened and what to do.
 */
import i18next from 'i18next';

export class DeviceStorageError extends Error {
  readonly quotaExceeded: boolean;
  constructor(quotaExceeded: boolean, cause: unknown) {
    super(quotaExceeded ? 'device storage full' : 'device storage write refused', { cause });
    this.name = 'DeviceStorageError';
    this.quotaExceeded = quotaExceeded;
  }
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  if (name === 'QuotaExceededError') return name;
  // Dexie wraps the DOMException (AbortError with the quota error inside).
  return errorName(inner) ?? (typeof name === 'string' ? name : undefined);
}

export function isQuotaExceeded(error: unknown): boolean {
  return errorName(error) === 'QuotaExceededError';
}

/** A write our own rules refused (not the browser): passed on as it is. */
export class LocalRefusal extends Error {}

/** Runs a write; a refusal by the browser becomes a DeviceStorageError (the caller keeps its state). */
export async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LocalRefusal) throw error;
    throw new DeviceStorageError(isQuotaExceeded(error), error);
  }
}

/** The dialog shown for a refused write (central error dialog, see app/errors). */
export function storageErrorReport(error: DeviceStorageError): { title: string; message: string } {
  return {
    title: i18next.t('storage.errorTitle'),
    message: i18next.t(error.quotaExceeded ? 'storage.quotaExceeded' : 'storage.writeRefused'),
  };
}
