/**
 * The flow's view of a page, engine-agnostic: find an element the way a user would see it (shown,
 * its text), wait until it stands still (Ionic slides pages and columns in), then act on it through
 * the engine. Every wait polls what a user would see and fails with what it was waiting for.
 */
import type { EngineBrowser, Json } from './browser.ts';

const POLL_MS = 100;

/** An element by CSS selector, optionally the one whose text (or a descendant's) is exactly `text`. */
export interface Target {
  selector: string;
  text?: string;
}

export class StepFailure extends Error {}

export class FlowPage {
  private marks = 0;

  readonly browser: EngineBrowser;

  constructor(browser: EngineBrowser) {
    this.browser = browser;
  }

  /** Polls `probe` until `accept` holds; fails saying `what` and the last value seen. */
  async waitFor<T>(
    what: string,
    probe: () => Promise<T>,
    accept: (value: T) => boolean = Boolean,
    timeoutMs = 15_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: T | undefined;
    let lastError: unknown;
    for (;;) {
      try {
        last = await probe();
        if (accept(last)) return last;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        const seen = lastError && last === undefined ? String(lastError) : JSON.stringify(last);
        throw new StepFailure(`waited ${timeoutMs / 1000} s for ${what}; last seen: ${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async hash(): Promise<string> {
    return this.browser.evaluate(() => location.hash, null);
  }

  async waitForHash(pattern: RegExp, timeoutMs?: number): Promise<string> {
    return this.waitFor(
      `the address #${pattern.source}`,
      () => this.hash(),
      (h) => pattern.test(h),
      timeoutMs,
    );
  }

  /** Whether `target` is shown (in the visible page, with a size). */
  async isShown(target: Target): Promise<boolean> {
    return (await this.browser.evaluate(findShown, { ...target, mark: null })) !== null;
  }

  async waitShown(target: Target, timeoutMs?: number): Promise<void> {
    await this.waitFor(`${describe(target)} to be shown`, () => this.isShown(target), Boolean, timeoutMs);
  }

  async waitGone(target: Target, timeoutMs?: number): Promise<void> {
    await this.waitFor(
      `${describe(target)} to go`,
      () => this.isShown(target),
      (shown) => !shown,
      timeoutMs,
    );
  }

  /** Waits until `target` is shown and still, marks it, and returns a selector naming it alone. */
  async settle(target: Target): Promise<string> {
    const mark = String(++this.marks);
    await this.waitFor(
      `${describe(target)} to be shown and still`,
      async () => {
        if ((await this.browser.evaluate(findShown, { ...target, mark })) === null) return false;
        return this.browser.evaluate(standsStill, mark);
      },
      Boolean,
    );
    return `[data-engine-target="${mark}"]`;
  }

  async tap(target: Target): Promise<void> {
    await this.browser.click(await this.settle(target));
  }

  /** Types into a field and leaves it, as a user moving on to the next one. */
  async fill(target: Target, text: string): Promise<void> {
    const selector = await this.settle(target);
    await this.browser.type(selector, text);
    await this.browser.evaluate((s) => (document.querySelector(s) as HTMLElement | null)?.blur(), selector);
  }

  /**
   * Types into a field, then leaves it and taps `next` in one task of the page: no screen update
   * comes between the last keystroke, the blur and the tap (a fast blur).
   */
  async typeThenTap(field: Target, text: string, next: Target): Promise<void> {
    const fieldSelector = await this.settle(field);
    const nextSelector = await this.settle(next);
    await this.browser.type(fieldSelector, text);
    await this.browser.evaluate((s) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      (document.querySelector(s) as HTMLElement).click();
    }, nextSelector);
  }

  async draw(target: Target, points: [number, number][]): Promise<void> {
    await this.browser.draw(await this.settle(target), points);
  }

  /** Reads the device database (IndexedDB 'constat'): every row of `store`. */
  async storedRows<T extends Json>(store: string): Promise<T[]> {
    return (await this.browser.evaluate(readStore, store)) as T[];
  }
}

function describe(target: Target): string {
  return target.text === undefined ? target.selector : `${target.selector} reading '${target.text}'`;
}

/** In the page: the first shown match of the target, marked with `mark` when given. */
function findShown(arg: { selector: string; text?: string; mark: string | null }): string | null {
  const normal = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => {
    if (el.closest('.ion-page-hidden, [inert], [aria-hidden="true"]')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const reads = (el: Element, text: string) =>
    normal(el.textContent) === text ||
    [...el.querySelectorAll('*')].some((d) => normal(d.textContent) === text);
  const found = [...document.querySelectorAll(arg.selector)].find(
    (el) => shown(el) && (arg.text === undefined || reads(el, arg.text)),
  );
  if (!found) return null;
  if (arg.mark !== null) {
    found.setAttribute('data-engine-target', arg.mark);
    found.scrollIntoView({ block: 'center', inline: 'center' });
  }
  return found.tagName;
}

/** In the page: the marked element's box is the same over two frames (its slide-in is over). */
function standsStill(mark: string): Promise<boolean> {
  const el = document.querySelector(`[data-engine-target="${mark}"]`);
  if (!el) return Promise.resolve(false);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const box = () => JSON.stringify(el.getBoundingClientRect());
  const before = box();
  return frame()
    .then(frame)
    .then(() => before === box());
}

/** In the page: every row of an object store of the device database. */
function readStore(store: string): Promise<Json[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('constat');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        resolve([]);
        return;
      }
      const all = db.transaction(store).objectStore(store).getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result as Json[]);
      };
      all.onerror = () => reject(all.error);
    };
  });
}
