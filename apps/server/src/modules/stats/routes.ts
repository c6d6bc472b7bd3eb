/**
 * Usage statistics (accounts-costing §2, §7): `GET /edl/stats/user` counts the caller's reports per
 * profile; `GET /edl/stats/admin` counts per user for a group and its sub-groups ('all' and 'none'
 * — every group, no group — for a super admin). With `csv=true` the answer is the CSV file
 * "Statistiques_{start}_{end}.csv" (UTF-8 BOM, ';', formulas neutralised).
 */
import {
  AdminStatsRowSchema,
  adminStatsCsv,
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
import { assertGroupVisible, loadActor, requireAdmin } from '../accounts/actor.ts';
import { subtreeIds } from '../accounts/tree.ts';
import { adminStats, adminStatsJson, userStats, userStatsJson, type StatsScope } from './queries.ts';

const Day = z.string().regex(STATS_DATE, 'Date attendue au format aaaa-mm-jj').describe('yyyy-MM-dd');
const Range = {
  start_date: Day,
  end_date: Day,
  csv: z.enum(['true', 'false']).optional().describe('true: the CSV file instead of JSON'),
};
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
        querystring: z.object({
          group_id: z
            .string()
            .max(20)
            .optional()
            .describe(
              "A group id; for a super admin also 'all' (every user) or 'none' (users without group)",
            ),
          ...Range,
        }),
        response: { 200: z.union([z.array(AdminStatsRowSchema), CsvText]) },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      requireAdmin(actor);
      const { group_id: group, start_date: start, end_date: end, csv } = request.query;
      checkRange(start, end);
      let scope: StatsScope;
      if (actor.isSuperAdmin && (group === undefined || group === 'all')) scope = { kind: 'all' };
      else if (actor.isSuperAdmin && group === 'none') scope = { kind: 'no-group' };
      else {
        const id = group === undefined ? null : parseId(group);
        if (id === null) throw badRequest(STATS_GROUP_REQUIRED_MESSAGE);
        assertGroupVisible(actor, id);
        scope = { kind: 'groups', ids: await subtreeIds(db, id) };
      }
      if (csv === 'true')
        return sendCsv(reply, start, end, adminStatsCsv(await adminStats(db, scope, start, end)));
      return sendJsonText(reply, await adminStatsJson(pool, scope, start, end));
    },
  );
};
