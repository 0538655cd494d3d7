// End to end: boards rendered on a server and hydrated, in Chromium, Firefox and WebKit. The
// page (ssr-page.ts) holds a read-only diagram and a playable board rendered in Node by
// @lit-labs/ssr to Declarative Shadow DOM, and a module script bundled with Lit's hydration
// support. Before that script runs, each board is already drawn: its shadow root came with
// the HTML. After it, the boards are the same (the same SVG element, not a new drawing;
// the same stones, status and label), there is one drawing in each, and the playable board
// plays a real click. Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, type E2EPage } from './driver.js';
import { writeSsrPage } from './ssr-page.js';

let folder: string;
let server: Server;
before(async () => {
  folder = await writeSsrPage();
  server = await serveRepository({}, folder);
});
after(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface Shown {
  defined: boolean;
  shadowRoot: boolean;
  circles: number;
  setup: string[];
  status: string;
  label: string;
}

/** What the board `id` shows now, read as the page's snapshot script read it before any module ran. */
const shown = (page: E2EPage, id: string) =>
  page.evaluate((board) => {
    const el = document.getElementById(board)!;
    const root = el.shadowRoot;
    return {
      defined: Boolean(customElements.get(el.localName)),
      shadowRoot: Boolean(root),
      circles: root ? root.querySelectorAll('.played circle, .server-played circle').length : 0,
      setup: root ? [...root.querySelectorAll('svg > path.black, svg > path.white')].map((path) => path.getAttribute('d')) : [],
      status: root ? (root.querySelector('[part="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim() : '',
      label: root ? (root.querySelector('svg')?.getAttribute('aria-label') ?? '') : '',
    } as Shown;
  }, id);

/** The snapshot the page took before its module script ran. */
const beforeScripts = (page: E2EPage, id: string) =>
  page.evaluate((board) => (window as unknown as { beforeScripts: Record<string, Shown> }).beforeScripts[board]!, id);

/** Waits until the board `id` has hydrated (Lit's first update is done). */
const hydrated = (page: E2EPage, id: string) =>
  page.waitFor((board) => {
    const el = document.getElementById(board) as (HTMLElement & { hasUpdated?: boolean }) | null;
    return Boolean(el?.hasUpdated);
  }, id);

for (const engine of engines()) {
  describe(`server-rendered boards hydrate in ${engine}`, () => {
    it('are drawn before any script, the same after hydration, once, and the playable one plays', async () => {
      const browser = await launch(engine);
      try {
        const page = await browser.newPage(800, 1000);
        await page.goto(`${server.url}/index.html`);
        await hydrated(page, 'diagram');
        await hydrated(page, 'game');

        const diagram = await beforeScripts(page, 'diagram');
        const game = await beforeScripts(page, 'game');
        // Before any script: undefined elements, already drawn from the HTML.
        assert.equal(diagram.defined, false);
        assert.equal(diagram.shadowRoot, true);
        assert.equal(diagram.circles, 2, 'the two played stones F6 and G7');
        assert.equal(diagram.setup.length, 2);
        assert.match(diagram.label, /^Gonnect diagram, 9 by 9/);
        assert.match(diagram.label, /C3/);
        assert.equal(game.circles, 3, 'G7 H8 H9');
        assert.equal(game.status, 'Black to play 2 stones left this turn');

        // After hydration: the same drawing, kept (the server's SVG element), not drawn again.
        assert.deepEqual(await shown(page, 'diagram'), { ...diagram, defined: true });
        assert.deepEqual(await shown(page, 'game'), { ...game, defined: true });
        const kept = await page.evaluate(() => {
          const server = (window as unknown as { serverSvg: Record<string, Element> }).serverSvg;
          return ['diagram', 'game'].map((id) => document.getElementById(id)!.shadowRoot!.querySelector('svg') === server[id]);
        }, null);
        assert.deepEqual(kept, [true, true]);
        const counts = await page.evaluate(
          () =>
            ['diagram', 'game'].map((id) => {
              const el = document.getElementById(id)!;
              const root = el.shadowRoot!;
              return [
                // The board's drawing (the toolbar's icons are SVGs of their own).
                root.querySelectorAll('svg:not(.icon)').length,
                root.querySelectorAll('[part="board"]').length,
                el.querySelectorAll('template').length,
                // The server's stones gave way to the browser's: none drawn twice.
                root.querySelectorAll('.server-played').length,
              ];
            }),
          null,
        );
        assert.deepEqual(counts, [
          [1, 1, 0, 0],
          [1, 1, 0, 0],
        ]);
        assert.deepEqual(
          await page.evaluate(() => (document.getElementById('game') as unknown as { game: { moves: string[] } }).game.moves, null),
          ['G7', 'H8', 'H9'],
        );

        // Interactive: a real click plays Black's first stone of the turn.
        await clickPoint(page, '#game', 'F6');
        await page.waitFor(
          () => (document.getElementById('game') as unknown as { game: { moves: string[] } }).game.moves.length === 4,
          null,
        );
        const after = await shown(page, 'game');
        assert.equal(after.circles, 4);
        assert.equal(after.status, 'Black to play 1 stone left this turn');
        assert.deepEqual(await pageErrors(page), []);
        await page.close();
      } finally {
        await browser.close();
      }
    });
  });
}
