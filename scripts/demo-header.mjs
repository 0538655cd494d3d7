// The demo pages share one header: the skip link, the site name and the navigation, in
// demo/partials/header.html. Each page holds `<!-- site-header -->` where it goes; this
// Vite plugin puts it there and marks the page's own navigation link with aria-current,
// for the dev server (npm start) and the demo build alike.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const MARKER = '<!-- site-header -->';

/** The header of page `page` (`'play.html'`), its indentation that of the marker's line. */
export function siteHeader(partial, page, indent) {
  const link = `<li><a href="./${page}">`;
  const header = readFileSync(partial, 'utf8').trim();
  if (!header.includes(link)) throw new Error(`${partial} has no navigation link to ${page}`);
  return header
    .replace(link, `<li><a href="./${page}" aria-current="page">`)
    .split('\n')
    .join(`\n${indent}`);
}

export function demoHeader(partial) {
  return {
    name: 'demo-header',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const page = basename(context.filename);
        const at = html.indexOf(MARKER);
        if (at < 0) throw new Error(`demo/${page} has no ${MARKER} line`);
        const indent = html.slice(html.lastIndexOf('\n', at) + 1, at);
        return html.replace(MARKER, siteHeader(partial, page, indent));
      },
    },
  };
}
