/**
 * User groups (accounts-costing §7): nested groups with shared options. A super admin sees and
 * creates any group and alone chooses a parent; a group admin sees their group and its sub-groups
 * and creates sub-groups of their own group. Deletion and members' profiles: manageRoutes.ts.
 */
import {
  canSeeGroup,
  displayNameKey,
  GROUP_NAME_LOOKALIKE_MESSAGE,
  groupPolicy,
  GroupSchema,
  hasPlatformRights,
  platformPolicy,
  REFUSALS,
  visibleGroups,
  INVALID_FORM_MESSAGE,
  normaliseDisplayName,
  normalizeLegalText,
  parseCustomColor,
  validateNewGroup,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { groups, users } from '../../db/schema.ts';
import { Id, IdParams, IdText } from '../../http/ids.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, ErrorSchema, forbidden, notFound } from '../../http/errors.ts';
import { authorize } from '../access/authorize.ts';
import { groupNotFound, loadActor, type Actor } from '../accounts/actor.ts';
import { checkLogo } from '../accounts/logo.ts';
import { presentGroups } from '../accounts/present.ts';
import { subtreeIds } from '../accounts/tree.ts';
import { GroupNodeSchema } from '@constat/domain/answers';

const HexColor = z.string().max(20).nullable();

const GroupFields = {
  name: z.string().trim().max(200),
  parentId: Id.nullable().optional(),
  lockPasswords: z.boolean().optional(),
  shareEdls: z.boolean().optional(),
  uniqueProfile: z.boolean().optional(),
  defaultListAllProfiles: z.boolean().optional(),
  hideLegend: z.boolean().optional(),
  logo: z.string().max(400_000).nullable().optional(),
  customColor: HexColor.optional(),
  customLegalText: z.string().max(50_000).nullable().optional(),
  customLegalTextConvention: z.string().max(50_000).nullable().optional(),
};

type GroupBody = z.infer<z.ZodObject<typeof GroupFields>>;

const NAME_LOOKALIKE = ErrorSchema.describe('A sibling group has this name, or one reading alike');

/**
 * The domain's form rules: name required, without invisible characters, stored with ordinary single
 * spaces; a colour is hex without '#' and '' resets it; a legal text that is only a line break is
 * saved as empty.
 */
function normalise(body: GroupBody): GroupBody {
  const errors = validateNewGroup(body);
  const color = body.customColor ? parseCustomColor(body.customColor) : body.customColor;
  if (color === null && body.customColor) errors['customColor'] = 'La couleur doit être un code hexadécimal';
  if (Object.keys(errors).length > 0) throw badRequest(INVALID_FORM_MESSAGE, errors);
  const legal = (text: string | null | undefined) =>
    text === undefined || text === null ? text : normalizeLegalText(text) || null;
  return {
    ...body,
    name: normaliseDisplayName(body.name),
    ...(body.logo !== undefined && { logo: checkLogo(body.logo) }),
    ...(body.customColor !== undefined && { customColor: color || null }),
    ...(body.customLegalText !== undefined && { customLegalText: legal(body.customLegalText) }),
    ...(body.customLegalTextConvention !== undefined && {
      customLegalTextConvention: legal(body.customLegalTextConvention),
    }),
  };
}

export const groupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function presentOne(row: typeof groups.$inferSelect) {
    const [group] = await presentGroups(db, [row]);
    if (!group) throw notFound('Groupe introuvable');
    return group;
  }

  async function targetGroup(actor: Actor, action: 'see' | 'edit', id: number) {
    authorize(groupPolicy[action](actor.subject, { id }), groupNotFound);
    const [row] = await db.select().from(groups).where(eq(groups.id, id));
    if (!row) throw groupNotFound();
    return row;
  }

  /**
   * Sibling groups (top-level ones together) never read alike: their lists and the statistics tell
   * them apart by name. The unique index decides between two writes at once.
   */
  async function checkNameFree(parentId: number | null, skeleton: string, self?: number): Promise<void> {
    const [sibling] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          eq(sql`coalesce(${groups.parentId}, 0)`, parentId ?? 0),
          eq(groups.nameSkeleton, skeleton),
          self === undefined ? undefined : ne(groups.id, self),
        ),
      );
    if (sibling) throw conflict(GROUP_NAME_LOOKALIKE_MESSAGE);
  }
  function nameTaken(error: unknown): never {
    if (isUniqueViolation(error, 'groups_parent_name_skeleton_unique'))
      throw conflict(GROUP_NAME_LOOKALIKE_MESSAGE);
    throw error;
  }

  async function checkParent(
    actor: Actor,
    parentId: number | null | undefined,
    self?: number,
  ): Promise<number | null> {
    if (!hasPlatformRights(actor.subject)) {
      if (actor.user.groupId === null) throw forbidden();
      if (parentId === undefined) return actor.user.groupId;
      if (parentId === null || !canSeeGroup(actor.subject, parentId)) throw groupNotFound();
      return parentId;
    }
    if (parentId === undefined || parentId === null) return null;
    const [parent] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, parentId));
    if (!parent) throw notFound('Groupe parent introuvable');
    if (self !== undefined && (await subtreeIds(db, self)).includes(parentId)) {
      throw badRequest('Un groupe ne peut pas être rattaché à lui-même ni à un de ses sous-groupes');
    }
    return parentId;
  }

  app.get(
    '/user-group',
    {
      schema: {
        tags: ['groups'],
        summary: 'Top-level groups (super admin) or own group (group admin); with ?group=, its sub-groups',
        querystring: z.object({ group: IdText.optional() }),
        response: { 200: z.array(GroupSchema) },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), groupNotFound);
      const { group } = request.query;
      let where;
      if (group !== undefined) {
        authorize(groupPolicy.see(actor.subject, { id: group }), groupNotFound);
        where = eq(groups.parentId, group);
      } else if (hasPlatformRights(actor.subject)) {
        where = isNull(groups.parentId);
      } else {
        where = inArray(groups.id, actor.user.groupId === null ? [] : [actor.user.groupId]);
      }
      const rows = await db.select().from(groups).where(where).orderBy(asc(groups.name));
      return presentGroups(db, rows);
    },
  );

  app.get(
    '/user-group/tree',
    {
      schema: {
        tags: ['groups'],
        summary: 'Every group the admin sees (all for a super admin, their subtree otherwise), flat',
        response: { 200: z.array(GroupNodeSchema) },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), groupNotFound);
      const visible = visibleGroups(actor.subject);
      const scope = visible === 'all' ? undefined : inArray(groups.id, [...visible]);
      // Two queries whatever the size of the tree; the screen builds the tree from parentId.
      const rows = await db
        .select({ id: groups.id, name: groups.name, logo: groups.logo, parentId: groups.parentId })
        .from(groups)
        .where(scope)
        .orderBy(asc(groups.name), asc(groups.id));
      const counts = await db
        .select({ groupId: users.groupId, value: count() })
        .from(users)
        .where(visible === 'all' ? undefined : inArray(users.groupId, [...visible]))
        .groupBy(users.groupId);
      const countOf = new Map(counts.map((c) => [c.groupId, c.value]));
      return rows.map((row) => ({ ...row, userCount: countOf.get(row.id) ?? 0 }));
    },
  );

  app.post(
    '/user-group',
    {
      schema: {
        tags: ['groups'],
        summary: 'Create a group',
        body: z.strictObject(GroupFields),
        response: { 201: GroupSchema, 409: NAME_LOOKALIKE },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), groupNotFound);
      const body = normalise(request.body);
      const parentId = await checkParent(actor, body.parentId);
      const nameSkeleton = displayNameKey(body.name);
      await checkNameFree(parentId, nameSkeleton);
      const [row] = await db
        .insert(groups)
        .values({ ...body, parentId, nameSkeleton })
        .returning()
        .catch(nameTaken);
      if (!row) throw new Error('group insert returned nothing');
      return reply.status(201).send(await presentOne(row));
    },
  );

  app.get(
    '/user-group/:id',
    { schema: { tags: ['groups'], summary: 'One group', params: IdParams, response: { 200: GroupSchema } } },
    async (request) => {
      const actor = await loadActor(db, request);
      return presentOne(await targetGroup(actor, 'see', request.params.id));
    },
  );

  app.put(
    '/user-group/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'Update a group (full payload with the changed field)',
        params: IdParams,
        body: z.strictObject(GroupFields),
        response: { 200: GroupSchema, 409: NAME_LOOKALIKE },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const current = await targetGroup(actor, 'edit', request.params.id);
      const body = normalise(request.body);
      let parentId = current.parentId;
      if (body.parentId !== undefined && body.parentId !== current.parentId) {
        if (!hasPlatformRights(actor.subject)) throw forbidden(REFUSALS['parent-group']);
        parentId = await checkParent(actor, body.parentId, current.id);
      }
      // The full payload comes with each change: a name kept where it was keeps its skeleton, or its
      // lack of one (a look-alike from before the rule keeps working).
      let nameSkeleton = current.nameSkeleton;
      if (body.name !== current.name || parentId !== current.parentId) {
        nameSkeleton = displayNameKey(body.name);
        await checkNameFree(parentId, nameSkeleton, current.id);
      }
      const [row] = await db
        .update(groups)
        .set({ ...body, parentId, nameSkeleton })
        .where(eq(groups.id, current.id))
        .returning()
        .catch(nameTaken);
      if (!row) throw notFound('Groupe introuvable');
      return presentOne(row);
    },
  );
};
