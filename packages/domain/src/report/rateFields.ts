/**
 * Which rate inputs the rate panel shows (inspection-core §5): a field shows only if it belongs to the
 * element, by its own name or its parent entry's name (or was added to the entry by hand), and is not
 * hidden by self-service mode. In self-service the tenant rates and photographs; pricing (the manual
 * costing toggle and the pre-quote) stays with the agent.
 */
import { isPhotosEntry, rateFieldsFor } from '../catalogue/index.ts';

/** Rate keys a tenant never sees in self-service mode. */
export const SELF_SERVICE_HIDDEN_FIELDS: readonly string[] = ['toQuote', 'preQuote', 'costingId'];

export interface RateFieldContext {
  entryName: string;
  /** The entry a sub-entry belongs to. */
  parentName?: string | undefined;
  /** The fields stored on the entry (catalogue ones plus those added by hand). */
  rateInfo?: readonly string[] | null | undefined;
  selfService?: boolean | undefined;
}

/** True when `field` belongs to the element and is not hidden by self-service mode. */
export function isRateFieldShown(field: string, context: RateFieldContext): boolean {
  if (context.selfService && SELF_SERVICE_HIDDEN_FIELDS.includes(field)) return false;
  if (context.rateInfo?.includes(field)) return true;
  return (rateFieldsFor(context.entryName, context.parentName) as readonly string[]).includes(field);
}

/** Entries named 'Photos' or 'Photo' hold the gallery itself: they have no context gallery. */
export function hasContextGallery(entryName: string): boolean {
  return !isPhotosEntry(entryName);
}
