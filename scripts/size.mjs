// npm run size: the gzipped size of dist/embed/embed.js against its budget (fails above it),
// and that embed.js is whole: a board must draw from this one file, so it may load other
// files only on first use (import()), never by a static import. The bundler can split a
// module that embed.js shares with a lazy chunk into a file of its own (Rolldown 1.2 did so
// with src/vocabulary.ts); the size alone would not show it, since the split part is not counted.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED = 'dist/embed/embed.js';
export const BUDGET_KB = 46;

/** A file's size gzipped at the highest level, in bytes. @param {string} file */
export const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Bytes as KB with one decimal: `'41.8'`. @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The files a module's text imports statically: `staticImports('import{a}from"./x.js";')` is `['./x.js']`. @param {string} code */
export function staticImports(code) {
  const found = [];
  for (const match of code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'`]([^"'`]+)["'`]/g))
    found.push(match[1]);
  return found;
}

function main() {
  const raw = readFileSync(EMBED).length;
  const gzipped = gzippedSize(EMBED);
  console.log(`${EMBED}: ${kb(raw)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (gzipped > BUDGET_KB * 1024) {
    console.error(`${EMBED} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
    process.exit(1);
  }
  const imports = staticImports(readFileSync(EMBED, 'utf8'));
  if (imports.length) {
    console.error(`${EMBED} must draw a board on its own, but it imports ${imports.join(', ')} statically`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
