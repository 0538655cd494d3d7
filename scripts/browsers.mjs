// The three browser engines the tests run in, each from Debian's packages, and how to
// start them here: Chromium and Firefox through puppeteer-core (Firefox over WebDriver
// BiDi), WebKit through WebKitGTK's WebDriver (MiniBrowser) under an X server.
// `npm test` (scripts/test.mjs) runs the browser suites once per engine; the
// web-test-runner config picks the engine named by WTR_BROWSER.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

/** Debian's Chromium, or `CHROME_PATH`. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium's flags for every headless run here (tests, end-to-end checks, benchmarks): no
 * sandbox (we run as root), no GPU, and none of the background traffic a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The engines, in the order `npm test` runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** What each engine needs on this machine, and the Debian packages that bring it. */
export const REQUIREMENTS = {
  chromium: { files: [CHROMIUM_PATH], install: 'apt-get install chromium' },
  firefox: { files: [process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'], install: 'apt-get install firefox-esr' },
  webkit: {
    files: ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
    install: 'apt-get install webkit2gtk-driver xvfb',
  },
};

/**
 * The first file an engine needs that is missing, or null when it can start.
 * @param {'chromium' | 'firefox' | 'webkit'} engine
 * @returns {string | null}
 */
export function missingFile(engine) {
  const files = [...REQUIREMENTS[engine].files];
  if (engine === 'webkit' && !process.env.DISPLAY) files.push('/usr/bin/Xvfb');
  return files.find((file) => !existsSync(file)) ?? null;
}

/**
 * A free TCP port on localhost.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until something listens on a localhost port (a driver that has started).
 * @param {number} port
 */
async function listening(port, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection(port);
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

/**
 * Starts what WebKit needs: an X server when there is no display (MiniBrowser has no
 * headless mode) and WebKitWebDriver on a free port. Resolves to the environment for the
 * test runner and a `stop()` that ends both.
 * @returns {Promise<{ env: Record<string, string>, stop: () => void }>}
 */
export async function startWebKit() {
  /** @type {import('node:child_process').ChildProcess[]} */
  const started = [];
  /** @type {Record<string, string>} */
  const env = {};
  if (!process.env.DISPLAY) {
    const display = `:${90 + (process.pid % 9)}`;
    started.push(spawn('/usr/bin/Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' }));
    env.DISPLAY = display;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const port = await freePort();
  started.push(spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, ...env } }));
  env.WEBKIT_WEBDRIVER_PORT = String(port);
  await listening(port);
  const stop = () => {
    for (const child of started.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  };
  return { env, stop };
}
