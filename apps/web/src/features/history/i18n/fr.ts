/** French messages of the costing history screen, namespace 'history' (accounts-costing §2, §8). */
export const historyFr = {
  loading: 'Chargement...',
  hasCostings: 'Un historique de chiffrage existe',
  noCostings: 'Aucun historique de chiffrage',
  export: 'Export Chiffrages (.csv)',
  duplicatedFrom: 'dupliqué à partir de',
  costing_one: 'Chiffrage ({{count}} ligne)',
  costing_other: 'Chiffrage ({{count}} lignes)',
  ttc: '{{amount}} TTC',
  csvErrorTitle: 'Erreur téléchargement',
  csvError: "Une erreur est survenue lors de l'export du CSV. Veuillez nous contacter si cela se reproduit.",
  ok: 'OK',
};
