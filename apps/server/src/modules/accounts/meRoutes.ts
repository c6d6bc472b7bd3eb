/**
 * The signed-in user's own account (accounts-costing §2 "Account page", §7): `PATCH /me` changes
 * the account fields a user owns (company, address, e-mail, logo, main colour, legal texts; the
 * global message for a super admin only), and `GET /ui/default-legal-text/{id}` gives the legal
 * text that applies when the user has none of their own: their group's, a parent's, or the
 * product's (the cascade of §6).
 */
import {
  EMAIL_FORMAT_MESSAGE,
  INVALID_FORM_MESSAGE,
  isEmailLike,
  LEGAL_TEXT_KINDS,
  normalizeLegalText,
  parseCustomColor,
  platformPolicy,
  resolveLegalText,
  UserSchema,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { authorize } from '../access/authorize.ts';
import { loadActor, userNotFound } from './actor.ts';
import { checkLogo } from './logo.ts';
import { presentUser } from './present.ts';
import { groupChain } from './tree.ts';
import { InheritedLegalTextSchema } from '@constat/domain/answers';

const Text = (max: number) => z.string().max(max).nullable().optional();

const UpdateMeBody = z.strictObject({
  companyName: Text(200).describe('Company name printed on reports'),
  companyAddress: Text(500).describe('Company postal address'),
  email: z.string().trim().max(254).optional(),
  logo: Text(300_000).describe(
    'JPEG or PNG data URL, at most 150x150 (resized on the device); null removes it',
  ),
  customColor: Text(20).describe("Main colour, hex without '#'; '' or null resets to the group's"),
  customLegalText: Text(50_000).describe('Legal text of reports; a lone line break is saved as empty'),
  customLegalTextConvention: Text(50_000).describe('Legal text of exit agreements'),
  globalAdminMessage: Text(20_000).describe('Super admin only: the message shown to every user'),
});

const KindParams = z.object({ id: z.string().max(40).describe("'edl' or 'convention'") });

const legal = (text: string | null | undefined) =>
  text === undefined || text === null ? text : normalizeLegalText(text) || null;
const blankToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text?.trim() ? text.trim() : null;

export const meRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.patch(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'Update the signed-in user’s own account fields',
        body: UpdateMeBody,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const body = request.body;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.companyName !== undefined) changes.companyName = blankToNull(body.companyName);
      if (body.companyAddress !== undefined) changes.companyAddress = blankToNull(body.companyAddress);
      if (body.email !== undefined) {
        if (!isEmailLike(body.email)) throw badRequest(INVALID_FORM_MESSAGE, { email: EMAIL_FORMAT_MESSAGE });
        changes.email = body.email;
      }
      if (body.logo !== undefined) changes.logo = checkLogo(body.logo);
      if (body.customColor !== undefined) {
        const color = body.customColor ? parseCustomColor(body.customColor) : null;
        if (body.customColor && color === null)
          throw badRequest(INVALID_FORM_MESSAGE, { customColor: 'La couleur doit être un code hexadécimal' });
        changes.customColor = color || null;
      }
      if (body.customLegalText !== undefined) changes.customLegalText = legal(body.customLegalText);
      if (body.customLegalTextConvention !== undefined)
        changes.customLegalTextConvention = legal(body.customLegalTextConvention);
      if (body.globalAdminMessage !== undefined) {
        authorize(platformPolicy.globalMessage(actor.subject), userNotFound);
        changes.globalAdminMessage = blankToNull(body.globalAdminMessage);
      }
      if (Object.keys(changes).length === 0) return presentUser(db, actor.user);
      const row = await db.transaction(async (tx) => {
        // One global message: this super admin's replaces any other's (see readGlobalMessage).
        if (changes.globalAdminMessage !== undefined)
          await tx
            .update(users)
            .set({ globalAdminMessage: null })
            .where(and(isNotNull(users.globalAdminMessage), ne(users.id, actor.user.id)));
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, actor.user.id)).returning();
        return updated;
      });
      if (!row) throw notFound('Utilisateur introuvable');
      return presentUser(db, row);
    },
  );

  app.get(
    '/ui/default-legal-text/:id',
    {
      schema: {
        tags: ['session'],
        summary: 'The legal text applying when the user has none of their own (group, parent, product)',
        params: KindParams,
        response: {
          200: InheritedLegalTextSchema,
        },
      },
    },
    async (request) => {
      const kind = LEGAL_TEXT_KINDS.find((k) => k === request.params.id);
      if (!kind) throw notFound('Texte légal inconnu');
      const actor = await loadActor(db, request);
      const resolved = resolveLegalText(kind, null, await groupChain(db, actor.user.groupId));
      // Without the user's own text the origin is never 'user'.
      return { data: resolved.text, origin: resolved.origin === 'user' ? 'default' : resolved.origin };
    },
  );
};
