import type { DocumentsMessages } from './types.ts';

export const documentsEn: DocumentsMessages = {
  title: 'Documents · report no. {{id}}',
  close: 'Close',
  report: 'Inventory report',
  convention: 'Move-out agreement',
  language: 'Document language',
  languages: { fr: 'French', en: 'English', es: 'Spanish' },
  state: { none: 'PDF not generated', generating: 'Generating…', ready: 'PDF ready' },
  generate: 'Generate the PDF',
  regenerate: 'Regenerate the PDF',
  download: 'Download',
  hideCosts: 'Hide the costing',
  showCosts: 'Show the costing',
  offline: 'Internet connection needed',
  send: { idle: 'Send to the tenants', sending: 'Sending…', sent: 'Sent' },
  errors: {
    generationTitle: 'Generation error',
    generation: 'An error occurred while requesting the PDF. Please contact us if it happens again.',
    downloadTitle: 'Download error',
    download: 'An error occurred while downloading the PDF. Please contact us if it happens again.',
    send: 'An error occurred while sending the report to the tenants. Please contact us if it happens again.',
    sendTitle: 'Sending error',
  },
};
