// Debian's Chromium through playwright-core, for the end-to-end checks and the render
// benchmark: one launch recipe, one console-error collector, one way to click a point.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers.mjs';

/** Headless Chromium as root: no sandbox, and none of the background traffic a closed network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** Collects the page's console errors and uncaught exceptions into the returned array. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Clicks the centre of the grid cell of `point` (its id is `p` + the point) inside the board `selector`. */
export async function clickPoint(page: Page, selector: string, point: string): Promise<void> {
  const box = await page.evaluate(
    ([sel, label]) => {
      const rect = document.querySelector(sel)!.shadowRoot!.getElementById(`p${label}`)!.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    [selector, point] as const,
  );
  await page.mouse.click(box.x, box.y);
}
