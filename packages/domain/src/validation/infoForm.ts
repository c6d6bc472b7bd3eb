/**
 * Rules of the info form that change its shape (inspection-core §5): adding and removing tenants,
 * extra e-mails and the garant, and which dependent fields show. Every function returns a new
 * ReportInfo and leaves its argument untouched; an action that is not allowed returns it unchanged.
 */
import { MAX_EXTRA_EMAILS, MAX_GARANTS, MAX_RENTERS, MIN_RENTERS } from '../constants.ts';
import type { EdlIO, Renter, ReportInfo } from '../report/model.ts';
import { RENTER_KEYS, type RenterKey } from '../report/modelValues.ts';

const EXTRA_EMAIL_KEYS = ['extraEmail', 'extraEmail2', 'extraEmail3'] as const;
export type ExtraEmailKey = (typeof EXTRA_EMAIL_KEYS)[number];

function emptyRenter(): Renter {
  return { name: null, email: null, tel: null, represented: 'non' };
}

/**
 * What a new report's info form starts from: every field empty, toggles 'non', one tenant, no extra
 * e-mail and no garant.
 */
export function emptyReportInfo(): ReportInfo {
  return {
    bien: {
      genre: null,
      typeLogement: null,
      etat: null,
      meuble: 'non',
      presenceCave: 'non',
      numeroCave: null,
      presenceParking: 'non',
      numeroParking: null,
      presenceGrenier: 'non',
      mandataire: null,
      addr: null,
      codePostal: null,
      ville: null,
      etage: null,
      numAppart: null,
    },
    owner: { proprietaireNom: null, proprietaireAdresse: null },
    renter: emptyRenter(),
    nbRenters: 1,
    garant: null,
    entryDate: null,
    nbExtraEmails: 0,
  };
}

/** The keys of the tenants the form shows: renter, renter2 ... up to nbRenters. */
export function activeRenterKeys(info: Pick<ReportInfo, 'nbRenters'>): RenterKey[] {
  return RENTER_KEYS.slice(0, Math.min(Math.max(info.nbRenters, MIN_RENTERS), MAX_RENTERS));
}

/** The add-tenant button is hidden from 5 tenants. */
function canAddRenter(info: Pick<ReportInfo, 'nbRenters'>): boolean {
  return info.nbRenters < MAX_RENTERS;
}

export function addRenter(info: ReportInfo): ReportInfo {
  if (!canAddRenter(info)) return info;
  const key = RENTER_KEYS[info.nbRenters] as RenterKey;
  return { ...info, [key]: emptyRenter(), nbRenters: info.nbRenters + 1 };
}

/** Only the last tenant can be removed, and only from the second one up (at least 1 remains). */
export function canRemoveRenter(info: Pick<ReportInfo, 'nbRenters'>, key: RenterKey): boolean {
  return info.nbRenters > MIN_RENTERS && RENTER_KEYS.indexOf(key) === info.nbRenters - 1;
}

export function removeLastRenter(info: ReportInfo): ReportInfo {
  if (info.nbRenters <= MIN_RENTERS) return info;
  const key = RENTER_KEYS[info.nbRenters - 1] as RenterKey;
  return { ...info, [key]: null, nbRenters: info.nbRenters - 1 };
}

function canAddExtraEmail(info: Pick<ReportInfo, 'nbExtraEmails'>): boolean {
  return info.nbExtraEmails < MAX_EXTRA_EMAILS;
}

export function activeExtraEmailKeys(info: Pick<ReportInfo, 'nbExtraEmails'>): ExtraEmailKey[] {
  return EXTRA_EMAIL_KEYS.slice(0, Math.min(Math.max(info.nbExtraEmails, 0), MAX_EXTRA_EMAILS));
}

export function addExtraEmail(info: ReportInfo): ReportInfo {
  if (!canAddExtraEmail(info)) return info;
  const key = EXTRA_EMAIL_KEYS[info.nbExtraEmails] as ExtraEmailKey;
  return { ...info, [key]: null, nbExtraEmails: info.nbExtraEmails + 1 };
}

/** Removes the last extra e-mail (clearing its value, so it does not come back when re-added). */
export function removeLastExtraEmail(info: ReportInfo): ReportInfo {
  if (info.nbExtraEmails <= 0) return info;
  const key = EXTRA_EMAIL_KEYS[info.nbExtraEmails - 1] as ExtraEmailKey;
  return { ...info, [key]: null, nbExtraEmails: info.nbExtraEmails - 1 };
}

export function hasGarant(info: Pick<ReportInfo, 'garant'>): boolean {
  return info.garant != null;
}

/** At most one garant (representative). */
function canAddGarant(info: Pick<ReportInfo, 'garant'>): boolean {
  return !hasGarant(info) && MAX_GARANTS > 0;
}

/** The garant starts with an empty name. */
export function addGarant(info: ReportInfo): ReportInfo {
  if (!canAddGarant(info)) return info;
  return { ...info, garant: { name: '' } };
}

/** Removing the garant also unsets 'represented': nobody is left to represent the tenants. */
export function removeGarant(info: ReportInfo): ReportInfo {
  if (!hasGarant(info)) return info;
  const next: ReportInfo = { ...info, garant: null };
  for (const key of RENTER_KEYS) {
    const renter = info[key];
    if (renter) next[key] = { ...renter, represented: 'non' };
  }
  return next;
}

/** represented is false, 'non', or a truthy value meaning represented by the garant. */
export function isRepresented(renter: Pick<Renter, 'represented'> | null | undefined): boolean {
  const value = renter?.represented;
  return value != null && value !== false && value !== 'non' && value !== '';
}

/**
 * A cellar or parking toggle. Turning it off clears its number: the number field is hidden then,
 * and a stale hidden number would still print on the report.
 */
export function setPresence(
  info: ReportInfo,
  field: 'presenceCave' | 'presenceParking',
  value: 'oui' | 'non',
): ReportInfo {
  const numberField = field === 'presenceCave' ? 'numeroCave' : 'numeroParking';
  const bien = { ...info.bien, [field]: value };
  if (value === 'non') bien[numberField] = null;
  return { ...info, bien };
}

export interface InfoFormVisibility {
  addRenter: boolean;
  /** The tenant whose remove button shows (the last one, from the second up), or null. */
  removableRenter: RenterKey | null;
  addExtraEmail: boolean;
  addGarant: boolean;
  removeGarant: boolean;
  /** The 'represented' toggle of each tenant. */
  representedToggle: boolean;
  numeroCave: boolean;
  numeroParking: boolean;
  /** Move-out only. */
  entryDate: boolean;
  /** Move-out only: the security deposit (dépôt de garantie). */
  depotGarantie: boolean;
  /** Move-out only: sortantAddr, sortantCodePostal, sortantVille. */
  forwardingAddress: boolean;
}

export function infoFormVisibility(info: ReportInfo, edlIO: EdlIO): InfoFormVisibility {
  const last = RENTER_KEYS[info.nbRenters - 1];
  const moveOut = edlIO === 'Sortant';
  return {
    addRenter: canAddRenter(info),
    removableRenter: last && canRemoveRenter(info, last) ? last : null,
    addExtraEmail: canAddExtraEmail(info),
    addGarant: canAddGarant(info),
    removeGarant: hasGarant(info),
    representedToggle: hasGarant(info),
    numeroCave: info.bien.presenceCave === 'oui',
    numeroParking: info.bien.presenceParking === 'oui',
    entryDate: moveOut,
    depotGarantie: moveOut,
    forwardingAddress: moveOut,
  };
}
