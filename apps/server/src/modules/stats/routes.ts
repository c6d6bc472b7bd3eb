/**
 * Usage statistics (accounts-costing §2, §7): `GET /edl/stats/user` counts the caller's reports per
 * profile; `GET /edl/stats/admin` counts per user for a group and its sub-groups ('all' and 'none'
 * — every group, no group — for a super admin). With `csv=true` the answer is the CSV file
 * "Statistiques_{start}_{end}.csv" (UTF-8 BOM, ';', formulas neutralised). Each has a `/months`
 * sibling (same parameters but `csv`, same permissions) answering the same reports per Paris month,
 * for the screens' bar chart.
 */
import {
  AdminStatsRowSchema,
  adminStatsCsv,
  groupPolicy,
  hasPlatformRights,
  platformPolicy,
  MonthlyStatsItemSchema,
  STATS_DATE,
  STATS_GROUP_REQUIRED_MESSAGE,
  statsCsvFileName,
  UserStatsItemSchema,
  userStatsCsv,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { parseId } from '../../http/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { sendJsonText } from '../../http/jsonText.ts';
import { authorize } from '../access/authorize.ts';
import { groupNotFound, loadActor, type Actor } from '../accounts/actor.ts';
import { subtreeIds } from '../accounts/tree.ts';
import {
  adminMonthsJson,
  adminStats,
  adminStatsJson,
  userMonthsJson,
  userStats,
  userStatsJson,
  type StatsScope,
} from './queries.ts';

const Day = z.string().regex(STATS_DATE, 'Date attendue au format aaaa-mm-jj').describe('yyyy-MM-dd');
const Range = {
  start_date: Day,
  end_date: Day,
  csv: z.enum(['true', 'false']).optional().describe('true: the CSV file instead of JSON'),
};
const GroupId = z
  .string()
  .max(20)
  .optional()
  .describe("A group id; for a super admin also 'all' (every user) or 'none' (users without group)");
const Months = z
  .array(MonthlyStatsItemSchema)
  .describe('The months (Europe/Paris) of the range that have reports, oldest first');
const CsvText = z.string().describe('Statistiques_{start}_{end}.csv (text/csv; UTF-8 with BOM; ";")');

function sendCsv(reply: FastifyReply, start: string, end: string, text: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${statsCsvFileName(start, end)}"`)
    .send(text);
}

function checkRange(start: string, end: string) {
  // A real calendar day (2001-02-30 is not): the day survives a round trip through Date.
  const valid = (day: string) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
  };
  if (!valid(start) || !valid(end)) throw badRequest('Date invalide');
  if (start > end) throw badRequest('La date de début doit précéder la date de fin');
}

/** Which users an admin's request covers: 400 without a group, 404 for a group they cannot see. */
async function adminScope(db: Database, actor: Actor, group: string | undefined): Promise<StatsScope> {
  const everyGroup = hasPlatformRights(actor.subject);
  if (everyGroup && (group === undefined || group === 'all')) return { kind: 'all' };
  if (everyGroup && group === 'none') return { kind: 'no-group' };
  const id = group === undefined ? null : parseId(group);
  if (id === null) throw badRequest(STATS_GROUP_REQUIRED_MESSAGE);
  authorize(groupPolicy.stats(actor.subject, { id }), groupNotFound);
  return { kind: 'groups', ids: await subtreeIds(db, id) };
}

export const statsRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  app.get(
    '/edl/stats/user',
    {
      schema: {
        tags: ['stats'],
        summary: 'The caller’s saved reports per profile over a date range',
        querystring: z.object(Range),
        response: { 200: z.union([z.array(UserStatsItemSchema), CsvText]) },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const { start_date: start, end_date: end, csv } = request.query;
      checkRange(start, end);
      if (csv === 'true')
        return sendCsv(reply, start, end, userStatsCsv(await userStats(db, actor.user.id, start, end)));
      return sendJsonText(reply, await userStatsJson(pool, actor.user.id, start, end));
    },
  );

  app.get(
    '/edl/stats/admin',
    {
      schema: {
        tags: ['stats'],
        summary: 'Saved reports per user of a group and its sub-groups over a date range',
        querystring: z.object({ group_id: GroupId, ...Range }),
        response: { 200: z.union([z.array(AdminStatsRowSchema), CsvText]) },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), groupNotFound);
      const { group_id: group, start_date: start, end_date: end, csv } = request.query;
      checkRange(start, end);
      const scope = await adminScope(db, actor, group);
      if (csv === 'true')
        return sendCsv(reply, start, end, adminStatsCsv(await adminStats(db, scope, start, end)));
      return sendJsonText(reply, await adminStatsJson(pool, scope, start, end));
    },
  );

  app.get(
    '/edl/stats/user/months',
    {
      schema: {
        tags: ['stats'],
        summary: 'The caller’s saved reports per month (Europe/Paris) over a date range',
        querystring: z.object({ start_date: Day, end_date: Day }),
        response: { 200: Months },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const { start_date: start, end_date: end } = request.query;
      checkRange(start, end);
      return sendJsonText(reply, await userMonthsJson(pool, actor.user.id, start, end));
    },
  );

  app.get(
    '/edl/stats/admin/months',
    {
      schema: {
        tags: ['stats'],
        summary: 'Saved reports of a group and its sub-groups per month (Europe/Paris) over a date range',
        querystring: z.object({ group_id: GroupId, start_date: Day, end_date: Day }),
        response: { 200: Months },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), groupNotFound);
      const { group_id: group, start_date: start, end_date: end } = request.query;
      checkRange(start, end);
      return sendJsonText(reply, await adminMonthsJson(pool, await adminScope(db, actor, group), start, end));
    },
  );
};
