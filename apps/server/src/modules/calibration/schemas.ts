/** What the calibration API accepts: one line's common part and its own values. */
import {
  CalibrationActionSchema,
  CalibrationElementTypeSchema,
  TaxRateSchema,
  UnitCostSchema,
} from '@constat/domain';
import { z } from 'zod';

const Text = z.string().trim().max(200);

const CalibrationFields = {
  reference: Text.min(1).nullable(),
  name: Text.nullable(),
  custom: z.boolean(),
  type: CalibrationElementTypeSchema,
  nature: Text.min(1).nullable().optional(),
  action: CalibrationActionSchema,
  unitCost: UnitCostSchema.nullable().optional().describe('Cents'),
  taxRate: TaxRateSchema.nullable().optional().describe('Hundredths of a percent'),
};

export const CalibrationCreateBody = z.object(CalibrationFields).strict();
export type CalibrationCreate = z.infer<typeof CalibrationCreateBody>;

export const CalibrationPatchBody = z
  .object(CalibrationFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Aucune modification');
