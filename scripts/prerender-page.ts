// A page on stdin, the same page with each read-only board's SVG inside it on stdout: what
// `npx gonnect-connect6 prerender` does, run from the sources (src/svg/prerender.ts), so
// that the demo build needs no package build first (scripts/demo-prerender.mjs runs it).
// A board whose attributes cannot be read fails it, with the message on stderr.
//   node --import tsx --import ./scripts/locale-parts-node.mjs scripts/prerender-page.ts < in.html > out.html
import { readFileSync } from 'node:fs';
import { prerender } from '../src/svg/prerender.js';

let failed = false;
const page = prerender(readFileSync(0, 'utf8'), {
  warn: (message) => {
    failed = true;
    console.error(message);
  },
});
if (failed) process.exit(1);
process.stdout.write(page);
