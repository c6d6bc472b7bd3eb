/**
 * The signature block's texts in the three report languages (docs/ARCHITECTURE.md "Beyond the
 * specification"): each signer's role, the place, date and time of signing, and the initials repeated in
 * every page's footer.
 */
import type { Locale } from '@constat/domain';

export interface SignatureLabels {
  garant: string;
  renter: string;
  /** The landlord's pad when the landlord signs in person (no agent on the report). */
  landlord: string;
  /** The landlord's pad when an agent holds the mandate: the agent signs for the landlord. */
  agentForLandlord: string;
  /** 'for {landlord}' after the agent's name. */
  onBehalfOf: (landlord: string) => string;
  initials: string;
  /** 'Fait à Lyon, le 3 mars 2026 à 14:05'. */
  doneAt: (city: string, date: string, time: string) => string;
  agentAddress: string;
}

const fr: SignatureLabels = {
  garant: 'Représentant',
  renter: 'Locataire',
  landlord: 'Bailleur',
  agentForLandlord: 'Mandataire du bailleur',
  onBehalfOf: (landlord) => `pour le compte de ${landlord}`,
  initials: 'Paraphes',
  doneAt: (city, date, time) => `Fait à ${city}, le ${date} à ${time}`,
  agentAddress: 'Adresse du mandataire',
};

const en: SignatureLabels = {
  garant: 'Representative',
  renter: 'Tenant',
  landlord: 'Landlord',
  agentForLandlord: 'Landlord’s agent',
  onBehalfOf: (landlord) => `on behalf of ${landlord}`,
  initials: 'Initials',
  doneAt: (city, date, time) => `Done at ${city}, on ${date} at ${time}`,
  agentAddress: 'Agent’s address',
};

const es: SignatureLabels = {
  garant: 'Representante',
  renter: 'Inquilino',
  landlord: 'Arrendador',
  agentForLandlord: 'Mandatario del arrendador',
  onBehalfOf: (landlord) => `en nombre de ${landlord}`,
  initials: 'Rúbricas',
  doneAt: (city, date, time) => `Hecho en ${city}, el ${date} a las ${time}`,
  agentAddress: 'Dirección del mandatario',
};

export const SIGNATURE_LABELS: Readonly<Record<Locale, SignatureLabels>> = { fr, en, es };
