/**
 * The statutory notice printed on every report (docs/ARCHITECTURE.md "Beyond the specification"), one per
 * report type and language. Loi n° 89-462, art. 3-2, gives the tenant of a move-in two rights: ten days to
 * ask for the report to be completed (for anything), and the first month of the heating season to have the
 * heating elements added. A move-out has neither; what the tenant gets instead is the deposit's
 * return delay of art. 22 (one month when the exit matches the entry, two months otherwise).
 * The agency's own legal text (the cascade of accounts-costing §6) is printed after it.
 */
import type { EdlIO, Locale } from './model.ts';

export const LEGAL_NOTICES: Record<Locale, Record<EdlIO, string>> = {
  fr: {
    Entrant:
      "Le présent état des lieux d'entrée est établi contradictoirement et amiablement par les parties ou par un tiers mandaté par elles, et joint au contrat de location (loi n° 89-462 du 6 juillet 1989, art. 3-2 ; décret n° 2016-382 du 30 mars 2016). Le locataire peut demander au bailleur ou à son représentant de le compléter, pour tout élément, dans un délai de dix jours à compter de son établissement. Il peut en outre demander, pendant le premier mois de la période de chauffe, qu'il soit complété par l'état des éléments de chauffage. Si le bailleur refuse, le locataire peut saisir la commission départementale de conciliation.",
    Sortant:
      "Le présent état des lieux de sortie est établi contradictoirement et amiablement par les parties ou par un tiers mandaté par elles, et comparé à l'état des lieux d'entrée (loi n° 89-462 du 6 juillet 1989, art. 3-2 ; décret n° 2016-382 du 30 mars 2016). Le délai de dix jours pour le compléter ne concerne que l'état des lieux d'entrée. Le dépôt de garantie est restitué au locataire dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et justifiées (art. 22).",
  },
  en: {
    Entrant:
      'This move-in inventory is drawn up jointly and amicably by the parties or by a third party they appointed, and attached to the tenancy agreement (French law no. 89-462 of 6 July 1989, art. 3-2; decree no. 2016-382 of 30 March 2016). The tenant may ask the landlord or their representative to complete it, for any item, within ten days of its drawing up. The tenant may also ask, during the first month of the heating season, for the condition of the heating elements to be added. If the landlord refuses, the tenant may refer the matter to the departmental conciliation commission.',
    Sortant:
      "This move-out inventory is drawn up jointly and amicably by the parties or by a third party they appointed, and compared with the move-in inventory (French law no. 89-462 of 6 July 1989, art. 3-2; decree no. 2016-382 of 30 March 2016). The ten-day period to complete an inventory applies to the move-in inventory only. The security deposit is returned to the tenant within one month of the keys' return when the move-out inventory matches the move-in inventory, and within two months otherwise, less the justified sums still owed to the landlord (art. 22).",
  },
  es: {
    Entrant:
      'El presente inventario de entrada se redacta de forma contradictoria y amistosa por las partes o por un tercero designado por ellas, y se adjunta al contrato de arrendamiento (ley francesa n.º 89-462 de 6 de julio de 1989, art. 3-2; decreto n.º 2016-382 de 30 de marzo de 2016). El inquilino puede pedir al arrendador o a su representante que lo complete, sobre cualquier elemento, en un plazo de diez días desde su redacción. Además, puede pedir durante el primer mes del periodo de calefacción que se complete con el estado de los elementos de calefacción. Si el arrendador se niega, el inquilino puede acudir a la comisión departamental de conciliación.',
    Sortant:
      'El presente inventario de salida se redacta de forma contradictoria y amistosa por las partes o por un tercero designado por ellas, y se compara con el inventario de entrada (ley francesa n.º 89-462 de 6 de julio de 1989, art. 3-2; decreto n.º 2016-382 de 30 de marzo de 2016). El plazo de diez días para completarlo solo se aplica al inventario de entrada. La fianza se devuelve al inquilino en el plazo de un mes desde la entrega de las llaves cuando el inventario de salida coincide con el de entrada, y de dos meses en caso contrario, descontadas las sumas justificadas que se deban al arrendador (art. 22).',
  },
};

export function legalNotice(edlIO: EdlIO, locale: Locale): string {
  return LEGAL_NOTICES[locale][edlIO];
}
