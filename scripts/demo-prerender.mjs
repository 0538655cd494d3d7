// The demo pages the build prerenders (no-script.html, which runs no script, and the Play and
// Problems pages): at build time, and in the dev server alike, each board gets what it shows
// as light-DOM content, as `npx gonnect-connect6 prerender` gives a static site. The page then
// shows every board with no script at all, and does not move while the script loads. The
// prerendering runs in a Node of its own (scripts/prerender-page.ts, through tsx), which reads
// the boards' TypeScript sources and their strings; a board's `src` is read beside the page.
import { spawnSync } from 'node:child_process';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The page with its boards prerendered; throws with the reason when a board cannot be.
 * @param {string} html
 * @param {string} file the page's file, whose folder a board's `src` is read from
 * @returns {string}
 */
function prerendered(html, file) {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/locale-parts-node.mjs', 'scripts/prerender-page.ts', dirname(file)],
    { cwd: root, input: html, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`prerendering failed: ${child.stderr || child.error}`);
  return child.stdout;
}

/**
 * The plugin; `pages` are the file names of the pages to prerender: `['no-script.html', 'play.html']`.
 * @param {string[]} pages
 * @returns {import('vite').Plugin}
 */
export function demoPrerender(pages) {
  return {
    name: 'demo-prerender',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        return pages.includes(basename(context.filename)) ? prerendered(html, context.filename) : html;
      },
    },
  };
}
