/**
 * The costing lines of a saved move-out (accounts-costing §2-§4): one line per element or
 * sub-element marked to quote, with its pre-quote's action and measure, priced from the calibration
 * cascade (lookup order of §4) when the line found has a unit cost, else with the pre-quote's typed
 * cost. The wear starts at the grid's suggestion for the element's family over the years between
 * entry and exit (a hint the agent may override); a cleaning has no wear. The before description is
 * the element's state in the entry report, the after one its state at exit.
 */
import type { Entry, LocalReport, Rate } from '../report/model.ts';
import { automaticCost } from './automaticCost.ts';
import { effectiveTaxRate, effectiveUnitCost, type CalibrationElement } from './calibration.ts';
import { findCalibration } from './calibrationLookup.ts';
import type { CostingLine } from './lines.ts';
import { preQuoteNature } from './preQuoteNature.ts';
import { wearFamilyOf } from './wearFamilies.ts';
import { suggestWear } from './wearGrid.ts';

/** VAT of a line whose calibration sets none: the standard rate. */
const DEFAULT_COSTING_TAX_RATE = 2000;

export interface CostingLineDraft extends Omit<CostingLine, 'id'> {
  /** Where the element is in the document ('module/entry' or 'module/entry/sub'). */
  elementPath: string;
  /** The calibration's unit cost the automatic cost uses; null when none. */
  unitCost: number | null;
  /** The wear grid's suggestion the line starts with (0 for a cleaning or without an entry date). */
  suggestedWear: number;
}

function describe(rate: Rate | null | undefined): string | null {
  if (!rate) return null;
  const parts = [rate.condition, rate.state, rate.cleaning, rate.other].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' - ') : null;
}

interface Quoted {
  path: string;
  module: string;
  parent: string;
  name: string;
  rate: Rate;
  elementName: string;
}

function quoted(report: LocalReport): Quoted[] {
  const found: Quoted[] = [];
  for (const module of report.edl) {
    for (const entry of module.entry) {
      if (entry.rate?.toQuote) {
        const path = `${module.id}/${entry.id}`;
        found.push({
          path,
          module: module.name,
          parent: module.name,
          name: entry.name,
          rate: entry.rate,
          elementName: entry.name,
        });
      }
      for (const sub of entry.content ?? []) {
        if (!sub.rate?.toQuote) continue;
        const path = `${module.id}/${entry.id}/${sub.id}`;
        found.push({
          path,
          module: module.name,
          parent: entry.name,
          name: sub.name,
          rate: sub.rate,
          elementName: entry.name,
        });
      }
    }
  }
  return found;
}

/** The same element in the entry report, matched by module, entry and sub-entry names. */
function entryRate(entryReport: LocalReport | null, item: Quoted): Rate | null {
  if (!entryReport) return null;
  const module = entryReport.edl.find((candidate) => candidate.name === item.module);
  const findEntry = (name: string): Entry | undefined => module?.entry.find((entry) => entry.name === name);
  if (item.parent === item.module) return findEntry(item.name)?.rate ?? null;
  return findEntry(item.parent)?.content?.find((sub) => sub.name === item.name)?.rate ?? null;
}

/** The date the wear counts from: the entry report's, else the entry date typed on the move-out. */
function entryDateOf(exit: LocalReport, entryReport: LocalReport | null): number | string | null {
  if (entryReport) return entryReport.date;
  return exit.entryDate ?? null;
}

export function buildCostingLines(
  exit: LocalReport,
  calibration: readonly CalibrationElement[],
  entryReport: LocalReport | null = null,
): CostingLineDraft[] {
  const entryDate = entryDateOf(exit, entryReport);
  return quoted(exit).map((item) => {
    const preQuote = item.rate.preQuote ?? null;
    const action = preQuote?.action ?? null;
    const type = preQuoteNature(item.name, item.parent === item.module ? undefined : item.parent);
    const nature = type === 'coating' ? (typeof item.rate.type === 'string' ? item.rate.type : null) : null;
    const found = findCalibration(calibration, { element: item.elementName, nature, action });
    const unitCost = found ? effectiveUnitCost(found) : null;
    const family = wearFamilyOf(item.elementName, item.rate.type);
    const wear =
      action === 'clean' || entryDate === null ? 0 : suggestWear({ family, entryDate, exitDate: exit.date });
    const measure = preQuote?.measure ?? null;
    const cost =
      unitCost !== null && measure !== null
        ? automaticCost({ measure, unitCost, wear })
        : (preQuote?.cost ?? null);
    return {
      elementPath: item.path,
      name: `${item.parent} > ${item.name}`,
      module: item.module,
      enabled: true,
      action,
      task: null,
      measure,
      nature,
      wear,
      cost,
      taxRate: (found ? effectiveTaxRate(found) : null) ?? DEFAULT_COSTING_TAX_RATE,
      beforeDescription: describe(entryRate(entryReport, item)),
      afterDescription: describe(item.rate),
      unitCost,
      suggestedWear: wear,
    };
  });
}
