/**
 * Edits of the rate panel (inspection-core §2 "Rate panel", §3, §4), each a pure change of the report:
 *   - a rate field's value; in a module holding keys the computed totals follow at once, and a
 *     computed (read-only) element is never written by hand;
 *   - the choice list of a field, extended with a custom value through the spec's prompt: the shared
 *     lists (condition, state, cleaning, colour, meter type) live in the report's commonRateInfo, the
 *     material lists (`type`, user-defined `typeCustom*`) in the entry's rateVariables, per sub-entry;
 *   - the tenant's-charge toggle (toQuote) and the pre-quote under it;
 *   - the general comment and the report's locale.
 */
import {
  addCustomChoice,
  buildCommonRateInfo,
  isKeyHandoverEntry,
  isKeyTotalEntry,
  rateVariableKey,
} from '../catalogue/index.ts';
import { setToQuote } from '../costing/preQuote.ts';
import { isReadOnlyElement, withKeyTotals } from './keys.ts';
import type { Entry, Locale, LocalReport, PreQuote, RateFieldInfo } from './model.ts';
import { copyBaseName } from './names.ts';
import type { ElementPath } from './paths.ts';
import { elementAt, entryAt, updateEntry, updateModule, updateRate } from './paths.ts';
import { isCustomTypeField } from './rateFields.ts';

type RateValue = string | number | null;

/** Recomputes the key totals of a module that holds keys (a total or a handover); others are returned as is. */
export function withReportKeyTotals(report: LocalReport, moduleId: number): LocalReport {
  const module = report.edl.find((m) => m.id === moduleId);
  const holdsKeys = module?.entry.some((e) => isKeyTotalEntry(e.name) || isKeyHandoverEntry(e.name));
  return holdsKeys ? updateModule(report, moduleId, withKeyTotals) : report;
}

/** Sets one field of the rate at `path`; a computed element is left alone (see the header). */
export function setRateField(
  report: LocalReport,
  path: ElementPath,
  field: string,
  value: RateValue,
): LocalReport {
  const element = elementAt(report, path);
  if (!element || path.entryId === undefined || isReadOnlyElement(element)) return report;
  if ('rate' in element && element.rate?.[field] === value) return report;
  const next = updateRate(report, path, (rate) => ({ ...(rate ?? {}), [field]: value }));
  return withReportKeyTotals(next, path.moduleId);
}

/** The kind of input a field uses: a choice list, a text or a number. */
export function rateFieldKind(
  report: Pick<LocalReport, 'commonRateInfo'>,
  field: string,
): RateFieldInfo['kind'] {
  if (isCustomTypeField(field)) return 'select';
  const shared =
    report.commonRateInfo?.[field] ?? (buildCommonRateInfo() as Record<string, RateFieldInfo>)[field];
  return shared?.kind ?? 'text';
}

/** Where the material choices of an element live in its entry's rateVariables. */
function variableKeys(path: ElementPath, entry: Entry, field: string): string[] {
  if (path.subEntryId === undefined) return [rateVariableKey(field)];
  const name = entry.content?.find((s) => s.id === path.subEntryId)?.name ?? '';
  // A copy ('Ouvrant 2') offers the materials of its original.
  return [...new Set([rateVariableKey(field, name), rateVariableKey(field, copyBaseName(name))])];
}

function isElementList(field: string): boolean {
  return field === 'type' || isCustomTypeField(field);
}

/** The choices a field offers on the element at `path`, custom values included. */
export function choiceOptions(report: LocalReport, path: ElementPath, field: string): string[] {
  if (isElementList(field)) {
    const entry = path.entryId === undefined ? undefined : entryAt(report, path.moduleId, path.entryId);
    if (!entry) return [];
    const found = variableKeys(path, entry, field).find((key) => entry.rateVariables?.[key]);
    return found ? [...(entry.rateVariables?.[found] ?? [])] : [];
  }
  const shared =
    report.commonRateInfo?.[field] ?? (buildCommonRateInfo() as Record<string, RateFieldInfo>)[field];
  return [...(shared?.options ?? [])];
}

/**
 * The spec's custom value ('Entrez votre nouvelle valeur à ajouter pour "{label}" :'): the value is
 * added to the field's choice list (once, whatever its case) and chosen for the element. Empty input
 * changes nothing.
 */
export function addCustomValue(
  report: LocalReport,
  path: ElementPath,
  field: string,
  input: string | null | undefined,
): LocalReport {
  const value = (input ?? '').trim();
  if (value === '' || path.entryId === undefined) return report;
  const options = choiceOptions(report, path, field);
  const extended = addCustomChoice(options, value);
  const chosen = extended.find((o) => o.toLocaleLowerCase('fr') === value.toLocaleLowerCase('fr')) ?? value;
  let next = report;
  if (extended.length !== options.length && isElementList(field)) {
    const entry = entryAt(report, path.moduleId, path.entryId);
    if (!entry) return report;
    const keys = variableKeys(path, entry, field);
    const key = keys.find((k) => entry.rateVariables?.[k]) ?? keys[0] ?? field;
    next = updateEntry(report, path.moduleId, path.entryId, (e) => ({
      ...e,
      rateVariables: { ...(e.rateVariables ?? {}), [key]: extended },
    }));
  } else if (extended.length !== options.length) {
    const common = report.commonRateInfo ?? buildCommonRateInfo();
    const kind = rateFieldKind(report, field);
    next = { ...report, commonRateInfo: { ...common, [field]: { kind, options: extended } } };
  }
  return setRateField(next, path, field, chosen);
}

/** The tenant's-charge toggle (toQuote): on starts an empty pre-quote, off drops it (setToQuote). */
export function setElementToQuote(report: LocalReport, path: ElementPath, on: boolean): LocalReport {
  const element = elementAt(report, path);
  if (!element || path.entryId === undefined || isReadOnlyElement(element)) return report;
  return updateRate(report, path, (rate) => setToQuote(rate ?? {}, on));
}

/** Applies a pre-quote function (preQuote.ts) to the element's pre-quote, when it has one. */
export function updateElementPreQuote(
  report: LocalReport,
  path: ElementPath,
  change: (preQuote: PreQuote) => PreQuote,
): LocalReport {
  const element = elementAt(report, path);
  const current = element && 'rate' in element ? element.rate?.preQuote : null;
  if (!current) return report;
  return updateRate(report, path, (rate) => Object.assign({}, rate, { preQuote: change(current) }));
}

/** The 'Commentaire général'. */
export function setReportComment(report: LocalReport, comment: string): LocalReport {
  return report.comment === comment ? report : { ...report, comment };
}

/** The report's own language (its labels and PDF), independent of the interface language. */
export function setReportLocale(report: LocalReport, locale: Locale): LocalReport {
  return report.locale === locale ? report : { ...report, locale };
}
