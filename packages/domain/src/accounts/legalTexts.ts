/**
 * Custom legal texts (accounts-costing §6): a report's legal text is the user's own, else their
 * group's, else the nearest parent group's, else the product default. Two texts exist: the one
 * printed on a report ('edl') and the one on an exit agreement ('convention').
 */

export const LEGAL_TEXT_KINDS = ['edl', 'convention'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

/** The product's defaults (the spec does not give their wording). */
export const DEFAULT_LEGAL_TEXTS: Record<LegalTextKind, string> = {
  edl:
    "Le présent état des lieux a été établi contradictoirement entre les parties, conformément à l'article 3-2 de la loi n° 89-462 du 6 juillet 1989. " +
    'Il est joint au contrat de location dont il fait partie intégrante. Chaque partie en conserve un exemplaire.',
  convention:
    "Les parties reconnaissent que les montants indiqués correspondent aux réparations locatives constatées entre l'état des lieux d'entrée et l'état des lieux de sortie, " +
    'déduction faite de la vétusté. La présente convention vaut accord sur leur imputation au dépôt de garantie.',
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
