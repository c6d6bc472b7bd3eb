/**
 * Duplicating a report (inspection-core §4 "Duplication"): an earlier report, local or saved, starts
 * a new one of the opposite type. The copy keeps the dwelling and the observed tree but nothing that
 * belongs to the source as a document: signatures, server ids, costing, pre-quotes, opened flags.
 * For a remote source the caller fetches it first; this function only transforms. Photo files are the
 * caller's: it copies those `listPhotoRefs(result)` returns (see photos.ts, `mapPhotoRefs`).
 */
import { buildCommonRateInfo } from '../catalogue/index.ts';
import { isBlank, isSet } from '../text.ts';
import { withExitConvention } from './convention.ts';
import type { IdRemap } from './ids.ts';
import { reassignIds, remapContext } from './ids.ts';
import { normaliseLegacyRates } from './legacy.ts';
import type { EdlIO, LocalReport, Module, PhotoRef, Rate, Renter } from './model.ts';
import { clearOpened } from './opened.ts';
import type { RatedElement } from './paths.ts';
import { mapRates } from './paths.ts';
import { RENOVATED_CLEANING, RENOVATED_CONDITION, RENOVATED_STATE } from './renovation.ts';
import { elementFields } from './setup.ts';

export interface DuplicateOptions {
  /** Every cleaning becomes 'Propre'. */
  resetCleaning?: boolean;
  /** Every photo is dropped. */
  resetPhotos?: boolean;
  /** Every non-Neuf condition becomes Très bon état, cleaning Propre, working state Fonctionne, observations cleared. */
  resetRenovation?: boolean;
  /** Walls, ceilings, plinths, doors and similar painted surfaces become Très bon état. */
  resetPainting?: boolean;
  /** Every condition becomes this état, and the property is marked `etatReinit: 'oui'`. */
  resetEtat?: string | null;
  /** Creation time of the new report (ms). Defaults to Date.now(). */
  now?: number;
  /** The new report's type; by default the opposite of the source's. */
  edlIO?: EdlIO;
}

export const oppositeEdlIO = (edlIO: EdlIO): EdlIO => (edlIO === 'Entrant' ? 'Sortant' : 'Entrant');

/** Painted surfaces for the painting reset: the element name or its parent's starts with one of these. */
const PAINTED =
  /^(murs?|plafonds?|plinthes?|portes?|boiseries?|encadrements?|huisseries?|cloisons?|menuiseries?)(?![-\p{L}])/iu;

export function isPaintedElement(name: string, parentName?: string): boolean {
  return PAINTED.test(name.trim()) || (parentName !== undefined && PAINTED.test(parentName.trim()));
}

/** The element has `field` (it is one of its rate fields, or already holds a value). */
function has(rate: Rate, at: RatedElement, field: string): boolean {
  return isSet(rate[field]) || elementFields(at.element, at.parent).includes(field);
}

function cleanRate(rate: Rate | null, remap: IdRemap): Rate | null {
  if (!rate) return rate;
  const { costingId: _costing, opened: _opened, toQuote: _toQuote, preQuote: _preQuote, ...out } = rate;
  if (!out.photo) return out;
  return {
    ...out,
    photo: out.photo.map((p): PhotoRef => {
      if (p._context === undefined) return p;
      const { _context, ...rest } = p;
      const context = remapContext(_context, remap);
      return context === undefined ? rest : { ...rest, _context: context };
    }),
  };
}

function applyOptions(rate: Rate | null, at: RatedElement, options: DuplicateOptions): Rate | null {
  if (!rate) return rate;
  const out: Rate = { ...rate };
  if (options.resetPhotos && out.photo) out.photo = [];
  if ((options.resetCleaning || options.resetRenovation) && has(out, at, 'cleaning'))
    out.cleaning = RENOVATED_CLEANING;
  if (options.resetRenovation) {
    if (has(out, at, 'condition') && out.condition !== 'Neuf') out.condition = RENOVATED_CONDITION;
    if (isSet(out.state)) out.state = RENOVATED_STATE;
    if (isSet(out.other)) out.other = '';
  }
  const parentName = at.parent?.name;
  if (options.resetPainting && has(out, at, 'condition') && isPaintedElement(at.element.name, parentName)) {
    out.condition = RENOVATED_CONDITION;
  }
  if (options.resetEtat && has(out, at, 'condition')) out.condition = options.resetEtat;
  return out;
}

/** The tree of the copy: cleaned, legacy names normalised, ids 1..n with photo contexts following. */
function duplicateTree(edl: readonly Module[], options: DuplicateOptions = {}): Module[] {
  const { edl: renumbered, remap } = reassignIds(normaliseLegacyRates(edl));
  const cleaned = mapRates(clearOpened(renumbered), (rate) => cleanRate(rate, remap));
  return mapRates(cleaned, (rate, at) => applyOptions(rate, at, options));
}

const CLEARED_RENTER: Renter = {
  name: null,
  email: null,
  tel: null,
  represented: false,
  sortantAddr: null,
  sortantCodePostal: null,
  sortantVille: null,
};

/** Drops what only a move-out's tenants had: their names and contacts, co-tenants, extra emails, garant. */
export function clearExitRenters(report: LocalReport): LocalReport {
  const {
    renter2: _r2,
    renter3: _r3,
    renter4: _r4,
    renter5: _r5,
    extraEmail: _e1,
    extraEmail2: _e2,
    extraEmail3: _e3,
    garant: _garant,
    ...rest
  } = report;
  return { ...rest, renter: { ...report.renter, ...CLEARED_RENTER }, nbRenters: 1, nbExtraEmails: 0 };
}

/** The calendar date (yyyy-MM-dd) of a timestamp, in the device's time zone (where the report is made). */
export function calendarDate(timestamp: number): string {
  const date = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The entry date of the new report: only a move-out has one. It keeps the source's when set; a
 * move-out made from a move-in report otherwise takes that report's date, since the move-in is the
 * entry it will be compared to.
 */
function entryDateOf(source: LocalReport, edlIO: EdlIO): string | null | undefined {
  if (edlIO !== 'Sortant') return undefined;
  if (!isBlank(source.entryDate)) return source.entryDate;
  return source.edlIO === 'Entrant' ? calendarDate(source.date) : source.entryDate;
}

/**
 * A new report from `source`: every step of inspection-core §4 "Duplication" (see DuplicateOptions).
 * What belongs to the source as a document is dropped: signatures, server id and sync date, the
 * manual exit convention, the missing-photo count, the convention flag (set again by the copy's own
 * rule, convention.ts), the partner platform case (platformCaseId) and its shared-tenancy flag
 * (isCaseColloc), the general comment (it tells of the source's visit, not of the new one) and the
 * move-out's deposit (the new report's is typed on its own info form).
 */
export function duplicateReport(source: LocalReport, options: DuplicateOptions = {}): LocalReport {
  const now = options.now ?? Date.now();
  const edlIO = options.edlIO ?? oppositeEdlIO(source.edlIO);
  const {
    signatures: _signatures,
    id: _id,
    syncDate: _syncDate,
    conventionSortieManuelle: _manual,
    missingPhotosOnDuplicationCount: _missing,
    hasConvention: _convention,
    platformCaseId: _case,
    isCaseColloc: _colloc,
    entryDate: _entryDate,
    depotGarantie: _deposit,
    comment: _comment,
    ...kept
  } = source;
  const entryDate = entryDateOf(source, edlIO);
  let report: LocalReport = {
    ...kept,
    ...(entryDate !== undefined ? { entryDate } : {}),
    localId: now,
    date: now,
    edlIO,
    open: true,
    locale: 'fr',
    duplicateFromEdlID: source.id ?? null,
    duplicateFromEdlIO: source.edlIO,
    commonRateInfo: buildCommonRateInfo(),
    edl: duplicateTree(source.edl, options),
  };
  if (source.edlIO === 'Sortant') report = clearExitRenters(report);
  if (options.resetEtat)
    report = { ...report, bien: { ...report.bien, etat: options.resetEtat, etatReinit: 'oui' } };
  return withExitConvention(report);
}

/**
 * The etat reset toggle is offered only once the user changed the property's état on the duplicate's
 * form (§4: it resets every condition to that new état).
 */
export function offersEtatReset(
  sourceEtat: string | null | undefined,
  formEtat: string | null | undefined,
): boolean {
  return !isBlank(formEtat) && (formEtat ?? null) !== (sourceEtat ?? null);
}

/**
 * The duplicate as created from its form: `draft` (duplicateReport without options, then edited on the
 * form) keeps the form's fields; the tree is rebuilt from `source` (photos already moved to the device)
 * with the chosen options.
 */
export function finishDuplicate(
  draft: LocalReport,
  source: LocalReport,
  options: Omit<DuplicateOptions, 'now' | 'edlIO'>,
): LocalReport {
  const edl = duplicateTree(source.edl, options);
  const done = withExitConvention({ ...draft, edl });
  if (!options.resetEtat) return done;
  return { ...done, bien: { ...done.bien, etat: options.resetEtat, etatReinit: 'oui' } };
}
