/**
 * The costing API (accounts-costing §6, §7): a move-out's lines and totals, one line's edit, and the
 * public link. A signed-in user reaches the reports they see (reports/scope.ts); the public link's
 * `Limited <edlId>#<token>` reaches its own report's costing and nothing else. Anything else is a 404.
 */
import {
  AmountSchema,
  boundedText,
  costingTotals,
  CostingActionSchema,
  MeasureSchema,
  TaxRateSchema,
  WearSchema,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { costingLines, reportPublicTokens, reports } from '../../db/schema.ts';
import { ApiError, ErrorSchema, notFound } from '../../http/errors.ts';
import { IdParams } from '../../http/ids.ts';
import { sendJsonText } from '../../http/jsonText.ts';
import { loadReportScope, reportNotFound } from '../reports/scope.ts';
import { authorizeCosting, limitedAccess } from './publicAccess.ts';
import { historyOf } from '../reports/reads.ts';
import { costingJson, costingsByReport, updateLine } from './service.ts';
import { historyCsv } from './historyCsv.ts';
import {
  CostingLineUpdateSchema,
  CostingSchema,
  CreatedPublicLinkSchema,
  PublicLinkSchema,
} from '@constat/domain/answers';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

const LinePatch = z
  .object({
    enabled: z.boolean(),
    action: CostingActionSchema.nullable(),
    task: boundedText('observation').nullable(),
    measure: MeasureSchema.nullable(),
    nature: boundedText('name').nullable(),
    wear: WearSchema,
    cost: AmountSchema.nullable(),
    taxRate: TaxRateSchema,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Aucune modification');

export const costingRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  const assertReach = (request: FastifyRequest, reportId: number) =>
    authorizeCosting(db, pool, request, reportId);

  app.get(
    '/edl/:id/costing',
    {
      config: { auth: ['bearer', 'limited'] },
      schema: {
        tags: ['costing'],
        summary: "A move-out's costing lines (built on first read) and totals",
        params: IdParams,
        response: { 200: CostingSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertReach(request, id);
      const json = await costingJson(db, pool, id);
      if (json === null) throw reportNotFound();
      return sendJsonText(reply, json);
    },
  );

  app.patch(
    '/edl/costing/:id',
    {
      config: { auth: ['bearer', 'limited'] },
      schema: {
        tags: ['costing'],
        summary: 'Change one costing line (measure reprices, clean sets wear 0, a typed cost resets wear)',
        params: IdParams,
        body: LinePatch,
        response: { 200: CostingLineUpdateSchema, ...Errors },
      },
    },
    async (request) => {
      // A revoked or forged link is told so (401) before any line is looked up, found or not.
      await limitedAccess(db, request);
      const [row] = await db.select().from(costingLines).where(eq(costingLines.id, request.params.id));
      if (!row) throw notFound('Ligne de chiffrage introuvable');
      await assertReach(request, row.reportId).catch(() => {
        throw notFound('Ligne de chiffrage introuvable');
      });
      const line = await updateLine(db, row, request.body);
      const all = await db.select().from(costingLines).where(eq(costingLines.reportId, row.reportId));
      return { line, totals: costingTotals(all) };
    },
  );

  app.get(
    '/edl/:id/public-link',
    {
      schema: {
        tags: ['costing'],
        summary: "The report's public costing token, or null when none is shared",
        params: IdParams,
        response: {
          200: PublicLinkSchema,
          ...Errors,
        },
      },
    },
    async (request) => {
      await assertReach(request, request.params.id);
      const [row] = await db
        .select({ token: reportPublicTokens.token })
        .from(reportPublicTokens)
        .where(eq(reportPublicTokens.reportId, request.params.id));
      return { edlId: request.params.id, publicToken: row?.token ?? null };
    },
  );

  app.post(
    '/edl/:id/public-link',
    {
      schema: {
        tags: ['costing'],
        summary: "The report's public costing token (created once, kept until revoked)",
        params: IdParams,
        response: {
          200: CreatedPublicLinkSchema,
          ...Errors,
          409: ErrorSchema.describe('move-out-only: a move-in report has no costing to share'),
        },
      },
    },
    async (request) => {
      await assertReach(request, request.params.id);
      const [report] = await db
        .select({ edlIO: reports.edlIO })
        .from(reports)
        .where(eq(reports.id, request.params.id));
      // The link opens a costing, which only a move-out has: on a move-in it would open nothing.
      if (report?.edlIO !== 'Sortant')
        throw new ApiError(
          409,
          'move-out-only',
          'Le lien public de chiffrage ne concerne que les EDL sortants',
        );
      const token = randomBytes(24).toString('base64url');
      await db
        .insert(reportPublicTokens)
        .values({ reportId: request.params.id, token })
        .onConflictDoNothing();
      const [row] = await db
        .select({ token: reportPublicTokens.token })
        .from(reportPublicTokens)
        .where(eq(reportPublicTokens.reportId, request.params.id));
      if (!row) throw reportNotFound();
      return { edlId: request.params.id, publicToken: row.token };
    },
  );

  app.delete(
    '/edl/:id/public-link',
    {
      schema: {
        tags: ['costing'],
        summary: 'Revoke the public costing link: its token answers 401 from now on',
        params: IdParams,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await assertReach(request, request.params.id);
      await db.delete(reportPublicTokens).where(eq(reportPublicTokens.reportId, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/edl/:id/history.csv',
    {
      schema: {
        tags: ['costing'],
        summary: 'The costing lines of the duplication chain as CSV (UTF-8 BOM, ";")',
        params: IdParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV text'), ...Errors },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      const chain = await historyOf(db, scope, request.params.id);
      const costings = await costingsByReport(
        db,
        chain.map((row) => row.id),
      );
      const first = chain.find((row) => row.id === request.params.id) ?? chain[0];
      const name = (first?.housingRef ?? '').replace(/[^\p{L}\p{N}_-]+/gu, '_') || String(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="HistoriqueChiffragesEDLs_${name}.csv"`)
        .send(historyCsv(chain, costings));
    },
  );
};
