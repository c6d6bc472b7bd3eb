/** Answers about stored documents. */
import { z } from 'zod';

/** The verification page's answer (`GET /api/verifier/{edlId}/{fingerprint}`). */
export const VerifiedSchema = z.object({
  authentic: z.literal(true).describe('The fingerprint is the one of a report stored on this server'),
  edlId: z.number().int(),
  edlIO: z.enum(['Entrant', 'Sortant']).describe('Move-in or move-out'),
  date: z.number().int().describe("The report's date (its signature on the device), ms since 1970"),
  renters: z.array(z.string()).describe("The tenants' initials ('Z. L.'), nothing more"),
  owner: z.string().nullable().describe("The landlord's initials"),
});
export type Verified = z.infer<typeof VerifiedSchema>;
