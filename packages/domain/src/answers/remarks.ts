/** Answers of the tenant's remarks calls (docs/ARCHITECTURE.md "Beyond the specification"). */
import { z } from 'zod';
import { TenantRemarkSchema } from '../remarks/remarks.ts';

const RemarksWindowSchema = z.object({
  open: z.boolean(),
  lastDay: z.string().describe('Last day (yyyy-MM-dd, Europe/Paris) remarks are taken'),
});

/** The agent's remarks link: the token (null when none is shared) and the window. */
export const RemarksLinkSchema = RemarksWindowSchema.extend({
  edlId: z.number().int(),
  token: z.string().nullable(),
});
export type RemarksLink = z.infer<typeof RemarksLinkSchema>;

const RemarksRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entries: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** What the tenant's page shows: the report's rooms and elements, and the window. */
export const TenantViewSchema = RemarksWindowSchema.extend({
  edlId: z.number().int(),
  date: z.number().describe("The report's date (ms)"),
  address: z.string().nullable(),
  rooms: z.array(RemarksRoomSchema),
});
export type TenantView = z.infer<typeof TenantViewSchema>;

/** The remarks received on a report, for its agent. */
export const ReceivedRemarksSchema = z.object({ remarks: z.array(TenantRemarkSchema) });

/** The tenant's sending, as stored. */
export const RemarksReceiptSchema = z.object({ received: z.number().int(), receivedAt: z.number() });
