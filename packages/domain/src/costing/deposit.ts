/**
 * The security deposit (dépôt de garantie) of a move-out, typed on its info form in euros
 * (docs/ARCHITECTURE.md "Beyond the specification"). It is kept as typed (like the entry date) so that
 * nothing typed is lost while it is not yet an amount; the agreement reads it in cents. Empty means "not
 * given": the agreement then says so and states no balance, since a balance against an unknown deposit would
 * be made up.
 */
import type { EdlIO } from '../report/model.ts';
import { isBlank } from '../text.ts';
import { DEPOSIT_FORMAT_MESSAGE, DEPOSIT_MOVE_OUT_ONLY_MESSAGE } from '../validation/messages.ts';
import { parseEuros } from './euros.ts';

/** One million euros: beyond any lease's deposit, and far within safe integers once in cents. */
export const MAX_DEPOSIT_CENTS = 100_000_000;

/** The deposit in cents, or null when it is empty or not an amount. */
export function depositCents(text: string | null | undefined): number | null {
  if (isBlank(text)) return null;
  const cents = parseEuros(text ?? '');
  return cents !== null && cents <= MAX_DEPOSIT_CENTS ? cents : null;
}

/**
 * Why a report's deposit cannot be kept, or null when it can: only a move-out has one, and it must
 * read as an amount in euros ('850', '1 200,50', '1200.5 €').
 */
export function depositIssue(depotGarantie: string | null | undefined, edlIO: EdlIO): string | null {
  if (isBlank(depotGarantie)) return null;
  if (edlIO !== 'Sortant') return DEPOSIT_MOVE_OUT_ONLY_MESSAGE;
  return depositCents(depotGarantie) === null ? DEPOSIT_FORMAT_MESSAGE : null;
}
