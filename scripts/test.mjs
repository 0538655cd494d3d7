// npm test: every check, in order, ending with the totals on a line of their own
// ("N passed, N failed"), which web-test-runner alone prints only inside its progress bar.
//   1. engine, notation, computer-player and build-tool tests in Node (node:test through tsx);
//   2. component and i18n tests in Chromium (web-test-runner);
//   3. the builds (package, embed, demo site) and the embed's size budget;
//   4. end-to-end checks of the built files in Chromium (playwright-core).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(command, args) {
  const child = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
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

/** Runs node:test files and adds their totals (read from the spec reporter's summary). */
function nodeTests(files) {
  if (files.length === 0) return;
  const { stdout } = run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]);
  const grab = (name) => Number(stdout.match(new RegExp(`^ℹ ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += grab('pass');
  totals.failed += grab('fail') + grab('cancelled');
  totals.skipped += grab('skipped') + grab('todo');
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

nodeTests([...testFiles('test/engine'), ...testFiles('test/notation'), ...testFiles('test/ai'), ...testFiles('test/build')]);

const resultsFile = '.wtr-results.json';
rmSync(resultsFile, { force: true });
run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js']);
if (existsSync(resultsFile)) {
  const browser = JSON.parse(readFileSync(resultsFile, 'utf8'));
  totals.passed += browser.passed;
  totals.failed += browser.failed;
  totals.skipped += browser.skipped;
} else {
  totals.failed += 1;
  console.error('web-test-runner wrote no totals');
}

const built =
  step('build', process.execPath, ['scripts/build.mjs']) &&
  step('embed size', process.execPath, ['scripts/size.mjs']) &&
  step('demo build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'demo', '--logLevel', 'warn']);
if (built) nodeTests(testFiles('test/e2e'));

if (totals.passed === 0) ok = false;
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
