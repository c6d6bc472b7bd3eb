/**
 * Custom legal texts (accounts-costing §6): a report's legal text is the user's own, else their
 * group's, else the nearest parent group's, else the product default. Two texts exist: the one
 * printed on a report ('edl') and the one on an exit agreement ('convention').
 */

export const LEGAL_TEXT_KINDS = ['edl', 'convention'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

/**
 * The product's defaults (the spec does not give their wording): the last step of the cascade, shown
 * on the account page. An agreement prints its default; a report prints the statutory notice of its
 * type (report/legalNotice.ts) and nothing more when no one in the cascade set a text.
 */
export const DEFAULT_LEGAL_TEXTS: Record<LegalTextKind, string> = {
  // The statutory notice of each report type (report/legalNotice.ts) is always printed; an agency
  // that sets no text of its own adds nothing to it.
  edl: "Aucune mention propre à l'agence : l'état des lieux porte les mentions de la loi n° 89-462 (art. 3-2) propres à son type (entrée ou sortie), dans la langue du document.",
  convention:
    "La présente convention de sortie compare l'état du logement à la sortie à celui constaté à l'entrée. Les montants indiqués sont des estimations des travaux de remise en état imputables au locataire, compte tenu de la vétusté. Elle ne vaut accord des parties que signée par elles.",
};

export type LegalTextOrigin = 'user' | 'group' | 'parent' | 'default';

interface LegalTextHolder {
  customLegalText: string | null;
  customLegalTextConvention: string | null;
}

/** `chain` runs from the user's group up to the root. */
export function resolveLegalText(
  kind: LegalTextKind,
  user: LegalTextHolder | null,
  chain: readonly LegalTextHolder[],
): { text: string; origin: LegalTextOrigin } {
  const pick = (holder: LegalTextHolder) =>
    kind === 'edl' ? holder.customLegalText : holder.customLegalTextConvention;
  const own = user ? pick(user) : null;
  if (own) return { text: own, origin: 'user' };
  const index = chain.findIndex((group) => pick(group));
  const group = chain[index];
  if (group) return { text: pick(group) ?? '', origin: index === 0 ? 'group' : 'parent' };
  return { text: DEFAULT_LEGAL_TEXTS[kind], origin: 'default' };
}
