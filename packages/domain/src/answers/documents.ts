/** Answers about stored documents. */
import { z } from 'zod';
import { PlatformCaseSchema } from '../report/platformCase.ts';

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

/** Who 'Envoyer aux locataires' would e-mail, and when the report last went out. */
export const SendingStateSchema = z.object({
  recipients: z.array(z.string()).describe("The tenants' and extra addresses, each once"),
  lastSentAt: z.iso.datetime().nullable().describe('When the last message went out'),
  inFlight: z.boolean().describe('An earlier sending still has messages to send'),
});
export type SendingState = z.infer<typeof SendingStateSchema>;

/** A partner platform's case as our server relays it (`GET /platform/dossiers`). */
export const PartnerCaseSchema = PlatformCaseSchema.extend({
  reference: z.union([z.string(), z.number()]).nullable().optional(),
});
export type PartnerCase = z.infer<typeof PartnerCaseSchema>;
