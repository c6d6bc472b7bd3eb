/**
 * The tenant's inspection by room (docs/ARCHITECTURE.md "Beyond the specification"): the spec's order and
 * rules stay (steps.ts, photoStep.ts), and where nothing changed the tenant moves a room at a time. 'Tout est
 * conforme dans cette pièce' validates the rest of the room as it is: each element left is marked visited
 * (opened, inspection-core §4) and the flow goes to the next room's first element, or the general comment. No
 * photo is asked, as for any unchanged rate; a room where the tenant changed an element still left
 * goes element by element, so a changed rate's mandatory photo is never skipped.
 */
import type { Module, Rate } from '../report/model.ts';
import { markVisited } from '../report/opened.ts';
import { contextOf, type ElementPath } from '../report/paths.ts';
import type { SelfServiceCursor, SelfServiceState } from './model.ts';
import { rateChanged } from './photoStep.ts';
import { selfServiceSteps } from './steps.ts';

/** The element path of a step. */
export function pathOfStep(step: SelfServiceCursor): ElementPath {
  return {
    moduleId: step.module,
    entryId: step.entry,
    ...(step.subEntry !== null ? { subEntryId: step.subEntry } : {}),
  };
}

const sameStep = (a: SelfServiceCursor, b: SelfServiceCursor) =>
  a.module === b.module && a.entry === b.entry && a.subEntry === b.subEntry;

/** The rooms that have steps, in order (a room with nothing to rate is not one of the flow's rooms). */
function roomsOf(edl: readonly Module[]): number[] {
  return [...new Set(selfServiceSteps(edl).map((step) => step.module))];
}

/**
 * Position for the progress bar by room ('Pièce 3 sur 9'): the current element's room, 1-based; at
 * the general comment, every room is done (room = rooms).
 */
export function selfServiceRoomProgress(
  edl: readonly Module[],
  state: SelfServiceState,
): { room: number; rooms: number } {
  const rooms = roomsOf(edl);
  if (state.comment || !state.current) return { room: rooms.length, rooms: rooms.length };
  const current = state.current;
  return { room: Math.max(rooms.indexOf(current.module), 0) + 1, rooms: rooms.length };
}

/** Every step of the current element's room, in order. */
export function roomSteps(edl: readonly Module[], cursor: SelfServiceCursor): SelfServiceCursor[] {
  return selfServiceSteps(edl).filter((step) => step.module === cursor.module);
}

/** The steps of the room from the current element (included) to its end. */
export function restOfRoom(edl: readonly Module[], cursor: SelfServiceCursor): SelfServiceCursor[] {
  const steps = roomSteps(edl, cursor);
  const at = steps.findIndex((step) => sameStep(step, cursor));
  return at < 0 ? [] : steps.slice(at);
}

/**
 * Whether the rest of the room is as the tenant received it: every element left has the rate it came
 * with (`baseRate`, by element context), so validating it as is needs no photo.
 */
export function restOfRoomUnchanged(
  edl: readonly Module[],
  cursor: SelfServiceCursor,
  currentRate: (path: ElementPath) => Rate | null,
  baseRate: (context: string) => Rate | null,
): boolean {
  return restOfRoom(edl, cursor).every((step) => {
    const path = pathOfStep(step);
    return !rateChanged(baseRate(contextOf(path)), currentRate(path));
  });
}

/** 'Tout est conforme dans cette pièce' on the report: the rest of the room visited (opened). */
export function validateRestOfRoom<R extends { edl: Module[] }>(report: R, cursor: SelfServiceCursor): R {
  return restOfRoom(report.edl, cursor).reduce((out, step) => markVisited(out, pathOfStep(step)), report);
}

/** 'Tout est conforme dans cette pièce' on the progress: the next room's first element, or the comment. */
export function nextRoomStep(edl: readonly Module[], state: SelfServiceState): SelfServiceState {
  if (state.comment || !state.current) return state;
  const room = state.current.module;
  const steps = selfServiceSteps(edl);
  const at = steps.findIndex((step) => state.current !== null && sameStep(step, state.current));
  const next = steps.slice(at + 1).find((step) => step.module !== room);
  return next ? { ...state, current: next } : { ...state, comment: true };
}
