#!/usr/bin/env node
// `npx gonnect-connect6 prerender in.html > out.html`: the page with what each board shows
// inside it (src/svg/prerender.ts), for pages read where no script runs and for pages that
// must not move while their script loads. A board's `src` is read from the page's folder
// when it names a file there (a relative path; not from stdin). A board that cannot be
// prerendered is left as it is, and said on stderr.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const [command, file] = process.argv.slice(2);
if (command !== 'prerender' || !file) {
  console.error('usage: gonnect-connect6 prerender <page.html>   (writes the prerendered page to stdout; "-" reads stdin)');
  process.exit(2);
}
const { prerender } = await import('../dist/svg.js');
const html = readFileSync(file === '-' ? 0 : file, 'utf8');

/** A relative `src` (no scheme, no leading slash, no query) as a file beside the page; null otherwise. */
function readSource(src) {
  if (file === '-' || /^[a-z][a-z0-9+.-]*:|^[/\\]|[?#]/i.test(src)) return null;
  try {
    return readFileSync(resolve(dirname(file), decodeURIComponent(src)), 'utf8');
  } catch {
    return null;
  }
}

process.stdout.write(prerender(html, { readSource, warn: (message) => console.error(`gonnect-connect6: ${message}`) }));
