/**
 * An exit agreement's signings (docs/ARCHITECTURE.md "Beyond the specification"): where it stands (what was
 * last signed, the costing now, the signers a revision expects, the history), readable by the report's owner
 * scope and its public costing link; and the signing of a revision, by the owner scope only (a visitor of
 * the public link does not hold the parties' pads). Another tenant's report answers 404.
 */
import {
  boundedText,
  costingTotals,
  Sha256Schema,
  TimeSchema,
  type ConventionSigning,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { reports } from '../../db/schema.ts';
import { ErrorSchema } from '../../http/errors.ts';
import { IdParams } from '../../http/ids.ts';
import { authorizeReport, loadReportScope, reportNotFound, within } from '../reports/scope.ts';
import { authorizeCosting } from './publicAccess.ts';
import { AgreementViewSchema, SigningSchema } from '@constat/domain/answers';
import { agreementOf, expectedSigners, signRevision, type StoredSigning } from './signings.ts';

const Signer = z
  .object({
    key: boundedText('key').describe("The report's signer key: owner, renter, renter2, ..., garant"),
    label: boundedText('name').describe('The label above the pad'),
    sha256: Sha256Schema.describe(
      'SHA-256 of the signature image, sent before with PUT /api/photos/{sha256}',
    ),
  })
  .strict();
const RevisionBody = z
  .object({
    signedAt: TimeSchema.positive().describe('Epoch milliseconds, from the device'),
    signers: z.array(Signer).min(1).max(8),
    fingerprint: Sha256Schema.describe('SHA-256 of the domain revisionFingerprintText'),
  })
  .strict();
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const present = (signing: StoredSigning) => ({
  revision: signing.revision,
  signedAt: signing.signedAt,
  fingerprint: signing.fingerprint,
  signers: signing.signers.map(({ key, label, sha256 }) => ({ key, label, sha256 })),
  signedBy: signing.signedBy,
  lines: [...signing.lines],
  totals: costingTotals(signing.lines),
});

/** The history's row of `signing` (with who had it signed). */
const lastOf = (history: readonly StoredSigning[], signing: ConventionSigning): StoredSigning =>
  history.find((kept) => kept.revision === signing.revision) ?? { ...signing, signedBy: null };

export const conventionSigningRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  app.get(
    '/edl/:id/convention/signatures',
    {
      config: { auth: ['bearer', 'limited'] },
      schema: {
        tags: ['costing'],
        summary: 'Where an exit agreement stands: its last signing, the costing now, and every signing',
        params: IdParams,
        response: { 200: AgreementViewSchema, ...Errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeCosting(db, pool, request, id);
      const agreement = await agreementOf(db, id);
      if (!agreement) throw reportNotFound();
      const { state } = agreement;
      return {
        edlId: id,
        state: state.kind,
        lastSigned: state.kind === 'unsigned' ? null : present(lastOf(agreement.history, state.signing)),
        lines: agreement.lines,
        totals: costingTotals(agreement.lines),
        changedAt: agreement.changedAt,
        signers: expectedSigners(agreement.document),
        history: agreement.history.map(present),
      };
    },
  );

  app.post(
    '/edl/:id/convention/signatures',
    {
      schema: {
        tags: ['costing'],
        summary:
          'Sign the revised costing on the device: kept as a new signing, the agreement PDF regenerated',
        description:
          'The fingerprint is recomputed from the costing the server holds and the signing it follows; a ' +
          'mismatch (the costing changed meanwhile, another revision was signed) is refused with nothing stored.',
        params: IdParams,
        body: RevisionBody,
        response: {
          201: SigningSchema,
          ...Errors,
          409: ErrorSchema.describe('No exit agreement, or nothing revised since the last signing'),
          422: ErrorSchema.describe('fingerprint-mismatch, or missing-photos (a signature image not sent)'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const scope = await loadReportScope(pool, request);
      await authorizeReport(db, scope, 'costing', id);
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(within(scope, eq(reports.id, id)));
      if (!row) throw reportNotFound();
      // The agreement's PDF is asked for in the signing's transaction.
      const signing = await signRevision(db, { reportId: id, scope, ...request.body });
      return reply.status(201).send(present(signing));
    },
  );
};
