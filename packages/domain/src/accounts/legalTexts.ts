/**
 * Custom legal texts (accounts-costing §6): a report's legal text is the user's own, else their
 * group's, else the nearest parent group's, else the product default. Two texts exist: the one
 * printed on a report ('edl') and the one on an exit agreement ('convention').
 */

export const LEGAL_TEXT_KINDS = ['edl', 'convention'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

/**
 * The product's defaults (the spec does not give their wording): the last step of the cascade, shown
 * on the account page and printed on documents (apps/server documents/legalText.ts uses these).
 */
export const DEFAULT_LEGAL_TEXTS: Record<LegalTextKind, string> = {
  edl: 'Le présent état des lieux est établi contradictoirement et amiablement par les parties ou par un tiers mandaté par elles (loi n° 89-462 du 6 juillet 1989, article 3-2 ; décret n° 2016-382 du 30 mars 2016). Il est joint au contrat de location. Le locataire peut demander au bailleur, dans un délai de dix jours à compter de son établissement, de le compléter pour ce qui concerne les éléments de chauffage, dont il ne peut vérifier le fonctionnement que pendant la période de chauffe.',
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
