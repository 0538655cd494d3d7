// A page on stdin, the same page with what each board shows inside it on stdout: what
// `npx gonnect-connect6 prerender` does, run from the sources (src/svg/prerender.ts), so
// that the demo build needs no package build first (scripts/demo-prerender.mjs runs it).
// A board's relative `src` is read from the folder given as the argument (the page's).
// A board that cannot be prerendered fails it, with the message on stderr.
//   node --import tsx --import ./scripts/locale-parts-node.mjs scripts/prerender-page.ts demo < in.html > out.html
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prerender } from '../src/svg/prerender.js';

const folder = process.argv[2] ?? '.';
let failed = false;
const page = prerender(readFileSync(0, 'utf8'), {
  readSource: (src) => (/^[a-z][a-z0-9+.-]*:|^[/\\]|[?#]/i.test(src) ? null : readFileSync(resolve(folder, src), 'utf8')),
  warn: (message) => {
    failed = true;
    console.error(message);
  },
});
if (failed) process.exit(1);
process.stdout.write(page);
