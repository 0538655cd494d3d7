// Runs every test (engine tests in Node, browser tests in Chromium) and ends with
// the totals on a line of their own: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(command, args) {
  const child = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(child.stdout ?? '');
  if (child.status !== 0) ok = false;
  return child.stdout ?? '';
}

// 1. Engine and notation tests in Node (node:test through tsx).
const engineFiles = readdirSync('test/engine', { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/engine/${f}`)
  .sort();
if (engineFiles.length > 0) {
  const out = run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...engineFiles]);
  const grab = (name) => Number(out.match(new RegExp(`^ℹ ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += grab('pass');
  totals.failed += grab('fail');
  totals.skipped += grab('skipped') + grab('todo');
}

// 2. Browser tests in Chromium (web-test-runner).
const resultsFile = '.wtr-results.json';
rmSync(resultsFile, { force: true });
run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js']);
if (existsSync(resultsFile)) {
  const browser = JSON.parse(readFileSync(resultsFile, 'utf8'));
  totals.passed += browser.passed;
  totals.failed += browser.failed;
  totals.skipped += browser.skipped;
} else {
  ok = false;
  totals.failed += 1;
  console.error('web-test-runner wrote no totals');
}

if (totals.passed === 0) ok = false;
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
