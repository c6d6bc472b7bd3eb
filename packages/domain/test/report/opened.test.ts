import { describe, expect, it } from 'vitest';
import { clearOpened, markUnopened, markVisited, refreshAncestors } from '../../src/index.ts';
import { reportWith, smallTree } from './fixtures.ts';

const flags = (r: ReturnType<typeof reportWith>) => ({
  module: r.edl[0]?.opened,
  entries: r.edl[0]?.entry.map((e) => e.opened),
  subs: r.edl[0]?.entry[2]?.content?.map((s) => s.opened),
});

describe('opened flags (inspection-core §4)', () => {
  it('visiting an element marks it opened', () => {
    const r = markVisited(reportWith(smallTree()), { moduleId: 1, entryId: 2 });
    expect(flags(r).entries).toEqual([false, true, false]);
    expect(flags(r).module).toBe(false);
  });

  it('Photos entries count as opened as soon as visited', () => {
    const tree = smallTree();
    const photos = tree[0]?.entry[0];
    if (!photos) throw new Error('fixture');
    // With unopened content, any other entry would stay unopened (parent rule): Photos does not.
    photos.content = [{ id: 1, name: 'Vue générale', opened: false, rate: { photo: [] } }];
    const r = markVisited(reportWith(tree), { moduleId: 1, entryId: 1 });
    expect(flags(r).entries?.[0]).toBe(true);
    const other = { ...tree[0]?.entry[2], name: 'Fenêtre' };
    expect(other.content?.every((s) => !s.opened)).toBe(true);
    expect(markVisited(reportWith(tree), { moduleId: 1, entryId: 3 }).edl[0]?.entry[2]?.opened).toBe(false);
    const sub = markVisited(reportWith(tree), { moduleId: 1, entryId: 1, subEntryId: 1 });
    expect(sub.edl[0]?.entry[0]?.opened).toBe(false);
  });

  it('a parent is opened only when all its children are opened', () => {
    let r = reportWith(smallTree());
    r = markVisited(r, { moduleId: 1, entryId: 3 });
    expect(flags(r).entries?.[2]).toBe(false);
    r = markVisited(r, { moduleId: 1, entryId: 3, subEntryId: 1 });
    expect(flags(r).entries?.[2]).toBe(false);
    r = markVisited(r, { moduleId: 1, entryId: 3, subEntryId: 2 });
    expect(flags(r).entries?.[2]).toBe(true);
    r = markVisited(r, { moduleId: 1 });
    expect(flags(r).module).toBe(false);
    r = markVisited(r, { moduleId: 1, entryId: 1 });
    r = markVisited(r, { moduleId: 1, entryId: 2 });
    expect(flags(r).module).toBe(true);
  });

  it('a module without entries is opened when visited', () => {
    expect(markVisited(reportWith(smallTree()), { moduleId: 2 }).edl[1]?.opened).toBe(true);
  });

  it('marking a child unopened cascades to its ancestors', () => {
    let r = reportWith(smallTree());
    for (const path of [
      { moduleId: 1, entryId: 1 },
      { moduleId: 1, entryId: 2 },
      { moduleId: 1, entryId: 3, subEntryId: 1 },
      { moduleId: 1, entryId: 3, subEntryId: 2 },
    ]) {
      r = markVisited(r, path);
    }
    expect(flags(r)).toEqual({ module: true, entries: [true, true, true], subs: [true, true] });
    const un = markUnopened(r, { moduleId: 1, entryId: 3, subEntryId: 2 });
    expect(flags(un)).toEqual({ module: false, entries: [true, true, false], subs: [true, false] });
    expect(flags(markUnopened(r, { moduleId: 1, entryId: 2 }))).toEqual({
      module: false,
      entries: [true, false, true],
      subs: [true, true],
    });
    expect(markUnopened(r, { moduleId: 1 }).edl[0]?.opened).toBe(false);
  });

  it('unknown paths leave the report unchanged', () => {
    const r = reportWith(smallTree());
    expect(markVisited(r, { moduleId: 9 })).toBe(r);
    expect(markUnopened(r, { moduleId: 1, entryId: 9 })).toBe(r);
  });

  it('refreshes ancestors from children, and clears every flag', () => {
    const tree = smallTree();
    for (const s of tree[0]?.entry[2]?.content ?? []) s.opened = true;
    const r = refreshAncestors(reportWith(tree), { moduleId: 1, entryId: 3, subEntryId: 1 });
    expect(flags(r).entries?.[2]).toBe(true);
    const cleared = clearOpened(r.edl);
    expect(cleared[0]?.entry[2]?.content?.every((s) => !s.opened)).toBe(true);
  });
});

describe('a visit that changes nothing', () => {
  it('returns the report itself (nothing to store)', () => {
    const report = reportWith(smallTree());
    const once = markVisited(report, { moduleId: 1, entryId: 2 });
    expect(once).not.toBe(report);
    expect(markVisited(once, { moduleId: 1, entryId: 2 })).toBe(once);
    expect(markVisited(once, { moduleId: 1 })).toBe(once);
  });
});
