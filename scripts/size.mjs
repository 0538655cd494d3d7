// npm run size: the gzipped size of dist/embed/embed.js against its budget (fails above it),
// and that embed.js is whole: a board must draw from this one file, so it may load other
// files only on first use (import()), never by a static import. The bundler can split a
// module that embed.js shares with a lazy chunk into a file of its own (Rolldown 1.2 did so
// with src/vocabulary.ts); the size alone would not show it, since the split part is not counted.
// The chunk graph is read from Vite's build manifest, which the embed build writes beside its
// folder (dist/embed-manifest.json, see vite.config.ts) so that the folder holds only what a
// page loads. Each chunk loaded on first use is listed with its gzipped size.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

export const EMBED_FOLDER = 'dist/embed';
export const EMBED = `${EMBED_FOLDER}/embed.js`;
/** Vite's manifest of the embed build (`build.manifest`), moved out of dist/embed/ by the build. */
export const EMBED_MANIFEST = 'dist/embed-manifest.json';
/** The iframe page and its script (vite.config.ts, boardPage): in the folder, not in the chunk graph. */
export const IFRAME_PAGE = ['board.html', 'board.js'];
export const BUDGET_KB = 48;
/** The bundlers' worker (inlined in dist/) may weigh this much times the embed's, gzipped. */
export const WORKER_RATIO = 1.1;

/** A file's size gzipped at the highest level, in bytes. @param {string} file */
export const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Bytes as KB with one decimal: `'41.8'`. @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The computer player's worker as a chunk of `folder` inlines it (src/ai/browser.ts,
 * `?worker&inline`: the worker's code is a string the chunk declares first), as
 * `{ file, code }`; `null` when no chunk of the folder (its top level only) holds one.
 * @param {string} folder
 * @returns {{ file: string, code: string } | null}
 */
export function inlineWorker(folder) {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(folder, name), 'utf8');
    if (!text.includes('new Worker(')) continue;
    // The chunk opens (after its imports and a comment) with `var x = '(function() {...'`.
    const literal = /^(?:var|let|const) \w+ ?= ?((['"`])\(function(?:\\.|(?!\2)[^\\])*\2)/m.exec(text);
    if (literal) return { file: join(folder, name), code: String(runInNewContext(literal[1])) };
  }
  return null;
}

/**
 * One chunk of Vite's build manifest, under its key (a source path such as `src/embed.ts`,
 * or `_name-hash.js` for a chunk of shared code): `{ file: 'embed.js', isEntry: true, dynamicImports: ['src/components/new-game.ts'] }`.
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], assets?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * What the manifest says about the embed: its entry's file, the files the entry needs before it
 * runs (static imports, CSS, assets: there must be none), and every other chunk it can load,
 * on first use or through those chunks, as `{ file, src }` in the order met.
 * @param {Manifest} manifest
 * @returns {{ entry: string, staticFiles: string[], lazy: { file: string, src: string }[], problems: string[] }}
 */
export function embedGraph(manifest) {
  const problems = [];
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) problems.push(`the manifest has ${entries.length} entries, not one`);
  const [entryKey, entryChunk] = entries[0] ?? ['', { file: '' }];
  /** @param {string} key */
  const fileOf = (key) => {
    const chunk = manifest[key];
    if (!chunk) problems.push(`the manifest names ${key} but has no chunk for it`);
    return chunk?.file ?? key;
  };
  const staticFiles = [...(entryChunk.imports ?? []).map(fileOf), ...(entryChunk.css ?? []), ...(entryChunk.assets ?? [])];
  /** @type {{ file: string, src: string }[]} */
  const lazy = [];
  // The chunks embed.js imports statically are named above, not among the lazy ones; what they load is followed.
  const seen = new Set([entryKey, ...(entryChunk.imports ?? [])]);
  const queue = [entryKey, ...(entryChunk.imports ?? [])].flatMap((key) => [
    ...(manifest[key]?.imports ?? []),
    ...(manifest[key]?.dynamicImports ?? []),
  ]);
  while (queue.length > 0) {
    const key = /** @type {string} */ (queue.shift());
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      problems.push(`the manifest names ${key} but has no chunk for it`);
      continue;
    }
    lazy.push({ file: chunk.file, src: chunk.src ?? key });
    for (const asset of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) lazy.push({ file: asset, src: key });
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return { entry: entryChunk.file, staticFiles, lazy, problems };
}

function main() {
  if (!existsSync(EMBED_MANIFEST)) {
    console.error(`${EMBED_MANIFEST} is missing: run npm run build first`);
    process.exit(1);
  }
  const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync(EMBED_MANIFEST, 'utf8')));
  const { entry, staticFiles, lazy, problems } = embedGraph(manifest);
  if (entry !== 'embed.js') problems.push(`the manifest's entry is ${entry}, not embed.js`);
  // The manifest must describe the folder as it is: the same files, no more, no fewer.
  const inFolder = readdirSync(EMBED_FOLDER, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => join(file.parentPath, file.name).slice(EMBED_FOLDER.length + 1))
    .sort();
  const inManifest = [...new Set([entry, ...staticFiles, ...lazy.map((chunk) => chunk.file), ...IFRAME_PAGE])].sort();
  const extra = inFolder.filter((file) => !inManifest.includes(file));
  const missing = inManifest.filter((file) => !inFolder.includes(file));
  if (extra.length) problems.push(`${EMBED_FOLDER} holds files the build manifest does not name: ${extra.join(', ')}`);
  if (missing.length)
    problems.push(`${EMBED_FOLDER} lacks files the build manifest names (is ${EMBED_MANIFEST} stale?): ${missing.join(', ')}`);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }

  const raw = readFileSync(EMBED).length;
  const gzipped = gzippedSize(EMBED);
  console.log(`${EMBED}: ${kb(raw)} KB raw, ${kb(gzipped)} KB gzipped (budget ${BUDGET_KB} KB)`);
  console.log(`loaded on first use (gzipped):`);
  const width = Math.max(...lazy.map((chunk) => chunk.file.length));
  for (const { file, src } of [...lazy].sort((a, b) => a.src.localeCompare(b.src)))
    console.log(`  ${file.padEnd(width)} ${kb(gzippedSize(join(EMBED_FOLDER, file))).padStart(5)} KB  ${src}`);
  let failed = false;
  if (gzipped > BUDGET_KB * 1024) {
    console.error(`${EMBED} is over its budget by ${kb(gzipped - BUDGET_KB * 1024)} KB`);
    failed = true;
  }
  if (staticFiles.length) {
    console.error(`${EMBED} must draw a board on its own, but it imports ${staticFiles.join(', ')} statically`);
    failed = true;
  }
  // The worker a bundler user ships (dist/, not minified by their bundler since it is a
  // string) against the embed's.
  const bundlers = inlineWorker('dist');
  const embedded = inlineWorker(EMBED_FOLDER);
  if (!bundlers || !embedded) {
    console.error(`the computer player's inline worker is missing from ${bundlers ? EMBED_FOLDER : 'dist'}/`);
    failed = true;
  } else {
    const [ours, theirs] = [bundlers, embedded].map(({ code }) => gzipSync(code, { level: 9 }).length);
    const ratio = ours / theirs;
    console.log(
      `the computer player's worker, gzipped: ${kb(ours)} KB for bundlers (${bundlers.file}), ${kb(theirs)} KB in the embed: ${ratio.toFixed(2)}× (at most ${WORKER_RATIO}×)`,
    );
    if (ratio > WORKER_RATIO) {
      console.error(`the bundlers' worker is ${ratio.toFixed(2)}× the embed's, above ${WORKER_RATIO}×: is it minified?`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
