/**
 * Step-by-step inspection order (inspection-core §2 "Self-service tenant flow"): module, entry,
 * sub-entry in display order, skipping 'Photos' entries (their photos are taken in the photo step of
 * the elements), then the general comment. An entry with sub-entries is rated through them, one step
 * each; an entry without is one step. 'Previous' walks back and, from the comment, leaves it first.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import type { Module } from '../report/model.ts';
import type { SelfServiceCursor, SelfServiceState } from './model.ts';

/** Every inspection step of a tree, in order. */
export function selfServiceSteps(edl: readonly Module[]): SelfServiceCursor[] {
  return edl.flatMap((m) =>
    m.entry
      .filter((e) => !isPhotosEntry(e.name))
      .flatMap((e): SelfServiceCursor[] =>
        e.content?.length
          ? e.content.map((s) => ({ module: m.id, entry: e.id, subEntry: s.id }))
          : [{ module: m.id, entry: e.id, subEntry: null }],
      ),
  );
}

function indexOf(steps: readonly SelfServiceCursor[], cursor: SelfServiceCursor | null): number {
  if (!cursor) return -1;
  return steps.findIndex(
    (s) => s.module === cursor.module && s.entry === cursor.entry && s.subEntry === cursor.subEntry,
  );
}

/** 'Valider': the next element, or the general comment after the last one. */
export function nextSelfServiceStep(edl: readonly Module[], state: SelfServiceState): SelfServiceState {
  if (state.comment) return state;
  const steps = selfServiceSteps(edl);
  const next = steps[indexOf(steps, state.current) + 1];
  return next ? { ...state, current: next } : { ...state, comment: true };
}

/** 'Previous': the element before; from the comment, back to the last element. At the first, unchanged. */
export function previousSelfServiceStep(edl: readonly Module[], state: SelfServiceState): SelfServiceState {
  const steps = selfServiceSteps(edl);
  if (state.comment) return { ...state, comment: false, current: steps.at(-1) ?? state.current };
  const previous = steps[indexOf(steps, state.current) - 1];
  return previous ? { ...state, current: previous } : state;
}

/** Position for a progress bar: 1-based step number and the step count (comment included). */
export function selfServiceProgress(
  edl: readonly Module[],
  state: SelfServiceState,
): { step: number; total: number } {
  const steps = selfServiceSteps(edl);
  const total = steps.length + 1;
  if (state.comment) return { step: total, total };
  return { step: Math.max(indexOf(steps, state.current), 0) + 1, total };
}
