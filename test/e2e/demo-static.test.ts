// End to end: the demo's two pages about static output, built (demo-dist/), in Chromium,
// Firefox and WebKit. "Diagrams without JavaScript" (no-script.html) holds no script and
// shows each diagram from the SVG the demo build put inside its board; "Static diagrams"
// (diagrams.html) shows each live board beside renderSvg's picture of it. Needs the demo
// build first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { engines, launch, pageErrors } from './driver.js';

let server: Server;
before(async () => (server = await serveRepository()));
after(async () => server?.close());

describe('the built page without JavaScript', () => {
  it('has no script, and an SVG with a title inside every board', () => {
    const html = readFileSync('demo-dist/no-script.html', 'utf8');
    assert.doesNotMatch(html, /<script/i);
    const boards = [...html.matchAll(/<(gonnect-board|connect6-board)\b[^>]*>([\s\S]*?)<\/\1>/g)];
    assert.equal(boards.length, 4);
    for (const [, tag, content] of boards) {
      assert.match(
        content!,
        /^<div class="gc-prerendered" data-width="\d+"><style>[\s\S]*?<\/style><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>(Gonnect|Connect6) diagram/,
        tag,
      );
      assert.match(content!, /<\/svg><\/div>$/, tag);
    }
  });

  it('prerenders the Play and Problems pages: each board with its status line, a problem with its task', () => {
    const play = readFileSync('demo-dist/play.html', 'utf8');
    assert.equal(play.match(/<div class="gc-status"><span>Black to play<\/span>/g)?.length, 2);
    const problems = readFileSync('demo-dist/problems.html', 'utf8');
    assert.match(problems, /<div class="gc-status"><span>Black to connect in 1 move<\/span><\/div>/);
    assert.match(problems, /<span>Problem 1 of 14 · solved: 0<\/span>/);
    assert.match(problems, /<span>Problem 1 of 11 · solved: 0<\/span>/);
    // The file the boards' src names is in the build, at that name.
    assert.equal(readFileSync('demo-dist/problems/problem-set.sgf', 'utf8'), readFileSync('demo/problems/problem-set.sgf', 'utf8'));
  });
});

for (const engine of engines()) {
  describe(`the demo's static diagrams in ${engine}`, () => {
    it('shows every prerendered diagram on the page without JavaScript', async () => {
      const browser = await launch(engine);
      try {
        const page = await browser.newPage(1000, 900);
        await page.goto(`${server.url}/demo-dist/no-script.html`);
        const shown = await page.evaluate(
          () =>
            [...document.querySelectorAll('gonnect-board, connect6-board')].map((board) => {
              const box = board.querySelector(':scope > .gc-prerendered > svg')?.getBoundingClientRect();
              return {
                defined: Boolean(customElements.get(board.localName)),
                width: Math.round(box?.width ?? 0),
                height: Math.round(box?.height ?? 0),
                stones: board.querySelectorAll('svg .black, svg .white').length,
              };
            }),
          null,
        );
        assert.equal(shown.length, 4);
        for (const board of shown) {
          assert.equal(board.defined, false, 'no script defined the elements');
          assert.ok(board.width >= 200 && board.height >= 200, `drawn at ${board.width}×${board.height}`);
          assert.ok(board.stones > 0, 'stones drawn');
        }
        assert.deepEqual(await pageErrors(page), []);
        await page.close();
      } finally {
        await browser.close();
      }
    });

    it('shows each live board beside its standalone picture', async () => {
      const browser = await launch(engine);
      try {
        const page = await browser.newPage(1200, 900);
        await page.goto(`${server.url}/demo-dist/diagrams.html`);
        await page.waitFor(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('.static-picture')].every(
              (image) => image.complete && image.naturalWidth > 0,
            ) &&
            [...document.querySelectorAll('.static-pair')].every((pair) =>
              pair.querySelector('gonnect-board, connect6-board')?.shadowRoot?.querySelector('svg'),
            ),
          null,
        );
        const pictures = await page.evaluate(
          () => [...document.querySelectorAll<HTMLImageElement>('.static-picture')].map((image) => image.alt.split('.')[0]),
          null,
        );
        assert.deepEqual(pictures, [
          'Gonnect diagram, 9 by 9',
          'Gonnect diagram, 9 by 9',
          'Connect6 diagram, 13 by 13',
          'Connect6 diagram, 19 by 19',
        ]);
        assert.deepEqual(await pageErrors(page), []);
        await page.close();
      } finally {
        await browser.close();
      }
    });
  });
}
