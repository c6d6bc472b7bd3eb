/**
 * A default wear grid (grille de vétusté), beyond the spec: it suggests the wear percentage of a
 * costing line from how long the tenant lived with the element.
 *
 * THE FIGURES BELOW ARE INDICATIVE DEFAULTS. They are modelled on the collective agreements cited
 * below (same structure, orders of magnitude of their published grids) but are not the grid of any
 * lease. They are meant to be replaced by the agency's own grid, the one annexed to its leases:
 * build it with defineWearGrid and pass it to suggestWear (`grid`). Never present a suggestion made
 * with DEFAULT_WEAR_GRID as the grid agreed with the tenant.
 *
 * Legal frame: décret n° 2016-382 du 30 mars 2016, art. 4, defines vétusté ("l'état d'usure ou de
 * détérioration résultant du temps ou de l'usage normal des matériaux et éléments d'équipement dont
 * est constitué le logement") and lets the parties annex a grid taken from a collective agreement
 * concluded under art. 41 ter of loi n° 86-1290 du 23 décembre 1986. Such grids, e.g. the
 * "Grille de vétusté – Protocole d'accord régional, avril 2008" published by the social landlord
 * Habitation Moderne (Strasbourg), give per element family: a lifetime (durée de vie), a franchise
 * (years without wear), a yearly abatement after the franchise, and a residual share (quote-part
 * résiduelle) the element never loses.
 *
 * Every row of the default grid is consistent: franchise + (100 − residual) / abatement ≤ lifetime;
 * defineWearGrid checks the same of an agency's grid.
 */

export const WEAR_FAMILIES = [
  'peintures',
  'papiersPeints',
  'moquettes',
  'solsSouples',
  'parquets',
  'carrelage',
  'sanitaires',
  'robinetterie',
  'menuiseriesInterieures',
  'menuiseriesExterieures',
  'electricite',
  'chauffage',
  'equipementsCuisine',
  'ventilation',
  'serrurerie',
  'autres',
] as const;
export type WearFamily = (typeof WEAR_FAMILIES)[number];

export interface WearGridRow {
  label: string;
  /** Durée de vie, years. */
  lifetimeYears: number;
  /** Franchise: years during which the element loses nothing. */
  franchiseYears: number;
  /** Abattement annuel after the franchise, percentage points per year. */
  yearlyAbatement: number;
  /** Quote-part résiduelle: share (%) of the value the element always keeps. */
  residualShare: number;
}

export type WearGrid = Record<WearFamily, WearGridRow>;

/** Indicative defaults (see the header), to be replaced by the agency's own grid (defineWearGrid). */
export const DEFAULT_WEAR_GRID: WearGrid = {
  peintures: {
    label: 'Peintures',
    lifetimeYears: 7,
    franchiseYears: 1,
    yearlyAbatement: 15,
    residualShare: 10,
  },
  papiersPeints: {
    label: 'Papiers peints',
    lifetimeYears: 7,
    franchiseYears: 1,
    yearlyAbatement: 15,
    residualShare: 10,
  },
  moquettes: {
    label: 'Moquettes',
    lifetimeYears: 7,
    franchiseYears: 1,
    yearlyAbatement: 15,
    residualShare: 10,
  },
  solsSouples: {
    label: 'Sols souples et stratifiés (PVC, linoléum, stratifié)',
    lifetimeYears: 10,
    franchiseYears: 2,
    yearlyAbatement: 10,
    residualShare: 20,
  },
  parquets: {
    label: 'Parquets',
    lifetimeYears: 25,
    franchiseYears: 5,
    yearlyAbatement: 4,
    residualShare: 20,
  },
  carrelage: {
    label: 'Carrelage et faïence',
    lifetimeYears: 25,
    franchiseYears: 5,
    yearlyAbatement: 4,
    residualShare: 20,
  },
  sanitaires: {
    label: 'Appareils sanitaires (évier, lavabo, WC, baignoire, douche)',
    lifetimeYears: 20,
    franchiseYears: 5,
    yearlyAbatement: 5,
    residualShare: 25,
  },
  robinetterie: {
    label: 'Robinetterie',
    lifetimeYears: 10,
    franchiseYears: 2,
    yearlyAbatement: 10,
    residualShare: 20,
  },
  menuiseriesInterieures: {
    label: 'Menuiseries intérieures (portes, placards, plinthes)',
    lifetimeYears: 20,
    franchiseYears: 5,
    yearlyAbatement: 5,
    residualShare: 25,
  },
  menuiseriesExterieures: {
    label: 'Menuiseries extérieures (fenêtres, volets, porte palière)',
    lifetimeYears: 25,
    franchiseYears: 5,
    yearlyAbatement: 4,
    residualShare: 20,
  },
  electricite: {
    label: 'Électricité (appareillage, éclairage)',
    lifetimeYears: 15,
    franchiseYears: 3,
    yearlyAbatement: 7,
    residualShare: 16,
  },
  chauffage: {
    label: 'Chauffage et eau chaude (radiateurs, chaudière, chauffe-eau)',
    lifetimeYears: 15,
    franchiseYears: 3,
    yearlyAbatement: 7,
    residualShare: 16,
  },
  equipementsCuisine: {
    label: 'Équipements de cuisine (plaques, hotte, four, électroménager)',
    lifetimeYears: 8,
    franchiseYears: 1,
    yearlyAbatement: 12,
    residualShare: 16,
  },
  ventilation: {
    label: 'Ventilation (VMC, bouches)',
    lifetimeYears: 10,
    franchiseYears: 2,
    yearlyAbatement: 10,
    residualShare: 20,
  },
  serrurerie: {
    label: 'Serrurerie (serrures, poignées)',
    lifetimeYears: 15,
    franchiseYears: 3,
    yearlyAbatement: 7,
    residualShare: 16,
  },
  autres: {
    label: 'Autres éléments',
    lifetimeYears: 10,
    franchiseYears: 2,
    yearlyAbatement: 10,
    residualShare: 20,
  },
};

/** Why a grid row cannot be used, or null when it can: values in range and reaching its floor in time. */
export function wearGridRowProblem(row: WearGridRow): string | null {
  const { lifetimeYears, franchiseYears, yearlyAbatement, residualShare } = row;
  const numbers = [lifetimeYears, franchiseYears, yearlyAbatement, residualShare];
  if (!numbers.every((n) => Number.isFinite(n) && n >= 0)) return 'values must be non-negative numbers';
  if (residualShare > 100) return 'the residual share must be at most 100 %';
  if (yearlyAbatement === 0) return residualShare === 100 ? null : 'the yearly abatement must be above 0';
  if (franchiseYears + (100 - residualShare) / yearlyAbatement > lifetimeYears + 1e-9)
    return 'franchise + (100 − residual) / abatement must not exceed the lifetime';
  return null;
}

/**
 * An agency's own grid: its rows override those of `base` (the indicative default unless given),
 * family by family and field by field. Throws a RangeError naming the family of an inconsistent row.
 */
export function defineWearGrid(
  rows: Partial<Record<WearFamily, Partial<WearGridRow>>>,
  base: WearGrid = DEFAULT_WEAR_GRID,
): WearGrid {
  const grid = Object.fromEntries(
    WEAR_FAMILIES.map((family) => [family, { ...base[family], ...rows[family] }]),
  ) as WearGrid;
  for (const family of WEAR_FAMILIES) {
    const problem = wearGridRowProblem(grid[family]);
    if (problem) throw new RangeError(`Wear grid row '${family}': ${problem}`);
  }
  return grid;
}

export type DateInput = string | number | Date;

function toUtcParts(input: DateInput): { y: number; m: number; d: number } {
  // 'yyyy-MM-dd' is read as a calendar date, not as UTC midnight shifted into the local zone.
  if (typeof input === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(input);
    if (match) return { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() };
}

/** Whole months from `from` to `to` (anniversary based); 0 when `to` is not after `from`. */
export function completedMonths(from: DateInput, to: DateInput): number {
  const a = toUtcParts(from);
  const b = toUtcParts(to);
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Wear (%) of an element of `family` between the entry and the exit: none during the franchise,
 * then the yearly abatement pro rata of completed months, never beyond 100 − residual share.
 * The result is a slider value: rounded to the nearest multiple of 5, and rounded down to a
 * multiple of 5 at the cap so it never exceeds 100 − residual. `grid` is the agency's own grid
 * (defineWearGrid); without it the indicative default is used.
 */
export function suggestWear({
  family,
  entryDate,
  exitDate,
  grid = DEFAULT_WEAR_GRID,
}: {
  family: WearFamily;
  entryDate: DateInput;
  exitDate: DateInput;
  grid?: WearGrid;
}): number {
  const row = grid[family];
  const years = completedMonths(entryDate, exitDate) / 12;
  const raw = Math.max(0, years - row.franchiseYears) * row.yearlyAbatement;
  const cap = Math.floor((100 - row.residualShare) / 5) * 5;
  return Math.min(cap, Math.max(0, Math.round(raw / 5) * 5));
}
