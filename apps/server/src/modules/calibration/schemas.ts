/** What the calibration API accepts: one line's common part and its own values. */
import { CalibrationActionSchema, CalibrationElementTypeSchema } from '@constat/domain';
import { z } from 'zod';

/** A million euros per unit is beyond any repair: a larger figure is a typing slip. */
export const MAX_UNIT_COST = 100_000_000;

const Text = z.string().trim().max(200);

export const CalibrationFields = {
  reference: Text.min(1).nullable(),
  name: Text.nullable(),
  custom: z.boolean(),
  type: CalibrationElementTypeSchema,
  nature: Text.min(1).nullable().optional(),
  action: CalibrationActionSchema,
  unitCost: z.number().int().min(0).max(MAX_UNIT_COST).nullable().optional().describe('Cents'),
  taxRate: z.number().int().min(0).max(10000).nullable().optional().describe('Hundredths of a percent'),
};

export const CalibrationCreateBody = z.object(CalibrationFields).strict();
export type CalibrationCreate = z.infer<typeof CalibrationCreateBody>;

export const CalibrationPatchBody = z
  .object(CalibrationFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Aucune modification');
export type CalibrationPatch = z.infer<typeof CalibrationPatchBody>;
