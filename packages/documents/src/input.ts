/** What a document is rendered from: the saved report plus what the server (or device) knows. */
import type { AgreementState, CostingLine, LocalReport, Locale, TenantRemark } from '@constat/domain';

export type DocumentKind = 'report' | 'convention';

/**
 * A line of the exit agreement: the costing line as saved (cents, hundredths, wear %). Lines from
 * before the costing was built (pre-quotes) may lack the optional parts; they print as lump sums.
 */
export type AgreementLine = Pick<CostingLine, 'name' | 'module' | 'enabled' | 'cost' | 'taxRate'> &
  Partial<
    Pick<CostingLine, 'action' | 'measure' | 'nature' | 'wear' | 'beforeDescription' | 'afterDescription'>
  > & {
    /** The line's unit price, cents excluding tax; null when it has none. */
    unitCost?: number | null;
  };

interface Branding {
  /** The agency's name: on the cover page (with its address), and the PDF's author. */
  agencyName?: string | null;
  /** The agency logo (JPEG or PNG bytes), embedded as-is. */
  logo?: Uint8Array | null;
  /** Main colour of headings and bands, '#rrggbb'. */
  mainColor?: string | null;
  /** The agent's (the account's company) address, printed beside 'Mandataire' (décret art. 2). */
  agentAddress?: string | null;
}

export interface DocumentInput {
  kind: DocumentKind;
  report: LocalReport;
  /** The server id of the report, printed as its number. */
  id?: number | null;
  /** The language of the document (the report's own locale unless another is asked). */
  locale: Locale;
  branding?: Branding;
  /**
   * The agency's legal text (cascade user -> group -> parent -> default), printed after the report's
   * statutory notice, before signatures. Null: the agency has none of its own.
   */
  legalText?: string | null;
  hideLegend?: boolean;
  /** Exit agreement only: print the costing table. */
  showCosts?: boolean;
  /** Exit agreement: the lines of the costing (amounts in cents). */
  costingLines?: readonly AgreementLine[];
  /**
   * Exit agreement: what was last signed against the costing printed (docs/ARCHITECTURE.md "Beyond the
   * specification"), and when the costing last changed. Absent: the report's signatures close it, as at
   * signing.
   */
  agreement?: { state: AgreementState; changedAt: number | null } | null;
  /** Move-out: the entry report, for the changes since entry and the comparison. */
  entryReport?: LocalReport | null;
  /**
   * Move-in: the tenant's remarks sent within ten days (docs/ARCHITECTURE.md "Beyond the specification"),
   * oldest first.
   */
  tenantRemarks?: readonly Pick<TenantRemark, 'place' | 'text' | 'receivedAt'>[];
  /**
   * The public address that tells whether this document's fingerprint is the one of a stored
   * report (docs/ARCHITECTURE.md "A report's journey"), printed with its QR code; absent on a device's PDF
   * (not saved yet).
   */
  verificationUrl?: string | null;
  /** Image bytes by SHA-256 (photos and signatures); missing images are left out. */
  images: (sha256: string) => Uint8Array | undefined;
}
