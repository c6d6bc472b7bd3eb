/**
 * The product's default legal texts (the last step of the cascade, accounts-costing §6), the same
 * the account page shows: one source, the domain's DEFAULT_LEGAL_TEXTS.
 */
import { DEFAULT_LEGAL_TEXTS } from '@constat/domain';
import type { DocumentKind } from '@constat/documents';

export const DEFAULT_LEGAL_TEXT: Readonly<Record<DocumentKind, string>> = {
  report: DEFAULT_LEGAL_TEXTS.edl,
  convention: DEFAULT_LEGAL_TEXTS.convention,
};
