/**
 * Who signs a report (inspection-core §2 'Signature', §5): the garant ('Représentant') when there is
 * one, each tenant not represented by the garant (numbered from the second), and in the agent flow
 * the owner ('Propriétaire ou mandataire') and the shared initials pad ('paraphes'); in self-service
 * only the initials pad. The initials label is plural with more than one tenant (agent flow) or
 * more than two signers (self-service).
 */
import { activeRenterKeys, hasGarant, isRepresented } from '../validation/infoForm.ts';
import type { LocalReport } from './model.ts';
import type { RenterKey } from './modelValues.ts';

export type SignerKey = 'garant' | RenterKey | 'owner' | 'paraphes';
export type SignatureFlow = 'agent' | 'selfService';

export interface Signer {
  key: SignerKey;
  /** The French label shown above the pad and kept with the signature. */
  label: string;
}

const SIGNER_LABELS = {
  garant: 'Représentant',
  renter: 'Locataire',
  owner: 'Propriétaire ou mandataire',
  initialsSingular: 'Paraphe',
  initialsPlural: 'Paraphes',
} as const;

export function reportSigners(
  report: Pick<LocalReport, 'garant' | 'nbRenters' | RenterKey>,
  flow: SignatureFlow = 'agent',
): Signer[] {
  const people: Signer[] = [];
  if (hasGarant(report)) people.push({ key: 'garant', label: SIGNER_LABELS.garant });
  activeRenterKeys(report).forEach((key, index) => {
    const represented = hasGarant(report) && isRepresented(report[key]);
    if (!represented) {
      people.push({
        key,
        label: index === 0 ? SIGNER_LABELS.renter : `${SIGNER_LABELS.renter} ${index + 1}`,
      });
    }
  });
  const plural = flow === 'agent' ? report.nbRenters > 1 : people.length > 2;
  const initials: Signer = {
    key: 'paraphes',
    label: plural ? SIGNER_LABELS.initialsPlural : SIGNER_LABELS.initialsSingular,
  };
  if (flow === 'selfService') return [initials];
  return [...people, { key: 'owner', label: SIGNER_LABELS.owner }, initials];
}

/** Every listed signer must have signed (§5): the first one who has not, or null. */
export function firstMissingSigner(signers: readonly Signer[], signed: ReadonlySet<string>): Signer | null {
  return signers.find((signer) => !signed.has(signer.key)) ?? null;
}

/** 'Signature manquante : "{label}"' for the first signer without a signature, or null. */
export function missingSignatureMessage(
  signers: readonly Signer[],
  signed: ReadonlySet<string>,
): string | null {
  const missing = firstMissingSigner(signers, signed);
  return missing ? `Signature manquante : "${missing.label}"` : null;
}
