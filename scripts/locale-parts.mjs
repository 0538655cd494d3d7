// The locale files hold two parts: the UI strings ("ui") and the full rule text ("rules").
// The boards need the UI strings at once and the rule text only when someone opens it,
// so code imports one part at a time: `import ui from '../../locales/en.json?ui'`
// (static) and `import('../../locales/en.json?rules')` (dynamic, its own chunk).
// The English UI strings come in two halves as well: `?ui-core`, what a board needs to draw
// and play, goes into embed.js; `?ui-later` holds the sections a board needs only once
// something has happened or the code that shows them has loaded (LATER_UI: the rule panel's
// heading and notes, the replay bar and move list, a bad attribute's message and the
// sentence that names the attribute or the share link, a problem's task, buttons and
// verdicts, the computer's and the Hint button's words, the stones a record left out, the
// Share button's answers and the New game dialog, the threats' sentences and notes), loaded on first use (src/i18n/i18n.ts)
// by the code that shows them: the rule panel, the replay view, the messages, the problem
// mode, the computer player, the record reading, the Share button, the dialog and the threats.
// Spanish and Russian load on first use anyway, whole (`?ui`).
// These plugins give Vite (build, demo) and web-test-runner (tests) the same meaning
// for those imports: the module is the JSON of that part alone.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PART = /^(.*[\\/]locales[\\/][a-z]{2}\.json)\?(ui|ui-core|ui-later|rules)$/;
const PARTS = ['ui', 'ui-core', 'ui-later', 'rules'];

/** The sections of the UI strings that `?ui-later` holds and `?ui-core` leaves out. */
export const LATER_UI = [
  'rulesPanel',
  'replay',
  'problem',
  'setup',
  'attribute',
  'link',
  'task',
  'taskButton',
  'verdict',
  'computer',
  'hint',
  'recordIgnored',
  'shared',
  'newGame',
  'variation',
  'problemSet',
  'editor',
  'threats',
  'threatNote',
];
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The JSON text of one part of a locale file.
 * @param {string} file
 * @param {string} part `'ui'`, `'ui-core'`, `'ui-later'` or `'rules'`
 */
export function localePart(file, part) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const key = part.startsWith('ui') ? 'ui' : part;
  if (!(key in data)) throw new Error(`${file} has no "${key}" key`);
  if (part === 'ui' || part === 'rules') return JSON.stringify(data[key]);
  const later = part === 'ui-later';
  const pick = (/** @type {boolean} */ inLater) =>
    Object.fromEntries(Object.entries(data.ui).filter(([section]) => LATER_UI.includes(section) === inLater));
  const core = connect6Forms(pick(false), later) ?? {};
  return JSON.stringify(later ? { ...pick(true), ...core } : core);
}

/**
 * The Connect6 forms of a board's sentences (`undone_connect6`, `shown.black_connect6`),
 * `later` true, or the strings without them: they come with the later half, which a
 * playable board loads with its replay bar after the first move (so before any Undo or
 * step back); until then a Connect6 board says the plain sentence (i18next falls back
 * from a context to the key). Undefined when nothing is left.
 * @param {unknown} strings
 * @param {boolean} later
 * @returns {unknown}
 */
function connect6Forms(strings, later) {
  if (typeof strings !== 'object' || strings === null) return later ? undefined : strings;
  const entries = Object.entries(strings)
    .map(([key, value]) => [
      key,
      typeof value === 'string' && key.endsWith('_connect6') ? (later ? value : undefined) : connect6Forms(value, later),
    ])
    .filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
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
      const part = PARTS.find((name) => context.URL.searchParams.has(name));
      if (!part || !/^\/locales\/[a-z]{2}\.json$/.test(context.path)) return undefined;
      return { body: localePart(resolve(root, `.${context.path}`), part), type: 'json' };
    },
  };
}
