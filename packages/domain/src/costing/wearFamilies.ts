/**
 * Which wear-grid family an inspected element belongs to, from its catalogue name (Murs, Sol,
 * Plafond, Porte, Fenêtre, Evier, Robinetterie, Radiateur...) and, when known, its material (the
 * rate's type: Peinture, Papier peint, Parquet...). The material wins, since walls of wallpaper and
 * walls of paint wear differently; elements nobody listed fall into 'autres'.
 * Names are compared without case or accents, so 'Fenêtre', 'fenetres' and 'FENÊTRE' agree.
 */
import type { WearFamily } from './wearGrid.ts';

export const DEFAULT_WEAR_FAMILY: WearFamily = 'autres';

type Rule = readonly [WearFamily, RegExp];

/** Materials, checked first; order matters (papier peint before peinture). */
const MATERIAL_RULES: readonly Rule[] = [
  ['papiersPeints', /\b(papier peint|papiers peints|tapisserie|toile de verre|intisse)\b/],
  ['peintures', /\b(peinture|crepi|enduit)/],
  ['moquettes', /\bmoquette/],
  ['parquets', /\bparquet/],
  ['carrelage', /\b(carrelage|faience|gres|tomette|pierre|marbre)/],
  ['solsSouples', /\b(pvc|lino|linoleum|vinyle|sol souple|stratifie|jonc de mer)/],
  ['menuiseriesInterieures', /\blambris/],
];

/** Element names; order matters (porte-fenêtre before porte, robinetterie before évier). */
const ELEMENT_RULES: readonly Rule[] = [
  ['robinetterie', /\b(robinet|robinetterie|mitigeur|melangeur|flexible de douche|pomme de douche)/],
  [
    'menuiseriesExterieures',
    /\b(porte[- ]fenetre|fenetre|volet|store|velux|baie|persienne|porte palier|porte d'entree|porte d entree)/,
  ],
  [
    'equipementsCuisine',
    /\b(plaque|hotte|fours?\b|cuisiniere|refrigerateur|frigo|congelateur|lave[- ]vaisselle|micro[- ]ondes|cuisine equipee|electromenager)/,
  ],
  [
    'sanitaires',
    /\b(evier|lavabo|vasque|wc|toilette|cuvette|baignoire|douche|bidet|lave[- ]mains|chasse d'eau|abattant)/,
  ],
  [
    'chauffage',
    /\b(radiateur|convecteur|chauffage|chaudiere|seche[- ]serviettes?|chauffe[- ]eau|ballon|cumulus|thermostat)/,
  ],
  ['ventilation', /\b(vmc|ventilation|aeration|bouche d'aeration|extracteur)/],
  [
    'electricite',
    /\b(prise|interrupteur|electri|eclairage|luminaire|plafonnier|applique|tableau|disjoncteur|sonnette|interphone)/,
  ],
  ['serrurerie', /\b(serrure|poignee|verrou|cylindre|bequille)/],
  [
    'menuiseriesInterieures',
    /\b(porte|placard|plinthe|rangement|escalier|dressing|etagere|rampe|garde[- ]corps)/,
  ],
  ['peintures', /\b(murs?|plafonds?|cloison)\b/],
  ['solsSouples', /\bsols?\b/],
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .trim();
}

function firstMatch(rules: readonly Rule[], text: string): WearFamily | undefined {
  return rules.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The family of an element, from its material when one is known, else from its name. */
export function wearFamilyOf(elementName: string, material?: string | null): WearFamily {
  const byMaterial = material ? firstMatch(MATERIAL_RULES, normalise(material)) : undefined;
  return byMaterial ?? firstMatch(ELEMENT_RULES, normalise(elementName)) ?? DEFAULT_WEAR_FAMILY;
}
