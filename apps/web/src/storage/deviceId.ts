/**
 * This device's id: made once, kept in localStorage, so an upload retried after a reload or a crash
 * carries the same Idempotency-Key (device id + localId) and never saves a report twice.
 */
const KEY = 'constat:deviceId';

export function deviceId(): string {
  const known = localStorage.getItem(KEY);
  if (known !== null && /^[\x21-\x7e]+$/.test(known)) return known;
  const made = crypto.randomUUID();
  localStorage.setItem(KEY, made);
  return made;
}
