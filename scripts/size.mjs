// npm run size: the gzipped size of dist/embed.js against its budget (fails above it).
// `--ceiling` (used by npm test, so CI) fails only above the ceiling: the size we have
// reached, which no change may exceed while the file is still over its budget.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 34;
const CEILING_KB = 41.85;

function main() {
  const file = 'dist/embed.js';
  const raw = readFileSync(file);
  const gzipped = gzipSync(raw, { level: 9 }).length;
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`${file}: ${kb(raw.length)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB, ceiling ${CEILING_KB} KB)`);
  const limit = process.argv.includes('--ceiling') ? CEILING_KB : BUDGET_KB;
  if (gzipped > BUDGET_KB * 1024) console.error(`${file} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
  if (gzipped > limit * 1024) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
