/**
 * WebKit: Debian's WebKitGTK MiniBrowser driven by its WebKitWebDriver (package webkit2gtk-driver)
 * through selenium-webdriver, on a virtual X display (Xvfb). No driver is downloaded: the driver is
 * started here and selenium only talks to it (its Selenium Manager never runs).
 * - `--automation` lets the driver control MiniBrowser; WebKitGTK ships the Storage API
 *   (`navigator.storage`, which the app asks for persistence) off, so it is switched on.
 * - GTK keeps a window from getting narrower than its widgets want: a gtk.css with `min-width: 0`
 *   lets it be a phone's 390 px; `gtk-enable-animations=0` is the system's "reduce motion" setting,
 *   which the app follows as in the Chromium suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Capabilities, type WebDriver } from 'selenium-webdriver';
import { PHONE, type EngineBrowser, type Json } from './browser.ts';

const DRIVER = '/usr/bin/WebKitWebDriver';

/** MiniBrowser lives under the versioned WebKitGTK folder (webkit2gtk-4.1 on Debian 12). */
function miniBrowserPath(): string {
  const lib = '/usr/lib/x86_64-linux-gnu';
  const folder = readdirSync(lib).find((name) => /^webkit2gtk-4\.\d+$/.test(name));
  if (!folder) throw new Error(`no WebKitGTK under ${lib}: apt-get install webkit2gtk-driver`);
  return path.join(lib, folder, 'MiniBrowser');
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'constat-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n',
  );
  writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const children: ChildProcess[] = [];
  const cleanUp = () => {
    for (const child of children.reverse()) child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const display = await startXvfb(children);
    const port = await freePort();
    const driverProcess = spawn(DRIVER, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: home,
        XDG_DATA_HOME: home,
        XDG_CACHE_HOME: home,
      },
    });
    children.push(driverProcess);
    await waitForPort(port);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: miniBrowserPath(),
        args: [
          '--automation',
          '--features=+StorageAPI,+StorageAPIEstimate',
          `--user-agent=${PHONE.userAgent}`,
        ],
      },
    });
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(capabilities)
      .build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    await fitViewport(driver);
    return new WebKitBrowser(driver, cleanUp);
  } catch (error) {
    cleanUp();
    throw error;
  }
}

class WebKitBrowser implements EngineBrowser {
  readonly name = 'webkit';

  private readonly driver: WebDriver;
  private readonly cleanUp: () => void;

  constructor(driver: WebDriver, cleanUp: () => void) {
    this.driver = driver;
    this.cleanUp = cleanUp;
  }

  goto(url: string): Promise<void> {
    return this.driver.get(url);
  }

  reload(): Promise<void> {
    return this.driver.navigate().refresh();
  }

  async evaluate<A extends Json, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // An async script answers through the callback WebDriver passes last: the function's promise is
    // awaited in the page, and its error comes back as a value (a thrown one would lose its text).
    const answer = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
         .then((value) => done({ value: value === undefined ? null : value }),
               (error) => done({ error: String((error && error.stack) || error) }));`,
      arg,
    )) as { value?: R; error?: string };
    if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
    return answer.value as R;
  }

  async click(selector: string): Promise<void> {
    await (await this.driver.findElement(By.css(selector))).click();
  }

  async type(selector: string, text: string): Promise<void> {
    const element = await this.driver.findElement(By.css(selector));
    await element.click();
    await element.sendKeys(text);
  }

  async setFiles(selector: string, files: string[]): Promise<void> {
    await (await this.driver.findElement(By.css(selector))).sendKeys(files.join('\n'));
  }

  async draw(selector: string, points: [number, number][]): Promise<void> {
    const element = await this.driver.findElement(By.css(selector));
    const box = await element.getRect();
    // Pointer moves are relative to the element's centre.
    const at = ([x, y]: [number, number]) => ({
      origin: element,
      x: Math.round((x - 0.5) * box.width),
      y: Math.round((y - 0.5) * box.height),
    });
    const [first, ...rest] = points;
    if (!first) return;
    let actions = this.driver.actions({ async: true }).move(at(first)).press();
    for (const point of rest) actions = actions.move({ ...at(point), duration: 50 });
    await actions.release().perform();
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    // The processes go even when the driver no longer answers (quit given 10 s).
    const quit = this.driver.quit().catch(() => undefined);
    await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.cleanUp();
  }
}

/**
 * Sizes the window so that the page, inside MiniBrowser's toolbar and frame, gets the phone's size.
 * GTK applies a new window size some time after `setRect` answers (on a busy machine the page can
 * still report the old size), so each try waits for the page's size to stop changing before it
 * corrects by the difference.
 */
async function fitViewport(driver: WebDriver): Promise<void> {
  const window = driver.manage().window();
  let size = { width: PHONE.width, height: PHONE.height };
  let inner: [number, number] = [0, 0];
  for (let tries = 0; tries < 6; tries++) {
    await window.setRect(size);
    inner = await settledInnerSize(driver);
    const [width, height] = inner;
    if (width === PHONE.width && height === PHONE.height) return;
    size = { width: size.width + PHONE.width - width, height: size.height + PHONE.height - height };
  }
  throw new Error(
    `MiniBrowser's page did not get to ${PHONE.width}×${PHONE.height} (it is ${inner[0]}×${inner[1]})`,
  );
}

/** The page's inner size once two readings 150 ms apart agree (at most 5 s). */
async function settledInnerSize(driver: WebDriver): Promise<[number, number]> {
  const read = async () =>
    (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
  let last = await read();
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await read();
    if (now[0] === last[0] && now[1] === last[1]) return now;
    last = now;
  }
  return last;
}

/** Starts Xvfb on the first free display it finds (it writes the number to a pipe) and returns it. */
function startXvfb(children: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  children.push(xvfb);
  return new Promise((resolve, reject) => {
    let text = '';
    xvfb.once('error', () => reject(new Error('Xvfb did not start: apt-get install xvfb')));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (code ${code})`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on port ${port} within 10 s`);
}
