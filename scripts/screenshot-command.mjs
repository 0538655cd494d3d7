// A web-test-runner command, `page-screenshot`: a picture of the test page's viewport as the
// browser shows it, for tests that compare what a board shows with another drawing
// (test/components/pixels.test.ts). The test calls
//   executeServerCommand('page-screenshot')  →  { png: 'iVBORw0…' }  (base64)
// and crops the picture itself. It is a screenshot of the whole viewport in every engine:
// WebKit's MiniBrowser returns black pictures of single elements, and its full-page ones only
// after two animation frames (the test waits for them before asking).
import { ChromeLauncher } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

/**
 * The base64 PNG of the viewport of the session's page.
 * @param {import('@web/test-runner').BrowserLauncher} browser
 * @param {string} sessionId
 * @returns {Promise<string>}
 */
async function viewportPng(browser, sessionId) {
  if (browser instanceof ChromeLauncher) {
    // Chromium and Firefox (puppeteer-core; Firefox over WebDriver BiDi).
    return /** @type {string} */ (await browser.getPage(sessionId).screenshot({ encoding: 'base64' }));
  }
  if (browser instanceof WebdriverLauncher) {
    // With concurrency 1 the launcher runs each test file in its one window, not in a frame.
    const driver = /** @type {{ driver?: WebdriverIO.Browser }} */ (/** @type {unknown} */ (browser)).driver;
    if (!driver) throw new Error('page-screenshot: the WebDriver session has not started');
    return driver.takeScreenshot();
  }
  throw new Error(`page-screenshot: no screenshots for the launcher ${browser.name}`);
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function screenshotCommand() {
  return {
    name: 'page-screenshot',
    async executeCommand({ command, session }) {
      if (command !== 'page-screenshot') return undefined;
      return { png: await viewportPng(session.browser, session.id) };
    },
  };
}
