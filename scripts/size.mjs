// npm run size: the gzipped size of dist/embed/embed.js against its budget (fails above it).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED = 'dist/embed/embed.js';
export const BUDGET_KB = 46;

/** A file's size gzipped at the highest level, in bytes. @param {string} file */
export const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Bytes as KB with one decimal: `'41.8'`. @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const raw = readFileSync(EMBED).length;
  const gzipped = gzippedSize(EMBED);
  console.log(`${EMBED}: ${kb(raw)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (gzipped > BUDGET_KB * 1024) {
    console.error(`${EMBED} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
