// npm run bench:problem-set: a set of 100 Gonnect problems on one board, as a reader meets
// it in Chromium: the record read with `record`, then Next pressed 99 times, each time
// waiting until the board has checked the new problem (`checkProblem()`), then back with
// Previous 99 times. Every main-thread task over 50 ms while it does so is counted from the
// page's PerformanceObserver (`longtask`), and the longest task is reported, with the time
// to the first problem and the median time from a press to its problem checked.
// The set: the Gonnect problems of demo/problems/hundred.sgf (four turns of the demo's
// fourteen), repeated to make 100. BENCH_SET_RUNS sets the runs (3); figures are medians.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { launchChromium, pageErrors } from '../scripts/browser.js';
import { serveRepository } from '../scripts/preview.js';
import { parseRecordTrees, stringifyRecordTrees } from '../src/records/index.js';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_SET_RUNS ?? 3);
if (!existsSync('dist/embed/embed.js') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const gonnect = parseRecordTrees(readFileSync('demo/problems/hundred.sgf', 'utf8')).filter((tree) => tree.kind === 'gonnect');
const set = Array.from({ length: 100 }, (_, i) => gonnect[i % gonnect.length]!);
const text = stringifyRecordTrees(set);

const server = await serveRepository();
const browser = await launchChromium();

interface Run {
  firstMs: number;
  stepMs: number;
  /** Tasks over 50 ms while the set loads (the page's first board, its chunks, the worker) and while the reader steps through it. */
  loadingTasks: number;
  longTasks: number;
  longestMs: number;
}

/** The page's side, as text (tsx's helpers must not reach the page). */
const PAGE = `async (text) => {
  const tasks = [];
  new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => ({ at: entry.startTime, ms: entry.duration })))).observe({ type: 'longtask' });
  const board = document.createElement('gonnect-board');
  const began = performance.now();
  board.record = text;
  document.getElementById('single').append(board);
  const bar = () => board.shadowRoot.querySelector('.set-position');
  while (!bar()) await new Promise((done) => setTimeout(done, 5));
  await board.checkProblem();
  const loaded = performance.now();
  const firstMs = loaded - began;
  const steps = [];
  for (const name of ['next', 'previous']) {
    for (let n = 0; n < 99; n++) {
      const at = performance.now();
      const before = bar().textContent;
      board.shadowRoot.querySelector('[part~="' + name + '-problem-button"]').click();
      while (bar().textContent === before) await new Promise((done) => setTimeout(done, 0));
      await board.checkProblem();
      steps.push(performance.now() - at);
    }
  }
  await new Promise((done) => setTimeout(done, 100));
  steps.sort((a, b) => a - b);
  const long = tasks.filter((task) => task.ms > 50);
  const stepping = long.filter((task) => task.at >= loaded);
  return {
    firstMs,
    stepMs: steps[steps.length >> 1],
    loadingTasks: long.length - stepping.length,
    longTasks: stepping.length,
    longestMs: Math.max(0, ...stepping.map((task) => task.ms)),
  };
}`;

const runs: Run[] = [];
for (let r = 0; r < RUNS; r++) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  const errors = pageErrors(page);
  await page.goto(`${server.url}/bench/render/page.html?impl=ours`);
  await page.waitForFunction('window.benchReady === true');
  runs.push((await page.evaluate(`(${PAGE})(${JSON.stringify(text)})`)) as Run);
  if (errors.length) throw new Error(errors.join('\n'));
  await page.close();
}
await browser.close();
await server.close();

const figure = (key: keyof Run) => Number(median(runs.map((run) => run[key])).toFixed(1));
console.log(
  `a set of 100 Gonnect problems, Next 99 times and Previous 99 times, each press until the problem is checked; medians of ${RUNS} runs`,
);
console.log(`first problem checked ${figure('firstMs')} ms; a press to its problem checked ${figure('stepMs')} ms`);
console.log(
  `tasks over 50 ms while stepping: ${runs.map((run) => run.longTasks).join(', ')} (each run); the longest ${runs.map((run) => run.longestMs.toFixed(0)).join(', ')} ms`,
);
console.log(`tasks over 50 ms while the page and the set load: ${runs.map((run) => run.loadingTasks).join(', ')} (each run)`);
