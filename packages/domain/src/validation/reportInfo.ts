/**
 * Validation of the info form (inspection-core §5), shared by the app (errors under each field,
 * disabled create button) and the server (refusing an upload: apps/server/src/modules/reports/
 * integrity.ts). The answer maps a field path ('bien.addr', 'renter2.name', ...) to its message;
 * an empty map means valid.
 */
import { MAX_EXTRA_EMAILS, MAX_RENTERS, MIN_RENTERS } from '../constants.ts';
import type { EdlIO, ReportInfo } from '../report/model.ts';
import { RENTER_KEYS } from '../report/modelValues.ts';
import { depositIssue } from '../costing/deposit.ts';
import { isBlank } from '../text.ts';
import {
  ENTRY_DATE_FORMAT_MESSAGE,
  EXTRA_EMAIL_COUNT_MESSAGE,
  RENTER_COUNT_MESSAGE,
  REQUIRED_INPUT_MESSAGE,
  REQUIRED_SELECT_MESSAGE,
} from './messages.ts';

export type ReportInfoErrors = Record<string, string>;

export interface ReportInfoValidationOptions {
  edlIO: EdlIO;
  /** The tenant's own info form in self-service: only the renter's name is required. */
  selfService?: boolean;
}

const REQUIRED_SELECTS = ['genre', 'typeLogement'] as const;
const REQUIRED_INPUTS = ['mandataire', 'addr', 'codePostal', 'ville', 'etage', 'numAppart'] as const;
/** Stored as 'oui' or 'non'; etatReinit is optional and checked only when present. */
const TOGGLES = ['meuble', 'presenceCave', 'presenceParking', 'presenceGrenier'] as const;

function isOuiNon(value: unknown): boolean {
  return value === 'oui' || value === 'non';
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** 'yyyy-MM-dd' naming a day that exists: '2024-02-29' is one, '2024-13-45' and '2024-02-30' are not. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function validateReportInfo(info: ReportInfo, options: ReportInfoValidationOptions): ReportInfoErrors {
  const errors: ReportInfoErrors = {};
  if (isBlank(info.renter?.name)) errors['renter.name'] = REQUIRED_INPUT_MESSAGE;
  if (options.selfService) return errors;

  const { bien } = info;
  for (const field of REQUIRED_SELECTS)
    if (isBlank(bien[field])) errors[`bien.${field}`] = REQUIRED_SELECT_MESSAGE;
  for (const field of REQUIRED_INPUTS)
    if (isBlank(bien[field])) errors[`bien.${field}`] = REQUIRED_INPUT_MESSAGE;
  for (const field of TOGGLES) if (!isOuiNon(bien[field])) errors[`bien.${field}`] = REQUIRED_SELECT_MESSAGE;
  if (bien.etatReinit != null && !isOuiNon(bien.etatReinit))
    errors['bien.etatReinit'] = REQUIRED_SELECT_MESSAGE;

  if (!inRange(info.nbRenters, MIN_RENTERS, MAX_RENTERS)) errors['nbRenters'] = RENTER_COUNT_MESSAGE;
  const shown = Math.min(Math.max(info.nbRenters, MIN_RENTERS), MAX_RENTERS);
  for (const key of RENTER_KEYS.slice(1, shown)) {
    if (isBlank(info[key]?.name)) errors[`${key}.name`] = REQUIRED_INPUT_MESSAGE;
  }
  if (!inRange(info.nbExtraEmails, 0, MAX_EXTRA_EMAILS)) errors['nbExtraEmails'] = EXTRA_EMAIL_COUNT_MESSAGE;

  if (options.edlIO === 'Sortant' && !isBlank(info.entryDate) && !isCalendarDate(info.entryDate ?? '')) {
    errors['entryDate'] = ENTRY_DATE_FORMAT_MESSAGE;
  }
  const deposit = depositIssue(info.depotGarantie, options.edlIO);
  if (deposit !== null) errors['depotGarantie'] = deposit;
  return errors;
}

export function isReportInfoValid(info: ReportInfo, options: ReportInfoValidationOptions): boolean {
  return Object.keys(validateReportInfo(info, options)).length === 0;
}
