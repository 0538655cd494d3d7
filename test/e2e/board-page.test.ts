// The iframe page dist/embed/board.html: one board from the fragment's attributes, for sites
// that allow an <iframe> but no script. The check copies the folder alone into an empty site
// (as self-host.test.ts does), and in every engine opens the page in a frame of a host page
// and on its own: a diagram, a playable board in Spanish, a problem solved by a click, and a
// bad value showing the element's own message (the same text as a board written in a page),
// every file from the folder. Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, type E2EBrowser, type E2EPage } from './driver.js';

const COPY = 'boards';

/** A host page with the iframe snippet of the README: the frame's size is the page's choice. */
const HOST = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>host</title><link rel="icon" href="data:," /></head>
  <body style="margin: 0">
    <iframe id="frame" src="/${COPY}/board.html#game=gonnect&amp;size=9&amp;black=D4%20E5&amp;white=F6&amp;readonly"
            title="A Gonnect diagram" width="320" height="320" style="border: 0"></iframe>
  </body>
</html>
`;

/** A page with the element itself, for its message about a bad value. */
const ELEMENT = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>element</title><link rel="icon" href="data:," />
    <script type="module" src="/${COPY}/embed.js"></script></head>
  <body><gonnect-board id="bad" size="99"></gonnect-board></body>
</html>
`;

let site: string;
let server: Server;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'board-page-'));
  cpSync('dist/embed', join(site, COPY), { recursive: true });
  writeFileSync(join(site, 'host.html'), HOST);
  writeFileSync(join(site, 'element.html'), ELEMENT);
  server = await serveRepository({}, site);
});

after(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** Waits until the page's board has drawn (its board part is there) and settled. */
async function boardReady(page: E2EPage, selector = '.board'): Promise<void> {
  await page.waitFor((sel) => document.querySelector(sel)?.shadowRoot?.querySelector('[part~="board"] svg, [part~="error"]'), selector);
  await page.evaluate(
    async (sel) => void (await (document.querySelector(sel) as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete),
    selector,
  );
}

/** The text of a part of the page's board, spaces collapsed. */
function partText(page: E2EPage, part: string, selector = '.board'): Promise<string> {
  return page.evaluate(
    ([sel, name]) =>
      (document.querySelector(sel)?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    [selector, part] as const,
  );
}

/** The paths the page fetched that are not in the copied folder. */
function fetchedOutside(page: E2EPage): Promise<string[]> {
  return page.evaluate(
    (copy) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => !path.startsWith(`/${copy}/`)),
    COPY,
  );
}

for (const engine of engines()) {
  describe(`board.html in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('draws a diagram in a frame, sized to the frame', async () => {
      const page = await browser.newPage(800, 600);
      try {
        await page.goto(`${server.url}/host.html`);
        const drawn = await page.waitFor<null, string>(() => {
          const frame = (document.getElementById('frame') as HTMLIFrameElement).contentDocument;
          const board = frame?.querySelector('gonnect-board');
          const svg = board?.shadowRoot?.querySelector('[part~="board"] svg');
          if (!board || !svg) return '';
          const game = (board as HTMLElement & { game: { size: number; at(point: string): string | null } }).game;
          return JSON.stringify({
            // Fills the 320 × 320 frame without a scroll bar (Firefox draws the board a few pixels taller than wide).
            fits:
              board.getBoundingClientRect().height <= 320 &&
              board.getBoundingClientRect().width > 300 &&
              board.getBoundingClientRect().width <= 320,
            size: game.size,
            d4: game.at('D4'),
            f6: game.at('F6'),
            status: Boolean(board.shadowRoot!.querySelector('[part~="status"]')),
          });
        }, null);
        assert.deepEqual(JSON.parse(drawn), { fits: true, size: 9, d4: 'black', f6: 'white', status: false });
      } finally {
        await page.close();
      }
    });

    it('plays a Connect6 game in Spanish from the fragment, every file from its folder', async () => {
      const page = await browser.newPage(420, 600);
      try {
        await page.goto(`${server.url}/${COPY}/board.html#game=connect6&size=13&lang=es`);
        await boardReady(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang, null), 'es');
        assert.equal(await page.evaluate(() => document.querySelector('.board')!.localName, null), 'connect6-board');
        // Sized to the frame: the whole board (status line and buttons too) fits it and fills
        // its width or its height (WebKit's window may be wider than asked: its viewport counts).
        await page.waitFor(() => {
          const box = document.querySelector('.board')!.getBoundingClientRect();
          const fits = box.width <= innerWidth + 1 && box.height <= innerHeight + 1;
          return fits && (box.width >= innerWidth - 1 || box.height >= innerHeight - 2);
        }, null);
        await clickPoint(page, '.board', 'G7');
        await page.waitFor(
          () => (document.querySelector('.board') as HTMLElement & { game: { moves: string[] } }).game.moves.length === 1,
          null,
        );
        assert.match(await partText(page, 'status'), /blanc/i, 'the status line speaks Spanish (Blancas to play)');
        assert.deepEqual(await fetchedOutside(page), []);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });

    it('poses a problem that a click solves', async () => {
      const page = await browser.newPage(420, 600);
      try {
        await page.goto(`${server.url}/${COPY}/board.html#size=5&black=C1+C2+C3+C4&white=B2+B3+D3&goal=connect`);
        await boardReady(page);
        await page.evaluate(() => {
          const board = document.querySelector('.board')!;
          board.addEventListener('solved', () => ((window as unknown as { solved: boolean }).solved = true));
        }, null);
        // The problem is posed (its words in the status line) before the reader answers.
        await page.waitFor(() => /to connect in 1 move/.test(document.querySelector('.board')!.shadowRoot!.textContent ?? ''), null);
        // The problem as written is checked first (in the worker): a move waits until then.
        await page.waitFor(
          () => document.querySelector('.board')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="hint-button"]')?.disabled === false,
          null,
          20_000,
        );
        await clickPoint(page, '.board', 'C5');
        await page.waitFor(() => (window as unknown as { solved?: boolean }).solved === true, null, 20_000);
        assert.match(await partText(page, 'status'), /Solved/);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });

    it("shows the element's own message for a bad value, and a note for an unknown game", async () => {
      const page = await browser.newPage(420, 600);
      try {
        await page.goto(`${server.url}/element.html`);
        await boardReady(page, '#bad');
        const expected = await partText(page, 'error', '#bad');
        assert.match(expected, /99/);

        await page.goto(`${server.url}/${COPY}/board.html#game=gonnect&size=99`);
        await boardReady(page);
        assert.equal(await partText(page, 'error'), expected);

        // A new fragment shows a new board; a game that is neither says so in words.
        await page.evaluate(() => void (location.hash = '#game=chess'), null);
        const note = await page.waitFor(() => document.querySelector('.note')?.textContent, null);
        assert.match(String(note), /gonnect or connect6/);
      } finally {
        await page.close();
      }
    });
  });
}
