// End-to-end check of the computer player in the built dist/embed/embed.js served from another
// origin (as from a CDN): a worker made from a cross-origin script URL is refused by
// browsers, so the player's chunk must start its worker from a Blob URL. Two servers: one
// for the page, one for dist/ with `access-control-allow-origin: *`.
// Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, type E2EBrowser, type E2EPage } from './driver.js';

type BoardEvent = { board: string; type: string; color?: string; point?: string };

let site: Server;
let cdn: Server;

before(async () => {
  site = await serveRepository();
  cdn = await serveRepository({ 'access-control-allow-origin': '*' });
});

after(async () => {
  await site?.close();
  await cdn?.close();
});

/** Waits until the page has recorded `count` board events, and returns them all. */
async function eventsUntil(page: E2EPage, count: number): Promise<BoardEvent[]> {
  await page.waitFor((n) => (window as unknown as { boardEvents: unknown[] }).boardEvents.length >= n, count, 20_000);
  return page.evaluate(() => (window as unknown as { boardEvents: BoardEvent[] }).boardEvents, null);
}

/** The files the page fetched (its resource timing entries). */
function fetched(page: E2EPage): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name), null);
}

for (const engine of engines()) {
  describe(`the computer player with dist/embed/embed.js from another origin, in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('answers in both games from a Blob-URL worker, loaded on first use, with no error', async () => {
      const page = await browser.newPage(1000, 1000);
      try {
        assert.notEqual(new URL(site.url).origin, new URL(cdn.url).origin);
        await page.goto(`${site.url}/test/e2e/computer.html?embed=${encodeURIComponent(cdn.url)}`);
        await page.waitFor(() => document.querySelector('connect6-board')?.shadowRoot?.querySelector('svg'), null);
        await page.evaluate(() => {
          const events: BoardEvent[] = ((window as unknown as { boardEvents: BoardEvent[] }).boardEvents = []);
          for (const board of document.querySelectorAll('gonnect-board, connect6-board')) {
            for (const type of ['move', 'swap', 'win', 'draw']) {
              board.addEventListener(type, (event) =>
                events.push({ board: board.id, type, ...(event as CustomEvent<Partial<BoardEvent>>).detail }),
              );
            }
          }
        }, null);
        // Before the first paint a board fetches its game's engine (with the few helpers the
        // two engines share) and a playable board the replay bar's code (so the bar
        // appears with the first move without moving the page) and, since the computer has a
        // seat, the computer player's controls and their English words; the search itself
        // (the worker's chunk) waits until the computer has a move to make.
        const chunkNames = async (): Promise<string[]> =>
          (await fetched(page))
            .filter((url) => url.startsWith(cdn.url) && !url.endsWith('/embed.js'))
            .map((url) => url.slice(url.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, ''))
            .sort();
        const early = ['computer-mode', 'connect6', 'en', 'gonnect', 'points', 'replay-view', 'rolldown-runtime'];
        assert.deepEqual(await chunkNames(), early, 'no search before the computer has a move to make');
        const chunks = async (): Promise<string[]> => (await chunkNames()).filter((name) => !early.includes(name));

        // Gonnect: the computer (the second player) answers, or takes the pie and answers the next move as Black.
        await clickPoint(page, '#gonnect', 'C3');
        let events = await eventsUntil(page, 2);
        assert.deepEqual(events[0], { board: 'gonnect', type: 'move', color: 'black', point: 'C3', captured: [], moveNumber: 1 });
        if (events[1]!.type === 'swap') {
          await clickPoint(page, '#gonnect', 'G7');
          events = await eventsUntil(page, 4);
          assert.equal(events[3]!.color, 'black');
        } else {
          assert.equal(events[1]!.type, 'move');
          assert.equal(events[1]!.color, 'white');
        }

        // Connect6: two white stones answer Black's first.
        const before = events.length;
        await clickPoint(page, '#connect6', 'G7');
        events = await eventsUntil(page, before + 3);
        assert.deepEqual(
          events.slice(before).map((e) => `${e.board} ${e.color}`),
          ['connect6 black', 'connect6 white', 'connect6 white'],
        );

        assert.ok((await chunks()).length > 0, 'the computer player came as a chunk beside embed.js');
        const workers = await page.evaluate(() => (window as unknown as { e2eWorkers: string[] }).e2eWorkers, null);
        assert.ok(workers.length > 0 && workers.every((url) => url.startsWith('blob:')), `workers: ${workers.join(', ')}`);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });
  });
}
