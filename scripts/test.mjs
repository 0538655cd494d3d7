// npm test: every check, in order, ending with the totals on a line of their own
// ("N passed, N failed"), which web-test-runner alone prints only inside its progress bar.
//   1. engine, notation, records, computer-player, SVG, server-rendering and build-tool tests in Node (node:test through tsx);
//   2. component and i18n tests in Chromium, Firefox and WebKit (web-test-runner, one run
//      per engine; an engine this machine lacks is named with how to install it, and
//      under CI=true it is a failure);
//   3. the builds (package, embed, demo site) and the embed's size budget;
//   4. end-to-end checks of the built files in Chromium (playwright-core);
//   5. TypeScript (npm run typecheck), ESLint (npm run lint) and Prettier (npm run format:check) over the whole tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ENGINES, missingFile, REQUIREMENTS, startWebKit } from './browsers.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, ...env } });
  process.stdout.write(child.stdout ?? '');
  if (child.status !== 0) ok = false;
  return child;
}

function testFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .sort();
}

/** Where the node:test totals reporter (scripts/node-totals-reporter.mjs) writes each run's totals. */
const NODE_RESULTS = '.node-test-results.json';

/** Runs node:test files and adds their totals (read from the JSON the totals reporter writes, while the spec reporter prints). */
function nodeTests(files) {
  if (files.length === 0) return;
  rmSync(NODE_RESULTS, { force: true });
  const { status } = run(process.execPath, [
    '--import',
    'tsx',
    '--import',
    './scripts/locale-parts-node.mjs',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/node-totals-reporter.mjs',
    `--test-reporter-destination=${NODE_RESULTS}`,
    ...files,
  ]);
  const counted = existsSync(NODE_RESULTS) ? JSON.parse(readFileSync(NODE_RESULTS, 'utf8')) : null;
  rmSync(NODE_RESULTS, { force: true });
  totals.passed += counted?.passed ?? 0;
  totals.skipped += counted?.skipped ?? 0;
  // A run that failed with no failed test (it wrote no totals, or a suite failed outside its tests) counts as one failure.
  totals.failed += Math.max(counted?.failed ?? 0, status === 0 ? 0 : 1);
}

/** A step that is not a test file still counts: one pass or one failure. */
function step(name, command, args) {
  console.log(`\n> ${name}`);
  const { status } = run(command, args);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    console.error(`${name} failed`);
  }
  return status === 0;
}

nodeTests([
  ...testFiles('test/engine'),
  ...testFiles('test/notation'),
  ...testFiles('test/ai'),
  ...testFiles('test/records'),
  ...testFiles('test/svg'),
  ...testFiles('test/ssr'),
  ...testFiles('test/build'),
]);

/** The browser suites in one engine; returns its totals, or null when it could not run. */
async function browserTests(engine) {
  const resultsFile = `.wtr-results-${engine}.json`;
  rmSync(resultsFile, { force: true });
  const webkit = engine === 'webkit' ? await startWebKit() : null;
  try {
    console.log(`\n> browser tests in ${NAMES[engine]}`);
    run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js'], { WTR_BROWSER: engine, ...webkit?.env });
  } finally {
    webkit?.stop();
  }
  return existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
}

const NAMES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };
const engineLines = [];
const unavailable = [];
for (const engine of ENGINES) {
  const missing = missingFile(engine);
  const browser = missing ? null : await browserTests(engine).catch((error) => (console.error(error), null));
  if (!browser) {
    const why = missing ? `${missing} is missing` : 'it did not start or wrote no totals';
    unavailable.push(`${NAMES[engine]} could not run: ${why}; install it with \`${REQUIREMENTS[engine].install}\``);
    // On a developer's machine the other engines still count; in CI every engine must run.
    if (process.env.CI === 'true' || !missing) {
      totals.failed += 1;
      ok = false;
    }
    continue;
  }
  totals.passed += browser.passed;
  totals.failed += browser.failed;
  totals.skipped += browser.skipped;
  engineLines.push(
    `${NAMES[engine]}: ${browser.passed} passed, ${browser.failed} failed${browser.skipped ? `, ${browser.skipped} skipped` : ''}`,
  );
}

const built =
  step('build', process.execPath, ['scripts/build.mjs']) &&
  step('embed size', process.execPath, ['scripts/size.mjs']) &&
  step('demo build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'demo', '--logLevel', 'warn']);
if (built) nodeTests(testFiles('test/e2e'));

step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
step('format check', process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '.']);

if (totals.passed === 0) ok = false;
console.log('');
for (const line of [...engineLines, ...unavailable]) console.log(line);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
