/**
 * What a saved costing line prices. A line is named 'Module > Entry' for an entry and
 * 'Entry > Sub-entry' for a sub-entry (buildLines.ts), so its name and module say which element it
 * is, and from there its nature follows the pre-quote's rule (preQuoteNature): a wall, floor or
 * ceiling is a coating measured in m² whatever its material, even when no material was chosen. The
 * costing screen, the server's repricing and the documents read a line through these two functions,
 * never through whether a material happens to be set.
 */
import type { CalibrationElementType } from './calibration.ts';
import type { CostingLine } from './lines.ts';
import { preQuoteNature } from './preQuoteNature.ts';

export interface CostingLineElement {
  /** The entry or sub-entry the line is about. */
  name: string;
  /** The entry a sub-entry belongs to; undefined for an entry. */
  parentName: string | undefined;
  /** The element its calibration is looked up by: the entry (a sub-entry is priced as its entry). */
  calibrationElement: string;
}

type NamedLine = Pick<CostingLine, 'name' | 'module'>;

export function costingLineElement(line: NamedLine): CostingLineElement {
  const separator = line.name.indexOf(' > ');
  if (separator < 0) return { name: line.name, parentName: undefined, calibrationElement: line.name };
  const parent = line.name.slice(0, separator);
  const name = line.name.slice(separator + 3);
  if (parent === line.module) return { name, parentName: undefined, calibrationElement: name };
  return { name, parentName: parent, calibrationElement: parent };
}

/** 'coating' (m², €/m²) or 'equipment' (units, €) for a costing line. */
export function costingLineType(line: NamedLine): CalibrationElementType {
  const { name, parentName } = costingLineElement(line);
  return preQuoteNature(name, parentName);
}
