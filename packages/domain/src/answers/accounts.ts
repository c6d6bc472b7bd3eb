/** Answers of the admin calls (accounts-costing §7). */
import { z } from 'zod';

/** One group of the admin's tree (`GET /user-group/tree`, the domain's GroupNode). */
export const GroupNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  parentId: z.number().int().nullable().describe('Null for a top-level group'),
  userCount: z.number().int(),
});

/** What the server did with a deleted user's reports. */
export const UserDeletionSchema = z.object({
  reports: z.number().int().describe('How many saved reports changed owner'),
  reportsTo: z
    .object({ id: z.number().int(), login: z.string() })
    .describe('Who holds them now (the group admin, or the deleting super admin when anonymised)'),
  anonymised: z.boolean().describe('True when the reports lost their profile and group'),
});

/** What the server did with a deleted group's users, sub-groups and reports. */
export const GroupDeletionSchema = z.object({
  movedTo: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The parent that received users, reports and sub-groups; null when they were deleted'),
  users: z.number().int().describe('Users moved (sub-group) or deleted (top-level group)'),
  groups: z.number().int().describe('Sub-groups moved or deleted'),
  reports: z.number().int().describe('Saved reports moved or anonymised'),
});

/** Whether a user's platform key is set (`PATCH /user/{id}/platform-token`). */
export const PlatformConnectionSchema = z.object({ connected: z.boolean() });

/** The legal text that applies when the user has none of their own (`GET /ui/default-legal-text/{kind}`). */
export const InheritedLegalTextSchema = z.object({
  data: z.string(),
  origin: z.enum(['group', 'parent', 'default']),
});
