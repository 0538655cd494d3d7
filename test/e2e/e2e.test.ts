// End-to-end checks against the built files, in Chromium, Firefox and WebKit:
// dist/embed/embed.js alone on a plain page, under a strict Content Security Policy, and the
// built demo site. Needs `npm run build` and `npm run build:demo` first (scripts/test.mjs
// runs them).
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, type E2EBrowser, type E2EPage } from './driver.js';

let server: Server;

before(async () => {
  server = await serveRepository();
  mkdirSync('test-results', { recursive: true });
});

after(async () => {
  await server?.close();
});

/** The stone on `point` of the board `selector`, as its `game` says. */
function stoneAt(page: E2EPage, selector: string, point: string): Promise<string | null> {
  return page.evaluate(([sel, p]) => (document.querySelector(sel) as unknown as { game: { at(p: string): string | null } }).game.at(p), [
    selector,
    point,
  ] as const);
}

for (const engine of engines()) {
  describe(`end to end in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    /** Opens a page (from the shared server unless `origin` says otherwise). */
    async function open(path: string, origin = server.url): Promise<E2EPage> {
      const page = await browser.newPage(1000, 900);
      await page.goto(`${origin}${path}`);
      return page;
    }

    describe('dist/embed/embed.js on a plain page', () => {
      it('shows both boards, plays a move on each and logs no error', async () => {
        const page = await open('/test/e2e/embed.html');
        try {
          await page.waitFor(() => customElements.get('gonnect-board') && customElements.get('connect6-board'), null);
          for (const [selector, point] of [
            ['#gonnect', 'E5'],
            ['#connect6', 'G7'],
          ] as const) {
            await page.waitFor((sel) => document.querySelector(sel)!.shadowRoot?.querySelector('svg'), selector);
            await page.evaluate((sel) => {
              const board = document.querySelector(sel)!;
              board.addEventListener('move', (e) => board.setAttribute('data-moved', (e as CustomEvent<{ point: string }>).detail.point), {
                once: true,
              });
            }, selector);
            await clickPoint(page, selector, point);
            assert.equal(await page.waitFor((sel) => document.querySelector(sel)!.getAttribute('data-moved'), selector), point);
            assert.equal(await stoneAt(page, selector, point), 'black');
          }
          await page.screenshot(`test-results/embed-${engine}.png`);
          assert.deepEqual(await pageErrors(page), []);
        } finally {
          await page.close();
        }
      });
    });

    describe('dist/embed/embed.js under a strict Content Security Policy', () => {
      // Wikis and blogs often forbid inline styles and scripts, and some sites enforce Trusted
      // Types: the boards must work without them.
      const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";

      it('draws both boards, lays the keyboard grid over the board, plays, shows the rules, and nothing is refused', async () => {
        const strict = await serveRepository({ 'content-security-policy': policy });
        const page = await open('/test/e2e/csp.html', strict.url);
        try {
          await page.waitFor(
            () => document.querySelector('#connect6')?.shadowRoot?.querySelector('[part="rules"] h2, [part="rules"] h3'),
            null,
          );
          for (const [selector, point] of [
            ['#gonnect', 'E5'],
            ['#connect6', 'G7'],
          ] as const) {
            // The grid of cells sits over the drawn intersections: its box comes from a style
            // the board sets itself, which the policy must not block.
            const layout = await page.evaluate((sel) => {
              const root = document.querySelector(sel)!.shadowRoot!;
              const grid = root.querySelector('.grid-cells')!.getBoundingClientRect();
              const svg = root.querySelector('svg')!.getBoundingClientRect();
              return { gridLeft: grid.left - svg.left, gridWidth: grid.width, svgWidth: svg.width };
            }, selector);
            assert.ok(layout.gridLeft > 0 && layout.gridWidth < layout.svgWidth, `${selector}: grid box ${JSON.stringify(layout)}`);
            await clickPoint(page, selector, point);
            await page.waitFor(
              ([sel, p]) => (document.querySelector(sel) as unknown as { game: { at(p: string): string | null } }).game.at(p),
              [selector, point] as const,
            );
            assert.equal(await stoneAt(page, selector, point), 'black', `${selector}: ${point}`);
          }
          assert.deepEqual(await pageErrors(page), []);
        } finally {
          await page.close();
          await strict.close();
        }
      });
    });

    describe('the built demo site', () => {
      // In WebKit the error collector comes in once the page has loaded (WebDriver classic
      // cannot run a script before the page's own), so it sees the errors from then on.
      it('loads without errors and shows boards', async () => {
        const page = await open('/demo-dist/index.html');
        try {
          await page.waitFor(() => document.querySelector('gonnect-board')?.shadowRoot?.querySelector('svg'), null);
          const boards = await page.evaluate(() => document.querySelectorAll('gonnect-board, connect6-board').length, null);
          assert.ok(boards >= 2, `expected boards on the demo page, found ${boards}`);
          await page.screenshot(`test-results/demo-${engine}.png`);
          assert.deepEqual(await pageErrors(page), []);
        } finally {
          await page.close();
        }
      });
    });
  });
}

describe('the built demo site files', () => {
  it('gives every page the shared header and footer, with its own navigation link marked as current', () => {
    const pages = readdirSync('demo-dist').filter((file) => file.endsWith('.html'));
    assert.ok(pages.length >= 9, `expected the demo's pages, found ${pages.join(', ')}`);
    for (const file of pages) {
      const html = readFileSync(`demo-dist/${file}`, 'utf8');
      assert.ok(html.includes('<a class="skip-link" href="#main">'), `${file}: no skip link`);
      assert.ok(html.includes('<nav class="site-nav"'), `${file}: no site navigation`);
      assert.ok(html.includes('<footer>\n      <p>gonnect-connect6 · MIT licence'), `${file}: no site footer`);
      const nav = html.slice(html.indexOf('<nav class="site-nav"'), html.indexOf('</nav>'));
      const links = [...nav.matchAll(/<li><a href="\.\/([a-z0-9-]+\.html)"( aria-current="page")?>/g)];
      assert.equal(links.length, pages.length, `${file}: navigation links (one per page)`);
      assert.deepEqual(
        links.filter((link) => link[2]).map((link) => link[1]),
        [file],
        `${file}: current link`,
      );
    }
  });
});
