// The boards on a phone, as its reader meets them: the embed in Chromium at 390×844 with
// touch (a coarse pointer, twice the pixels), and at 600 and 1280 px with a mouse. The
// toolbar, the status line and the replay bar keep their heights through a first Gonnect
// move, the swap, a language change and a win; every button is a 44 px target on touch;
// coordinates stay on 13×13 at 300 px and 19×19 at 360 px, at least 9 px tall; and on a
// 19×19 board a first tap shows a ghost stone, a tap elsewhere moves it, a second plays.
// Needs `npm run build`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pageErrors } from '../../scripts/browser.js';
import { chromiumAndServer, PHONE } from './chromium-page.js';
import { CELL, LABEL_HEIGHT, LABEL_HEIGHT_LARGE, LABEL_MIN_PX } from '../../src/board/geometry.js';

const chromium = chromiumAndServer();

const desktop = (width: number) => ({ viewport: { width, height: 900 } });

async function open(device: object): Promise<{ page: Page; errors: string[] }> {
  const context = await chromium.browser().newContext(device);
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`${chromium.server().url}/test/e2e/phones.html`);
  await page.waitForFunction(() => customElements.get('gonnect-board') && customElements.get('connect6-board'));
  return { page, errors };
}

/** Puts `markup` in the page's column and waits until its board has drawn. */
async function show(page: Page, markup: string): Promise<void> {
  await page.evaluate(async (markup) => {
    document.querySelector('#column')!.innerHTML = markup;
    await (document.querySelector('#board') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  }, markup);
  await settle(page);
}

/** The board's work done and two frames drawn (a resize's layout lands before the next frame). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const board = document.querySelector('#board') as HTMLElement & { updateComplete: Promise<unknown> };
    await board.updateComplete;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await board.updateComplete;
  });
}

/** The heights of the parts under the board, and where the toolbar ends. */
function rows(page: Page): Promise<Record<string, number>> {
  // (No named functions inside evaluate: the test's compiler would wrap them in a helper the page lacks.)
  return page.evaluate(() => {
    const [status, toolbar, replay] = ['.status', '.toolbar', '.replay'].map((selector) =>
      document.querySelector('#board')!.shadowRoot!.querySelector(selector)!.getBoundingClientRect(),
    );
    return { status: status.height, toolbar: toolbar.height, replay: replay.height, toolbarBottom: toolbar.bottom };
  });
}

/** Touches (or clicks) the middle of a point's cell. */
async function press(page: Page, point: string, touch: boolean): Promise<void> {
  const { x, y } = await page.evaluate((point) => {
    const box = document.querySelector('#board')!.shadowRoot!.getElementById(`p${point}`)!.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, point);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await settle(page);
}

for (const [name, device, touch] of [
  ['390×844 with touch', PHONE, true],
  ['600 px', desktop(600), false],
  ['1280 px', desktop(1280), false],
] as const) {
  describe(`a Gonnect board at ${name}`, () => {
    it('keeps its toolbar, status line and replay bar heights through a move, the swap, a language change and a win', async () => {
      const { page, errors } = await open(device);
      await show(page, '<gonnect-board id="board" size="13" share></gonnect-board>');
      const start = await rows(page);
      const steps: [string, () => Promise<void>][] = [
        // On touch a 13×13 board 390 px wide has cells under 28 px: a second tap confirms.
        [
          'the first move',
          async () => {
            await press(page, 'G7', touch);
            if (touch) await press(page, 'G7', touch);
          },
        ],
        ['the swap', () => page.evaluate(() => (document.querySelector('#board') as unknown as { swap(): void }).swap())],
        ['a language change', () => page.evaluate(() => document.querySelector('#board')!.setAttribute('lang', 'ru'))],
        [
          'a win',
          () =>
            page.evaluate(() => {
              const board = document.querySelector('#board')!;
              board.setAttribute('moves', '');
              board.setAttribute('black', 'A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 A13');
            }),
        ],
      ];
      for (const [step, act] of steps) {
        await act();
        await settle(page);
        const now = await rows(page);
        for (const key of Object.keys(start))
          assert.ok(Math.abs(now[key] - start[key]) < 0.5, `${step}: ${key} ${start[key]} → ${now[key]}`);
      }
      const result = await page.evaluate(() => (document.querySelector('#board') as unknown as { game: { result: unknown } }).game.result);
      assert.ok(result, 'the game ended');
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });
}

describe('on touch, 390 px wide', () => {
  /** Every button shown in the board (the menu opened first where there is one) narrower or lower than 44 px. */
  async function smallButtons(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const board = document.querySelector('#board') as HTMLElement & { updateComplete: Promise<unknown> };
      const more = board.shadowRoot!.querySelector<HTMLElement>('[part~="more-button"]');
      if (more && more.getAttribute('aria-expanded') === 'false') more.click();
      await board.updateComplete;
      return [...board.shadowRoot!.querySelectorAll('button, dialog label')]
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => ({ button, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ button, box }) => `${button.getAttribute('part') ?? button.textContent!.trim()} ${box.width}×${box.height}`);
    });
  }

  it('every button of a game, a problem and the New game dialog is at least 44 px square', async () => {
    const { page, errors } = await open(PHONE);
    for (const markup of [
      '<gonnect-board id="board" size="13" share moves="G7"></gonnect-board>',
      '<connect6-board id="board" size="19" share moves="J10 K10 K11"></connect6-board>',
      '<gonnect-board id="board" size="5" black="B2 B3 B4" white="C2 C3 C4" goal="connect" problem="1"></gonnect-board>',
    ]) {
      await show(page, markup);
      assert.deepEqual(await smallButtons(page), [], markup);
    }
    await show(page, '<gonnect-board id="board" size="9"></gonnect-board>');
    await page.evaluate(() =>
      document.querySelector('#board')!.shadowRoot!.querySelector<HTMLElement>('[part~="more-button"], [part~="new-game-button"]')!.click(),
    );
    await page.evaluate(async () => {
      const root = document.querySelector('#board')!.shadowRoot!;
      root.querySelector<HTMLElement>('.menu [part~="new-game-button"]')?.click();
      for (let i = 0; i < 100 && !root.querySelector('dialog[open]'); i++) await new Promise((done) => setTimeout(done, 20));
    });
    assert.ok(
      await page.evaluate(() => document.querySelector('#board')!.shadowRoot!.querySelector('dialog[open] input[type="radio"]')),
      'the dialog is open',
    );
    assert.deepEqual(await smallButtons(page), [], 'the New game dialog');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('keeps coordinates at least 9 px tall on 13×13 at 300 px and 19×19 at 360 px', async () => {
    const { page } = await open(PHONE);
    for (const [size, width] of [
      [13, 300],
      [19, 360],
    ]) {
      await show(page, `<connect6-board id="board" size="${size}" style="width: ${width}px"></connect6-board>`);
      const { scale, small, large } = await page.evaluate(() => {
        const root = document.querySelector('#board')!.shadowRoot!;
        const svg = root.querySelector('svg')!;
        const [small, large] = ['.coord:not(.coord-large)', '.coord-large'].map((selector) => {
          const path = root.querySelector(selector);
          return Boolean(path?.getAttribute('d')) && parseFloat(getComputedStyle(path!).strokeWidth) > 0;
        });
        return { scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width, small, large };
      });
      assert.ok(small || large, `${size}×${size} at ${width} px: coordinates drawn`);
      const pixels = scale * (small ? LABEL_HEIGHT : LABEL_HEIGHT_LARGE);
      assert.ok(pixels >= LABEL_MIN_PX, `${size}×${size} at ${width} px: ${pixels.toFixed(1)} px tall`);
      assert.ok(scale * CELL < 28, `${size}×${size} at ${width} px is a board of small cells`);
    }
    await page.context().close();
  });

  it('asks a second tap on 19×19: the first shows a ghost, a tap elsewhere moves it, a second tap on it plays', async () => {
    const { page, errors } = await open(PHONE);
    await show(page, '<connect6-board id="board" size="19"></connect6-board>');
    const state = () =>
      page.evaluate(() => {
        const board = document.querySelector('#board') as HTMLElement & { game: { moves: string[] } };
        return { moves: board.game.moves.join(' '), tip: board.shadowRoot!.querySelector('.tip text')?.textContent ?? null };
      });
    await press(page, 'K10', true);
    assert.deepEqual(await state(), { moves: '', tip: 'K10' }, 'the first tap plays nothing');
    await press(page, 'D4', true);
    assert.deepEqual(await state(), { moves: '', tip: 'D4' }, 'a tap elsewhere moves the ghost');
    await press(page, 'D4', true);
    assert.deepEqual(await state(), { moves: 'D4', tip: null }, 'the second tap plays');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
