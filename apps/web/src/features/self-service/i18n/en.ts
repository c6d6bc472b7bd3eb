/** English messages of the tenant's self-service flow, namespace 'selfService'. */
import type { SelfServiceMessages } from './types.ts';

export const selfServiceEn: SelfServiceMessages = {
  logout: 'Log out',
  loading: 'Loading...',
  lang: {
    title: 'Language',
    intro: 'Welcome! You are about to carry out the inspection of your home yourself. Choose your language.',
    choose: 'Choose this language',
  },
  languages: { fr: 'Français', en: 'English', es: 'Español' },
  info: {
    title: 'Your details',
    intro: 'Enter your name and contact details. Only the tenant name is required.',
    property: '{{address}}, floor {{floor}}, door {{flat}}',
    start: 'Start the inspection',
    preparing: 'Preparing your inspection, please wait...',
    missingPhotos_one: '{{count}} photo of the previous inspection could not be retrieved.',
    missingPhotos_other: '{{count}} photos of the previous inspection could not be retrieved.',
    noRecord: 'No inspection is waiting for you. Please contact your agency.',
    offline: 'An Internet connection is needed to prepare your inspection.',
    retry: 'Try again',
  },
  step: {
    title: 'Inspection',
    progress: 'Room {{room}} of {{rooms}}',
    lastStep: 'Last step',
    previous: 'Previous',
    validate: 'Confirm',
    hint: 'Check each item and correct anything that does not match what you see.',
  },
  room: {
    allConform: 'Everything in this room is as stated',
    changedNote: 'You changed an element of this room: validate it with its photo.',
    glance: 'Current state of the room',
    notRated: 'Not filled in',
  },
  photo: {
    changed: 'You changed this item: take a new photo showing its condition.',
    optional: 'You may add a photo of this item if you wish.',
    loading: 'Loading...',
    continue: 'Continue',
    continueWithoutPhoto: 'Continue without a photo',
    photoRequired: 'Photo required',
    newPhotoRequired: 'New photo required',
  },
  comment: {
    title: 'General comment',
    hint: 'Add any remark about the home here (optional).',
    submit: 'Confirm and sign',
  },
  recap: {
    title: 'Summary',
    intro: 'Read your inspection again before signing it.',
    back: 'Edit',
    sign: 'Sign',
  },
  signature: {
    title: 'Signature',
    intro: 'Initial in the box below: your initials apply to every page of the document.',
    back: 'Summary',
    validate: 'Confirm and send',
    saving: 'Confirming...',
    missing: 'Missing signature: "{{label}}"',
    unknownError: 'Unknown error, please contact us',
  },
  upload: {
    sending: 'Sending your inspection: {{percent}} %',
    waiting:
      'You are offline: your inspection is signed and will be sent automatically as soon as the network is back. Keep this page open.',
    errorTitle: 'Sync error, local inspection #{{id}}',
    error: 'A problem occurred while syncing your inspection. Please contact us if it happens again.',
    retry: 'Send again',
    resign: 'Sign again',
    fingerprintMismatch:
      'Your inspection report was changed after you signed it: it was not sent. It is kept on this device; sign it again to send it.',
    keyReused:
      'Another version of your inspection report has already been sent to your agency. Your version is kept on this device: please contact your agency.',
  },
  done: {
    title: 'Done',
    heading: 'Thank you!',
    text: 'Your inspection has been sent to your agency. You can close this page.',
  },
};
