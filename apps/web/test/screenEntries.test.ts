/**
 * A kept screen's entries, counted from the router's location (app/router/useScreenEntries.ts): Ionic
 * fires no ionViewWillEnter when a screen kept mounted is shown again by its typed address or a tab
 * switch, and the screen then showed its first read (e2e/tests/keys-not-filled.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { isScreenShown, nextEntries, type ScreenEntries } from '../src/app/router/useScreenEntries.ts';

/** The entries of a screen at `ownPath`, mounted at the first location, after the others. */
function entriesAlong(ownPath: string, locations: readonly string[]): number {
  const [first = ownPath, ...rest] = locations;
  let entries: ScreenEntries = { shown: isScreenShown(ownPath, first), count: 0 };
  for (const pathname of rest) entries = nextEntries(entries, isScreenShown(ownPath, pathname));
  return entries.count;
}

describe('screen entries', () => {
  it('count the recap entered again by its address after the editor, whatever transition showed it', () => {
    const recap = '/edl/7/recapitulatif';
    expect(entriesAlong(recap, [recap])).toBe(0);
    expect(entriesAlong(recap, [recap, '/edl/7', recap])).toBe(1);
    expect(entriesAlong(recap, [recap, '/edl/7', recap, '/edl/7/signature', recap])).toBe(2);
  });

  it('count the editor kept while the recap and the info form showed', () => {
    const editor = '/edl/7';
    expect(entriesAlong(editor, [editor, '/edl/7/recapitulatif', '/modifier-edl/7', editor])).toBe(1);
  });

  it("leave one screen's showing as one entry, and a trailing slash the same address", () => {
    const recap = '/edl/7/recapitulatif';
    expect(entriesAlong(recap, [recap, recap, `${recap}/`, recap])).toBe(0);
    expect(entriesAlong(recap, [recap, '/edl/7', `${recap}/`])).toBe(1);
  });

  it("do not count another report's recap", () => {
    const recap = '/edl/7/recapitulatif';
    expect(entriesAlong(recap, [recap, '/edl/8/recapitulatif', '/edl/8'])).toBe(0);
  });

  it('keep the same object while nothing changes (no render loop)', () => {
    const entries: ScreenEntries = { shown: true, count: 3 };
    expect(nextEntries(entries, true)).toBe(entries);
  });
});
