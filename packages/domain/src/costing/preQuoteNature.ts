/**
 * Whether a pre-quote is measured in m² or in units (inspection-core §2 "a measure (m² for coatings,
 * otherwise units)"). The calibration lines that price elements say it on the server, but a
 * pre-quote is typed offline, so the nature comes from the catalogue: the surfaces laid over a room
 * (walls, floors, ceilings, and the tiling of walls and splashbacks) are coatings, every other
 * element is equipment counted by the unit. A numbered copy ('Murs 2') keeps its original's nature.
 */
import { findCatalogueElement, findCatalogueSubElement } from '../catalogue/index.ts';
import type { MaterialKey } from '../catalogue/index.ts';
import { normalizeName } from '../text.ts';
import type { CalibrationElementType } from './calibration.ts';

const COATING_MATERIALS: ReadonlySet<MaterialKey> = new Set(['walls', 'floors', 'ceilings']);
const COATING_NAMES: ReadonlySet<string> = new Set(['faience', 'credence']);

/** 'coating' (priced per m²) or 'equipment' (per unit) for an entry, or a sub-entry under `parentName`. */
export function preQuoteNature(name: string, parentName?: string): CalibrationElementType {
  const base = name.replace(/\s+\d+$/, '');
  const def =
    (parentName === undefined ? undefined : findCatalogueSubElement(base, parentName)) ??
    findCatalogueElement(base);
  const coating =
    (def?.materials !== undefined && COATING_MATERIALS.has(def.materials)) ||
    COATING_NAMES.has(normalizeName(base));
  return coating ? 'coating' : 'equipment';
}
