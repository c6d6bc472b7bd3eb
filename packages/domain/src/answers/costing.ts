/** Answers of the costing calls (accounts-costing §4, §6). */
import { z } from 'zod';
import { CostingLineSchema } from '../costing/lines.ts';

const CostingLineViewSchema = CostingLineSchema.extend({
  unitCost: z.number().int().nullable().describe('Calibrated cents per unit or m²; null: no automatic cost'),
  suggestedWear: z
    .number()
    .int()
    .nullable()
    .describe("The wear grid's suggestion (%) when the line was built; null for older lines"),
});
export type CostingLineView = z.infer<typeof CostingLineViewSchema>;

const CostingTotalsSchema = z.object({
  ht: z.number().int(),
  tva: z.number().int(),
  ttc: z.number().int(),
});

export const CostingSchema = z.object({
  edlId: z.number().int(),
  lines: z.array(CostingLineViewSchema),
  totals: CostingTotalsSchema,
  deposit: z
    .number()
    .int()
    .nullable()
    .describe("The move-out's security deposit in cents (dépôt de garantie); null: not given"),
});
export type Costing = z.infer<typeof CostingSchema>;

/** A line update's answer: the line as stored and the new totals. */
export const CostingLineUpdateSchema = z.object({ line: CostingLineViewSchema, totals: CostingTotalsSchema });

/** The report's public costing token; null when none is shared. */
export const PublicLinkSchema = z.object({ edlId: z.number().int(), publicToken: z.string().nullable() });
export const CreatedPublicLinkSchema = z.object({ edlId: z.number().int(), publicToken: z.string() });

/** A costing line as an exit agreement's signing holds it. */
const AgreementLineSchema = z.object({
  name: z.string(),
  module: z.string().nullable(),
  enabled: z.boolean(),
  cost: z.number().int().nullable(),
  taxRate: z.number().int(),
});

/** One signing of the exit agreement: 0 is the report's own, 1, 2, ... its signed revisions. */
export const SigningSchema = z.object({
  revision: z.number().int().describe("0: the report's own signing; 1, 2, ...: signed revisions"),
  signedAt: z.number().int().describe('Epoch milliseconds'),
  fingerprint: z.string(),
  signers: z.array(z.object({ key: z.string(), label: z.string(), sha256: z.string() })),
  signedBy: z.number().int().nullable().describe('The account that had the revision signed'),
  lines: z.array(AgreementLineSchema),
  totals: CostingTotalsSchema,
});

/** Where the exit agreement stands against the costing (`GET /edl/{id}/convention/signatures`). */
export const AgreementViewSchema = z.object({
  edlId: z.number().int(),
  state: z.enum(['unsigned', 'signed', 'revised']),
  lastSigned: SigningSchema.nullable(),
  lines: z
    .array(AgreementLineSchema)
    .describe('The costing now (its pre-quotes before the costing is built)'),
  totals: CostingTotalsSchema,
  changedAt: z.number().int().nullable().describe('When the costing last changed'),
  /** Who signs a revision: the report's signers without the initials pad. */
  signers: z.array(z.object({ key: z.string(), label: z.string(), name: z.string().nullable() })),
  history: z.array(SigningSchema),
});
export type AgreementView = z.infer<typeof AgreementViewSchema>;
