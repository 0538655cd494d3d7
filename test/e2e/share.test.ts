// End to end: Share and reload, in Chromium, Firefox and WebKit. Two moves played with real
// clicks, one step back, the Share button pressed (copied, or shown to copy where the
// browser may not); the link then opens in a browser started afresh (nothing kept from the
// first) and shows the same game at the same position. A crafted fragment gets a message,
// never markup. The demo's Play page opens a shared game alone, full-size. Needs `npm run
// build` and `npm run build:demo` first (scripts/test.mjs runs them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { encodeShare } from '../../src/records/index.js';
import { clickButton, clickPoint, engines, launch, pageErrors, type E2EPage } from './driver.js';

/** A share payload (src/records/share.ts) of `moves` from the empty board. */
const payloadOf = (kind: 'gonnect' | 'connect6', size: number, moves: string[]) =>
  kind === 'gonnect'
    ? encodeShare({ kind, size, setup: { black: [], white: [], toPlay: 'black' }, swap: true, moves })
    : encodeShare({ kind, size, setup: { black: [], white: [], toPlay: 'black', stonesLeft: 1 }, moves });

let server: Server;
before(async () => (server = await serveRepository()));
after(async () => server?.close());

interface SharingBoard extends HTMLElement {
  game: { moves: string[] };
  shareUrl(): Promise<string>;
}

/** What the board `#game` shows: its moves and the replay bar's position. */
const shown = (page: E2EPage) =>
  page.evaluate(() => {
    const board = document.querySelector('#game') as SharingBoard;
    return { moves: board.game.moves, ply: board.shadowRoot!.querySelector('.ply')?.textContent?.trim() ?? '' };
  }, null);

for (const engine of engines()) {
  describe(`share links end to end in ${engine}`, () => {
    it('a shared link opens the same game at the same position in a fresh browser', async () => {
      let url: string | undefined;
      const first = await launch(engine);
      try {
        const page = await first.newPage(900, 900);
        await page.goto(`${server.url}/test/e2e/share.html`);
        await page.waitFor(() => document.querySelector('#game')?.shadowRoot?.getElementById('pE5'), null);
        await clickPoint(page, '#game', 'E5');
        await page.waitFor(() => (document.querySelector('#game') as SharingBoard).game.moves.length === 1, null);
        await clickPoint(page, '#game', 'D4');
        await page.waitFor(() => (document.querySelector('#game') as SharingBoard).game.moves.length === 2, null);
        await page.waitFor(() => document.querySelector('#game')!.shadowRoot!.querySelector('[part~="back-button"]'), null);
        await clickButton(page, '#game', 'back');
        await page.waitFor(() => (document.querySelector('#game') as SharingBoard).game.moves.length === 1, null);
        await clickButton(page, '#game', 'share');
        const said = String(
          await page.waitFor(() => document.querySelector('#game')!.shadowRoot!.querySelector('.refusal')?.textContent, null),
        );
        url = await page.evaluate(() => (document.querySelector('#game') as SharingBoard).shareUrl(), null);
        assert.ok(said.startsWith('Link copied') || said.includes(url), said);
        assert.match(url, /^http:\/\/[^#]+\/test\/e2e\/share\.html#game=[\w-]+$/);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await first.close();
      }

      assert.ok(url, 'no link');
      const fresh = await launch(engine);
      try {
        const page = await fresh.newPage(900, 900);
        await page.goto(url);
        // A board takes calls once it has drawn (its engine loads first): `game` throws before.
        await page.waitFor(() => {
          const board = document.querySelector('#game') as (SharingBoard & { hasUpdated: boolean }) | null;
          return board?.hasUpdated === true && board.game.moves.length === 1;
        }, null);
        await page.waitFor(() => document.querySelector('#game')!.shadowRoot!.querySelector('.ply'), null);
        assert.deepEqual(await shown(page), { moves: ['E5'], ply: '1 / 2' });
        // Forward returns to the whole game.
        await clickButton(page, '#game', 'forward');
        await page.waitFor(() => (document.querySelector('#game') as SharingBoard).game.moves.length === 2, null);
        assert.deepEqual((await shown(page)).moves, ['E5', 'D4']);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await fresh.close();
      }
    });

    it("the demo's Play page opens a shared game alone, on the board it names", async () => {
      const browser = await launch(engine);
      try {
        const page = await browser.newPage(1000, 900);
        // A Connect6 game on 19×19: K10, then J9 and L11.
        await page.goto(`${server.url}/demo-dist/play.html#connect6=${payloadOf('connect6', 19, ['K10', 'J9', 'L11'])}`);
        await page.waitFor(() => {
          const board = document.querySelector('#connect6') as (SharingBoard & { hasUpdated: boolean }) | null;
          return board?.hasUpdated === true && board.game.moves.length === 3;
        }, null);
        // No named helper inside: the bundler of the test would wrap it in a helper the page lacks.
        const layout = await page.evaluate(
          () => ({
            gonnect: document.getElementById('gonnect')!.closest('section')!.hidden,
            connect6: document.getElementById('connect6')!.closest('section')!.hidden,
            note: document.querySelector<HTMLElement>('.shared-note')!.hidden,
          }),
          null,
        );
        assert.deepEqual(layout, { gonnect: true, connect6: false, note: false });
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await browser.close();
      }
    });

    it('a crafted fragment gets a message naming the link, never markup', async () => {
      const browser = await launch(engine);
      try {
        const page = await browser.newPage(900, 900);
        await page.goto(`${server.url}/test/e2e/share.html#game=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
        const message = String(
          await page.waitFor(
            () => document.querySelector('#game')?.shadowRoot?.querySelector('[part="errors"], .error')?.textContent,
            null,
          ),
        );
        assert.match(message.trim(), /^The link in the address:/);
        assert.equal(await page.evaluate(() => document.querySelector('#game')!.shadowRoot!.querySelector('img'), null), null);
        assert.deepEqual(await shown(page), { moves: [], ply: '' });
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await browser.close();
      }
    });
  });
}
