/**
 * What the parties of an exit agreement signed, kept apart from what the costing says now
 * (docs/ARCHITECTURE.md "Beyond the specification"). The report's signing signs its pre-quoted amounts
 * (revision 0, sealed by the report's own fingerprint); a costing edited after that is a revision nobody
 * signed until the parties sign it on the device (revision 1, 2, ...), each signing kept, never overwritten.
 *
 * Two sets of amounts are the same agreement when they charge the same: the same enabled lines
 * with a cost (a disabled or empty line charges nothing) at the same cost and VAT rate, whatever
 * their order or the costing's working fields (measure, action, unit cost), which only lead to a
 * cost. So merely opening a costing whose built lines keep the pre-quotes is no revision, while a
 * wear or a calibration that changes a cost is one: the parties never saw that amount.
 */
import { costingTotals, type CostingTotals } from '../costing/totals.ts';
import type { AgreementLine } from './agreementLines.ts';

export interface ConventionSigner {
  /** The report's signer key ('owner', 'renter', 'renter2', 'garant'). */
  key: string;
  /** The label above the pad ('Propriétaire ou mandataire', 'Locataire 2'). */
  label: string;
  /** SHA-256 (hex) of the signature image. */
  sha256: string;
}

export interface ConventionSigning {
  /** 0: the report's own signing (its pre-quotes); 1, 2, ...: the signed revisions of the costing. */
  revision: number;
  /** Epoch milliseconds. */
  signedAt: number;
  lines: readonly AgreementLine[];
  /** Revision 0: the report's fingerprint; later ones: revisionFingerprintText's SHA-256. */
  fingerprint: string;
  signers: readonly ConventionSigner[];
}

/** The amounts of `lines` that an agreement charges, in one order: what a signature covers. */
export function chargedAmounts(lines: readonly AgreementLine[]): AgreementLine[] {
  return lines
    .filter((line) => line.enabled && line.cost !== null && line.cost > 0)
    .map(({ module, name, cost, taxRate }) => ({ module, name, enabled: true, cost, taxRate }))
    .sort((a, b) => {
      const left = `${a.module ?? ''}\u0000${a.name}\u0000${a.cost}\u0000${a.taxRate}`;
      const right = `${b.module ?? ''}\u0000${b.name}\u0000${b.cost}\u0000${b.taxRate}`;
      return left < right ? -1 : left > right ? 1 : 0;
    });
}

/** Whether `current` charges anything else than what was signed in `signed`. */
export function isRevisedAgreement(
  signed: readonly AgreementLine[],
  current: readonly AgreementLine[],
): boolean {
  const before = chargedAmounts(signed);
  const after = chargedAmounts(current);
  if (before.length !== after.length) return true;
  return before.some((line, index) => {
    const other = after[index];
    return (
      other === undefined ||
      other.module !== line.module ||
      other.name !== line.name ||
      other.cost !== line.cost ||
      other.taxRate !== line.taxRate
    );
  });
}

/** The last signing of a history (the highest revision), or null before any. */
export function lastSigning<T extends Pick<ConventionSigning, 'revision'>>(history: readonly T[]): T | null {
  return history.reduce<T | null>(
    (last, signing) => (!last || signing.revision > last.revision ? signing : last),
    null,
  );
}

export type AgreementState =
  /** No signing is known (a report signed before the rule, or without a fingerprint). */
  | { kind: 'unsigned' }
  /** The costing charges what the last signing signed. */
  | { kind: 'signed'; signing: ConventionSigning }
  /** The costing was changed after the last signing: a draft nobody signed. */
  | {
      kind: 'revised';
      signing: ConventionSigning;
      signedTotals: CostingTotals;
      currentTotals: CostingTotals;
    };

/** Where an agreement stands: its last signing against its current lines. */
export function agreementState(
  history: readonly ConventionSigning[],
  current: readonly AgreementLine[],
): AgreementState {
  const signing = lastSigning(history);
  if (!signing) return { kind: 'unsigned' };
  if (!isRevisedAgreement(signing.lines, current)) return { kind: 'signed', signing };
  return {
    kind: 'revised',
    signing,
    signedTotals: costingTotals(signing.lines),
    currentTotals: costingTotals(current),
  };
}
