// One small page API over the three engines the end-to-end checks run in: Chromium and
// Firefox through puppeteer-core (Firefox over WebDriver BiDi), WebKit through
// WebKitGTK's WebDriver (webdriverio, WebDriver classic). Only what the checks use:
// open a URL, run a function in the page, wait for a condition, click a position, take a
// screenshot of the page. What the page logs as an error is collected in the page itself
// (test/e2e/collect-errors.js, the first script of every check page), so that it reads the
// same in every engine, WebDriver classic included.
import { readFileSync, writeFileSync } from 'node:fs';
import * as puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ENGINES, missingFile, startWebKit } from '../../scripts/browsers.mjs';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A browser tab in one of the engines. */
export interface E2EPage {
  /** Which engine: `'firefox'`. */
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (it must not close over anything) and returns its result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Waits until `fn(arg)` is truthy in the page; returns that value (`true` for an object such as an element). */
  waitFor<A, R>(fn: (arg: A) => R, arg: A, timeoutMs?: number): Promise<R>;
  /** A real mouse click at a viewport position. */
  click(x: number, y: number): Promise<void>;
  /** A screenshot of the visible page, as a PNG file. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** One launched engine, opening pages of a given viewport. */
export interface E2EBrowser {
  readonly engine: Engine;
  newPage(width: number, height: number): Promise<E2EPage>;
  close(): Promise<void>;
}

/** The engines to run in: those this machine has (under CI=true, all three; a missing one then fails). */
export function engines(): Engine[] {
  return (ENGINES as Engine[]).filter((engine) => process.env.CI === 'true' || missingFile(engine) === null);
}

/** The page-side error collector, for pages that do not load it themselves (the demo site). */
const COLLECTOR = readFileSync(new URL('./collect-errors.js', import.meta.url), 'utf8');

/** Starts an engine. */
export async function launch(engine: Engine): Promise<E2EBrowser> {
  return engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine);
}

async function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<E2EBrowser> {
  const browser = await puppeteer.launch(
    engine === 'firefox'
      ? { browser: 'firefox', executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', headless: true }
      : { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
  );
  return {
    engine,
    async newPage(width, height) {
      const page = await browser.newPage();
      await page.setViewport({ width, height });
      await page.evaluateOnNewDocument(COLLECTOR);
      return puppeteerPage(engine, page);
    },
    close: () => browser.close(),
  };
}

/**
 * The source of an expression calling `fn(arg)` in the page, its value made plain: an
 * object (an element, a constructor) becomes `true`, so any engine can hand it back.
 */
function plainCall(fn: (arg: never) => unknown, arg: unknown): string {
  return `((v) => (v !== null && (typeof v === 'object' || typeof v === 'function') ? true : v))((${fn.toString()})(${JSON.stringify(arg)}))`;
}

function puppeteerPage(engine: Engine, page: puppeteer.Page): E2EPage {
  return {
    engine,
    goto: async (url) => void (await page.goto(url)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async waitFor(fn, arg, timeoutMs = 10_000) {
      const handle = await page.waitForFunction(plainCall(fn as never, arg), { timeout: timeoutMs, polling: 50 });
      return (await handle.jsonValue()) as never;
    },
    click: (x, y) => page.mouse.click(x, y),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => page.close(),
  };
}

/** WebKit: WebKitWebDriver (and an X server when there is no display), one session per page. */
async function launchWebKit(): Promise<E2EBrowser> {
  const driver = await startWebKit();
  const port = Number(driver.env.WEBKIT_WEBDRIVER_PORT);
  return {
    engine: 'webkit',
    async newPage(width, height) {
      const session = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        capabilities: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
          'wdio:enforceWebDriverClassic': true,
        } as WebdriverIO.Capabilities,
      });
      await session.setWindowSize(width, height);
      return webdriverPage(session);
    },
    close: () => Promise.resolve(driver.stop()),
  };
}

function webdriverPage(session: WebdriverIO.Browser): E2EPage {
  // WebDriver classic runs a function's source as the body of a script: call it with its argument.
  const script = (fn: (arg: never) => unknown) => `return (${fn.toString()})(arguments[0]);`;
  return {
    engine: 'webkit',
    // WebDriver classic cannot run a script before the page's own: a page without the
    // collector gets it once loaded, so it sees only the errors from then on.
    goto: async (url) => {
      await session.url(url);
      await session.execute(COLLECTOR);
    },
    evaluate: (fn, arg) => session.execute(script(fn as never), arg) as never,
    async waitFor(fn, arg, timeoutMs = 10_000) {
      let value: unknown;
      const call = `return ${plainCall(fn as never, arg)};`;
      await session.waitUntil(async () => (value = await session.execute(call)), { timeout: timeoutMs, interval: 50 });
      return value as never;
    },
    click: (x, y) =>
      session
        .action('pointer')
        .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
        .down()
        .up()
        .perform(),
    async screenshot(path) {
      // MiniBrowser's screenshots come back black until two animation frames have passed.
      await session.execute('return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      writeFileSync(path, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    close: () => session.deleteSession(),
  };
}

/** The errors the page's collector saw: uncaught exceptions, rejections and console errors. */
export function pageErrors(page: E2EPage): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { e2eErrors?: string[] }).e2eErrors ?? ['the page has no error collector'], null);
}

/**
 * Clicks the centre of the grid cell of `point` (its id is `p` + the point) inside the board
 * `selector`, after scrolling it into view (Firefox and WebKit refuse clicks outside the viewport).
 */
export async function clickPoint(page: E2EPage, selector: string, point: string): Promise<void> {
  const box = await page.evaluate(
    ([sel, label]) => {
      const cell = document.querySelector(sel)!.shadowRoot!.getElementById(`p${label}`)!;
      cell.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = cell.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    [selector, point] as const,
  );
  await page.click(box.x, box.y);
}

/** Clicks the button `name` (its part is `name-button`: `first`, `share`, ...) of the board `selector` with the real mouse, after scrolling it into view. */
export async function clickButton(page: E2EPage, selector: string, name: string): Promise<void> {
  // A rarer action may stand in the toolbar's closed More menu: a real click opens it first.
  const where = (part: string) =>
    page.evaluate(
      ([sel, part]) => {
        const root = document.querySelector(sel)!.shadowRoot!;
        const button = root.querySelector(`[part~="${part}-button"]`)!;
        const closed = button.closest('.menu:not([data-open])') !== null;
        const target = closed ? root.querySelector('[part~="more-button"]')! : button;
        target.scrollIntoView({ block: 'center' });
        const rect = target.getBoundingClientRect();
        return { closed, x: Math.round(rect.x + rect.width / 2), y: Math.round(rect.y + rect.height / 2) };
      },
      [selector, part] as const,
    );
  let box = await where(name);
  if (box.closed) {
    await page.click(box.x, box.y);
    await page.waitFor(
      ([sel, part]) => document.querySelector(sel)!.shadowRoot!.querySelector(`.menu[data-open] [part~="${part}-button"]`),
      [selector, name] as const,
    );
    box = await where(name);
  }
  await page.click(box.x, box.y);
}

/** Waits until the rules panel of the board `selector` has loaded; resolves to its number of sections. */
export async function rulesSections(page: E2EPage, selector: string): Promise<number> {
  return Number(
    await page.waitFor((sel) => {
      const panel = document.querySelector(sel)!.shadowRoot?.querySelector('[part="rules"]');
      return panel && !panel.hasAttribute('aria-busy') && panel.querySelectorAll('h3').length;
    }, selector),
  );
}
