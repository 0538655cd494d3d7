// Browser tests (test/components, test/i18n), TypeScript through esbuild, in one engine per
// run: WTR_BROWSER=chromium (the default), firefox or webkit. `npm test` runs all three
// (scripts/test.mjs); scripts/browsers.mjs says what each needs and starts WebKit's driver.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import * as puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/browsers.mjs';
import { wtrLocaleParts } from './scripts/locale-parts.mjs';
import { screenshotCommand } from './scripts/screenshot-command.mjs';
import { totalsReporter } from './scripts/totals-reporter.mjs';

const engine = process.env.WTR_BROWSER || 'chromium';

function launcher() {
  if (engine === 'firefox') {
    // puppeteer-core drives Debian's Firefox ESR over WebDriver BiDi (no geckodriver needed).
    return chromeLauncher({
      puppeteer,
      launchOptions: {
        browser: 'firefox',
        executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
        headless: true,
        extraPrefsFirefox: { 'ui.prefersReducedMotion': 0 },
      },
    });
  }
  if (engine === 'webkit') {
    // WebKitGTK's WebDriver, started by scripts/browsers.mjs on WEBKIT_WEBDRIVER_PORT.
    return webdriverLauncher({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port: Number(process.env.WEBKIT_WEBDRIVER_PORT || 4444),
      logLevel: 'error',
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
        'wdio:enforceWebDriverClassic': true,
      }),
    });
  }
  return chromeLauncher({
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  });
}

export default {
  files: [
    'test/**/*.test.ts',
    '!test/engine/**',
    '!test/notation/**',
    '!test/ai/**',
    '!test/build/**',
    '!test/e2e/**',
    '!test/records/**',
    '!test/svg/**',
    '!test/ssr/**',
  ],
  nodeResolve: { exportConditions: ['production'] },
  plugins: [wtrLocaleParts(), screenshotCommand(), esbuildPlugin({ ts: true, json: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [launcher()],
  concurrency: 1,
  // WebKit runs one page at a time over WebDriver classic, and its first axe-core run on a
  // busy machine has taken over 10 s: it gets more time per test than the other two.
  testFramework: { config: { timeout: engine === 'webkit' ? 30000 : 10000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), totalsReporter(`.wtr-results-${engine}.json`)],
};
