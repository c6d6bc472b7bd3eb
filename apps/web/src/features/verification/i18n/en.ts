import type { VerificationMessages } from './types.ts';

export const verificationEn: VerificationMessages = {
  authentic: 'Authentic inventory report',
  authenticNote:
    'This document matches an inventory report stored on this server: its content is the one that was signed.',
  notAuthentic: 'Document not recognised',
  notAuthenticNote:
    'No stored inventory report matches this address: the document may have been changed, or the address mistyped.',
  entry: 'Move-in inventory report',
  exit: 'Move-out inventory report',
  number: 'No. {{id}}',
  date: 'Date',
  renters: 'Tenant(s)',
  owner: 'Landlord',
  initialsOnly: "Only the parties' initials are shown.",
  failed: 'The verification failed. Check your Internet connection, then reload the page.',
  loading: 'Verifying...',
};
