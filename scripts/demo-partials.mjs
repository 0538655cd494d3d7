// The demo pages share their header (the skip link, the site name and the navigation)
// and their footer, in demo/partials/header.html and footer.html. Each page holds
// `<!-- site-header -->` and `<!-- site-footer -->` where they go; this Vite plugin puts
// them there and marks the page's own navigation link with aria-current, for the dev
// server (npm start) and the demo build alike. Pages in a folder of demo/ are left as they are.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const MARKER = /^([ \t]*)<!-- site-(header|footer) -->/gm;

/**
 * The header with the navigation link to `page` (`'play.html'`) marked as current.
 * @param {string} header
 * @param {string} page
 */
function markCurrent(header, page) {
  const link = `<li><a href="./${page}">`;
  if (!header.includes(link)) throw new Error(`the demo header has no navigation link to ${page}`);
  return header.replace(link, `<li><a href="./${page}" aria-current="page">`);
}

/**
 * The plugin; `partials` is the folder of header.html and footer.html.
 * @param {string} partials
 * @returns {import('vite').Plugin}
 */
export function demoPartials(partials) {
  return {
    name: 'demo-partials',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // A page in a folder of the demo (frame/board.html, shown inside another page's
        // iframe) is not a page of the site: no header, no footer.
        if (basename(dirname(context.filename)) !== 'demo') return html;
        const page = basename(context.filename);
        const found = new Set();
        const out = html.replace(MARKER, (_, /** @type {string} */ indent, /** @type {string} */ name) => {
          found.add(name);
          const text = readFileSync(join(partials, `${name}.html`), 'utf8').trim();
          return indent + (name === 'header' ? markCurrent(text, page) : text).split('\n').join(`\n${indent}`);
        });
        for (const name of ['header', 'footer']) {
          if (!found.has(name)) throw new Error(`demo/${page} has no <!-- site-${name} --> line`);
        }
        return out;
      },
    },
  };
}
