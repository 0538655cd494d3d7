// End to end, in Chromium (playwright: a phone's context needs touch and a device scale):
// the demo's Play and Problems pages, built (demo-dist/, whose boards the demo build
// prerenders, vite.config.ts), do not move while their script loads and their boards
// upgrade. A `layout-shift` PerformanceObserver, registered before the page's first byte,
// adds up every shift from the page's start until every board's `updateComplete` has
// resolved and a few frames more: the page's cumulative layout shift (CLS), which must stay
// under 0.01. At 390×844 with touch (DPR 2), in a 600 px and a 1280 px window; and once
// more in windows tall enough to hold the whole page, where a shift below the fold counts too.
// Needs the demo build first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions } from 'playwright-core';
import { pageErrors } from '../../scripts/browser.js';
import { chromiumAndServer, PHONE } from './chromium-page.js';

const chromium = chromiumAndServer();

/** The windows: a phone (touch, DPR 2), a narrow column and a desktop, each as the viewer sees it and as tall as the page. */
const WINDOWS: [name: string, options: BrowserContextOptions][] = [
  ['390×844 touch', PHONE],
  ['600×900', { viewport: { width: 600, height: 900 } }],
  ['1280×900', { viewport: { width: 1280, height: 900 } }],
  ['390×3200 touch (the whole page)', { viewport: { width: 390, height: 3200 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ['1280×2400 (the whole page)', { viewport: { width: 1280, height: 2400 } }],
];

/** The page's layout shifts, as the observer saw them: `{ value, sources }`. */
interface Shift {
  value: number;
  sources: string[];
}

/** The shifts of the page at `url` from its start until its boards have drawn and settled, and a few frames more. */
async function shiftsOf(url: string, options: BrowserContextOptions): Promise<{ shifts: Shift[]; boards: number; errors: string[] }> {
  const context = await chromium.browser().newContext(options);
  try {
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[])
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    const boards = await page.evaluate(async () => {
      const all = [...document.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>('gonnect-board, connect6-board')];
      await Promise.all(all.map((board) => customElements.whenDefined(board.localName)));
      await Promise.all(all.map((board) => board.updateComplete));
      // A few frames more, for what a board or the page would still move.
      for (let frame = 0; frame < 5; frame++) await new Promise((done) => requestAnimationFrame(done));
      await new Promise((done) => setTimeout(done, 300));
      return all.filter((board) => board.shadowRoot?.querySelector('svg') && !board.shadowRoot.querySelector('slot')).length;
    });
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    return { shifts, boards, errors };
  } finally {
    await context.close();
  }
}

describe("the demo's prerendered pages do not move while their boards load", () => {
  for (const file of ['play.html', 'problems.html']) {
    for (const [name, options] of WINDOWS) {
      it(`${file} at ${name}: CLS under 0.01`, async () => {
        const { shifts, boards, errors } = await shiftsOf(`${chromium.server().url}/demo-dist/${file}`, options);
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(
          `CLS ${file} ${name}: ${cls.toFixed(5)} (${shifts.length} shifts${shifts.length ? `: ${shifts.map((shift) => `${shift.value.toFixed(5)} ${shift.sources.join(' ')}`).join('; ')}` : ''})`,
        );
        assert.equal(boards, 2, 'both boards drawn live, their slots gone');
        assert.ok(cls < 0.01, `CLS ${cls}`);
        assert.deepEqual(errors, []);
      });
    }
  }
});
