// The framework typings (gonnect-connect6/react, gonnect-connect6/vue) and the README's
// "React and Vue" snippets, as an application gets them: the package packed, and its tarball
// installed offline into three projects (package-fixture.ts), React 19, React 18 and Vue 3,
// each taking its framework from the repository's node_modules (React 18 from the workspace
// test/frameworks/react-18, since react-dom 18 cannot sit beside React 19).
//   - Each compiles under `--strict`: the README's snippet as it is written (tsc for React,
//     vue-tsc for the Vue component), and the mistakes marked `@ts-expect-error` (or
//     `@vue-expect-error`) are refused (an unused one fails the compile too).
//   - Each is bundled with Vite (the Vue one with @vitejs/plugin-vue, configured by the
//     README's vite.config.js line) and opened in Chromium: the snippet's board is drawn
//     with the size it was given, and a move played on it reaches the snippet's handler (it
//     logs the move's point).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import vuePlugin from '@vitejs/plugin-vue';
import { build, type PluginOption } from 'vite';
import { missingFile } from '../../scripts/browsers.mjs';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { clickPoint, launch, pageErrors, type E2EBrowser, type E2EPage } from '../e2e/driver.js';
import { install, linkModules, pack, ROOT, typecheck, type Tarball } from './package-fixture.js';
import { readmeSnippets } from './readme-snippets.js';

const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));

/** Typing mistakes a React project must not compile (React 19's JSX, where props are properties). */
const REACT_MISTAKES = `
import type {} from 'gonnect-connect6/react';
import type { MoveEventDetail } from 'gonnect-connect6';

export const game = (
  <gonnect-board size={9} moves="E5 swap" readonly={false} className="board" onmove={(event) => { const point: string = event.detail.point; return point; }} />
);
export const diagram = <connect6-board size={13} black="G7" marks="G7:A" ondraw={(event) => event.detail.winner} />;
export const listener = (event: CustomEvent<MoveEventDetail>) => event.detail.moveNumber;
export const typed = <gonnect-board onmove={listener} onswap={() => undefined} />;
export const texts = <connect6-board goal="six" numbers="all" level="3" within={2} ply="4" view="rules" />;

// @ts-expect-error: size is a number or its text
export const badSize = <gonnect-board size={{ lines: 9 }} />;
// @ts-expect-error: size is a number or its text
export const badSizeText = <gonnect-board size="nine" />;
// @ts-expect-error: computer is black, white, both or none
export const badComputer = <gonnect-board computer="red" />;
// @ts-expect-error: theme is light or dark
export const badTheme = <connect6-board theme="blue" />;
// @ts-expect-error: Connect6 has no swap
export const noSwap = <connect6-board onswap={() => undefined} />;
// @ts-expect-error: a move's detail has no such field
export const badDetail = <gonnect-board onmove={(event) => event.detail.nothing} />;
// @ts-expect-error: game is read-only, not a prop
export const readOnly = <gonnect-board game={undefined} />;
`;

/** The same mistakes in a Vue project: the props of the global components, and a template. */
const VUE_MISTAKES = `
import type {} from 'gonnect-connect6/vue';
import type { GlobalComponents } from 'vue';

type GonnectProps = InstanceType<GlobalComponents['gonnect-board']>['$props'];
type Connect6Props = InstanceType<GlobalComponents['connect6-board']>['$props'];

export const gonnect: GonnectProps = { size: 9, moves: 'E5', noSwap: true, onMove: (event) => event.detail.point, onWin: (event) => event.detail.stones };
export const connect6: Connect6Props = { size: 19, onDraw: (event) => event.detail.reason };

// @ts-expect-error: size is a number or its text
export const badSize: GonnectProps = { size: 'big' };
// @ts-expect-error: Connect6 has no swap
export const noSwap: Connect6Props = { onSwap: () => undefined };
`;

const VUE_TEMPLATE_MISTAKES = `<script setup lang="ts">
import type {} from 'gonnect-connect6/vue';
</script>

<template>
  <gonnect-board :size="9" computer="black" @win="(event) => event.detail.stones" />
  <!-- @vue-expect-error: size is a number or its text -->
  <connect6-board :size="{ lines: 9 }" />
  <!-- @vue-expect-error: computer is black, white, both or none -->
  <connect6-board computer="red" />
  <!-- @vue-expect-error: a move's detail has no such field -->
  <connect6-board @move="(event) => event.detail.nothing" />
</template>
`;

/** A page with the app's root, and a record of what the page logs (the snippets log the move's point). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <script>
      window.logged = [];
      const log = console.log.bind(console);
      console.log = (...args) => (window.logged.push(args.map(String).join(' ')), log(...args));
    </script>
    <script type="module" src="./main.jsx"></script>
  </head>
  <body>
    <div id="app" style="width: 480px"></div>
  </body>
</html>
`;

const REACT_MAIN = `import { createRoot } from 'react-dom/client';
import { Game } from './Game.tsx';

createRoot(document.getElementById('app')).render(<Game />);
`;

const VUE_MAIN = `import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
`;

/** One of the three projects: where it is, the board its snippet renders, and how to bundle it. */
interface Project {
  name: 'react19' | 'react18' | 'vue';
  folder: string;
  /** The board's tag, the size the snippet gives it, and a point to play on it. */
  tag: string;
  size: number;
  point: string;
  plugins: PluginOption[];
}

let packed: Tarball;
const projects: Project[] = [];

/** Installs the tarball into a new project, and writes its files and links its framework in from the repository. */
function project(
  name: Project['name'],
  files: Record<string, string>,
  links: Record<string, string>,
  board: Pick<Project, 'tag' | 'size' | 'point' | 'plugins'>,
): Project {
  const folder = install(packed, name);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  linkModules(folder, links);
  const made = { name, folder, ...board };
  projects.push(made);
  return made;
}

/**
 * The Vue plugin as the README's vite.config.js line configures it: the line evaluated
 * with `vue` bound to @vitejs/plugin-vue.
 */
function readmeVuePlugin(): PluginOption {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the README's own line, read from the repository
  const make = new Function('vue', `return ${snippets.vuePlugin};`) as (vue: typeof vuePlugin) => PluginOption;
  return make(vuePlugin);
}

before(() => {
  packed = pack('frameworks-');
  const modules = join(ROOT, 'node_modules');
  const react18 = join(ROOT, 'test/frameworks/react-18/node_modules');
  // React needs no Vite plugin here: Vite's own transform compiles TSX for React's automatic runtime.
  const jsx: PluginOption[] = [];
  project(
    'react19',
    { 'Game.tsx': snippets.react19, 'mistakes.tsx': REACT_MISTAKES, 'main.jsx': REACT_MAIN, 'index.html': INDEX_HTML },
    { react: join(modules, 'react'), 'react-dom': join(modules, 'react-dom'), '@types/react': join(modules, '@types/react') },
    { tag: 'gonnect-board', size: 9, point: 'E5', plugins: jsx },
  );
  project(
    'react18',
    { 'Game.tsx': snippets.react18, 'main.jsx': REACT_MAIN, 'index.html': INDEX_HTML },
    { react: join(react18, 'react'), 'react-dom': join(react18, 'react-dom'), '@types/react': join(react18, '@types/react') },
    { tag: 'gonnect-board', size: 9, point: 'E5', plugins: jsx },
  );
  project(
    'vue',
    {
      'App.vue': snippets.vue,
      'mistakes.ts': VUE_MISTAKES,
      'Mistakes.vue': VUE_TEMPLATE_MISTAKES,
      'main.js': VUE_MAIN,
      'index.html': INDEX_HTML.replace('./main.jsx', './main.js'),
    },
    { vue: join(modules, 'vue') },
    { tag: 'connect6-board', size: 15, point: 'H8', plugins: [readmeVuePlugin()] },
  );
});

after(() => packed?.remove());

describe("the README's framework snippets and the typings, against the installed tarball, under --strict", () => {
  test('React 19: the snippet compiles, and the typing mistakes are refused', () => {
    typecheck(join(packed.scratch, 'react19'), ['Game.tsx', 'mistakes.tsx']);
  });

  test('React 18 (its own @types/react): the snippet with its ref compiles', () => {
    typecheck(join(packed.scratch, 'react18'), ['Game.tsx']);
  });

  test('Vue 3 (vue-tsc): the single-file component compiles, and the typing mistakes are refused', () => {
    typecheck(join(packed.scratch, 'vue'), ['App.vue', 'Mistakes.vue', 'mistakes.ts'], { compiler: 'vue-tsc' });
  });

  test('the package exports both typings', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    assert.equal(pkg.exports['./react'].types, './dist/types/frameworks/react.d.ts');
    assert.equal(pkg.exports['./vue'].types, './dist/types/frameworks/vue.d.ts');
  });
});

// Chromium only: the snippets differ in the framework, not in the browser (the boards
// themselves run in all three engines in the browser and end-to-end tests).
const chromiumMissing = process.env.CI === 'true' ? null : missingFile('chromium');

describe(
  "the README's framework snippets, bundled with Vite and rendered in Chromium",
  { skip: chromiumMissing ? `${chromiumMissing} is missing` : false },
  () => {
    let server: Server;
    let browser: E2EBrowser;

    before(async () => {
      for (const { folder, plugins } of projects) {
        await build({
          configFile: false,
          root: folder,
          base: './',
          logLevel: 'error',
          plugins,
          oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
          build: { outDir: join(folder, 'out'), emptyOutDir: true },
        });
      }
      server = await serveRepository({}, packed.scratch);
      browser = await launch('chromium');
    });

    after(async () => {
      await browser?.close();
      await server?.close();
    });

    for (const name of ['react19', 'react18', 'vue'] as const) {
      test(`${name}: the board is drawn at the snippet's size, and a move reaches the snippet's handler`, async () => {
        const { tag, size, point } = projects.find((made) => made.name === name)!;
        let page: E2EPage | undefined;
        try {
          page = await browser.newPage(800, 900);
          await page.goto(`${server.url}/${name}/out/index.html`);
          await page.waitFor((selector) => document.querySelector(selector)?.shadowRoot?.querySelector('svg'), tag);
          const drawn = await page.evaluate(
            ([selector, last]) => {
              const board = document.querySelector(selector) as HTMLElement & { size: number };
              return { size: board.size, cell: Boolean(board.shadowRoot!.getElementById(`p${last}`)) };
            },
            [tag, `A${size}`] as const,
          );
          assert.deepEqual(drawn, { size, cell: true }, `${name}: the board's size and its cell A${size}`);
          await clickPoint(page, tag, point);
          await page.waitFor(() => (window as unknown as { logged: string[] }).logged.length > 0, null);
          const logged = await page.evaluate(() => (window as unknown as { logged: string[] }).logged, null);
          assert.equal(logged[0], point, `${name}: what the handler logged: ${logged.join(', ')}`);
          assert.deepEqual(await pageErrors(page), []);
        } finally {
          await page?.close();
        }
      });
    }
  },
);
