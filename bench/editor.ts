// npm run bench:editor: the editor (`edit`) on a 19×19 board in Chromium, as an author
// uses it: a problem's goal set first (so that after each edit the board checks the problem
// in the worker, the next edit cancelling the check), then 150 setup stones placed by mouse
// clicks (the Black and White stone tools in turns of ten). Every main-thread task over 50 ms
// while it does so is counted from the page's PerformanceObserver (`longtask`), with the
// longest task; each click is timed from its pointerup to the next paint (a frame, then a
// task after it). One Connect6 board (goal six) and one Gonnect board (goal connect), each
// on a fresh page; BENCH_EDITOR_RUNS sets the runs (3), and the figures are medians.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { launchChromium, pageErrors } from '../scripts/browser.js';
import { serveRepository } from '../scripts/preview.js';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3);
const STONES = 150;
const SIZE = 19;
if (!existsSync('dist/embed/embed.js') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** 150 distinct points of the 19×19 board, the same each run (a fixed stride through the board). */
const points: string[] = [];
for (let i = 0; points.length < STONES; i++) {
  const index = (i * 97 + 13) % (SIZE * SIZE);
  points.push(`${COLUMNS[index % SIZE]}${Math.floor(index / SIZE) + 1}`);
}

/** The page's side, as text (tsx's helpers must not reach the page): the board, the observers, the goal. */
const SETUP = `async ([tag, goal]) => {
  window.tasks = [];
  window.paints = [];
  new PerformanceObserver((list) => window.tasks.push(...list.getEntries().map((entry) => ({ at: entry.startTime, ms: entry.duration })))).observe({ type: 'longtask' });
  const board = document.createElement(tag);
  board.id = 'edited';
  board.setAttribute('lang', 'en');
  board.setAttribute('size', '${SIZE}');
  board.setAttribute('edit', '');
  document.getElementById('single').append(board);
  while (!board.shadowRoot || !board.shadowRoot.querySelector('[part="editor"]')) await new Promise((done) => setTimeout(done, 5));
  const goals = board.shadowRoot.querySelectorAll('[part="editor"] select')[1];
  goals.value = goal;
  goals.dispatchEvent(new Event('change'));
  await board.updateComplete;
  window.editing = performance.now();
  window.clicks = [];
  board.addEventListener('pointerup', (event) => {
    const at = event.timeStamp;
    window.clicks.push(at);
    requestAnimationFrame(() => setTimeout(() => window.paints.push(performance.now() - at), 0));
  });
}`;

/** Where a point's cell is on the page. */
const WHERE = `(point) => {
  const rect = document.getElementById('edited').shadowRoot.getElementById('p' + point).getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}`;

const TOOL = `(tool) => document.getElementById('edited').shadowRoot.querySelector('[part~="' + tool + '-tool"] input').click()`;

interface Run {
  paintMs: number;
  /** Tasks over 50 ms while the board and its editor load (before the first click). */
  setupTasks: number;
  longTasks: number;
  /** After how many clicks each long task began. */
  after: number[];
  longestMs: number;
  stones: number;
  status: string;
}

const server = await serveRepository();
const browser = await launchChromium();

async function run(tag: string, goal: string): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  const errors = pageErrors(page);
  await page.goto(`${server.url}/bench/render/page.html?impl=ours`);
  await page.waitForFunction('window.benchReady === true');
  await page.evaluate(`(${SETUP})(${JSON.stringify([tag, goal])})`);
  for (let n = 0; n < points.length; n++) {
    if (n % 10 === 0) await page.evaluate(`(${TOOL})(${JSON.stringify(n % 20 === 0 ? 'black' : 'white')})`);
    const { x, y } = (await page.evaluate(`(${WHERE})(${JSON.stringify(points[n])})`)) as { x: number; y: number };
    await page.mouse.click(x, y);
    await page.waitForFunction(`window.paints.length === ${n + 1}`);
  }
  // The last check's verdict, then a moment for the last long task to be reported.
  await page.waitForFunction(`!/checking/.test(document.getElementById('edited').shadowRoot.querySelector('.turn').textContent)`, null, {
    timeout: 60000,
  });
  await page.waitForTimeout(200);
  const result = (await page.evaluate(`(() => {
    const board = document.getElementById('edited');
    const paints = [...window.paints].sort((a, b) => a - b);
    let stones = 0;
    for (let i = 0; i < ${SIZE * SIZE}; i++) if (board.game.stoneAt(i)) stones++;
    return {
      paintMs: paints[paints.length >> 1],
      setupTasks: window.tasks.filter((task) => task.at < window.editing && task.ms > 50).length,
      longTasks: window.tasks.filter((task) => task.at >= window.editing && task.ms > 50).length,
      after: window.tasks.filter((task) => task.at >= window.editing && task.ms > 50).map((task) => window.clicks.filter((at) => at <= task.at).length),
      longestMs: Math.max(0, ...window.tasks.filter((task) => task.at >= window.editing).map((task) => task.ms)),
      stones,
      status: board.shadowRoot.querySelector('.turn').textContent.replace(/\\s+/g, ' ').trim(),
    };
  })()`)) as Run;
  if (errors.length) throw new Error(errors.join('\n'));
  await page.close();
  return result;
}

console.log(`the editor on a ${SIZE}×${SIZE} board with a goal set, ${STONES} setup stones placed by clicks; medians of ${RUNS} runs`);
for (const [tag, goal] of [
  ['connect6-board', 'six'],
  ['gonnect-board', 'connect'],
] as const) {
  const runs: Run[] = [];
  for (let r = 0; r < RUNS; r++) runs.push(await run(tag, goal));
  const figure = (key: 'paintMs' | 'longTasks' | 'longestMs') => Number(median(runs.map((one) => one[key])).toFixed(1));
  console.log(`${tag} (goal ${goal}): a click to the next paint ${figure('paintMs')} ms (median of the clicks)`);
  console.log(
    `  tasks over 50 ms while editing: ${runs.map((one) => one.longTasks).join(', ')} (each run); the longest ${runs.map((one) => one.longestMs.toFixed(0)).join(', ')} ms`,
  );
  console.log(`  the long tasks began after click no. ${runs.map((one) => one.after.join(' ') || '-').join('; ')} (each run)`);
  console.log(`  tasks over 50 ms while the board and its editor load: ${runs.map((one) => one.setupTasks).join(', ')}`);
  console.log(`  stones on the board at the end: ${runs.map((one) => one.stones).join(', ')}; the status line: ${runs[0]!.status}`);
}
await browser.close();
await server.close();
