/**
 * Saved reports (inspection-core §7 "Reports"): the idempotent upload, the saved list with its
 * search and pagination headers, one report with its photo URLs, a photo, deletion, the comment,
 * show-costs and locale edits, and the duplication history. Each handler: who is calling and what
 * they see (scope.ts) -> the schema-validated input -> the service's SQL -> the presenter. A report
 * outside the caller's scope answers 404 on every route; what each action needs is the domain's
 * reportPolicy (packages/domain/src/policies/reports.ts), asked by authorizeReport.
 */
import {
  isTenant,
  minimisedReport,
  pageCountOf,
  RemoteReportSchema,
  RemoteReportSummarySchema,
  ReportHistorySchema,
  SAVED_LIST_PAGE_SIZE,
  SaveReportResultSchema,
  tenantBaseReport,
  uploadedImages,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { badRequest, ErrorSchema, notFound, unauthorized } from '../../http/errors.ts';
import { acceptsGzip } from '../../http/acceptEncoding.ts';
import { sendJsonText } from '../../http/jsonText.ts';
import { requireUserId } from '../auth/authenticate.ts';
import { IdParams } from '../../http/ids.ts';
import { costingsByReport } from '../costing/service.ts';
import { presentHistory, presentReport, presentSummary } from './present.ts';
import {
  CommentBody,
  IdempotencyHeaders,
  ListQuery,
  LocaleBody,
  PAGINATION_HEADERS,
  ReportPhotoParams,
  ShowCostsBody,
  UploadReportSchema,
} from './schemas.ts';
import { tenantUploadTarget } from '../autoEdl/service.ts';
import { GZIP_FROM_BYTES, gzippedBody, type ListPageCache } from './listCache.ts';
import { authorizeReport, loadReportScope } from './scope.ts';
import { assertFingerprint, assertReportInfo } from './integrity.ts';
import { findReport, historyOf, linkedPhoto, listReportsJson } from './reads.ts';
import { deleteReport, saveReport, updateReport, type ReportChanges } from './service.ts';

/** A report's JSON without images: a large dwelling is a few hundred kB. */
const REPORT_BODY_LIMIT = 4 * 1024 * 1024;

const IMMUTABLE = 'private, max-age=31536000, immutable';

export const reportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  pool: pg.Pool;
  blobs: BlobStore;
  listCache: ListPageCache;
}> = async (app, { db, pool, blobs, listCache }) => {
  app.post(
    '/edl',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // A self-service tenant's one upload, filed under the inviting agent (modules/autoEdl).
      config: { selfService: true },
      schema: {
        tags: ['reports'],
        summary:
          'Save a report (its photos sent first); a retry with the same Idempotency-Key and content answers the first result',
        headers: IdempotencyHeaders,
        body: UploadReportSchema,
        response: {
          200: SaveReportResultSchema.describe(
            'Already saved under this key with this content: the first result',
          ),
          201: SaveReportResultSchema.describe('Saved: the server id and the save date (ms)'),
          400: ErrorSchema.describe(
            'Refused, nothing saved: image references with inline data or no SHA-256, a value beyond ' +
              'its bound, a signed report without its fingerprint, or information the info form would ' +
              "refuse (detail: each field's message, as validateReportInfo gives it)",
          ),
          409: ErrorSchema.describe('A self-service report already uploaded (auto-edl-done)'),
          422: ErrorSchema.describe(
            'Refused, nothing saved: photos the server does not have or the caller may not use ' +
              '(missing-photos, detail.missing lists their SHA-256); the key already saved another content ' +
              '(idempotency-key-reused); a fingerprint that is not the one of the content and images ' +
              '(fingerprint-mismatch)',
          ),
        },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      const { images, problems } = uploadedImages(request.body);
      if (problems.length > 0) {
        const shown = problems.slice(0, 3).join(' ; ');
        const more = problems.length > 3 ? ` (${problems.length} au total)` : '';
        throw badRequest(`Références d'images refusées : ${shown}${more}`, {
          problems: problems.slice(0, 100),
        });
      }
      // The info form's rules, as the app applies them before a report can be made (a tenant's own
      // form asks only its name): a report the form would refuse is refused, and nothing is stored.
      assertReportInfo(request.body, isTenant(scope));
      // As the device signed it: before a tenant's upload is filed for the agent below.
      assertFingerprint(request.body);
      const key = request.headers['idempotency-key'];
      const tenant = isTenant(scope) ? await tenantUploadTarget(db, scope.autoEdlId) : null;
      const result = await saveReport(
        db,
        tenant
          ? {
              userId: tenant.agentUserId,
              idempotencyKey: tenant.keyPrefix + key,
              report: {
                ...request.body,
                profileId: tenant.profileId,
                duplicateFromEdlID: tenant.duplicateFromId,
              },
              images,
              saver: scope,
              autoEdlId: scope.autoEdlId ?? undefined,
            }
          : { userId: scope.userId, saver: scope, idempotencyKey: key, report: request.body, images },
      );
      if (!result.created) reply.header('idempotent-replayed', 'true');
      return reply
        .status(result.created ? 201 : 200)
        .send({ id: result.id, date: result.syncDate.getTime() });
    },
  );

  app.get(
    '/edl',
    {
      schema: {
        tags: ['reports'],
        summary: 'Saved reports the user sees, newest first; totals in the pagination-* headers',
        description: `Headers: ${PAGINATION_HEADERS.join(', ')} (total, page size, offset, 1-based page, pages).`,
        querystring: ListQuery,
        response: { 200: z.array(RemoteReportSummarySchema) },
      },
    },
    async (request, reply) => {
      const { p, q, l = SAVED_LIST_PAGE_SIZE, o = 0 } = request.query;
      const list = await listReportsJson(pool, listCache, requireUserId(request), {
        profileId: p,
        search: q,
        limit: l,
        offset: o,
      });
      if (!list) throw unauthorized('Ce compte n’existe plus');
      const { page, kept } = list;
      const { total } = page;
      reply.headers({
        'pagination-count': total,
        'pagination-limit': l,
        'pagination-offset': o,
        'pagination-page': Math.floor(o / l) + 1,
        'pagination-pages': pageCountOf(total, l),
        'access-control-expose-headers': PAGINATION_HEADERS.join(', '),
        vary: 'accept-encoding',
      });
      // The response schema documents the JSON PostgreSQL builds (reads.ts).
      // A kept page gzipped once (listCache.ts).
      if (kept && page.body.length >= GZIP_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
        reply.header('content-encoding', 'gzip');
        return sendJsonText(reply, gzippedBody(page));
      }
      return sendJsonText(reply, page.body);
    },
  );

  app.get(
    '/edl/:id',
    {
      config: { selfService: true },
      schema: {
        tags: ['reports'],
        summary: 'A saved report: the list fields and the document in data, photos as URLs',
        params: IdParams,
        response: { 200: RemoteReportSchema },
      },
      // The schema holds today's text limits; a report saved before them may hold longer texts and
      // is answered as it was saved. presentReport builds the typed shape; the schema documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const scope = await loadReportScope(pool, request);
      const { summary, document } = await findReport(db, scope, request.params.id);
      const report = presentReport(summary, document);
      return summary.id === minimisedReport(scope) ? tenantBaseReport(report) : report;
    },
  );

  app.get(
    '/edl/:id/photos/:sha256',
    {
      config: { cacheable: true, selfService: true },
      schema: {
        tags: ['reports'],
        summary: 'A photo or signature image of a saved report (immutable: addressed by its content)',
        params: ReportPhotoParams,
        produces: ['image/jpeg', 'image/png'],
        response: {
          200: z.string().meta({ format: 'binary' }).describe('The image bytes'),
          304: z.null().describe('Not modified (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      const { id, sha256 } = request.params;
      // A report seen minimised (a tenant's base report) gives its photos, not its signers' signatures.
      const photo = await linkedPhoto(db, scope, id, sha256, id === minimisedReport(scope));
      if (!photo) throw notFound('Photo introuvable pour cet EDL');
      const etag = `"${sha256}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const blob = await blobs.open(sha256);
      if (!blob) throw new Error(`photo ${sha256} is recorded but missing from the blob store`);
      // Fastify pipes a stream as is; the schema's binary string documents it.
      const bytes = blob.stream as unknown as string;
      return reply.type(photo.mime).header('content-length', blob.size).send(bytes);
    },
  );

  app.delete(
    '/edl/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete a saved report (own profile, a group that does not share, or an admin)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      const report = await authorizeReport(db, scope, 'delete', request.params.id);
      await deleteReport(db, report.id);
      return reply.status(204).send(null);
    },
  );

  const edits = [
    { path: 'comment', body: CommentBody, summary: 'Set the comment of a saved report' },
    { path: 'show-costs', body: ShowCostsBody, summary: 'Show or hide the costing in the exit agreement' },
    { path: 'locale', body: LocaleBody, summary: 'Set the language a saved report is shown in' },
  ] as const;
  for (const edit of edits) {
    app.patch(
      `/edl/:id/${edit.path}`,
      {
        schema: {
          tags: ['reports'],
          summary: edit.summary,
          params: IdParams,
          body: edit.body,
          response: { 200: RemoteReportSummarySchema },
        },
      },
      async (request) => {
        const scope = await loadReportScope(pool, request);
        await authorizeReport(db, scope, 'edit', request.params.id);
        const changes: ReportChanges = request.body;
        return presentSummary(await updateReport(db, scope, request.params.id, changes));
      },
    );
  }

  app.get(
    '/edl/:id/history',
    {
      schema: {
        tags: ['reports'],
        summary: 'The duplication chain: this report, then the reports it was duplicated from',
        params: IdParams,
        response: { 200: ReportHistorySchema },
      },
    },
    async (request) => {
      const scope = await loadReportScope(pool, request);
      await authorizeReport(db, scope, 'history', request.params.id);
      const chain = await historyOf(db, scope, request.params.id);
      return presentHistory(
        chain,
        await costingsByReport(
          db,
          chain.map((row) => row.id),
        ),
      );
    },
  );
};
