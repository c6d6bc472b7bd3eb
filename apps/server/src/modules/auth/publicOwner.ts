/**
 * "The user for public action" (accounts-costing §6): what a public costing link's visitor is told
 * of the report's owner by `GET /me`. The owner's id (for their calibration), the agency's name,
 * address, logo and colour, and whether the legend is hidden; never an e-mail, a login, profiles or
 * passcodes (CNIL minimisation: the visitor is not the owner).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import { presentUser } from '../accounts/present.ts';

export const PublicOwnerSchema = z
  .object({
    id: z.number().int(),
    companyName: z.string().nullable(),
    companyAddress: z.string().nullable(),
    logo: z.string().nullable(),
    currentCustomColor: z.string(),
    hideLegend: z.boolean(),
  })
  .describe("A public costing link's report owner, as the public page shows it");
export type PublicOwner = z.infer<typeof PublicOwnerSchema>;

export async function publicOwner(db: Database, ownerId: number): Promise<PublicOwner> {
  const [row] = await db.select().from(users).where(eq(users.id, ownerId));
  // The report and its link went with their owner's account: the link no longer opens anything.
  if (!row) throw unauthorized();
  const user = await presentUser(db, row);
  return {
    id: user.id,
    companyName: user.companyName,
    companyAddress: user.companyAddress,
    logo: user.logo,
    currentCustomColor: user.currentCustomColor,
    hideLegend: user.hideLegend,
  };
}
