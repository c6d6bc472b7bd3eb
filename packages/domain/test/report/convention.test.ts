import { describe, expect, it } from 'vitest';
import type { LocalReport } from '../../src/index.ts';
import {
  duplicateReport,
  finishDuplicate,
  hasExitConvention,
  setManualConvention,
  submitDestination,
  withExitConvention,
} from '../../src/index.ts';
import { NOW, newReport } from './fixtures.ts';

const LATER = NOW + 86_400_000;
const savedEntry = (): LocalReport => ({ ...newReport(), id: 41, open: false });
const bareExit = (): LocalReport => newReport({}, 'Sortant');

describe('hasExitConvention: when a report has an exit agreement', () => {
  it('a move-out duplicated from a saved move-in has one', () => {
    const exit = duplicateReport(savedEntry(), { now: LATER });
    expect(exit).toMatchObject({ edlIO: 'Sortant', duplicateFromEdlID: 41, duplicateFromEdlIO: 'Entrant' });
    expect(hasExitConvention(exit)).toBe(true);
  });

  it('a move-out duplicated from a move-in still on the device only has one (its comparison says local only)', () => {
    const exit = duplicateReport(newReport(), { now: LATER });
    expect(exit.duplicateFromEdlID).toBeNull();
    expect(hasExitConvention(exit)).toBe(true);
  });

  it("any move-out with 'Convention de sortie manuelle' on has one", () => {
    expect(hasExitConvention({ ...bareExit(), conventionSortieManuelle: true })).toBe(true);
    const fromExit = duplicateReport({ ...bareExit(), id: 7 }, { now: LATER, edlIO: 'Sortant' });
    expect(hasExitConvention({ ...fromExit, conventionSortieManuelle: true })).toBe(true);
  });

  it('a move-out without entry report and without the toggle has none', () => {
    expect(hasExitConvention(bareExit())).toBe(false);
    expect(hasExitConvention({ ...bareExit(), conventionSortieManuelle: false })).toBe(false);
  });

  it('a move-out made from another move-out has none unless the toggle is on', () => {
    const fromExit = duplicateReport({ ...bareExit(), id: 7 }, { now: LATER, edlIO: 'Sortant' });
    expect(fromExit.duplicateFromEdlIO).toBe('Sortant');
    expect(hasExitConvention(fromExit)).toBe(false);
  });

  it('a move-in never has one, whatever its flags', () => {
    const entry: LocalReport = {
      ...duplicateReport({ ...bareExit(), id: 7 }, { now: LATER }),
      conventionSortieManuelle: true,
      duplicateFromEdlIO: 'Entrant',
      hasConvention: true,
    };
    expect(entry.edlIO).toBe('Entrant');
    expect(hasExitConvention(entry)).toBe(false);
  });

  it('ignores a stale flag: the rule decides, not hasConvention', () => {
    const stale: LocalReport = { ...bareExit(), hasConvention: true };
    expect(hasExitConvention(stale)).toBe(false);
  });
});

describe('the flag written down where the report changes', () => {
  it('duplication sets hasConvention by the rule', () => {
    expect(duplicateReport(savedEntry(), { now: LATER }).hasConvention).toBe(true);
    const source = { ...bareExit(), id: 9, conventionSortieManuelle: true, hasConvention: true };
    expect(duplicateReport(source, { now: LATER }).hasConvention).toBe(false);
  });

  it('the manual toggle sets both the toggle and the flag, on and off', () => {
    const on = setManualConvention(bareExit(), true);
    expect(on).toMatchObject({ conventionSortieManuelle: true, hasConvention: true });
    expect(setManualConvention(on, false)).toMatchObject({
      conventionSortieManuelle: false,
      hasConvention: false,
    });
    // Off on a move-out duplicated from a move-in: the entry still gives it one.
    const duplicated = duplicateReport(savedEntry(), { now: LATER });
    expect(setManualConvention(duplicated, false).hasConvention).toBe(true);
  });

  it('finishing a duplicate whose form switched the toggle keeps the flag in step', () => {
    const source = { ...bareExit(), id: 9 };
    const draft = setManualConvention(duplicateReport(source, { now: LATER, edlIO: 'Sortant' }), true);
    expect(finishDuplicate(draft, source, {}).hasConvention).toBe(true);
    const stale = {
      ...duplicateReport(source, { now: LATER, edlIO: 'Sortant' }),
      conventionSortieManuelle: true,
    };
    expect(finishDuplicate(stale, source, {}).hasConvention).toBe(true);
  });

  it('withExitConvention corrects a stale flag', () => {
    expect(withExitConvention({ ...bareExit(), hasConvention: true }).hasConvention).toBe(false);
  });
});

describe('submitDestination follows the rule', () => {
  it('the exit comparison for a move-out with a convention, the recap otherwise', () => {
    expect(submitDestination(duplicateReport(savedEntry(), { now: LATER }))).toBe('recapConvention');
    expect(submitDestination({ ...bareExit(), conventionSortieManuelle: true })).toBe('recapConvention');
    // A report stored before the flag existed: the rule still routes it.
    const { hasConvention: _flag, ...old } = duplicateReport(savedEntry(), { now: LATER });
    expect(submitDestination(old)).toBe('recapConvention');
    expect(submitDestination(bareExit())).toBe('recap');
    expect(submitDestination(newReport())).toBe('recap');
  });
});
