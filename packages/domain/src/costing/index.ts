/**
 * Costing: money format, automatic cost with wear, VAT and totals, calibration (schema, cascade,
 * duplicates, lookup), pre-quotes, costing lines, and the default wear grid.
 */
export * from './euros.ts';
export * from './automaticCost.ts';
export * from './vat.ts';
export * from './totals.ts';
export * from './convention.ts';
export * from './deposit.ts';
export * from './calibration.ts';
export * from './calibrationSchemas.ts';
export * from './calibrationDuplicates.ts';
export * from './calibrationLookup.ts';
export * from './preQuote.ts';
export * from './lines.ts';
export * from './display.ts';
export * from './wearGrid.ts';
export * from './wearFamilies.ts';
export * from './preQuoteNature.ts';
export * from './calibrationConfig.ts';
export * from './buildLines.ts';
export * from './lineElement.ts';
