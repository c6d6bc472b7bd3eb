/** Answers of the costing calls (accounts-costing §4, §6). */
import { z } from 'zod';
import { CostingLineSchema } from '../costing/lines.ts';

export const CostingLineViewSchema = CostingLineSchema.extend({
  unitCost: z.number().int().nullable().describe('Calibrated cents per unit or m²; null: no automatic cost'),
  suggestedWear: z
    .number()
    .int()
    .nullable()
    .describe("The wear grid's suggestion (%) when the line was built; null for older lines"),
});
export type CostingLineView = z.infer<typeof CostingLineViewSchema>;

export const CostingTotalsSchema = z.object({
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
