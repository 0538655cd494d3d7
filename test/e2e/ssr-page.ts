// A server-rendered page for the hydration check (ssr.test.ts): the boards rendered in Node
// by @lit-labs/ssr with the built package and `gonnect-connect6/ssr` (dist/index.js, dist/ssr.js) to Declarative
// Shadow DOM, and the browser side (ssr-client.ts) bundled by Vite beside it. Needs
// `npm run build` first.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { build } from 'vite';

const here = import.meta.dirname;

/** The boards of the page: a read-only diagram with played moves and marks, and a playable board with moves. */
const boards = () => html`
  <gonnect-board
    id="diagram"
    readonly
    size="9"
    black="C3 D4"
    white="E5"
    moves="F6 G7"
    marks="C3:triangle E5:A"
    style="width: 300px"
  ></gonnect-board>
  <connect6-board id="game" size="13" moves="G7 H8 H9" style="width: 520px"></connect6-board>
`;

/**
 * What each board shows, taken by a classic script at the end of the body, which runs
 * before the page's module script (and so before any element is defined): the drawing
 * the server sent. `window.serverSvg` keeps the server's SVG elements, so that the check
 * can tell whether hydration kept them or drew new ones.
 */
const SNAPSHOT = `
window.serverSvg = {};
window.beforeScripts = {};
for (const board of document.querySelectorAll('gonnect-board, connect6-board')) {
  const root = board.shadowRoot;
  window.serverSvg[board.id] = root && root.querySelector('svg');
  window.beforeScripts[board.id] = {
    defined: Boolean(customElements.get(board.localName)),
    shadowRoot: Boolean(root),
    circles: root ? root.querySelectorAll('.played circle, .server-played circle').length : 0,
    setup: root ? [...root.querySelectorAll('svg > path.black, svg > path.white')].map((path) => path.getAttribute('d')) : [],
    status: root ? (root.querySelector('[part="status"]')?.textContent ?? '').replace(/\\s+/g, ' ').trim() : '',
    label: root ? root.querySelector('svg')?.getAttribute('aria-label') ?? '' : '',
  };
}`;

/**
 * The built package's entries, imported for their effects in this order (they define the
 * elements, then let them draw on the server). Held in a variable so that TypeScript does not
 * look for their declarations in dist/types/: `npm run typecheck` runs before any build.
 */
const BUILT_ENTRIES = ['gonnect-connect6', 'gonnect-connect6/ssr'];

/** Renders the page into a new folder with its script; resolves to the folder. */
export async function writeSsrPage(): Promise<string> {
  for (const entry of BUILT_ENTRIES) await import(entry);
  const rendered = await collectResult(render(boards()));
  const dir = mkdtempSync(join(tmpdir(), 'gonnect-ssr-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>server-rendered boards</title>
    <link rel="icon" href="data:," />
    <script src="./collect-errors.js"></script>
  </head>
  <body>
    ${rendered}
    <script>${SNAPSHOT}</script>
    <script type="module" src="./client.js"></script>
  </body>
</html>
`,
  );
  copyFileSync(join(here, 'collect-errors.js'), join(dir, 'collect-errors.js'));
  await build({
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: resolve(here, 'ssr-client.ts'),
        output: {
          entryFileNames: 'client.js',
          // Lit and its hydration support in one chunk, in the entry's order: the support
          // must run before lit-element's module does. Split apart, the chunk with lit would
          // run first and the page would not hydrate (the boards would draw a second time).
          codeSplitting: { groups: [{ name: 'lit', test: /node_modules[\\/](lit|lit-html|lit-element|@lit|@lit-labs)[\\/]/ }] },
        },
      },
    },
  });
  return dir;
}
