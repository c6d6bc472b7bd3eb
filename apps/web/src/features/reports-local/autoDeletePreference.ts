/**
 * The admin's choice of what happens to a report's local copy once it is saved (inspection-core §2):
 * deleted automatically (the default) or by hand. Kept per account on the device.
 */
const key = (userId: number) => `autoDeleteAfterSave:${userId}`;

export function readAutoDelete(userId: number): boolean {
  return localStorage.getItem(key(userId)) !== 'false';
}

export function writeAutoDelete(userId: number, enabled: boolean): void {
  localStorage.setItem(key(userId), String(enabled));
}
