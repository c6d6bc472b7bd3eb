/**
 * What the agent typed in a new report's form, kept on the device until the report is created, so
 * that a reload or a closed tab in the middle of the form loses nothing.
 */
import { ReportInfoSchema, type ReportInfo } from '@constat/domain';
import type { ReportOwner } from '../../storage/localReports.ts';

const key = (owner: ReportOwner, kind: string) => `newReportDraft:${owner.userId}:${owner.profileId}:${kind}`;

export function readDraft(owner: ReportOwner, kind: string): ReportInfo | null {
  const raw = localStorage.getItem(key(owner, kind));
  if (raw === null) return null;
  try {
    const parsed = ReportInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(owner: ReportOwner, kind: string, info: ReportInfo): void {
  try {
    localStorage.setItem(key(owner, kind), JSON.stringify(info));
  } catch {
    // A full localStorage only loses the draft's safety net; the form itself keeps working.
  }
}

export function clearDraft(owner: ReportOwner, kind: string): void {
  localStorage.removeItem(key(owner, kind));
}
