// End to end: a Little Golem record in a plain page with only the embed, in Chromium,
// Firefox and WebKit. The board fetches the file (src), the reader steps to the setup and
// back to the end with the replay bar's buttons (real clicks), and the board writes the
// record again: the same text, since the file is in Little Golem's own form (the
// documented normalisation: node per turn, FF, EV, PB, PW, SO, in this order, lower
// case points, no whitespace). Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickButton, engines, launch, pageErrors, type E2EBrowser, type E2EPage } from './driver.js';

const RECORD = readFileSync('test/components/fixtures/little-golem.sgf', 'utf8');

let server: Server;
before(async () => (server = await serveRepository()));
after(async () => server?.close());

interface ReplayBoard {
  game: { moves: string[] };
  toRecord(format?: string): Promise<string>;
}

/** How many moves the board shows. */
const shownMoves = (page: E2EPage) =>
  page.evaluate(() => (document.querySelector('#game') as unknown as ReplayBoard).game.moves.length, null);

for (const engine of engines()) {
  describe(`a Little Golem record end to end in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('loads the file, steps to the setup and back to the end, and writes the same record', async () => {
      const page = await browser.newPage(1000, 900);
      try {
        await page.goto(`${server.url}/test/e2e/records.html`);
        // A board takes calls once it has drawn (its engine loads first): `game` throws before.
        await page.waitFor(() => {
          const board = document.querySelector('#game') as unknown as (ReplayBoard & { hasUpdated: boolean }) | null;
          return board?.hasUpdated === true && board.game.moves.length === 47;
        }, null);
        await page.waitFor(() => document.querySelector('#game')!.shadowRoot!.querySelector('[part~="last-button"]'), null);
        await clickButton(page, '#game', 'first');
        await page.waitFor(() => (document.querySelector('#game') as unknown as ReplayBoard).game.moves.length === 0, null);
        await clickButton(page, '#game', 'last');
        await page.waitFor(() => (document.querySelector('#game') as unknown as ReplayBoard).game.moves.length === 47, null);
        assert.equal(await shownMoves(page), 47);
        const written = await page.evaluate(() => (document.querySelector('#game') as unknown as ReplayBoard).toRecord('sgf'), null);
        assert.equal(written, RECORD);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });
  });
}
