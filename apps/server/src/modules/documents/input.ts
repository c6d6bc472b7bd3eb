/**
 * What a document is rendered from, read from the database and the blob store: the report as
 * saved, its images' files, the branding and legal text of its author (cascade user -> group ->
 * parent groups -> product default, accounts-costing §4), and for a move-out the entry report it
 * was duplicated from (when its owner sees it: reports/links.ts).
 */
import type { AgreementLine, DocumentKind } from '@constat/documents';
import { verificationAddress, type CostingAction, type LocalReport, type Locale } from '@constat/domain';
import type pg from 'pg';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type { WorkerInput } from '../../jobs/renderPool.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema.ts';
import { agreementOf } from '../costing/signings.ts';
import { followedSource } from '../reports/links.ts';
import { reportFingerprint } from '../verification/service.ts';
import { DEFAULT_LEGAL_TEXT } from './legalText.ts';

interface ReportRow {
  document: LocalReport;
  show_costs: boolean;
  duplicate_from_edl_id: number | null;
}

interface BrandingRow {
  logo: string | null;
  company_name: string | null;
  company_address: string | null;
  color: string | null;
  legal: string | null;
  legal_convention: string | null;
  hide_legend: boolean;
}

/** The author's settings, each taken from the first of user, group, parent groups that has one. */
const BRANDING_SQL = `
  with recursive chain(id, parent_id, depth) as (
    select g.id, g.parent_id, 1 from groups g join users u on u.group_id = g.id where u.id = $1
    union all
    select g.id, g.parent_id, c.depth + 1 from groups g join chain c on g.id = c.parent_id
  ), settings as (
    select 0 as depth, logo, custom_color, custom_legal_text, custom_legal_text_convention, hide_legend
    from users where id = $1
    union all
    select c.depth, g.logo, g.custom_color, g.custom_legal_text, g.custom_legal_text_convention, g.hide_legend
    from chain c join groups g on g.id = c.id
  )
  select
    (select logo from settings where coalesce(logo, '') <> '' order by depth limit 1) as logo,
    (select custom_color from settings where coalesce(custom_color, '') <> '' order by depth limit 1) as color,
    (select custom_legal_text from settings where coalesce(trim(custom_legal_text), '') <> '' order by depth limit 1) as legal,
    (select custom_legal_text_convention from settings where coalesce(trim(custom_legal_text_convention), '') <> '' order by depth limit 1) as legal_convention,
    coalesce((select bool_or(hide_legend) from settings), false) as hide_legend,
    (select company_name from users where id = $1) as company_name,
    (select company_address from users where id = $1) as company_address`;

/** A logo kept as a data URL (or bare base64): its bytes when it is a JPEG or a PNG. */
function logoBytes(logo: string | null): Uint8Array | null {
  if (!logo) return null;
  const bytes = Buffer.from(logo.replace(/^data:[^,]*,/, ''), 'base64');
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50;
  return jpeg || png ? new Uint8Array(bytes) : null;
}

/**
 * The costing of an exit agreement from the elements marked to quote, before its costing is built:
 * each pre-quote's action, measure and cost (a lump sum before wear, none yet), VAT 20 %.
 */
function preQuoteLines(report: LocalReport): AgreementLine[] {
  return report.edl.flatMap((module) =>
    module.entry
      .flatMap((entry) => [
        { name: entry.name, rate: entry.rate },
        ...(entry.content ?? []).map((s) => ({ name: `${entry.name} > ${s.name}`, rate: s.rate })),
      ])
      .filter(({ rate }) => rate?.toQuote && rate.preQuote?.cost != null)
      .map(({ name, rate }) => ({
        name,
        module: module.name,
        enabled: true,
        action: rate?.preQuote?.action ?? null,
        measure: rate?.preQuote?.measure ?? null,
        cost: rate?.preQuote?.cost ?? 0,
        taxRate: 2000,
      })),
  );
}

interface CostingRow {
  name: string;
  module: string | null;
  enabled: boolean;
  action: string | null;
  measure: number | null;
  nature: string | null;
  wear: number;
  cost: number | null;
  tax_rate: number;
  unit_cost: number | null;
  before_description: string | null;
  after_description: string | null;
}

/**
 * The agreement's lines from the report's costing (accounts-costing §2): the agent's (or tenant's)
 * edits, each with what the agreement prints of it (quantity, unit price, wear, descriptions); the
 * documents take the wear off once (the domain's conventionLine). A line named 'Module > Entry' is
 * printed under its module as 'Entry' (the renderer puts the module in front), a sub-entry's as
 * 'Entry > Part'.
 */
function costingAgreementLines(rows: readonly CostingRow[]): AgreementLine[] {
  return rows.map((row) => {
    const prefix = row.module === null ? null : `${row.module} > `;
    const name = prefix !== null && row.name.startsWith(prefix) ? row.name.slice(prefix.length) : row.name;
    return {
      name,
      module: row.module,
      enabled: row.enabled,
      action: row.action as CostingAction | null,
      measure: row.measure,
      nature: row.nature,
      wear: row.wear,
      cost: row.cost,
      taxRate: row.tax_rate,
      unitCost: row.unit_cost,
      beforeDescription: row.before_description,
      afterDescription: row.after_description,
    };
  });
}

/** The costing lines when the report has a costing (one query), else its pre-quotes. */
async function agreementLines(
  pool: pg.Pool,
  reportId: number,
  report: LocalReport,
): Promise<AgreementLine[]> {
  const { rows } = await pool.query<CostingRow>(
    `select name, module, enabled, action, measure, nature, wear, cost, tax_rate, unit_cost,
       before_description, after_description
     from costing_lines where report_id = $1 order by position`,
    [reportId],
  );
  return rows.length > 0 ? costingAgreementLines(rows) : preQuoteLines(report);
}

/**
 * The tenant's remarks on a move-in (docs/ARCHITECTURE.md "Beyond the specification"), oldest first, for its
 * report PDF.
 */
async function remarksForDocument(pool: pg.Pool, reportId: number) {
  const { rows } = await pool.query<{ place: string; text: string; received_at: Date }>(
    'select place, text, received_at from report_remarks where report_id = $1 order by id',
    [reportId],
  );
  return rows.map((row) => ({ place: row.place, text: row.text, receivedAt: row.received_at.getTime() }));
}

/** Object-store fetches at once: each local copy costs a round trip to the store (S3BlobStore). */
const FETCHES_AT_ONCE = 8;

/** The images' files on this machine, by hash (those the store does not have are left out). */
async function localFiles(blobs: BlobStore, hashes: readonly string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  let next = 0;
  const fetcher = async () => {
    while (next < hashes.length) {
      const sha256 = hashes[next++] as string;
      const file = await blobs.localPath(sha256);
      if (file) files.set(sha256, file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, hashes.length) }, fetcher));
  return files;
}

export async function loadDocumentInput(
  pool: pg.Pool,
  blobs: BlobStore,
  reportId: number,
  kind: DocumentKind,
  locale: Locale,
  withImages = true,
  /** The app's address (PUBLIC_URL): the document prints its verification address and QR code. */
  appAddress?: string,
): Promise<WorkerInput | null> {
  const { rows } = await pool.query<ReportRow & { user_id: number }>(
    'select document, show_costs, duplicate_from_edl_id, user_id from reports where id = $1',
    [reportId],
  );
  const row = rows[0];
  if (!row) return null;
  const branding = (await pool.query<BrandingRow>(BRANDING_SQL, [row.user_id])).rows[0];
  let entryReport: LocalReport | null = null;
  const source = await followedSource(pool, row.user_id, row.duplicate_from_edl_id);
  if (source !== null) {
    const entry = await pool.query<{ document: LocalReport }>('select document from reports where id = $1', [
      source,
    ]);
    entryReport = entry.rows[0]?.document ?? null;
  }
  const { rows: shas } = withImages
    ? await pool.query<{ sha256: string }>('select distinct sha256 from report_photos where report_id = $1', [
        reportId,
      ])
    : { rows: [] };
  // Files the render worker reads one at a time as it embeds them, not bytes read here: a report's
  // photos (180 MB for 2,000) would all be held until its PDF is done.
  const images = await localFiles(
    blobs,
    shas.map((row) => row.sha256),
  );
  // Each text has its own cascade (accounts-costing §6), as the account page shows it: an agreement
  // without an agreement text of its own prints the default, not the report's text.
  // What the agreement's parties last signed (docs/ARCHITECTURE.md "Beyond the specification"), and their
  // signature images.
  const agreement = kind === 'convention' ? await agreementOf(drizzle(pool, { schema }), reportId) : null;
  const signing = agreement && agreement.state.kind !== 'unsigned' ? agreement.state.signing : null;
  const signatures = withImages && signing ? signing.signers.map((signer) => signer.sha256) : [];
  const missing = signatures.filter((sha256) => !images.has(sha256));
  for (const [sha256, file] of await localFiles(blobs, missing)) images.set(sha256, file);
  const legal = kind === 'convention' ? branding?.legal_convention : branding?.legal;
  const color = branding?.color ? `#${branding.color.replace(/^#/, '')}` : null;
  return {
    kind,
    report: row.document,
    id: reportId,
    locale,
    branding: {
      agencyName: branding?.company_name || null,
      agentAddress: branding?.company_address || null,
      logo: logoBytes(branding?.logo ?? null),
      mainColor: color,
    },
    // A report always prints its type's statutory notice; the product's default adds nothing to it.
    legalText: legal ?? (kind === 'convention' ? DEFAULT_LEGAL_TEXT.convention : null),
    hideLegend: branding?.hide_legend ?? false,
    showCosts: row.show_costs,
    costingLines: kind === 'convention' ? await agreementLines(pool, reportId, row.document) : [],
    entryReport,
    agreement: agreement && { state: agreement.state, changedAt: agreement.changedAt },
    tenantRemarks: kind === 'report' ? await remarksForDocument(pool, reportId) : [],
    verificationUrl: appAddress
      ? verificationAddress(appAddress, reportId, reportFingerprint(row.document))
      : null,
    images,
  };
}
