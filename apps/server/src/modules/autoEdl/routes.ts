/**
 * Self-service invitations (inspection-core §7 "Self-service", accounts-costing §7): the agent's
 * list, creation and deletion (the domain's selfServicePolicy: canAutoEdl users or super admins), and the
 * tenant's own invitation. Creating e-mails the tenant the link and credentials through the outbox
 * (queued in the creation's transaction, sent once, after a restart too).
 */
import {
  AutoEdlRecordSchema,
  AutoEdlCreateBodySchema,
  INVALID_FORM_MESSAGE,
  MyAutoEdlSchema,
  selfServicePolicy,
  validateNewAutoEdl,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { autoEdls, profiles } from '../../db/schema.ts';
import { badRequest, ErrorSchema, notFound } from '../../http/errors.ts';
import { IdParams } from '../../http/ids.ts';
import { authorize } from '../access/authorize.ts';
import { loadActor } from '../accounts/actor.ts';
import { authorizeReport } from '../reports/scope.ts';
import { presentAutoEdl, presentMine } from './present.ts';
import {
  autoEdlNotFound,
  createAutoEdl,
  deleteAutoEdl,
  findAutoEdl,
  listAutoEdls,
  tenantAutoEdl,
} from './service.ts';

export interface AutoEdlRoutesOptions {
  db: Database;
}

export const autoEdlRoutes: FastifyPluginAsyncZod<AutoEdlRoutesOptions> = async (app, { db }) => {
  app.get(
    '/auto-edl',
    {
      schema: {
        tags: ['self-service'],
        summary: "The agent's self-service invitations, newest first",
        querystring: z.object({
          q: z.string().max(200).optional().describe('Search in e-mail, login, tenant and base report'),
        }),
        response: { 200: z.array(AutoEdlRecordSchema) },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(selfServicePolicy.list(actor.subject), autoEdlNotFound);
      const rows = await listAutoEdls(db, actor.user.id, request.query.q ?? '');
      return rows.map(presentAutoEdl);
    },
  );

  app.post(
    '/auto-edl',
    {
      schema: {
        tags: ['self-service'],
        summary: 'Invite a tenant to inspect alone from a saved report (creates their limited account)',
        body: AutoEdlCreateBodySchema,
        response: {
          201: AutoEdlRecordSchema,
          404: ErrorSchema.describe('Profile not the caller’s, or report to duplicate not visible'),
        },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const body = request.body;
      await authorizeReport(db, actor.subject, 'invite', body.duplicateFromId);
      const errors = validateNewAutoEdl(body);
      if (Object.keys(errors).length > 0) throw badRequest(INVALID_FORM_MESSAGE, errors);
      const [profile] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, body.profileId), eq(profiles.userId, actor.user.id)));
      if (!profile) throw notFound('Profil introuvable');
      const row = await createAutoEdl(db, {
        agent: { id: actor.user.id, groupId: actor.user.groupId },
        profileId: body.profileId,
        duplicateFromId: body.duplicateFromId,
        email: body.email.trim(),
        preData: body.preData,
      });
      return reply.status(201).send(presentAutoEdl(await findAutoEdl(db, actor.user.id, row.id)));
    },
  );

  app.delete(
    '/auto-edl/:id',
    {
      schema: {
        tags: ['self-service'],
        summary: 'Delete an invitation and the tenant account (an uploaded result stays)',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const [invitation] = await db
        .select({ agentUserId: autoEdls.agentUserId })
        .from(autoEdls)
        .where(eq(autoEdls.id, request.params.id));
      // A missing invitation is asked about as another agent's: refused or hidden, never found.
      authorize(selfServicePolicy.delete(actor.subject, invitation ?? { agentUserId: 0 }), autoEdlNotFound);
      await deleteAutoEdl(db, actor.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auto-edl/mine',
    {
      config: { selfService: true },
      schema: {
        tags: ['self-service'],
        summary: "The self-service tenant's invitation: the report to start from, where the result goes",
        response: { 200: MyAutoEdlSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(selfServicePolicy.mine(actor.subject), autoEdlNotFound);
      const mine = presentMine(await tenantAutoEdl(db, actor.user.id));
      if (!mine) throw notFound("Le rapport de départ de cet Auto-EDL n'existe plus");
      return mine;
    },
  );
};
