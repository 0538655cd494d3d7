// Self-hosting is copying one folder: dist/embed/ holds embed.js and every file it loads on
// first use (the rule panel, its languages, the computer player), and nothing else. The
// check copies that folder alone, under another name, into an empty site beside a page of
// its own, serves only that site, and opens the rules and plays the computer from it in
// every engine. Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, rulesSections, type E2EBrowser, type E2EPage } from './driver.js';

const FOLDER = 'dist/embed';
/** Where the site keeps its copy of the folder: any name works, `assets/boards`. */
const COPY = 'assets/boards';

/** A page of the self-hosting site: one board for the rules, one against the computer. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>self-hosted boards</title>
    <link rel="icon" href="data:," />
    <script src="/collect-errors.js"></script>
    <script type="module" src="/${COPY}/embed.js"></script>
  </head>
  <body>
    <gonnect-board id="rules" size="9" lang="es" style="width: 420px"></gonnect-board>
    <connect6-board id="game" computer="white" level="1" size="13" style="width: 420px"></connect6-board>
  </body>
</html>
`;

/** The files a built module names relatively: `import("./rules-panel-BjI0l5Wj.js")` gives `rules-panel-BjI0l5Wj.js`. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/["'`]\.\/([^"'`/]+\.js)["'`]/g)].map((match) => match[1]!);
}

/** Every file reached from `entry` through relative imports, in the order met. */
function reachable(folder: string, entry: string): string[] {
  const seen = [entry];
  for (let i = 0; i < seen.length; i++) {
    for (const file of relativeImports(readFileSync(join(folder, seen[i]!), 'utf8'))) {
      if (!seen.includes(file)) seen.push(file);
    }
  }
  return seen;
}

describe('the folder dist/embed/', () => {
  it('holds embed.js and every file it loads, the iframe page board.html and its board.js, and nothing else', () => {
    const files = readdirSync(FOLDER, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    const loaded = reachable(FOLDER, 'embed.js');
    // A file named but missing would fail to read above; the rule panel and the computer must be among them.
    assert.ok(loaded.length >= 4, `files embed.js loads: ${loaded.join(', ')}`);
    assert.ok(loaded.some((file) => file.startsWith('browser-')) && loaded.some((file) => file.startsWith('rules-panel-')));
    assert.deepEqual([...loaded, 'board.html', 'board.js'].sort(), files);
  });
});

let site: string;
let server: Server;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'self-host-'));
  cpSync(FOLDER, join(site, COPY), { recursive: true });
  cpSync('test/e2e/collect-errors.js', join(site, 'collect-errors.js'));
  writeFileSync(join(site, 'index.html'), PAGE);
  server = await serveRepository({}, site);
});

after(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** The paths the page fetched (its resource timing entries): `'/assets/boards/embed.js'`. */
function fetched(page: E2EPage): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname), null);
}

for (const engine of engines()) {
  describe(`a site serving only a copy of dist/embed/, in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('opens the rules and plays the computer, every file from the copied folder, with no error', async () => {
      const page = await browser.newPage(1000, 1000);
      try {
        await page.goto(`${server.url}/index.html`);
        await page.waitFor(() => document.querySelector('#game')?.shadowRoot?.querySelector('svg'), null);

        await page.evaluate(
          () => (document.querySelector('#rules')!.shadowRoot!.querySelector('[part~="rules-button"]') as HTMLElement).click(),
          null,
        );
        assert.ok((await rulesSections(page, '#rules')) > 3);

        await page.evaluate(() => {
          const board = document.querySelector('#game')!;
          const moves: string[] = ((window as unknown as { moves: string[] }).moves = []);
          board.addEventListener('move', (event) => moves.push((event as CustomEvent<{ color: string }>).detail.color));
        }, null);
        await clickPoint(page, '#game', 'G7');
        await page.waitFor(() => (window as unknown as { moves: string[] }).moves.length >= 3, null, 20_000);
        const moves = await page.evaluate(() => (window as unknown as { moves: string[] }).moves, null);
        assert.deepEqual(moves.slice(0, 3), ['black', 'white', 'white']);

        const paths = await fetched(page);
        const chunks = paths.filter((path) => path.startsWith(`/${COPY}/`)).map((path) => path.slice(COPY.length + 2));
        assert.ok(
          chunks.some((file) => file.startsWith('rules-panel-')),
          `fetched: ${paths.join(', ')}`,
        );
        assert.ok(
          chunks.some((file) => file.startsWith('es-')),
          `fetched: ${paths.join(', ')}`,
        );
        assert.ok(
          chunks.some((file) => file.startsWith('browser-')),
          `fetched: ${paths.join(', ')}`,
        );
        assert.deepEqual(
          paths.filter((path) => !path.startsWith(`/${COPY}/`) && path !== '/collect-errors.js'),
          [],
          'every file came from the copied folder',
        );
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });
  });
}
