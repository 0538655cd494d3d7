// The locale files hold two parts: the UI strings ("ui") and the full rule text ("rules").
// The boards need the UI strings at once and the rule text only when someone opens it,
// so code imports one part at a time: `import ui from '../../locales/en.json?ui'`
// (static) and `import('../../locales/en.json?rules')` (dynamic, its own chunk).
// These plugins give Vite (build, demo) and web-test-runner (tests) the same meaning
// for those imports: the module is the JSON of that part alone.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PART = /^(.*[\\/]locales[\\/][a-z]{2}\.json)\?(ui|rules)$/;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The JSON text of one part of a locale file.
 * @param {string} file
 * @param {string} part `'ui'` or `'rules'`
 */
export function localePart(file, part) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!(part in data)) throw new Error(`${file} has no "${part}" key`);
  return JSON.stringify(data[part]);
}

/**
 * Vite: resolve `…/locales/xx.json?part` and load the part as a module whose default export is its data.
 * @returns {import('vite').Plugin}
 */
export function viteLocaleParts() {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = PART.exec(source);
      if (!match || !importer) return null;
      return `${resolve(dirname(importer), match[1])}?${match[2]}`;
    },
    load(id) {
      const match = PART.exec(id);
      return match ? { code: `export default ${localePart(match[1], match[2])};`, moduleType: 'js' } : null;
    },
  };
}

/**
 * web-test-runner: serve `/locales/xx.json?part` as the part's JSON (esbuild then makes the module).
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function wtrLocaleParts() {
  return {
    name: 'locale-parts',
    serve(context) {
      const part = ['ui', 'rules'].find((name) => context.URL.searchParams.has(name));
      if (!part || !/^\/locales\/[a-z]{2}\.json$/.test(context.path)) return undefined;
      return { body: localePart(resolve(root, `.${context.path}`), part), type: 'json' };
    },
  };
}
