// npm run size: the gzipped size of dist/embed.js against its budget (fails above it).
// `--ceiling` (used by npm test, so CI) fails only above the ceiling: the size we have
// reached, which no change may exceed while the file is still over its budget.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED = 'dist/embed.js';
export const BUDGET_KB = 34;
const CEILING_KB = 41.85;

/** A file's size gzipped at the highest level, in bytes. */
export const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Bytes as KB with one decimal: `'41.8'`. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const raw = readFileSync(EMBED).length;
  const gzipped = gzippedSize(EMBED);
  console.log(`${EMBED}: ${kb(raw)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB, ceiling ${CEILING_KB} KB)`);
  const limit = process.argv.includes('--ceiling') ? CEILING_KB : BUDGET_KB;
  if (gzipped > BUDGET_KB * 1024) console.error(`${EMBED} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
  if (gzipped > limit * 1024) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
