// npm run size: the gzipped size of dist/embed.js against its budget (fails above it).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 34;
const file = 'dist/embed.js';
const raw = readFileSync(file);
const gzipped = gzipSync(raw, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`${file}: ${kb(raw.length)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB gzipped)`);
if (gzipped > BUDGET_KB * 1024) {
  console.error(`${file} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
  process.exit(1);
}
