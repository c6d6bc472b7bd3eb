import type { HistoryMessages } from './types.ts';

export const historyEs: HistoryMessages = {
  loading: 'Cargando...',
  hasCostings: 'Existe un historial de presupuestos',
  noCostings: 'Ningún historial de presupuestos',
  export: 'Exportar presupuestos (.csv)',
  duplicatedFrom: 'duplicado a partir de',
  costing_one: 'Presupuesto ({{count}} línea)',
  costing_other: 'Presupuesto ({{count}} líneas)',
  ttc: '{{amount}} IVA incl.',
  csvErrorTitle: 'Error de descarga',
  csvError: 'Se produjo un error al exportar el CSV. Contáctenos si vuelve a ocurrir.',
  ok: 'OK',
};
