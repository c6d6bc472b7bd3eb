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
  adminTitle: 'Estadísticas de uso',
  group: 'Grupo',
  allGroups: 'Todos los grupos',
  noGroup: 'Sin grupo',
  byUser: 'Por usuario',
  adminEmpty: 'No se ha realizado ningún EDL durante este período para este grupo',
  chooseGroup: 'Es imprescindible elegir un grupo para mostrar las estadísticas',
};
