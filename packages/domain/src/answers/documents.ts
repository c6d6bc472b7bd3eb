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

/** The last message of a report to one address, as the outbox holds it. */
export const MessageStateSchema = z.object({
  recipient: z.string(),
  state: z
    .enum(['waiting', 'sending', 'retrying', 'sent', 'failed'])
    .describe(
      "'waiting': not tried yet (its PDF may be rendering); 'sending': being handed to the mail " +
        "server, or cut off by a crash and to be sent again; 'retrying': refused for a reason that " +
        "may pass, tried again later; 'sent'; 'failed': given up, see `error`",
    ),
  attempts: z.number().int().describe('Times it was handed to the mail server'),
  error: z.string().nullable().describe('Why the last try failed'),
  sentAt: z.iso.datetime().nullable(),
});
export type MessageState = z.infer<typeof MessageStateSchema>;

/** Who 'Envoyer aux locataires' would e-mail, and when the report last went out. */
export const SendingStateSchema = z.object({
  recipients: z.array(z.string()).describe("The tenants' and extra addresses, each once"),
  lastSentAt: z.iso.datetime().nullable().describe('When the last message went out'),
  inFlight: z.boolean().describe('An earlier sending still has messages to send'),
  messages: z
    .array(MessageStateSchema)
    .describe('The last message to each address the report was sent to, in the order they were queued'),
});
export type SendingState = z.infer<typeof SendingStateSchema>;

/** A partner platform's case as our server relays it (`GET /platform/dossiers`). */
export const PartnerCaseSchema = PlatformCaseSchema.extend({
  reference: z.union([z.string(), z.number()]).nullable().optional(),
});
export type PartnerCase = z.infer<typeof PartnerCaseSchema>;
