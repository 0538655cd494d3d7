#!/usr/bin/env node
// `npx gonnect-connect6 prerender in.html > out.html`: the page with each read-only
// board's SVG inside it (src/svg/prerender.ts), for pages read where no script runs.
// A board whose attributes cannot be read is left as it is, and said on stderr.
import { readFileSync } from 'node:fs';

const [command, file] = process.argv.slice(2);
if (command !== 'prerender' || !file) {
  console.error('usage: gonnect-connect6 prerender <page.html>   (writes the prerendered page to stdout; "-" reads stdin)');
  process.exit(2);
}
const { prerender } = await import('../dist/svg.js');
const html = readFileSync(file === '-' ? 0 : file, 'utf8');
process.stdout.write(prerender(html, { warn: (message) => console.error(`gonnect-connect6: ${message}`) }));
