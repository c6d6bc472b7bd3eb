/**
 * Exit comparison (inspection-core §2 'Exit comparison'): the move-out report beside the entry report
 * it was duplicated from, module by module, entry by entry and sub-entry by sub-entry. Elements are
 * paired by name in order of appearance (ids are reassigned on duplication), so a room added on the
 * move-out shows with an empty entry side and a removed one with an empty exit side.
 */
import type { LocalReport, Module, Rate } from './model.ts';

export interface ComparedElement {
  name: string;
  entrant: Rate | null;
  sortant: Rate | null;
  content: ComparedElement[];
}

export interface ComparedModule {
  name: string;
  entries: ComparedElement[];
}

export interface ReportComparison {
  modules: ComparedModule[];
  comment: { entrant: string; sortant: string };
}

interface Named {
  name: string;
}

/** Pairs two lists by name, the n-th element of a name with the n-th of the same name on the other side. */
function pairByName<T extends Named>(left: readonly T[], right: readonly T[]): [T | null, T | null][] {
  const remaining = [...right];
  const pairs: [T | null, T | null][] = left.map((item) => {
    const at = remaining.findIndex((other) => other.name === item.name);
    return [item, at === -1 ? null : (remaining.splice(at, 1)[0] ?? null)];
  });
  return [...pairs, ...remaining.map((item): [T | null, T | null] => [null, item])];
}

interface RatedNode extends Named {
  rate: Rate | null;
  content?: readonly RatedNode[];
}

function compareNodes(left: readonly RatedNode[], right: readonly RatedNode[]): ComparedElement[] {
  return pairByName(left, right).map(([entrant, sortant]) => ({
    name: (entrant ?? sortant)?.name ?? '',
    entrant: entrant?.rate ?? null,
    sortant: sortant?.rate ?? null,
    content: compareNodes(entrant?.content ?? [], sortant?.content ?? []),
  }));
}

export function compareReports(
  entry: Pick<LocalReport, 'edl' | 'comment'>,
  exit: Pick<LocalReport, 'edl' | 'comment'>,
): ReportComparison {
  const modules = pairByName<Module>(entry.edl, exit.edl).map(([entrant, sortant]) => ({
    name: (entrant ?? sortant)?.name ?? '',
    entries: compareNodes(entrant?.entry ?? [], sortant?.entry ?? []),
  }));
  return { modules, comment: { entrant: entry.comment ?? '', sortant: exit.comment ?? '' } };
}

export type ComparisonSkipReason = 'no-entry' | 'local-only' | 'offline' | 'not-found' | 'unknown';

/**
 * Why the comparison cannot be shown (§8): no entry report at all (a manual convention on a move-out
 * not made from a move-in, `fromEntry` false), no server id for the entry report, offline, or the
 * server's error code 'not-found'; any other failure gives the message without a reason.
 */
export function comparisonSkipReason(input: {
  entryId: number | string | null | undefined;
  online: boolean;
  errorCode?: string | null;
  /** The move-out was duplicated from a move-in (duplicateFromEdlIO 'Entrant'). */
  fromEntry?: boolean;
}): ComparisonSkipReason | null {
  if (input.fromEntry === false) return 'no-entry';
  if (input.entryId === null || input.entryId === undefined || input.entryId === '') return 'local-only';
  if (!input.online) return 'offline';
  if (input.errorCode === undefined) return null;
  return input.errorCode === 'not-found' ? 'not-found' : 'unknown';
}
