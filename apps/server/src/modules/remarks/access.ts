/**
 * The remarks link's credentials: `Limited <edlId>#<token>` like the public costing link, checked
 * against the remarks token, so a remarks token opens its report's remarks routes only (the
 * costing routes compare it with the costing token: 401) and a costing token opens no remarks
 * route. Compared in constant time; a wrong, revoked or foreign token is a 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { reportRemarkLinks } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import { reportNotFound } from '../reports/scope.ts';

const REMARKS_LINK_REFUSED =
  "Ce lien n'est plus valide : demandez un nouveau lien à votre agence, ou vérifiez l'adresse URL utilisée";

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks the Limited header against the report's remarks token; another report's id is a 404. */
export async function assertRemarksToken(
  db: Database,
  request: FastifyRequest,
  reportId: number,
): Promise<void> {
  const credentials = request.credentials;
  if (credentials?.scheme !== 'limited') throw unauthorized(REMARKS_LINK_REFUSED);
  const [row] = await db
    .select({ token: reportRemarkLinks.token })
    .from(reportRemarkLinks)
    .where(eq(reportRemarkLinks.reportId, credentials.edlId));
  if (!row || !sameToken(row.token, credentials.publicToken)) throw unauthorized(REMARKS_LINK_REFUSED);
  if (credentials.edlId !== reportId) throw reportNotFound();
}
