import { describe, expect, it } from 'vitest';
import type { ElementPath, Module, Rate, SelfServiceState } from '../../src/index.ts';
import {
  contextOf,
  elementAt,
  initialSelfServiceState,
  nextRoomStep,
  restOfRoom,
  restOfRoomUnchanged,
  selfServiceRoomProgress,
  validateRestOfRoom,
} from '../../src/index.ts';

// Entrée (Photos, Murs, Fenêtre › Vitre, Poignée), Vide (nothing to rate), Clés (Porte palière).
const edl: Module[] = [
  {
    id: 1,
    name: 'Entrée',
    opened: false,
    entry: [
      { id: 1, name: 'Photos', opened: false, rate: { photo: [] } },
      { id: 2, name: 'Murs', opened: false, rate: { condition: 'Bon état' } },
      {
        id: 3,
        name: 'Fenêtre',
        opened: false,
        rate: null,
        content: [
          { id: 1, name: 'Vitre', opened: false, rate: { condition: 'Neuf' } },
          { id: 2, name: 'Poignée', opened: false, rate: null },
        ],
      },
    ],
  },
  { id: 3, name: 'Vide', opened: false, entry: [{ id: 1, name: 'Photos', opened: false, rate: null }] },
  {
    id: 2,
    name: 'Clés',
    opened: false,
    entry: [{ id: 1, name: 'Porte palière', opened: false, rate: { number: 2 } }],
  },
];

const at = (module: number, entry: number, subEntry: number | null = null): SelfServiceState => ({
  ...initialSelfServiceState(),
  id: 1,
  locale: 'fr',
  current: { module, entry, subEntry },
});
const cursor = (module: number, entry: number, subEntry: number | null = null) => ({
  module,
  entry,
  subEntry,
});

/** The tree with the window pane rated 'Mauvais état' by the tenant. */
const withChangedPane = (): Module[] =>
  edl.map((m) =>
    m.id !== 1
      ? m
      : {
          ...m,
          entry: m.entry.map((e) =>
            e.id !== 3
              ? e
              : {
                  ...e,
                  content: (e.content ?? []).map((s) =>
                    s.id === 1 ? { ...s, rate: { condition: 'Mauvais état' } } : s,
                  ),
                },
          ),
        },
  );

const rateIn = (tree: Module[]) => (path: ElementPath) =>
  (elementAt({ edl: tree }, path) as { rate?: Rate | null } | undefined)?.rate ?? null;
const baseByContext: Record<string, Rate | null> = {
  [contextOf({ moduleId: 1, entryId: 2 })]: { condition: 'Bon état' },
  [contextOf({ moduleId: 1, entryId: 3, subEntryId: 1 })]: { condition: 'Neuf' },
};

describe('the inspection by room', () => {
  it("counts the rooms that have something to rate: 'Pièce 1 sur 2', the comment is past the last", () => {
    expect(selfServiceRoomProgress(edl, at(1, 3, 2))).toEqual({ room: 1, rooms: 2 });
    expect(selfServiceRoomProgress(edl, at(2, 1))).toEqual({ room: 2, rooms: 2 });
    expect(selfServiceRoomProgress(edl, { ...at(2, 1), comment: true })).toEqual({ room: 2, rooms: 2 });
  });

  it('the rest of the room is the current element and the ones after it, Photos skipped', () => {
    expect(restOfRoom(edl, cursor(1, 3, 1))).toEqual([
      { module: 1, entry: 3, subEntry: 1 },
      { module: 1, entry: 3, subEntry: 2 },
    ]);
  });

  it("'Tout est conforme' goes to the next room's first element, then to the comment", () => {
    expect(nextRoomStep(edl, at(1, 2)).current).toEqual({ module: 2, entry: 1, subEntry: null });
    expect(nextRoomStep(edl, at(2, 1))).toMatchObject({ comment: true });
  });

  it('marks the rest of the room visited, and the room opened once all its elements are', () => {
    const done = validateRestOfRoom({ edl }, cursor(1, 2));
    const [entrance, , keys] = done.edl;
    expect(entrance?.entry.map((e) => e.opened)).toEqual([false, true, true]);
    expect(entrance?.entry[2]?.content?.map((s) => s.opened)).toEqual([true, true]);
    expect(keys?.entry[0]?.opened).toBe(false);
  });

  it('is offered only while every element left is as received: a changed one keeps its photo step', () => {
    const base = (context: string) => baseByContext[context] ?? null;
    expect(restOfRoomUnchanged(edl, cursor(1, 2), rateIn(edl), base)).toBe(true);
    const changed = withChangedPane();
    expect(restOfRoomUnchanged(changed, cursor(1, 2), rateIn(changed), base)).toBe(false);
    // Past the changed element, the rest is unchanged again.
    expect(restOfRoomUnchanged(changed, cursor(1, 3, 2), rateIn(changed), base)).toBe(true);
  });
});
