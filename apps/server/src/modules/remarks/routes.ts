/**
 * The tenant's remarks on a saved move-in (docs/ARCHITECTURE.md "Beyond the specification"; loi du 6 juillet
 * 1989, art. 3-2). The agent, on a report of their scope (another group's is a 404), shares and revokes
 * a link and reads what came in; the tenant, with the link's `Limited <edlId>#<token>`, reads the
 * rooms and elements and sends remarks within ten days of the report's date. A closed window or a
 * move-out is a 409 with the French reason, and nothing is stored.
 */
import {
  placeRemarks,
  remarksRefusalMessage,
  remarksRooms,
  RemarksSendingSchema,
  remarksWindow,
  REMARK_UNKNOWN_PLACE_MESSAGE,
  type EdlIO,
  type LocalReport,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { reportRemarkLinks, reportRemarks, reports } from '../../db/schema.ts';
import { badRequest, conflict, ErrorSchema } from '../../http/errors.ts';
import { IdParams, parseId } from '../../http/ids.ts';
import { authorizeReport, loadReportScope, reportNotFound, within } from '../reports/scope.ts';
import { assertRemarksToken } from './access.ts';
import {
  ReceivedRemarksSchema,
  RemarksLinkSchema,
  RemarksReceiptSchema,
  TenantViewSchema,
} from '@constat/domain/answers';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
interface ReportFacts {
  edlIO: EdlIO;
  date: Date;
  address: string | null;
  document: LocalReport;
}

const windowOf = (row: ReportFacts) =>
  remarksWindow({ edlIO: row.edlIO, date: row.date.getTime() }, Date.now());

export const remarksRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  const facts = {
    edlIO: reports.edlIO,
    date: reports.date,
    address: reports.address,
    document: reports.document,
  };

  /** A report of the signed-in caller's scope, else 404. */
  async function ownReport(request: FastifyRequest, id: number): Promise<ReportFacts> {
    const scope = await loadReportScope(pool, request);
    await authorizeReport(db, scope, 'edit', id);
    const [row] = await db
      .select(facts)
      .from(reports)
      .where(within(scope, eq(reports.id, id)));
    if (!row) throw reportNotFound();
    return { ...row, edlIO: row.edlIO as EdlIO };
  }

  /**
   * The link's check runs on request, before the body is read and validated: a wrong or foreign
   * token is a 401 (or 404) whatever it sends, never a 400 that would tell it the route's shape.
   */
  const checkToken = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: string }).id ?? '');
    if (id === null) throw reportNotFound();
    await assertRemarksToken(db, request, id);
  };

  async function linkedReport(id: number): Promise<ReportFacts> {
    const [row] = await db.select(facts).from(reports).where(eq(reports.id, id));
    if (!row) throw reportNotFound();
    return { ...row, edlIO: row.edlIO as EdlIO };
  }

  const tokenOf = async (id: number) =>
    (
      await db
        .select({ token: reportRemarkLinks.token })
        .from(reportRemarkLinks)
        .where(eq(reportRemarkLinks.reportId, id))
    )[0]?.token ?? null;

  app.get(
    '/edl/:id/remarks-link',
    {
      schema: {
        tags: ['remarks'],
        summary: "The report's remarks link token (null when none is shared) and its ten-day window",
        params: IdParams,
        response: { 200: RemarksLinkSchema, ...Errors },
      },
    },
    async (request) => {
      const row = await ownReport(request, request.params.id);
      const { open, lastDay } = windowOf(row);
      return { edlId: request.params.id, token: await tokenOf(request.params.id), open, lastDay };
    },
  );

  app.post(
    '/edl/:id/remarks-link',
    {
      schema: {
        tags: ['remarks'],
        summary:
          'Share the remarks link of a saved move-in within its ten days (created once, kept until revoked)',
        params: IdParams,
        response: { 200: RemarksLinkSchema, ...Errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await ownReport(request, id);
      const window = windowOf(row);
      if (window.refusal) throw conflict(remarksRefusalMessage(window.refusal));
      await db
        .insert(reportRemarkLinks)
        .values({ reportId: id, token: randomBytes(24).toString('base64url') })
        .onConflictDoNothing();
      return { edlId: id, token: await tokenOf(id), open: window.open, lastDay: window.lastDay };
    },
  );

  app.delete(
    '/edl/:id/remarks-link',
    {
      schema: {
        tags: ['remarks'],
        summary: 'Revoke the remarks link: its token answers 401 from now on (remarks received stay)',
        params: IdParams,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await ownReport(request, request.params.id);
      await db.delete(reportRemarkLinks).where(eq(reportRemarkLinks.reportId, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/edl/:id/remarks',
    {
      schema: {
        tags: ['remarks'],
        summary: "The tenant's remarks received on a report, oldest first",
        params: IdParams,
        response: { 200: ReceivedRemarksSchema, ...Errors },
      },
    },
    async (request) => {
      await ownReport(request, request.params.id);
      return { remarks: await remarksOf(db, request.params.id) };
    },
  );

  app.get(
    '/edl/:id/tenant-remarks',
    {
      config: { auth: ['limited'] },
      onRequest: checkToken,
      schema: {
        tags: ['remarks'],
        summary: "The tenant's view through the remarks link: the rooms and elements, the window",
        params: IdParams,
        response: { 200: TenantViewSchema, ...Errors },
      },
    },
    async (request) => {
      const row = await linkedReport(request.params.id);
      const { open, lastDay } = windowOf(row);
      return {
        edlId: request.params.id,
        date: row.date.getTime(),
        address: row.address,
        rooms: remarksRooms(row.document),
        open,
        lastDay,
      };
    },
  );

  app.post(
    '/edl/:id/tenant-remarks',
    {
      config: { auth: ['limited'] },
      onRequest: checkToken,
      schema: {
        tags: ['remarks'],
        summary: 'The tenant sends remarks (refused after the ten days: 409, nothing stored)',
        params: IdParams,
        body: RemarksSendingSchema,
        response: { 201: RemarksReceiptSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await linkedReport(id);
      const window = windowOf(row);
      if (window.refusal) throw conflict(remarksRefusalMessage(window.refusal));
      const { remarks } = request.body;
      const placed = placeRemarks(row.document, remarks);
      if (!placed.ok) throw badRequest(REMARK_UNKNOWN_PLACE_MESSAGE, { index: placed.index });
      const receivedAt = new Date();
      await db.insert(reportRemarks).values(
        remarks.map((remark, index) => ({
          reportId: id,
          moduleId: remark.moduleId,
          entryId: remark.entryId,
          place: placed.places[index] ?? '',
          text: remark.text,
          receivedAt,
        })),
      );
      return reply.code(201).send({ received: remarks.length, receivedAt: receivedAt.getTime() });
    },
  );
};

/** A report's remarks, oldest first (the agent's panel and the PDF). */
async function remarksOf(db: Database, reportId: number) {
  const rows = await db
    .select()
    .from(reportRemarks)
    .where(eq(reportRemarks.reportId, reportId))
    .orderBy(asc(reportRemarks.id));
  return rows.map((row) => ({
    id: row.id,
    moduleId: row.moduleId,
    entryId: row.entryId,
    place: row.place,
    text: row.text,
    receivedAt: row.receivedAt.getTime(),
  }));
}
