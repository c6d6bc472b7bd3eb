/** The product's default legal texts (the last step of the cascade, accounts-costing §4). */
import type { DocumentKind } from '@constat/documents';

export const DEFAULT_LEGAL_TEXT: Readonly<Record<DocumentKind, string>> = {
  report:
    'Le présent état des lieux est établi contradictoirement et amiablement par les parties ou par un tiers mandaté par elles (loi n° 89-462 du 6 juillet 1989, article 3-2 ; décret n° 2016-382 du 30 mars 2016). Il est joint au contrat de location. Le locataire peut demander au bailleur, dans un délai de dix jours à compter de son établissement, de le compléter pour ce qui concerne les éléments de chauffage, dont il ne peut vérifier le fonctionnement que pendant la période de chauffe.',
  convention:
    "La présente convention de sortie compare l'état du logement à la sortie à celui constaté à l'entrée. Les montants indiqués sont des estimations des travaux de remise en état imputables au locataire, compte tenu de la vétusté. Elle ne vaut accord des parties que signée par elles.",
};
