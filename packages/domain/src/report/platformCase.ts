/**
 * Partner platform cases (inspection-core §2 "Info form", §3 "Platform case"). A platform-connected
 * user may pick a case file to pre-fill the property information. The case names the outgoing tenant
 * `renter*` and the incoming one `renter2*`: an entry report takes the incoming tenant, an exit report
 * the outgoing one.
 */
import { z } from 'zod';
import type { EdlIO, OuiNon, ReportInfo } from './model.ts';

const PLATFORM_CASE_TYPES = ['edl-in', 'edl-out', 'edl-out-in', 'diagnostic'] as const;

const text = z.string().nullable().optional();
/** Platform numbers and flags arrive loosely typed; they are read leniently. */
const textOrNumber = z.union([z.string(), z.number()]).nullable().optional();
const flag = z.union([z.boolean(), z.string(), z.number()]).nullable().optional();

export const PlatformCaseSchema = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.enum(PLATFORM_CASE_TYPES),
  status: z.string(),
  addressStreet: text,
  addressZipCode: textOrNumber,
  addressCity: text,
  housingGenre: text,
  housingType: text,
  housingCondition: text,
  housingFloor: textOrNumber,
  hasCave: flag,
  caveInfo: textOrNumber,
  hasGarage: flag,
  garageInfo: textOrNumber,
  isFurnished: flag,
  ownerName: text,
  /** The landlord's postal address, when the platform knows it. */
  ownerAddress: text,
  agency: z.object({ company: text }).nullable().optional(),
  agent: z.object({ fullname: text }).nullable().optional(),
  renterName: text,
  renterPhone: text,
  renterEmail: text,
  renter2Name: text,
  renter2Phone: text,
  renter2Email: text,
});
export type PlatformCase = z.infer<typeof PlatformCaseSchema>;

/** Statuses of a case still waiting for its report. */
const OPEN_CASE_STATUSES: readonly string[] = ['requested', 'scheduled'];

/** The cases offered for a report: not edl-in for an exit, not edl-out for an entry, no diagnostic; open only. */
export function selectablePlatformCases<C extends Pick<PlatformCase, 'type' | 'status'>>(
  cases: readonly C[],
  edlIO: EdlIO,
): C[] {
  const hidden = new Set(['diagnostic', edlIO === 'Sortant' ? 'edl-in' : 'edl-out']);
  return cases.filter((c) => !hidden.has(c.type) && OPEN_CASE_STATUSES.includes(c.status));
}

function ouiNon(value: unknown): OuiNon {
  return value === true || value === 1 || value === 'true' || value === 'oui' || value === '1'
    ? 'oui'
    : 'non';
}

function str(value: string | number | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** 'agency company (agent full name)', or whichever half is known. */
export function platformMandataire(c: Pick<PlatformCase, 'agency' | 'agent'>): string | null {
  const company = str(c.agency?.company);
  const agent = str(c.agent?.fullname);
  if (company && agent) return `${company} (${agent})`;
  return company ?? agent;
}

type WithCase = ReportInfo & { platformCaseId?: string | number | null | undefined };

/**
 * The prompt 'Souhaitez-vous remplir les informations du bien grâce aux données du dossier ?':
 * 'Non' (`fill: false`) only stores the case id; 'Oui' also fills the property, owner, mandataire and
 * first tenant from the case. A null case (selection cleared) sets the case id to null.
 */
export function applyPlatformCase<T extends WithCase>(
  info: T,
  platformCase: PlatformCase | null,
  options: { edlIO: EdlIO; fill: boolean },
): T {
  if (!platformCase) return { ...info, platformCaseId: null };
  const withId: T = { ...info, platformCaseId: platformCase.id };
  if (!options.fill) return withId;
  const c = platformCase;
  const hasCave = ouiNon(c.hasCave);
  const hasGarage = ouiNon(c.hasGarage);
  const entry = options.edlIO === 'Entrant';
  return {
    ...withId,
    bien: {
      ...info.bien,
      addr: str(c.addressStreet),
      codePostal: str(c.addressZipCode),
      ville: str(c.addressCity),
      genre: str(c.housingGenre),
      typeLogement: str(c.housingType),
      etat: str(c.housingCondition),
      etage: str(c.housingFloor),
      presenceCave: hasCave,
      numeroCave: hasCave === 'oui' ? str(c.caveInfo) : null,
      presenceParking: hasGarage,
      numeroParking: hasGarage === 'oui' ? str(c.garageInfo) : null,
      meuble: ouiNon(c.isFurnished),
      mandataire: platformMandataire(c),
    },
    owner: {
      ...info.owner,
      proprietaireNom: str(c.ownerName),
      proprietaireAdresse: str(c.ownerAddress) ?? info.owner.proprietaireAdresse ?? null,
    },
    renter: {
      ...info.renter,
      name: str(entry ? c.renter2Name : c.renterName),
      tel: str(entry ? c.renter2Phone : c.renterPhone),
      email: str(entry ? c.renter2Email : c.renterEmail),
    },
  };
}
