import type { RemarksMessages } from './types.ts';

export const remarksEn: RemarksMessages = {
  panelTitle: "Tenant's remarks",
  hint: 'Until {{lastDay}} included, the tenant can complete this move-in report through a link, without an account (French law of 6 July 1989, art. 3-2).',
  sharedHint: 'Link shared: anyone who has it can send remarks on this report until {{lastDay}} included.',
  closedHint:
    'The 10 days to complete this move-in report ended on {{lastDay}}: the tenant can no longer send remarks.',
  createLink: 'Create the remarks link',
  revokeConfirm:
    'Revoke the remarks link? The tenant will no longer be able to send remarks with the address already sent.',
  receivedTitle: 'Remarks received',
  noRemark: 'No remark received yet.',
  receivedOn: 'Received on {{date}}',
  general: 'General',
  pdfHint: "Regenerate the report's PDF to include the remarks received.",
  intro:
    'You can complete the move-in report of {{date}} until {{lastDay}} included: point out what is missing or wrong, room by room, element by element, or in general (French law of 6 July 1989, art. 3-2).',
  generalRemark: 'General remark',
  roomRemark: 'Remark on the room',
  typed_one: '{{count}} remark',
  typed_other: '{{count}} remarks',
  send: 'Send my remarks',
  sending: 'Sending...',
  nothingTyped: 'Type at least one remark before sending.',
  sentTitle: 'Remarks sent',
  sent_one: 'Thank you: your remark was sent to your agency on {{date}}. It will appear in the report PDF.',
  sent_other:
    'Thank you: your {{count}} remarks were sent to your agency on {{date}}. They will appear in the report PDF.',
  sendMore: 'Send more remarks',
  expiredTitle: 'Time limit passed',
  expired:
    'The 10 days to complete the move-in report ended on {{lastDay}}: your remarks can no longer be sent. Please contact your agency.',
  deniedTitle: 'Access refused',
  denied: 'This link is no longer valid: ask your agency for a new one, or check the URL you used.',
  failedTitle: 'Page unavailable',
  failed: 'The report could not be loaded. Check your Internet connection, then reload the page.',
  sendFailedTitle: 'Your remarks were not sent',
  loading: 'Loading...',
};
