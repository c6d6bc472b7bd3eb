/**
 * Documents of a saved report (inspection-core §4 "PDF and email", §7): generate requests, the
 * `has-generated` event streams, the PDF and HTML views, and the e-mail to the tenants. Every route
 * first finds the report within the caller's scope: another group's report answers 404. The public
 * costing link (`Limited`) may only ask for its own report's exit agreement and listen to its stream.
 */
import { toLocale } from '@constat/domain';
import { renderHtml } from '@constat/documents';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type { Database } from '../../db/connection.ts';
import { reports } from '../../db/schema.ts';
import { conflict, ErrorSchema } from '../../http/errors.ts';
import { RECONNECT_MS, type Drain } from '../../http/drain.ts';
import { IdParams } from '../../http/ids.ts';
import type { DocumentEvents } from '../../jobs/documentEvents.ts';
import type { MailOutbox } from '../../jobs/mailOutbox.ts';
import { requireUserId } from '../auth/authenticate.ts';
import { limitedAccess } from '../costing/publicAccess.ts';
import { findSummary } from '../reports/reads.ts';
import { authorizeReport, loadReportScope, reportNotFound } from '../reports/scope.ts';
import { loadDocumentInput } from './input.ts';
import { sendingState } from './sending.ts';
import type { ImageLinks } from './imageLinks.ts';
import { documentState, requestDocument, type PdfKind } from './service.ts';
import { StreamCap } from './streamCap.ts';
import { SendingStateSchema } from '@constat/domain/answers';

export interface DocumentRoutesOptions {
  db: Database;
  pool: pg.Pool;
  blobs: BlobStore;
  events: DocumentEvents;
  outbox: MailOutbox;
  /** Ends the event streams when the process drains. */
  drain: Drain;
  /** The signed addresses the HTML views link their images by (a browser tab sends no token). */
  imageLinks: ImageLinks;
}

const GenerateResult = z.object({
  kind: z.enum(['edl', 'convention']),
  status: z.literal('pending'),
});

/** A stream left open this long is closed, telling the client to reconnect if it still waits. */
const STREAM_MAX_MS = 5 * 60 * 1000;
const KEEP_ALIVE_MS = 15_000;

const KINDS = [
  { kind: 'edl', generate: 'pdf', file: '', label: 'du rapport' },
  {
    kind: 'convention',
    generate: 'convention-pdf',
    file: '/convention',
    label: 'de la convention de sortie',
  },
] as const;

export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { db, pool, blobs, events, outbox, drain, imageLinks },
) => {
  const streamCap = new StreamCap();

  /** The report in scope, and a 409 for a convention the report does not have. */
  async function reportFor(request: Parameters<typeof loadReportScope>[1], id: number, kind: PdfKind) {
    const scope = await loadReportScope(pool, request);
    await authorizeReport(db, scope, 'edit', id);
    const summary = await findSummary(db, scope, id);
    if (kind === 'convention' && !summary.hasConvention)
      throw conflict("Cet EDL n'a pas de convention de sortie");
    return summary;
  }

  /** The report a public link opens, when it is the one asked and has an exit agreement. */
  async function linkedReport(linkedId: number, id: number) {
    const [row] =
      linkedId === id
        ? await db
            .select({ id: reports.id, locale: reports.locale, hasConvention: reports.hasConvention })
            .from(reports)
            .where(eq(reports.id, id))
        : [];
    if (!row) throw reportNotFound();
    if (!row.hasConvention) throw conflict("Cet EDL n'a pas de convention de sortie");
    return row;
  }

  for (const { kind, generate, file, label } of KINDS) {
    app.post(
      `/edl/:id/${generate}/generate`,
      {
        // The public costing link's visitor regenerates the agreement with the costs they edited
        // (accounts-costing §6); the report's own PDF stays with signed-in users.
        config: { auth: kind === 'convention' ? ['bearer', 'limited'] : ['bearer'] },
        schema: {
          tags: ['documents'],
          summary: `Ask for the PDF ${kind === 'edl' ? 'of the report' : 'of the exit agreement'} (rendered in the background)`,
          description: `Listen to /api/sse/edl/{id}/${generate}/has-generated for the end.`,
          params: IdParams,
          response: { 202: GenerateResult, 409: ErrorSchema.describe('No exit agreement for this report') },
        },
      },
      async (request, reply) => {
        const limited = await limitedAccess(db, request);
        const summary = limited
          ? await linkedReport(limited.reportId, request.params.id)
          : await reportFor(request, request.params.id, kind);
        await requestDocument(db, summary.id, kind, toLocale(summary.locale));
        return reply.status(202).send({ kind, status: 'pending' as const });
      },
    );

    app.get(
      `/sse/edl/:id/${generate}/has-generated`,
      {
        // The public page that asked for the agreement learns here that it is ready.
        config: { auth: kind === 'convention' ? ['bearer', 'limited'] : ['bearer'] },
        schema: {
          tags: ['documents'],
          summary: `Server-sent events: 'generated' once the PDF ${label} is ready`,
          description:
            "An event stream (text/event-stream). It opens with the document's state when it is already 'generated' or 'failed'; then each message's data is 'generated' (or 'failed'), or 'reconnect' just before the server ends the stream (the process stops, or the stream is old): open a new one, as after a stream cut without a word (its process died), after `retry` ms.",
          params: IdParams,
          produces: ['text/event-stream'],
          response: { 200: z.string().describe("text/event-stream; data: 'generated'") },
        },
      },
      async (request, reply) => {
        const limited = await limitedAccess(db, request);
        const summary = limited
          ? await linkedReport(limited.reportId, request.params.id)
          : await reportFor(request, request.params.id, kind);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // The pause before opening it again if it is cut without a word (its process killed).
        raw.write(`: connected\n\nretry: ${RECONNECT_MS}\n\n`);
        let closed = false;
        const timers: NodeJS.Timeout[] = [];
        /** `reconnect`: the server ends the stream, the client should open another one. */
        const close = (reconnect: boolean) => {
          if (closed) return;
          closed = true;
          unsubscribe();
          release();
          uncount();
          timers.forEach(clearTimeout);
          if (reconnect) raw.write(`retry: ${RECONNECT_MS}\ndata: reconnect\n\n`);
          raw.end();
        };
        /** What the stream said last: a state read again after a resync is not said twice. */
        let told: string | null = null;
        const tell = (outcome: string) => {
          if (closed) return;
          told = outcome;
          raw.write(`data: ${outcome}\n\n`);
        };
        /** A document rendered before the stream opened, or while events were not heard. */
        const tellState = async () => {
          const state = await documentState(pool, summary.id, kind);
          const outcome =
            state?.status === 'done' ? 'generated' : state?.status === 'failed' ? 'failed' : null;
          if (outcome && outcome !== told) tell(outcome);
        };
        const unsubscribeEvents = events.subscribe(summary.id, kind, (event) => tell(event.outcome));
        const unsubscribeResync = events.onResync(() => {
          tellState().catch((error: unknown) => request.log.warn({ err: error }, 'document state not read'));
        });
        const unsubscribe = () => {
          unsubscribeEvents();
          unsubscribeResync();
        };
        // Draining: the connection goes with the stream, so that the next request opens a new one
        // (to another process) rather than reuse this one.
        const release = drain.hold(() => {
          raw.once('finish', () => request.raw.socket.end());
          close(true);
        });
        // Over the client's cap, its oldest stream ends without 'reconnect': told to come back, it
        // would only end another one.
        const client = limited ? `link:${limited.reportId}` : `account:${requireUserId(request)}`;
        const uncount = streamCap.admit(client, () => {
          raw.write(': closed: newer streams of this client\n\n');
          close(false);
        });
        request.raw.on('close', () => close(false));
        timers.push(setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS));
        timers.push(setTimeout(() => close(true), STREAM_MAX_MS));
        // Rendered before the stream opened: said at once.
        await tellState();
      },
    );

    app.get(
      `/edl/:id${file}.pdf`,
      {
        schema: {
          tags: ['documents'],
          summary: `The PDF ${label}, once generated`,
          params: IdParams,
          produces: ['application/pdf'],
          response: {
            200: z.string().meta({ format: 'binary' }).describe('The PDF'),
            409: ErrorSchema.describe('Not generated yet'),
          },
        },
      },
      async (request, reply) => {
        const summary = await reportFor(request, request.params.id, kind);
        const state = await documentState(pool, summary.id, kind);
        const blob = state?.sha256 ? await blobs.open(state.sha256) : null;
        if (!blob) throw conflict("Le PDF n'est pas encore généré : demandez sa génération");
        const name = kind === 'edl' ? `EDL-${summary.id}.pdf` : `Convention-${summary.id}.pdf`;
        const bytes = blob.stream as unknown as string;
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'private, no-cache')
          .header('content-length', blob.size)
          .send(bytes);
      },
    );

    app.get(
      `/edl/:id${file}.html`,
      {
        schema: {
          tags: ['documents'],
          summary: `The HTML view ${label}`,
          params: IdParams,
          produces: ['text/html'],
          response: { 200: z.string().describe('An HTML page') },
        },
      },
      async (request, reply) => {
        const summary = await reportFor(request, request.params.id, kind);
        const input = await loadDocumentInput(
          pool,
          blobs,
          summary.id,
          kind === 'edl' ? 'report' : 'convention',
          toLocale(summary.locale),
          false,
        );
        if (!input) throw conflict('EDL supprimé entre-temps');
        const now = Date.now();
        const html = renderHtml({ ...input, images: () => undefined }, (reportId, sha256) =>
          imageLinks.url(reportId, sha256, now),
        );
        // Its image addresses expire: the page is asked again rather than kept.
        return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
      },
    );
  }

  app.get(
    '/edl/:id/send',
    {
      schema: {
        tags: ['documents'],
        summary: "Who 'Envoyer aux locataires' would e-mail, and when the report last went out",
        params: IdParams,
        response: {
          200: SendingStateSchema,
          400: ErrorSchema.describe('An address is invalid'),
        },
      },
    },
    async (request) => {
      const scope = await loadReportScope(pool, request);
      await authorizeReport(db, scope, 'edit', request.params.id);
      const summary = await findSummary(db, scope, request.params.id);
      const state = await sendingState(pool, summary.id);
      return { ...state, lastSentAt: state.lastSentAt?.toISOString() ?? null };
    },
  );

  app.put(
    '/edl/:id/send',
    {
      schema: {
        tags: ['documents'],
        summary: "E-mail the report's PDF to every tenant and extra address (once each)",
        params: IdParams,
        querystring: z.object({
          to: z
            .string()
            .max(320)
            .optional()
            .describe("Only this one of the report's addresses (sending again after a failure)"),
        }),
        response: {
          202: z.object({ recipients: z.array(z.string()) }).describe('Queued: one message per address'),
          400: ErrorSchema.describe(
            "An address is invalid or there is none, or `to` is not one of the report's",
          ),
          409: ErrorSchema.describe('An earlier sending of the report is still under way'),
        },
      },
    },
    async (request, reply) => {
      const scope = await loadReportScope(pool, request);
      await authorizeReport(db, scope, 'edit', request.params.id);
      const summary = await findSummary(db, scope, request.params.id);
      const recipients = await outbox.enqueue(summary.id, request.query.to);
      return reply.status(202).send({ recipients });
    },
  );
};
