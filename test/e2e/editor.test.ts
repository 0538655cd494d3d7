// End to end: the editor (`edit`), in Chromium, Firefox and WebKit, against the built files.
// A 9×9 Gonnect problem made with the real mouse on dist/embed/embed.js alone (the editor
// loads on first use): the Black stone tool, eight stones down the E column with E5 left
// open, the goal Connect; the status line gives the verdict, Copy HTML gives the snippet
// (copied, or shown in the panel's text area where the browser refuses), and that snippet,
// put into a fresh page, poses the problem and is solved by E5. Then the demo's Editor page:
// its three editors, their snippets and the boards the snippets make. Needs `npm run build`
// and `npm run build:demo` first (scripts/test.mjs runs them).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, engines, launch, pageErrors, type E2EBrowser, type E2EPage } from './driver.js';

let server: Server;
before(async () => {
  server = await serveRepository();
  mkdirSync('test-results', { recursive: true });
});
after(async () => server?.close());

const SETUP = ['E1', 'E2', 'E3', 'E4', 'E6', 'E7', 'E8', 'E9'];
const SNIPPET = `<gonnect-board size="9" black="${SETUP.join(' ')}" goal="connect" within="1"></gonnect-board>`;
const VERDICT = 'Black to connect in 1 move: sound; 1 first move works (E5).';

interface EditingBoard extends HTMLElement {
  game: { at(point: string): string | null; moves: string[] };
  toHtml(): string;
}

/** Clicks, with the real mouse, the element `inner` of the shadow root of the board `selector` (after scrolling it into view). */
async function clickInside(page: E2EPage, selector: string, inner: string): Promise<void> {
  const box = await page.evaluate(
    ([sel, within]) => {
      const element = document.querySelector(sel)!.shadowRoot!.querySelector(within)!;
      element.scrollIntoView({ block: 'center' });
      const rect = element.getBoundingClientRect();
      return { x: Math.round(rect.x + rect.width / 2), y: Math.round(rect.y + rect.height / 2) };
    },
    [selector, inner] as const,
  );
  await page.click(box.x, box.y);
}

/** The status line of the board `selector`. */
const status = (page: E2EPage, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)!.shadowRoot!.querySelector('.turn')?.textContent?.trim() ?? '', selector);

for (const engine of engines()) {
  describe(`the editor end to end in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('makes a 9×9 problem by clicks, proves it, copies the snippet, and the snippet poses it on a fresh page', async () => {
      const page = await browser.newPage(1000, 1000);
      let snippet: string;
      let how: string;
      try {
        await page.goto(`${server.url}/test/e2e/editor.html`);
        await page.waitFor(() => document.querySelector('#editor')?.shadowRoot?.querySelector('[part="editor"]'), null);
        await clickInside(page, '#editor', '[part~="black-tool"]');
        assert.equal(
          await page.evaluate(
            () => document.querySelector('#editor')!.shadowRoot!.querySelector<HTMLInputElement>('[part~="black-tool"] input')!.checked,
            null,
          ),
          true,
          'the Black stone tool is chosen',
        );
        for (const point of SETUP) {
          await clickPoint(page, '#editor', point);
          await page.waitFor((p) => (document.querySelector('#editor') as EditingBoard).game.at(p) === 'black', point);
        }
        // No moves: the stones are the setup.
        assert.deepEqual(await page.evaluate(() => (document.querySelector('#editor') as EditingBoard).game.moves, null), []);

        // The goal, chosen in the panel's Problem list (a native list's pop-up takes no
        // clicks through WebDriver: its value is chosen and `change` fired, as a choice does).
        await page.evaluate(() => {
          const select = document.querySelector('#editor')!.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="editor"] select')[1]!;
          select.focus();
          select.value = 'connect';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }, null);
        await page.waitFor(
          () => {
            const text = document.querySelector('#editor')!.shadowRoot!.querySelector('.turn')?.textContent ?? '';
            return text.includes(': ') && !text.includes('checking');
          },
          null,
          30_000,
        );
        assert.equal(await status(page, '#editor'), VERDICT);

        // Copy HTML: what reaches the clipboard is noted on its way there, to be read where
        // the page may not read the clipboard back.
        await page.evaluate(() => {
          const clipboard = navigator.clipboard as Clipboard | undefined;
          if (!clipboard) return;
          const write = clipboard.writeText.bind(clipboard);
          clipboard.writeText = (text: string) =>
            write(text).then(() => void ((window as unknown as { e2eCopied?: string }).e2eCopied = text));
        }, null);
        await clickInside(page, '#editor', '[part~="editor-copy-button"]');
        const outcome = String(
          await page.waitFor(() => {
            const root = document.querySelector('#editor')!.shadowRoot!;
            if (root.querySelector('[part="editor-snippet"]')) return 'refused';
            if ((window as unknown as { e2eCopied?: string }).e2eCopied) return 'copied';
            return '';
          }, null),
        );
        if (outcome === 'refused') {
          how = 'shown in the editor-snippet text area (copying refused)';
          snippet = await page.evaluate(
            () => document.querySelector('#editor')!.shadowRoot!.querySelector<HTMLTextAreaElement>('[part="editor-snippet"]')!.value,
            null,
          );
        } else {
          // Read back from the clipboard where the page may; else the text the page copied.
          const read = await page.evaluate(
            () =>
              navigator.clipboard.readText().then(
                (text) => text,
                () => null,
              ),
            null,
          );
          how =
            read === null
              ? 'copied (the text written to the clipboard; reading it back is refused)'
              : 'copied and read back from the clipboard';
          snippet = read ?? (await page.evaluate(() => (window as unknown as { e2eCopied: string }).e2eCopied, null));
        }
        console.log(`${engine}: the snippet was ${how}`);
        assert.equal(snippet, SNIPPET);
        // Where the page may not copy, the panel shows the snippet to copy by hand.
        await page.evaluate(() => {
          if (!navigator.clipboard) return;
          navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused for the check', 'NotAllowedError'));
        }, null);
        await clickInside(page, '#editor', '[part~="editor-copy-button"]');
        await page.waitFor(() => document.querySelector('#editor')!.shadowRoot!.querySelector('[part="editor-snippet"]'), null);
        assert.equal(
          await page.evaluate(
            () => document.querySelector('#editor')!.shadowRoot!.querySelector<HTMLTextAreaElement>('[part="editor-snippet"]')!.value,
            null,
          ),
          SNIPPET,
        );
        assert.equal(await page.evaluate(() => (document.querySelector('#editor') as EditingBoard).toHtml(), null), SNIPPET);
        await page.screenshot(`test-results/editor-${engine}.png`);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }

      // A fresh page that loads the embed, with the snippet put into it as a page author would paste it.
      const fresh = await browser.newPage(1000, 900);
      try {
        await fresh.goto(`${server.url}/test/e2e/snippet.html`);
        await fresh.waitFor(() => customElements.get('gonnect-board'), null);
        await fresh.evaluate((markup) => {
          const template = document.createElement('template');
          template.innerHTML = markup;
          const board = document.importNode(template.content.firstElementChild!, true);
          board.id = 'pasted';
          board.addEventListener('solved', (event) =>
            board.setAttribute('data-solved', (event as CustomEvent<{ moves: string[] }>).detail.moves.join(' ')),
          );
          document.getElementById('host')!.append(board);
        }, snippet);
        await fresh.waitFor(() => document.querySelector('#pasted')!.shadowRoot?.getElementById('pE5'), null);
        // The problem's code loads on first use: the status line says the task once it is there.
        await fresh.waitFor(
          () => /to connect/.test(document.querySelector('#pasted')!.shadowRoot!.querySelector('.turn')?.textContent ?? ''),
          null,
        );
        assert.equal(await status(fresh, '#pasted'), 'Black to connect in 1 move');
        assert.equal(
          await fresh.evaluate(() => document.querySelector('#pasted')!.shadowRoot!.querySelector('[part="editor"]'), null),
          null,
        );
        // The board checks the problem (in its worker) before it takes a move, asking the
        // reader to wait meanwhile; Hint becomes available once it has.
        await fresh.waitFor(
          () =>
            document.querySelector('#pasted')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="hint-button"]')?.disabled === false,
          null,
          30_000,
        );
        await clickPoint(fresh, '#pasted', 'E5');
        assert.equal(await fresh.waitFor(() => document.querySelector('#pasted')!.getAttribute('data-solved'), null, 30_000), 'E5');
        assert.equal(await fresh.evaluate(() => (document.querySelector('#pasted') as EditingBoard).game.at('E5'), null), 'black');
        assert.deepEqual(await pageErrors(fresh), []);
      } finally {
        await fresh.close();
      }
    });

    it("the demo's Editor page writes each editor's snippet beside it and builds the board it makes", async () => {
      const page = await browser.newPage(1280, 900);
      try {
        await page.goto(`${server.url}/demo-dist/editor.html`);
        await page.waitFor(
          () =>
            ['diagram', 'problem', 'game'].every(
              (name) =>
                document.getElementById(`${name}-snippet`)?.textContent &&
                document.getElementById(`${name}-preview`)?.firstElementChild?.shadowRoot?.querySelector('svg'),
            ),
          null,
          20_000,
        );
        const snippets = await page.evaluate(
          () => ['diagram', 'problem', 'game'].map((name) => document.getElementById(`${name}-snippet`)!.textContent),
          null,
        );
        assert.deepEqual(snippets, [
          '<gonnect-board size="9" black="C3 D4 D5" white="E4 E5"></gonnect-board>',
          '<gonnect-board size="7" black="D1 D2 D3 D5 D6 D7" white="C4 E4 C5"></gonnect-board>',
          '<connect6-board size="13" moves="G7 H8 H6 F8 F6"></connect6-board>',
        ]);
        // A white stone on the diagram: the snippet and the board it makes follow.
        await clickInside(page, '#diagram-editor', '[part~="white-tool"]');
        await clickPoint(page, '#diagram-editor', 'F6');
        await page.waitFor(() => document.getElementById('diagram-snippet')!.textContent!.includes('F6'), null);
        assert.equal(
          await page.evaluate(() => document.getElementById('diagram-snippet')!.textContent, null),
          '<gonnect-board size="9" black="C3 D4 D5" white="E4 E5 F6"></gonnect-board>',
        );
        assert.equal(
          await page.waitFor(
            () => (document.querySelector('#diagram-preview > gonnect-board') as EditingBoard | null)?.game?.at('F6'),
            null,
          ),
          'white',
        );
        // The snippet is shown as text: the page holds no element it names.
        assert.equal(await page.evaluate(() => document.querySelectorAll('pre gonnect-board, pre connect6-board').length, null), 0);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });
  });
}
