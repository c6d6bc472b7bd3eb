/**
 * The zod schemas of calibration.ts (what the calibration routes read and answer), apart from its
 * rules so that a screen using a rule does not build these schemas when it loads.
 */
import { z } from 'zod';
import { RowIdSchema, TaxRateSchema, UnitCostSchema } from '../report/boundedNumber.ts';
import { CALIBRATION_ACTIONS, CALIBRATION_ELEMENT_TYPES } from './calibration.ts';

export const CalibrationActionSchema = z.enum(CALIBRATION_ACTIONS);

export const CalibrationElementTypeSchema = z.enum(CALIBRATION_ELEMENT_TYPES);

/** Values owned by one level (user, group or parent group). */
export const CalibrationPartSchema = z.object({
  /** Server row id of this level's value. */
  id: z.union([RowIdSchema, z.string()]),
  /** Cents per unit (equipment) or per m² (coating), excluding tax; null when not set at this level. */
  unitCost: UnitCostSchema.nullable(),
  /** Hundredths of a percent (2000 = 20 %); null when not set at this level. */
  taxRate: TaxRateSchema.nullable(),
});
export type CalibrationPart = z.infer<typeof CalibrationPartSchema>;

export const CalibrationElementSchema = z.object({
  /** Unique key of the line on the client (stable before the server has an id). */
  key: z.string(),
  /** A reference of the calibration config, or null for a custom element. */
  reference: z.string().nullable(),
  /** The custom element's name (custom elements only). */
  name: z.string().nullable(),
  custom: z.boolean(),
  type: CalibrationElementTypeSchema.nullable(),
  /** 'all' or a nature of the reference; equipment has none (null reads as 'all'). */
  nature: z.string().nullable(),
  action: CalibrationActionSchema.nullable(),
  /** The user's own values (a user's calibration). */
  user: CalibrationPartSchema.nullable().optional(),
  /** The group's values: own in a group's calibration, read-only in a member's. */
  group: CalibrationPartSchema.nullable().optional(),
  /** The parent group's values, read-only (a sub-group's calibration). */
  parent: CalibrationPartSchema.nullable().optional(),
});
export type CalibrationElement = z.infer<typeof CalibrationElementSchema>;

/** GET /calibration/config: the standard elements keyed by reference, and the actions. */
export const CalibrationConfigSchema = z.object({
  elements: z.record(
    z.string(),
    z.object({
      label: z.string(),
      category: z.string(),
      natures: z.array(z.string()),
      type: CalibrationElementTypeSchema,
    }),
  ),
  actions: z.array(CalibrationActionSchema),
});
export type CalibrationConfig = z.infer<typeof CalibrationConfigSchema>;
