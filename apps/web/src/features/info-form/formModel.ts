/**
 * How the info form edits a ReportInfo: a field is named by its path ('bien.addr', 'renter2.name',
 * 'entryDate'), and the domain's messages are shown in the interface language.
 */
import {
  REQUIRED_INPUT_MESSAGE,
  REQUIRED_SELECT_MESSAGE,
  type ReportInfo,
  type ReportInfoErrors,
} from '@constat/domain';
import type { TFunction } from 'i18next';

/** A copy of `info` with one field (one or two levels deep) set. */
export function withField(info: ReportInfo, path: string, value: unknown): ReportInfo {
  const [head, field] = path.split('.') as [string, string | undefined];
  const record = info as unknown as Record<string, unknown>;
  if (field === undefined) return { ...info, [head]: value } as ReportInfo;
  const parent = (record[head] ?? {}) as Record<string, unknown>;
  return { ...info, [head]: { ...parent, [field]: value } } as ReportInfo;
}

export type ErrorText = (path: string) => string | null;

/** The error under a field, translated, or null (none, or errors not revealed yet). */
export function errorTexts(errors: ReportInfoErrors | null, t: TFunction<'capture'>): ErrorText {
  return (path) => {
    const message = errors?.[path];
    if (message === undefined) return null;
    if (message === REQUIRED_SELECT_MESSAGE) return t('form.requiredSelect');
    if (message === REQUIRED_INPUT_MESSAGE) return t('form.requiredInput');
    return message;
  };
}
