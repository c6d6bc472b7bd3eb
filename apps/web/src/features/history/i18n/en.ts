import type { HistoryMessages } from './types.ts';

export const historyEn: HistoryMessages = {
  loading: 'Loading...',
  hasCostings: 'A costing history exists',
  noCostings: 'No costing history',
  export: 'Export costings (.csv)',
  duplicatedFrom: 'duplicated from',
  costing_one: 'Costing ({{count}} line)',
  costing_other: 'Costing ({{count}} lines)',
  ttc: '{{amount}} incl. VAT',
  csvErrorTitle: 'Download error',
  csvError: 'An error occurred while exporting the CSV. Please contact us if it happens again.',
  ok: 'OK',
};
