/**
 * Where the add-photo button opens the file input at once and where it first asks camera or
 * library (inspection-core §2). A desktop browser has no camera choice to make, and iOS offers both
 * in its own sheet for a plain file input; elsewhere (Android) a plain input goes straight to the
 * files, so the app asks first and opens the input with `capture` for the camera.
 */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints: number;
}

function isIos({ userAgent, maxTouchPoints }: DeviceHints): boolean {
  // iPadOS reports a Mac user agent; it is the only "Mac" with a touch screen.
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

function isMobile({ userAgent }: DeviceHints): boolean {
  return /Android|Mobi|Tablet|Silk|KFAPWI/i.test(userAgent);
}

/** True when the user chooses between camera and library before the input opens. */
export function asksPhotoSource(hints: DeviceHints): boolean {
  return !isIos(hints) && isMobile(hints);
}

export function deviceHints(): DeviceHints {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
}
