// npm run bench:render:phases: where the work of a move goes, ours against the floor.
//
// The move scenario of `npm run bench:render` (the same 19×19 board with 150 stones, the
// same 25 moves, 100 ms apart; the floor, the floor with panels and ours), traced with
// Blink's lifecycle events; each phase's figure (bench/render/phases.ts) is the median
// over the moves of a run, then the median over the runs. The phases do not add up to
// the benchmark's figure (some work falls in none of them, and "all" rows hold the
// others), but they show which one grows.
//
// `--style=NAME=CSS` (repeatable) adds a column: ours with that CSS added to the board's
// shadow root, an experiment that needs no build, e.g.
//   npm run bench:render:phases -- --style="no list=.move-list { display: none }"
// `--threats` adds a column: ours with the `threats` attribute (bench/render/page.js, ?threats).
// `--runs=N` sets the runs (3).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { launchChromium, pageErrors } from '../scripts/browser.js';
import { serveRepository } from '../scripts/preview.js';
import { PHASE_CATEGORIES, PHASE_LABELS, phasesOfMoves } from './render/phases.js';
import { position, targets } from './render/positions.js';
import { median } from './stats.js';

const SIZE = 19;
const MOVES = 25;
const WINDOW_MS = 60;
const arg = (name: string) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const runs = Number(arg('runs')[0] ?? 3);
const columns: { name: string; impl: 'floor' | 'panels' | 'ours' | 'ours&threats'; style: string }[] = [
  { name: 'floor', impl: 'floor', style: '' },
  { name: 'f. + panels', impl: 'panels', style: '' },
  { name: 'ours', impl: 'ours', style: '' },
  ...(process.argv.includes('--threats') ? [{ name: 'threats', impl: 'ours&threats' as const, style: '' }] : []),
  ...arg('style').map((given) => {
    const split = given.indexOf('=');
    if (split < 1) throw new Error(`--style needs NAME=CSS, not ${JSON.stringify(given)}`);
    return { name: given.slice(0, split), impl: 'ours' as const, style: given.slice(split + 1) };
  }),
];

if (!existsSync('dist/embed/embed.js') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const stones = position(SIZE, 7, 150);
const moves = targets(SIZE, stones, MOVES);
const server = await serveRepository();
const browser = await launchChromium();

/** One run of one column: each phase's median over the moves. */
async function run(column: (typeof columns)[number]): Promise<Map<string, number>> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = pageErrors(page);
  await page.addInitScript((style) => Object.assign(window, { benchStyle: style }), column.style);
  await page.goto(`${server.url}/bench/render/page.html?impl=${column.impl}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  await browser.startTracing(page, { categories: PHASE_CATEGORIES });
  await page.evaluate(
    ([size, list, points]) =>
      (window as unknown as { bench: { moves(...a: unknown[]): Promise<void> } }).bench.moves(size, list, points, 100),
    [SIZE, stones, moves] as const,
  );
  const trace = await browser.stopTracing();
  await page.close();
  if (errors.length) throw new Error(`${column.name}: ${errors.join('\n')}`);
  const perMove = phasesOfMoves(trace.toString(), 'move ', MOVES, WINDOW_MS);
  return new Map(PHASE_LABELS.map((label) => [label, median(perMove.map((phases) => phases.get(label)!))]));
}

const results = new Map(columns.map((column) => [column.name, [] as Map<string, number>[]]));
for (let r = 0; r < runs; r++) {
  // Taking turns, the order reversed every other run, as bench:render does.
  for (const column of r % 2 ? [...columns].reverse() : columns) results.get(column.name)!.push(await run(column));
}
await browser.close();
await server.close();

console.log(`A move's work by phase, ms (median of ${MOVES} moves a run, median of ${runs} runs)`);
console.log(`${'phase'.padEnd(28)}${columns.map((column) => column.name.slice(0, 12).padStart(13)).join('')}`);
for (const label of PHASE_LABELS) {
  const cells = columns.map((column) =>
    median(results.get(column.name)!.map((phases) => phases.get(label)!))
      .toFixed(2)
      .padStart(13),
  );
  console.log(`${label.padEnd(28)}${cells.join('')}`);
}
