/**
 * What the shared flow needs from a browser engine: a small adapter per engine implements it over
 * that engine's own automation (WebKitWebDriver through selenium-webdriver, Firefox through
 * puppeteer-core over WebDriver BiDi). Elements are named by CSS selectors: the flow marks the one it
 * means with `data-engine-target` first (see page.ts).
 */
export type EngineName = 'webkit' | 'firefox';

/** A phone: the size of the Chromium suite's iPhone 13, and its user agent (Ionic's iOS look). */
export const PHONE = {
  width: 390,
  height: 844,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Mobile/15E148 Safari/604.1',
};

/** A JSON value: what crosses from the page to the runner. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface EngineBrowser {
  readonly name: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page (a self-contained function) and returns what it resolves to. */
  evaluate<A extends Json, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click in the middle of the element. */
  click(selector: string): Promise<void>;
  /** Real keystrokes, sent to the element after a click on it. */
  type(selector: string, text: string): Promise<void>;
  /** Gives a file input these files, as a file chooser would. */
  setFiles(selector: string, files: string[]): Promise<void>;
  /** Presses the pointer at the first point and moves it through the others: fractions of the box. */
  draw(selector: string, points: [number, number][]): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}
