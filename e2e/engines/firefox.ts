/**
 * Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi, Firefox's own remote
 * protocol (geckodriver is not packaged by Debian and its npm wrappers download it at install).
 * Headless, at a phone's size, with the iPhone user agent (Ionic's iOS look) and "reduce motion".
 */
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { PHONE, type EngineBrowser, type Json } from './browser.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: PHONE.width, height: PHONE.height },
    extraPrefsFirefox: {
      'general.useragent.override': PHONE.userAgent,
      'ui.prefersReducedMotion': 1,
      'intl.accept_languages': 'fr-FR, fr',
      // A phone's scrollbars float over the page; desktop Firefox's would take 12 px of its width.
      'ui.useOverlayScrollbars': 1,
    },
  });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    // The launch's default viewport does not reach the first tab over BiDi: set on the page itself.
    await page.setViewport({ width: PHONE.width, height: PHONE.height });
    return new FirefoxBrowser(browser, page);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class FirefoxBrowser implements EngineBrowser {
  readonly name = 'firefox';

  private readonly browser: Browser;
  private readonly page: Page;

  constructor(browser: Browser, page: Page) {
    this.browser = browser;
    this.page = page;
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async evaluate<A extends Json, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return (await this.page.evaluate(fn as (arg: unknown) => unknown, arg)) as R;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.click(selector);
    await this.page.keyboard.type(text);
  }

  async setFiles(selector: string, files: string[]): Promise<void> {
    const input = (await this.page.$(selector)) as ElementHandle<HTMLInputElement> | null;
    if (!input) throw new Error(`no ${selector}`);
    await input.uploadFile(...files);
  }

  async draw(selector: string, points: [number, number][]): Promise<void> {
    const box = await (await this.page.$(selector))?.boundingBox();
    if (!box) throw new Error(`no box for ${selector}`);
    const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
    const [first, ...rest] = points;
    if (!first) return;
    await this.page.mouse.move(...at(first));
    await this.page.mouse.down();
    for (const point of rest) await this.page.mouse.move(...at(point), { steps: 5 });
    await this.page.mouse.up();
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, await this.page.screenshot());
  }

  async close(): Promise<void> {
    // Firefox goes even when it no longer answers (its close given 10 s).
    const closed = this.browser.close().catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.browser.process()?.kill('SIGKILL');
  }
}
