/**
 * Calibration (accounts-costing §2-§7): the config, a user's or a group's lines, and their edits.
 * Who may do what (§6, the unstated rules chosen in the domain's policies, accounts.ts):
 * - a user reads and edits their own calibration; an admin who sees a user (their group's subtree,
 *   or everyone for a super admin) reads and edits theirs;
 * - a group's calibration is read and edited by the admins who see the group;
 * - a member sees the group's (and parent's) values read-only: editing a group row is a 403;
 * - the public costing link reads the config and the report owner's calibration.
 * Anything else answers 404. Two identical lines for one owner are refused (409, nothing saved).
 */
import {
  buildCalibrationConfig,
  costingLinkPolicy,
  editCalibrationLine,
  groupPolicy,
  userPolicy,
  calibrationIdentityKey,
  CALIBRATION_DUPLICATE_MESSAGE,
  CalibrationConfigSchema,
  CalibrationElementSchema,
  isCalibrationComplete,
  type CalibrationOwner,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { calibrations, users } from '../../db/schema.ts';
import { ApiError, badRequest, ErrorSchema, notFound } from '../../http/errors.ts';
import { IdParams } from '../../http/ids.ts';
import { authorize } from '../access/authorize.ts';
import { groupNotFound, loadActor, userNotFound, type Actor } from '../accounts/actor.ts';
import { limitedAccess } from '../costing/publicAccess.ts';
import { CalibrationCreateBody, CalibrationPatchBody, type CalibrationCreate } from './schemas.ts';
import {
  groupScope,
  ownerKeyOf,
  readCalibration,
  userScope,
  type CalibrationRow,
  type CalibrationScope,
} from './store.ts';

const CONFIG = buildCalibrationConfig();
const calibrationNotFound = () => notFound('Calibrage introuvable');
const duplicate = () => new ApiError(409, 'calibration-duplicate', CALIBRATION_DUPLICATE_MESSAGE);
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The line as stored: a standard reference of the config or a custom name, a nature it allows. */
function normalise(
  line: CalibrationCreate,
): Omit<typeof calibrations.$inferInsert, 'userId' | 'groupId' | 'ownerKey'> {
  const custom = line.custom;
  const reference = custom ? null : line.reference;
  const name = custom ? (line.name?.trim() ?? null) : null;
  const nature = line.nature ?? 'all';
  const complete = { ...line, key: '', reference, name, nature, custom };
  if (!isCalibrationComplete(complete)) {
    throw badRequest('Un élément de calibrage demande un type, une action et un élément ou un nom');
  }
  if (reference !== null) {
    const element = CONFIG.elements[reference];
    if (!element) throw badRequest(`Élément inconnu : ${reference}`);
    if (element.type !== line.type) throw badRequest(`Le type de ${reference} est ${element.type}`);
    if (nature !== 'all' && !element.natures.includes(nature)) {
      throw badRequest(`Nature inconnue pour ${reference} : ${nature}`);
    }
  } else if (nature !== 'all') {
    throw badRequest('Seuls les revêtements du catalogue ont une nature');
  }
  return {
    reference,
    name,
    custom,
    type: line.type,
    nature,
    action: line.action,
    unitCost: line.unitCost ?? null,
    taxRate: line.taxRate ?? null,
    identityKey: calibrationIdentityKey(complete),
  };
}

export const calibrationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function userTarget(
    request: FastifyRequest,
    userId: number,
    write: boolean,
  ): Promise<CalibrationScope> {
    const limited = await limitedAccess(db, request);
    if (limited) {
      // The link reads its report owner's calibration, and changes nothing.
      authorize(
        write ? 'hide' : costingLinkPolicy.userCalibration(limited, { id: userId }),
        calibrationNotFound,
      );
    } else {
      const actor = await loadActor(db, request);
      const [target] = await db
        .select({ id: users.id, groupId: users.groupId })
        .from(users)
        .where(eq(users.id, userId));
      authorize(userPolicy.calibration(actor.subject, target ?? { id: userId, groupId: null }), userNotFound);
    }
    const scope = await userScope(db, userId);
    if (!scope) throw userNotFound();
    return scope;
  }

  async function groupTarget(request: FastifyRequest, groupId: number): Promise<CalibrationScope> {
    const actor = await loadActor(db, request);
    authorize(groupPolicy.calibration(actor.subject, { id: groupId }), groupNotFound);
    const scope = await groupScope(db, groupId);
    if (!scope) throw groupNotFound();
    return scope;
  }

  /** May the actor change this row? Visible read-only (an inherited group row) is a 403. */
  async function editableRow(actor: Actor, id: number): Promise<CalibrationRow> {
    const [row] = await db.select().from(calibrations).where(eq(calibrations.id, id));
    if (!row) throw calibrationNotFound();
    const [owner] =
      row.userId === null
        ? [null]
        : await db
            .select({ id: users.id, groupId: users.groupId })
            .from(users)
            .where(eq(users.id, row.userId));
    if (owner === undefined) throw calibrationNotFound();
    const mine = await userScope(db, actor.user.id);
    const readOnly = mine ? [mine.groupId, mine.parentId] : [];
    authorize(
      editCalibrationLine(actor.subject, { user: owner, groupId: row.groupId }, readOnly),
      calibrationNotFound,
    );
    return row;
  }

  function scopeOfRow(row: CalibrationRow): Promise<CalibrationScope | null> {
    return row.userId !== null ? userScope(db, row.userId) : groupScope(db, row.groupId ?? 0);
  }

  async function elementOf(scope: CalibrationScope, identityKey: string) {
    const element = (await readCalibration(db, scope)).find((item) => item.key === identityKey);
    if (!element) throw calibrationNotFound();
    return element;
  }

  async function insert(scope: CalibrationScope, body: CalibrationCreate) {
    const line = normalise(body);
    const owner: CalibrationOwner = scope.owner;
    try {
      await db.insert(calibrations).values({
        ...line,
        userId: owner === 'user' ? scope.ownerId : null,
        groupId: owner === 'group' ? scope.ownerId : null,
        ownerKey: ownerKeyOf(owner, scope.ownerId),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'calibrations_owner_identity_unique')) throw duplicate();
      throw error;
    }
    return elementOf(scope, line.identityKey);
  }

  app.get(
    '/calibration/config',
    {
      config: { auth: ['bearer', 'limited'] },
      schema: {
        tags: ['calibration'],
        summary: 'The standard elements (keyed by reference) and the actions a calibration line may use',
        response: { 200: CalibrationConfigSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      if (!(await limitedAccess(db, request))) await loadActor(db, request);
      return CONFIG;
    },
  );

  app.get(
    '/calibration/user/:id',
    {
      config: { auth: ['bearer', 'limited'] },
      schema: {
        tags: ['calibration'],
        summary: "A user's calibration: own values with the group's and parent group's, read-only",
        params: IdParams,
        response: { 200: z.array(CalibrationElementSchema), ...Errors },
      },
    },
    async (request) => readCalibration(db, await userTarget(request, request.params.id, false)),
  );

  app.get(
    '/calibration/group/:id',
    {
      schema: {
        tags: ['calibration'],
        summary: "A group's calibration (admins who see the group), with its parent's values read-only",
        params: IdParams,
        response: { 200: z.array(CalibrationElementSchema), ...Errors },
      },
    },
    async (request) => readCalibration(db, await groupTarget(request, request.params.id)),
  );

  app.post(
    '/calibration/user/:id',
    {
      schema: {
        tags: ['calibration'],
        summary: "Add a line (or an override of a group's line) to a user's calibration",
        params: IdParams,
        body: CalibrationCreateBody,
        response: { 201: CalibrationElementSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const scope = await userTarget(request, request.params.id, true);
      return reply.code(201).send(await insert(scope, request.body));
    },
  );

  app.post(
    '/calibration/group/:id',
    {
      schema: {
        tags: ['calibration'],
        summary: "Add a line to a group's calibration",
        params: IdParams,
        body: CalibrationCreateBody,
        response: { 201: CalibrationElementSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const scope = await groupTarget(request, request.params.id);
      return reply.code(201).send(await insert(scope, request.body));
    },
  );

  app.patch(
    '/calibration/:id',
    {
      schema: {
        tags: ['calibration'],
        summary: 'Change fields of one own line; answers the merged element',
        params: IdParams,
        body: CalibrationPatchBody,
        response: { 200: CalibrationElementSchema, ...Errors },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const row = await editableRow(actor, request.params.id);
      const line = normalise({
        reference: row.reference,
        name: row.name,
        custom: row.custom,
        type: row.type as CalibrationCreate['type'],
        nature: row.nature,
        action: row.action as CalibrationCreate['action'],
        unitCost: row.unitCost,
        taxRate: row.taxRate,
        ...request.body,
      });
      try {
        await db.update(calibrations).set(line).where(eq(calibrations.id, row.id));
      } catch (error) {
        if (isUniqueViolation(error, 'calibrations_owner_identity_unique')) throw duplicate();
        throw error;
      }
      const scope = await scopeOfRow(row);
      if (!scope) throw calibrationNotFound();
      return elementOf(scope, line.identityKey);
    },
  );

  app.delete(
    '/calibration/:id',
    {
      schema: {
        tags: ['calibration'],
        summary: "Delete one own line; a member's override falls back to the group's value",
        params: IdParams,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const row = await editableRow(actor, request.params.id);
      await db.delete(calibrations).where(eq(calibrations.id, row.id));
      return reply.code(204).send(null);
    },
  );
};
