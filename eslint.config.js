// npm run lint: ESLint over src, test, bench, demo, scripts and the config files.
// The recommended sets of ESLint, typescript-eslint (with type information: the
// project's tsconfig.json, one program for every file), lit, lit-a11y and wc; a few
// rules turned off where they fight a deliberate habit of ours, each saying why; and
// the import boundaries between the folders of src/ (DESIGN.md, "Layout").
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { configs as lit } from 'eslint-plugin-lit';
// @ts-expect-error: a plain ES module without types
import litA11y from 'eslint-plugin-lit-a11y';
import { configs as wc } from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @typedef {import('eslint').Linter.RulesRecord} Rules */

/**
 * A regular expression for a relative import of one of src/'s folders from a file below
 * src/: `'^(\\.\\./)+(components|i18n)(/|$)'` matches `'../components/load.js'`.
 * @param {string[]} names
 */
const folders = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;
const LIT_AND_I18NEXT = ['^lit($|/)', '^@lit/', '^i18next$'];

/**
 * The rules refusing the imports whose path matches one of `forbid`, as `import`,
 * `import type`, `export … from` or `import()`.
 * @param {string[]} forbid regular expressions on the import's path
 * @param {string} message
 * @returns {Rules}
 */
function forbidImports(forbid, message) {
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: forbid.map((regex) => ({ regex, message })) }],
    'no-restricted-syntax': ['error', ...forbid.map((regex) => ({ selector: importCall(regex), message }))],
  };
}

/**
 * An esquery selector for `import(path)` with a path that `regex` matches (and none of
 * `except` does). esquery reads a regular expression up to its first slash, so the
 * slashes are written `\x2F`.
 * @param {string} regex
 * @param {string} [except]
 */
function importCall(regex, except) {
  const literal = (/** @type {string} */ source) => `/${source.replaceAll('/', '\\x2F')}/`;
  const unless = except ? `:not([source.value=${literal(except)}])` : '';
  return `ImportExpression[source.value=${literal(regex)}]${unless}`;
}

// The boards reach src/ai through its client entry points only: the worker client
// src/ai/browser.ts, loaded with import() so that the computer player stays out of
// embed.js, and the types of src/ai/client.ts and src/ai/index.ts.
const AI = '^(\\.\\./)+ai/';
const AI_ENTRY_POINTS = '^(\\.\\./)+ai/(browser|client|index)\\.js$';
const AI_LAZY = '^(\\.\\./)+ai/browser\\.js$';

const AI_PATTERNS = [
  {
    regex: `${AI}(?!(browser|client|index)\\.js$)`,
    message: 'the boards use src/ai only through browser.js (with import()) and the types of client.js and index.js',
  },
  {
    regex: AI_ENTRY_POINTS,
    allowTypeImports: true,
    message: 'import only types from src/ai/client.js and src/ai/index.js, and load src/ai/browser.js with import()',
  },
];

/**
 * The rules of the elements' code; a feature folder also imports no other feature folder.
 * @param {string[]} otherFeatures
 * @returns {Rules}
 */
function componentRules(otherFeatures = []) {
  const others = otherFeatures.length
    ? [
        {
          regex: `^\\.\\./(${otherFeatures.join('|')})/`,
          message: 'a feature folder imports no other feature: they meet in core/ and features.ts',
        },
      ]
    : [];
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...AI_PATTERNS, ...others] }],
    'no-restricted-syntax': [
      'error',
      { selector: importCall(AI, AI_LAZY), message: 'the boards load only src/ai/browser.js with import()' },
    ],
  };
}

/** The feature folders of src/components (core/ and render/ are what every board has). */
const FEATURE_FOLDERS = ['computer', 'editor', 'new-game', 'problem', 'records', 'replay', 'rules', 'threats', 'variations'];

export default defineConfig(
  { ignores: ['dist/', 'demo-dist/', 'test-results/', 'custom-elements.json'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Indexed reads carry `!` (`this.toInt[index]!`) as if noUncheckedIndexedAccess were
      // on; the rule calls each of them unnecessary while the flag is off.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // A leading underscore marks a parameter or binding kept unused on purpose (tsc reads it so too).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            // node:test's describe and it return promises that the runner awaits itself.
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
            // @open-wc/semantic-dom-diff types chai's `equal` as a promise for every value; it is one for DOM diffs only.
            { from: 'package', package: '@open-wc/semantic-dom-diff', name: 'Equal' },
          ],
        },
      ],
    },
  },
  // Lit templates and custom elements, wherever they are written.
  lit['flat/recommended'],
  litA11y.configs.recommended,
  wc['flat/recommended'],
  // The wc rules look at classes that extend one of these: our boards extend BoardBase, a LitElement.
  { settings: { wc: { elementBaseClasses: ['LitElement', 'BoardBase'] } } },
  // Where the code runs: the browser (elements, demo, browser tests, the benchmark's page)
  // or Node (tools, engine and end-to-end tests, benchmarks, config files).
  {
    files: ['src/**', 'demo/**', 'test/components/**', 'test/i18n/**', 'bench/render/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'bin/**', 'test/engine/**', 'test/svg/**', 'test/build/**', 'test/e2e/**', 'bench/*.ts', '*.js', '*.mjs', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The one end-to-end file that runs inside the page, before the embed.
    files: ['test/e2e/collect-errors.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/components/**', 'test/i18n/**'],
    // chai's property assertions (`expect(x).to.be.true`) are expressions by design.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  // The import boundaries of src/.
  {
    // Pure rules and notation: no DOM, no UI strings, no computer player, no rule text.
    files: ['src/engine/**', 'src/notation/**'],
    rules: forbidImports(
      [folders(['components', 'i18n', 'ai', 'rules']), ...LIT_AND_I18NEXT],
      'the engine and the notation import no components, i18n, ai, rules, lit or i18next',
    ),
  },
  {
    // The computer player runs in a worker and in Node: no element, no UI strings.
    files: ['src/ai/**'],
    rules: forbidImports(
      [folders(['components', 'i18n']), ...LIT_AND_I18NEXT],
      'the computer player imports no components, i18n, lit or i18next',
    ),
  },
  {
    // Game records: headless like the engine (they run in Node and load on first use in
    // the page), reading and writing games through the engine and the notation only.
    files: ['src/records/**'],
    rules: forbidImports(
      [folders(['components', 'i18n', 'ai', 'rules']), ...LIT_AND_I18NEXT],
      'the records import no components, i18n, ai, rules, lit or i18next',
    ),
  },
  {
    // The React and Vue typings describe the elements: types only, and nothing else.
    files: ['src/frameworks/**'],
    rules: forbidImports(
      [folders(['engine', 'notation', 'records', 'i18n', 'ai', 'rules'])],
      'the framework typings describe the elements: of src/ they import only src/components',
    ),
  },
  {
    // The shared words of every layer depend on nothing.
    files: ['src/vocabulary.ts', 'src/value-text.ts'],
    rules: forbidImports(['.'], 'src/vocabulary.ts and src/value-text.ts import nothing'),
  },
  {
    // The headless board layer: attribute reading, faults and their words, geometry, shapes,
    // the view model. No DOM framework and no element, so svg/, ssr/ and Node can use it.
    files: ['src/board/**'],
    rules: forbidImports(
      [folders(['components', 'ai', 'rules']), ...LIT_AND_I18NEXT],
      'src/board imports no components, ai, rules, lit or i18next',
    ),
  },
  {
    // The standalone SVG and the server's markup draw from the board layer, never from the elements.
    files: ['src/svg/**'],
    rules: forbidImports(
      [folders(['components', 'ai']), '^lit($|/)', '^@lit/'],
      'src/svg imports no components, ai or lit: it draws from src/board',
    ),
  },
  {
    files: ['src/ssr/**'],
    rules: forbidImports([folders(['components', 'ai'])], 'src/ssr imports no components or ai: it draws from src/board'),
  },
  { files: ['src/components/**'], rules: componentRules() },
  // A feature folder never imports another: features meet only in the host (core/) and the list (features.ts).
  ...FEATURE_FOLDERS.map((name) => ({
    files: [`src/components/${name}/**`],
    rules: componentRules(FEATURE_FOLDERS.filter((other) => other !== name)),
  })),
);
