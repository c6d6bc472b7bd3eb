/**
 * What logout and a lost session (refused refresh, 401 at start) both leave on the device: no
 * tokens, no stored user ('me'), no selected profile, and no token rotation another tab could
 * adopt. The login stays to pre-fill the field.
 */
import { forgetRotation } from '../../api/rotationLog.ts';
import { forgetStoredSession } from '../../api/tokens.ts';
import { writeSelectedProfileId } from './selectedProfile.ts';

export function forgetSession(): void {
  forgetStoredSession();
  writeSelectedProfileId(null);
  void forgetRotation();
}
