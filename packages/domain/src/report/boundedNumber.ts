/**
 * The zod side of numberLimits.ts: each kind of number with its bounds and French messages, read by
 * the report, costing and calibration schemas, so the device, the upload and the write routes refuse
 * the same values in the same words ('montant trop élevé (20 000 000,00 € au plus)').
 */
import { z } from 'zod';
import { WEAR_MAX, WEAR_MIN, WEAR_STEP } from '../constants.ts';
import { formatEuros } from '../costing/euros.ts';
import {
  MAX_AMOUNT_CENTS,
  MAX_COUNT,
  MAX_FIELD_NUMBER,
  MAX_INT4,
  MAX_MEASURE,
  MAX_TAX_RATE,
  MAX_TIME_MS,
  MAX_UNIT_COST,
} from './numberLimits.ts';
import { boundedText } from './boundedText.ts';
import { formatCount } from './textLimits.ts';

const NEGATIVE = 'valeur négative refusée';

/**
 * A message written when a value is refused, not when the schema is built: formatting a French
 * number builds an Intl format, which every screen would pay for when the domain module loads.
 */
const says = (message: () => string) => ({ error: message });

/** Integer cents of one amount (a cost), never negative. */
export const AmountSchema = z
  .number()
  .int()
  .min(0, NEGATIVE)
  .max(
    MAX_AMOUNT_CENTS,
    says(() => `montant trop élevé (${formatEuros(MAX_AMOUNT_CENTS)} au plus)`),
  );

/** Hundredths of a unit or of a m². */
export const MeasureSchema = z
  .number()
  .int()
  .min(0, NEGATIVE)
  .max(
    MAX_MEASURE,
    says(() => `mesure trop grande (${formatCount(MAX_MEASURE / 100)} unités ou m² au plus)`),
  );

/** Cents per unit or per m², excluding tax. */
export const UnitCostSchema = z
  .number()
  .int()
  .min(0, NEGATIVE)
  .max(
    MAX_UNIT_COST,
    says(() => `prix unitaire trop élevé (${formatEuros(MAX_UNIT_COST)} au plus)`),
  );

/** Hundredths of a percent (2000 = 20 %). */
export const TaxRateSchema = z
  .number()
  .int()
  .min(0, NEGATIVE)
  .max(MAX_TAX_RATE, 'taux de TVA trop élevé (100 % au plus)');

const WEAR_MESSAGE = `vétusté invalide (de ${WEAR_MIN} à ${WEAR_MAX} %, par pas de ${WEAR_STEP})`;

/** A percentage of 0..100 in steps of 5. */
export const WearSchema = z
  .number()
  .int()
  .min(WEAR_MIN, WEAR_MESSAGE)
  .max(WEAR_MAX, WEAR_MESSAGE)
  .multipleOf(WEAR_STEP, WEAR_MESSAGE);

const COUNT_TOO_LARGE = says(() => `nombre trop grand (${formatCount(MAX_COUNT)} au plus)`);

/** A count typed in an element's number field. */
export const CountSchema = z.number().int().min(0, NEGATIVE).max(MAX_COUNT, COUNT_TOO_LARGE);

/**
 * The text of a number field while it is typed: any text of the key limit, but digits only (a
 * count, keys.ts) no larger than a count may be.
 */
export const CountTextSchema = boundedText('key').refine((text) => {
  const digits = text.trim();
  return !/^\d+$/.test(digits) || Number(digits) <= MAX_COUNT;
}, COUNT_TOO_LARGE);

/** Any other number of an element's fields. */
export const FieldNumberSchema = z
  .number()
  .min(
    -MAX_FIELD_NUMBER,
    says(() => `nombre trop petit (${formatCount(-MAX_FIELD_NUMBER)} au moins)`),
  )
  .max(
    MAX_FIELD_NUMBER,
    says(() => `nombre trop grand (${formatCount(MAX_FIELD_NUMBER)} au plus)`),
  );

const ID_MESSAGE = says(() => `identifiant invalide (entier de 0 à ${formatCount(MAX_INT4)})`);

/** An element's id, or the id of a calibration or costing line a rate points to. */
export const RowIdSchema = z.number().int(ID_MESSAGE).min(0, ID_MESSAGE).max(MAX_INT4, ID_MESSAGE);

/** Milliseconds since 1970. */
export const TimeSchema = z.number().int().min(0, 'date invalide').max(MAX_TIME_MS, 'date invalide');

/** Bounded counts of a report's parts, e.g. photos missing after a duplication. */
export const boundedCount = (max: number) =>
  z
    .number()
    .int()
    .min(0, NEGATIVE)
    .max(
      max,
      says(() => `nombre trop grand (${formatCount(max)} au plus)`),
    );
