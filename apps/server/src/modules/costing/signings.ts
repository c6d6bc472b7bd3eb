/**
 * What the parties of an exit agreement signed, apart from the costing they may edit
 * (docs/ARCHITECTURE.md "Beyond the specification"; domain agreement/). The report's own signing is kept when
 * the report is saved (revision 0: its pre-quotes, fingerprint and signatures); a costing edit never touches
 * it. When the costing charges something else, the parties may sign that revision on the device: its
 * fingerprint is recomputed here from the lines this server holds and refused on a mismatch, and
 * each signed revision is a new row, never an overwrite.
 */
import { createHash } from 'node:crypto';
import {
  agreementState,
  costingAgreementLines,
  preQuotedLines,
  reportSigning,
  revisionFingerprintText,
  revisionSigners,
  revisionSignersProblem,
  type AgreementLine,
  type AgreementState,
  type ConventionSigner,
  type ConventionSigning,
  type LocalReport,
  type Signer,
  toLocale,
} from '@constat/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { conventionSignings, costingLines, photoBlobs, reports } from '../../db/schema.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { requestDocument } from '../documents/service.ts';
import { usableBy } from '../reports/photoAccess.ts';
import type { ReportScope } from '../reports/scope.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type StoredSigning = ConventionSigning & { signedBy: number | null };

/** The report's own signing as kept at save (revision 0), when it signed an agreement. */
export async function keepReportSigning(tx: Transaction, reportId: number, report: LocalReport) {
  const signing = reportSigning(report);
  if (!signing) return;
  await tx
    .insert(conventionSignings)
    .values({
      reportId,
      revision: 0,
      lines: [...signing.lines],
      signers: [...signing.signers],
      fingerprint: signing.fingerprint,
      signedAt: new Date(signing.signedAt),
    })
    .onConflictDoNothing();
}

/** The signings kept for a report, oldest first. */
async function storedSignings(db: Reader, reportId: number): Promise<StoredSigning[]> {
  const rows = await db
    .select()
    .from(conventionSignings)
    .where(eq(conventionSignings.reportId, reportId))
    .orderBy(asc(conventionSignings.revision));
  return rows.map((row) => ({
    revision: row.revision,
    signedAt: row.signedAt.getTime(),
    lines: row.lines,
    fingerprint: row.fingerprint,
    signers: row.signers,
    signedBy: row.signedBy,
  }));
}

async function costingRows(db: Reader, reportId: number) {
  return db
    .select({
      name: costingLines.name,
      module: costingLines.module,
      enabled: costingLines.enabled,
      cost: costingLines.cost,
      taxRate: costingLines.taxRate,
      wear: costingLines.wear,
      measure: costingLines.measure,
      unitCost: costingLines.unitCost,
      updatedAt: costingLines.updatedAt,
    })
    .from(costingLines)
    .where(eq(costingLines.reportId, reportId))
    .orderBy(asc(costingLines.position));
}

export interface Agreement {
  /**
   * The report's document; its tree (`edl`, the bulk of a large report) only when it was needed:
   * for the pre-quotes of a costing not built yet, or a signing not kept at save.
   */
  document: LocalReport;
  history: StoredSigning[];
  /** The report's own signing is a kept row (saved after migration 0015). */
  ownKept: boolean;
  lines: AgreementLine[];
  state: AgreementState;
  /** When the costing last changed (a revision's date); null while it is the pre-quotes. */
  changedAt: number | null;
}

/**
 * Where a saved report's agreement stands; null when the report has none (or is not there). A
 * report saved before its signing was kept has it read from its document, which is what was signed.
 */
export async function agreementOf(db: Reader, reportId: number): Promise<Agreement | null> {
  const [head] = await db
    .select({
      parties: sql<LocalReport>`${reports.document} - 'edl'`,
      hasConvention: reports.hasConvention,
    })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!head?.hasConvention) return null;
  const stored = await storedSignings(db, reportId);
  const rows = await costingRows(db, reportId);
  const ownKept = stored.some((signing) => signing.revision === 0);
  let document: LocalReport = { ...head.parties, edl: [] };
  // A report that claims no fingerprint signed no amounts: its tree has no signing to give.
  const ownInTree = !ownKept && head.parties.fingerprint !== undefined;
  if (ownInTree || rows.length === 0) {
    const [whole] = await db
      .select({ document: reports.document })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (whole) document = whole.document;
  }
  const own = ownKept ? null : reportSigning(document);
  const history = own ? [{ ...own, signedBy: null }, ...stored] : stored;
  const lines = rows.length === 0 ? preQuotedLines(document) : costingAgreementLines(rows);
  const changedAt = rows.length === 0 ? null : Math.max(...rows.map((row) => row.updatedAt.getTime()));
  return { document, history, ownKept, lines, changedAt, state: agreementState(history, lines) };
}

export interface RevisionSigning {
  reportId: number;
  scope: ReportScope;
  signedAt: number;
  signers: ConventionSigner[];
  fingerprint: string;
}

/** How far ahead of this server's clock a device's signing time may be. */
const CLOCK_SKEW_MS = 10 * 60_000;

const fingerprintMismatch = () =>
  new ApiError(
    422,
    'fingerprint-mismatch',
    "L'empreinte de cette révision ne correspond pas au chiffrage enregistré : il a changé pendant la " +
      "signature. Rien n'a été enregistré ; faites signer la révision à nouveau.",
  );

/**
 * Keeps the parties' signing of the costing as it stands. The report is locked, so two signings at
 * once are one after the other (the second then follows a signing its device did not know: its
 * fingerprint does not match).
 */
export async function signRevision(db: Database, command: RevisionSigning): Promise<StoredSigning> {
  if (command.signedAt > Date.now() + CLOCK_SKEW_MS) throw badRequest('Date de signature dans le futur');
  return db.transaction(async (tx) => {
    // The PDFs' rows first, as a delete does (reports/service.ts deleteReport): a change to one locks
    // the report's row next (its summary), and the agreement's PDF is asked for below.
    await tx.execute(sql`select 1 from report_documents where report_id = ${command.reportId} for update`);
    const [report] = await tx
      .select({ locale: reports.locale })
      .from(reports)
      .where(eq(reports.id, command.reportId))
      .for('update');
    const agreement = await agreementOf(tx, command.reportId);
    if (!agreement) throw new ApiError(409, 'no-convention', "Cet EDL n'a pas de convention de sortie");
    const { state, document, lines } = agreement;
    if (state.kind !== 'revised')
      throw new ApiError(
        409,
        'not-revised',
        state.kind === 'signed'
          ? "Le chiffrage n'a pas changé depuis sa dernière signature : il n'y a pas de révision à signer"
          : "Cet EDL n'a pas été signé avec une empreinte : sa convention ne peut pas être révisée",
      );
    const problem = revisionSignersProblem(document, command.signers);
    if (problem) throw badRequest(problem);
    const hashes = command.signers.map((signer) => signer.sha256);
    const present = await tx
      .select({ sha256: photoBlobs.sha256 })
      .from(photoBlobs)
      .where(
        and(
          sql`${photoBlobs.sha256} = any(${sql.param(hashes)}::text[])`,
          usableBy(command.scope, photoBlobs.sha256),
        ),
      );
    const missing = hashes.filter((hash) => !present.some((row) => row.sha256 === hash));
    if (missing.length > 0)
      throw new ApiError(
        422,
        'missing-photos',
        `${missing.length} signature(s) absente(s) du serveur : envoyez-les avant la révision`,
        { missing },
      );
    const text = revisionFingerprintText({
      previousFingerprint: state.signing.fingerprint,
      lines,
      signedAt: command.signedAt,
      signers: command.signers,
    });
    if (sha256Hex(text) !== command.fingerprint) throw fingerprintMismatch();
    // A report saved before its own signing was kept: keep it first, so the history is whole.
    if (!agreement.ownKept) await keepReportSigning(tx, command.reportId, document);
    const revision = state.signing.revision + 1;
    const [saved] = await tx
      .insert(conventionSignings)
      .values({
        reportId: command.reportId,
        revision,
        lines,
        signers: command.signers,
        fingerprint: command.fingerprint,
        signedAt: new Date(command.signedAt),
        signedBy: command.scope.userId,
      })
      .returning();
    if (!saved) throw notFound('EDL introuvable');
    // Its job is queued with this transaction: no signing without its PDF, nor a PDF without it.
    await requestDocument(tx, command.reportId, 'convention', toLocale(report?.locale));
    return {
      revision,
      signedAt: command.signedAt,
      lines,
      fingerprint: command.fingerprint,
      signers: command.signers,
      signedBy: command.scope.userId,
    };
  });
}

function signerName(document: LocalReport, key: Signer['key']): string | null {
  if (key === 'owner') return document.owner.proprietaireNom ?? null;
  if (key === 'garant') return document.garant?.name ?? null;
  if (key === 'paraphes') return null;
  return document[key]?.name ?? null;
}

/** The signers a revision expects, with their names (the pads' captions). */
export function expectedSigners(document: LocalReport) {
  return revisionSigners(document).map((signer) => ({
    ...signer,
    name: signerName(document, signer.key),
  }));
}
