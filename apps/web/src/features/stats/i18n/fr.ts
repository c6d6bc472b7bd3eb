/** Usage statistics (accounts-costing §2 "Usage statistics"): the spec's wording. */
export const statsFr = {
  userTitle: "Mes statistiques d'utilisation",
  from: 'Du',
  to: 'Au',
  filter: 'Filtrer',
  entrants: 'Entrants',
  sortants: 'Sortants',
  total: 'Total',
  byProfile: 'Par profil',
  exportCsv: 'Exporter au format .csv',
  userEmpty: "Vous n'avez réalisé aucun EDL pendant cette période",
  loading: 'Chargement...',
  offline: 'Indisponible hors connexion',
};
