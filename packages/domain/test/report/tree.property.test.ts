/**
 * Property-based checks of the tree operations: whatever sequence of edits a user makes,
 * sibling ids stay unique, no photo reference is lost (it is either still in the report or handed
 * back for deletion from the store), no element outside the edited one disappears or changes name,
 * and a duplicated report never keeps signatures, server ids or costing ids.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementPath, LocalReport, Module, PhotoRef, TreeResult } from '../../src/index.ts';
import {
  addEntry,
  addSubEntry,
  clearPhotos,
  deleteElement,
  duplicateElement,
  duplicateReport,
  hasUniqueIds,
  isNonAddableRoomName,
  isProtectedName,
  listPhotoRefs,
  markUnopened,
  markVisited,
  moveEntry,
  moveModule,
  moveSubEntry,
  renameElement,
} from '../../src/index.ts';
import { clone, reportWith } from './fixtures.ts';

const NAMES = [
  'Photos',
  'photos',
  'Photo',
  'Murs',
  'Sol',
  'Plafond',
  'Porte',
  'Fenêtre',
  'Remise des clés',
  'Total des clés',
  'Radiateur',
];
/** Names an edit may try: protected, reserved and room names included, so refusals are exercised. */
const EDIT_NAMES = [
  'Placard',
  'Photos',
  'Photo',
  'total des clés',
  'Remise des clés',
  'Clés',
  'Energie',
  'Etat de propreté général',
  'Salon',
  '',
  'Murs',
  'Niche',
];
const name = fc.constantFrom(...NAMES);
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: max });

let refCounter = 0;
const photo = (context?: string): PhotoRef => ({
  _ref: `ref:${++refCounter}`,
  ...(context ? { _context: context } : {}),
});

function entryArb(moduleId: number, entryId: number) {
  return fc
    .record({
      name,
      subIds: ids(3),
      photos: fc.nat({ max: 3 }),
      costingId: fc.option(fc.nat(), { nil: undefined }),
      opened: fc.boolean(),
    })
    .map(({ name: entryName, subIds, photos, costingId, opened }) => ({
      id: entryId,
      name: entryName,
      opened,
      rate: {
        condition: 'Bon état',
        ...(costingId === undefined ? {} : { costingId }),
        photo: Array.from({ length: photos }, (_, i) =>
          photo(i % 2 ? `${moduleId}.${entryId}` : `${moduleId}.${entryId}.${subIds[0] ?? 1}`),
        ),
      },
      ...(subIds.length
        ? {
            content: subIds.map((id) => ({
              id,
              name: `Partie ${id}`,
              opened,
              rate: { cleaning: 'Sale', costingId: id, photo: [photo()] },
            })),
          }
        : {}),
    }));
}

function moduleArb(moduleId: number): fc.Arbitrary<Module> {
  return ids(5)
    .chain((entryIds) => fc.tuple(...entryIds.map((entryId) => entryArb(moduleId, entryId))))
    .map((entry) => ({ id: moduleId, name: `Pièce ${moduleId}`, opened: false, entry }));
}

const treeArb: fc.Arbitrary<Module[]> = ids(4).chain((moduleIds) => fc.tuple(...moduleIds.map(moduleArb)));

type Op =
  | {
      kind: 'addEntry' | 'addSub' | 'rename' | 'duplicate' | 'delete' | 'clearPhotos' | 'visit' | 'unopen';
      pick: number;
      depth: number;
      text: string;
    }
  | { kind: 'moveModule' | 'moveEntry' | 'moveSub'; pick: number; from: number; to: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'addEntry',
      'addSub',
      'rename',
      'duplicate',
      'delete',
      'clearPhotos',
      'visit',
      'unopen',
    ),
    pick: fc.nat(),
    depth: fc.nat({ max: 2 }),
    text: fc.constantFrom(...EDIT_NAMES),
  }),
  fc.record({
    kind: fc.constantFrom('moveModule', 'moveEntry', 'moveSub'),
    pick: fc.nat(),
    from: fc.nat({ max: 6 }),
    to: fc.nat({ max: 6 }),
  }),
);

/** Every element path of a tree, at every depth. */
function allPaths(edl: readonly Module[]): ElementPath[] {
  return edl.flatMap((m) => [
    { moduleId: m.id },
    ...m.entry.flatMap((e) => [
      { moduleId: m.id, entryId: e.id },
      ...(e.content ?? []).map((s) => ({ moduleId: m.id, entryId: e.id, subEntryId: s.id })),
    ]),
  ]);
}

const key = (p: ElementPath) =>
  [p.moduleId, p.entryId, p.subEntryId].filter((x) => x !== undefined).join('.');
const within = (p: ElementPath, target: ElementPath) =>
  key(p) === key(target) || key(p).startsWith(`${key(target)}.`);

function namesByPath(edl: readonly Module[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of edl) {
    out.set(`${m.id}`, m.name);
    for (const e of m.entry) {
      out.set(`${m.id}.${e.id}`, e.name);
      for (const s of e.content ?? []) out.set(`${m.id}.${e.id}.${s.id}`, s.name);
    }
  }
  return out;
}

function pathFor(report: LocalReport, pick: number, depth: number): ElementPath | undefined {
  const paths = allPaths(report.edl).filter((p) =>
    depth === 0
      ? p.entryId === undefined
      : depth === 1
        ? p.entryId !== undefined && p.subEntryId === undefined
        : p.subEntryId !== undefined,
  );
  return paths.length ? paths[pick % paths.length] : undefined;
}

function apply(report: LocalReport, op: Op): { result: TreeResult; target?: ElementPath } {
  if ('from' in op) {
    if (op.kind === 'moveModule') return { result: moveModule(report, op.from, op.to) };
    const target = pathFor(report, op.pick, op.kind === 'moveEntry' ? 0 : 1);
    if (!target) return { result: { ok: true, report, removedPhotos: [] } };
    const result =
      op.kind === 'moveEntry'
        ? moveEntry(report, target.moduleId, op.from, op.to)
        : moveSubEntry(report, target.moduleId, target.entryId ?? 0, op.from, op.to);
    return { result };
  }
  const target = pathFor(report, op.pick, op.depth);
  if (!target) return { result: { ok: true, report, removedPhotos: [] } };
  switch (op.kind) {
    case 'addEntry':
      return { result: addEntry(report, target.moduleId, op.text), target };
    case 'addSub':
      return { result: addSubEntry(report, target.moduleId, target.entryId ?? -1, op.text), target };
    case 'rename':
      return { result: renameElement(report, target, op.text), target };
    case 'duplicate':
      return { result: duplicateElement(report, target), target };
    case 'delete':
      return { result: deleteElement(report, target), target };
    case 'clearPhotos':
      return { result: clearPhotos(report, target), target };
    case 'visit':
      return { result: { ok: true, report: markVisited(report, target), removedPhotos: [] }, target };
    case 'unopen':
      return { result: { ok: true, report: markUnopened(report, target), removedPhotos: [] }, target };
  }
}

describe('tree operations, property-based (fast-check)', () => {
  it('ids stay unique, no photo reference is lost, no element outside the edited one is lost or renamed', () => {
    fc.assert(
      fc.property(treeArb, fc.array(opArb, { maxLength: 12 }), (tree, ops) => {
        let report = reportWith(tree);
        for (const op of ops) {
          const before = report;
          const snapshot = clone(before);
          const { result, target } = apply(before, op);
          expect(before).toEqual(snapshot);
          if (!result.ok) continue;
          report = result.report;
          expect(hasUniqueIds(report)).toBe(true);
          if (op.kind === 'rename' && target) {
            const renamed = namesByPath(report.edl).get(key(target)) ?? '';
            expect(isProtectedName(renamed) || isNonAddableRoomName(renamed)).toBe(false);
          }
          const kept = new Set([...listPhotoRefs(report), ...result.removedPhotos].map((p) => p._ref));
          for (const p of listPhotoRefs(before)) expect(kept.has(p._ref)).toBe(true);
          const after = namesByPath(report.edl);
          for (const [path, elementName] of namesByPath(before.edl)) {
            const edited = target !== undefined && within({ ...pathOf(path) }, target);
            if (edited && op.kind === 'rename')
              expect(isProtectedName(after.get(path) ?? '')).toBe(isProtectedName(elementName));
            if (edited && (op.kind === 'delete' || op.kind === 'rename')) continue;
            expect(after.get(path)).toBe(elementName);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('duplication never keeps signatures, ids or costing ids, and keeps ids unique', () => {
    fc.assert(
      fc.property(treeArb, fc.option(fc.nat(), { nil: undefined }), fc.boolean(), (tree, id, resetPhotos) => {
        const source: LocalReport = {
          ...reportWith(tree),
          id: id ?? null,
          syncDate: 5,
          signatures: { Locataire: { label: 'Locataire', _ref: 'sig:1' } },
        };
        const copy = duplicateReport(source, { now: 9, resetPhotos });
        expect(copy.signatures).toBeUndefined();
        expect(copy.id).toBeUndefined();
        expect(copy.syncDate).toBeUndefined();
        expect(hasUniqueIds(copy)).toBe(true);
        expect(JSON.stringify(copy.edl)).not.toContain('costingId');
        expect(listPhotoRefs(copy).length).toBe(resetPhotos ? 0 : listPhotoRefs(source).length);
      }),
      { numRuns: 200 },
    );
  });
});

function pathOf(path: string): ElementPath {
  const [moduleId, entryId, subEntryId] = path.split('.').map(Number);
  return { moduleId: moduleId ?? 0, entryId, subEntryId };
}
