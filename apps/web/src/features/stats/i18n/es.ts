import type { StatsMessages } from './types.ts';

export const statsEs: StatsMessages = {
  userTitle: 'Mis estadísticas de uso',
  from: 'Del',
  to: 'Al',
  filter: 'Filtrar',
  entrants: 'Entradas',
  sortants: 'Salidas',
  total: 'Total',
  byProfile: 'Por perfil',
  exportCsv: 'Exportar en formato .csv',
  userEmpty: 'No ha realizado ningún EDL durante este período',
  loading: 'Cargando...',
  offline: 'No disponible sin conexión',
};
