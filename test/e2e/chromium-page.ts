// One Chromium and one server of the repository's files for a file of end-to-end checks
// that drive Playwright pages directly (touch emulation, viewport options): started before
// the file's tests, closed after them. And the phone every such check stands for.
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from '../../scripts/browser.js';
import { serveRepository, type Server } from '../../scripts/preview.js';

/** A phone: 390×844 CSS px, touch (a coarse pointer), twice the pixels. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Registers the file's start and end; the returned getters give the browser and the server once started. */
export function chromiumAndServer(): { browser: () => Browser; server: () => Server } {
  let server: Server | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await serveRepository();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return { browser: () => browser!, server: () => server! };
}
