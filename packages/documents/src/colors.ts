/** The condition scale's colours, shared by the legend and the rooms' tables. */
/** From new (green) to out of order (red). */
export const CONDITION_COLORS: Readonly<Record<string, string>> = {
  'N.C': '#9e9e9e',
  Neuf: '#2e7d32',
  'Très bon état': '#43a047',
  'Bon état': '#7cb342',
  'Etat usage': '#c0ca33',
  'Etat moyen': '#fbc02d',
  'Mauvais état': '#fb8c00',
  Dégradé: '#e53935',
  'Hors service': '#b71c1c',
};
