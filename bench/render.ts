// npm run bench:render: how fast boards appear and how much a move costs, against a floor.
//
// Scenario 1, diagrams: a page of 50 read-only 19×19 diagrams with 150 stones each; the
// time from appending them until they are painted, measured in the page.
//
// Scenario 2, a move: one playable 19×19 board with 150 stones; 25 moves, one after
// another on points checked to be legal, each made by a call from the page
// (`board.play(point)` for ours, the floor's own `place(col, row)`), then 100 ms of
// quiet in which it is drawn. A move costs the work from the call to the painted frame,
// read from a Chromium trace of every thread's top-level tasks (bench/render/trace.ts):
// the processor time, from the page's mark just before the call and for the 60 ms
// after it, of the page's main thread (the call, the update, style, layout, paint,
// commit), its compositor and raster threads and the display compositor that draws the
// frame. Measuring processor time rather than the time to the next frame leaves out the
// wait for that frame (a quick move is not rounded up to one) and the spells in which
// another process held the processor. A run's figure is the median of its 25 moves.
//
// Each scenario runs with <gonnect-board> (dist/embed/embed.js) and with a minimal hand-written
// SVG board (bench/render/floor.js) in the same Chromium, on fresh pages, taking turns so
// that a shared machine's slow spells fall on all alike. The move scenario also runs the
// floor with panels (bench/render/floor-panels.js): the same bare board with, by hand, the
// status line, replay bar, move list and live region that a playable board of ours shows
// and a move changes, so that what the browser spends on those panels is told apart from
// what our code adds. Prints the medians over the runs, and ours / floor (and ours / the
// floor with panels) as the median of the runs' ratios (each run's ours over the other's
// run beside it); `--json` for one line. BENCH_DIAGRAM_RUNS and
// BENCH_MOVE_RUNS set the runs (9 and 9). BENCH_WARM_MOVES=N (0) first plays N moves
// that are not counted, then the 25 that are: a move's steady cost, once the browser has
// compiled the code a move runs (the first moves of a page also pay for compiling it, on
// the main thread and in the background).
//
// Scenario 3, a record: a 200-move 19×19 game with a comment every tenth move, stepped
// through with the replay bar's Forward button (one step per task, each painted before
// the next), against the same 200 moves played on an empty playable board with play().
// A step's or a move's work is read from the trace as in scenario 2; a run's figure is
// the median of its 200. BENCH_RECORD_RUNS sets the runs (9), taking turns as above.
//
// Scenario 4, threats: scenario 2's board and moves with `threats` on (the marks and
// sentences of what the side to move must answer, read again after every move) and off,
// taking turns; prints both medians and on / off, the median of the runs' ratios.
// BENCH_THREATS_RUNS sets the runs (9).
//
// `--before=DIR` compares this tree with another one in the same run (DIR is a checkout
// whose embed is built: `git worktree add ../before <commit>`, then `npx vite build --mode
// embed` in it): its dist/embed/ is copied to dist/embed-before/ and both boards make the
// same moves, taking turns, on a playable board and on a read-only diagram that receives
// play() (MOVE_RUNS runs each), and both draw the page of diagrams (DIAGRAM_RUNS runs).
// Prints both medians and after / before, the median of the runs' ratios.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, pageErrors } from '../scripts/browser.js';
import { serveRepository } from '../scripts/preview.js';
import { commentedGame, position, targets, type Stone, type Target } from './render/positions.js';
import { readTrace, TRACE_CATEGORIES, workMs } from './render/trace.js';
import { median } from './stats.js';

const SIZE = 19;
const STONES = 150;
const DIAGRAMS = 50;
const MOVES = 25;
const MOVE_GAP_MS = 100;
/** How long after its call a move's work is counted (its frame is drawn well within it). */
const MOVE_WINDOW_MS = 60;
const DIAGRAM_RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 9);
const MOVE_RUNS = Number(process.env.BENCH_MOVE_RUNS ?? 9);
const WARM_MOVES = Number(process.env.BENCH_WARM_MOVES ?? 0);
const RECORD_RUNS = Number(process.env.BENCH_RECORD_RUNS ?? 9);
const RECORD_MOVES = 200;
const THREATS_RUNS = Number(process.env.BENCH_THREATS_RUNS ?? 9);
const json = process.argv.includes('--json');
type Impl = 'floor' | 'panels' | 'ours' | 'before' | 'threats';
const beforeDir = process.argv.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
/** The diagrams are read-only, so the floor with panels has nothing to add to them. */
const DIAGRAM_IMPLS: Impl[] = ['floor', 'ours'];
const MOVE_IMPLS: Impl[] = ['floor', 'panels', 'ours'];

if (!existsSync('dist/embed/embed.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: json ? 'ignore' : 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const diagramPositions = Array.from({ length: DIAGRAMS }, (_, i) => position(SIZE, 1000 + i, STONES));
const movePosition = position(SIZE, 7, STONES);
/** The warm-up moves, then the counted ones. */
const moveTargets = targets(SIZE, movePosition, WARM_MOVES + MOVES);
const recordGame = commentedGame(SIZE, 11, RECORD_MOVES);
const server = await serveRepository();
const browser = await launchChromium();

async function freshPage(impl: Impl, readonly = false) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = pageErrors(page);
  // 'threats': our board with the `threats` attribute.
  const query = impl === 'threats' ? 'ours&threats' : impl;
  await page.goto(`${server.url}/bench/render/page.html?impl=${query}${readonly ? '&readonly' : ''}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  if (errors.length) throw new Error(`${impl}: ${errors.join('\n')}`);
  return page;
}

/** What bench/render/page.js puts on `window` for the harness. */
interface BenchPage {
  bench: {
    diagrams(size: number, positions: Stone[][]): Promise<number>;
    moves(size: number, stones: Stone[], targets: Target[], gapMs: number): Promise<void>;
    record(mode: 'step' | 'play', size: number, sgf: string, moves: string[], gapMs: number): Promise<void>;
  };
}

/** One page of diagrams: milliseconds until painted. */
async function diagramRun(impl: Impl): Promise<number> {
  const page = await freshPage(impl);
  const ms = await page.evaluate(([size, list]) => (window as unknown as BenchPage).bench.diagrams(size, list), [
    SIZE,
    diagramPositions,
  ] as const);
  await page.close();
  return ms;
}

/** One board, WARM_MOVES + MOVES moves: the median work of the last MOVES, in milliseconds. */
async function moveRun(impl: Impl, readonly = false): Promise<number> {
  const page = await freshPage(impl, readonly);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(([size, stones, list, gap]) => (window as unknown as BenchPage).bench.moves(size, stones, list, gap), [
    SIZE,
    movePosition,
    moveTargets,
    MOVE_GAP_MS,
  ] as const);
  const trace = await browser.stopTracing();
  await page.close();
  const timeline = readTrace(trace.toString(), 'move ');
  const costs = moveTargets.slice(WARM_MOVES).map((_, i) => {
    const n = WARM_MOVES + i;
    const at = timeline.marks.get(`move ${n}`);
    if (at === undefined) throw new Error(`${impl}: no mark for move ${n} in the trace`);
    return workMs(timeline, at, at + MOVE_WINDOW_MS * 1000);
  });
  return median(costs);
}

/** One record run: the median work of a step through the record ('step') or of a move of the same game ('play'), in milliseconds. */
async function recordRun(mode: 'step' | 'play'): Promise<number> {
  const page = await freshPage('ours');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(([m, size, sgf, list, gap]) => (window as unknown as BenchPage).bench.record(m, size, sgf, list, gap), [
    mode,
    SIZE,
    recordGame.sgf,
    recordGame.moves,
    MOVE_GAP_MS,
  ] as const);
  const trace = await browser.stopTracing();
  await page.close();
  const timeline = readTrace(trace.toString(), 'step ');
  const costs = recordGame.moves.map((_, n) => {
    const at = timeline.marks.get(`step ${n}`);
    if (at === undefined) throw new Error(`${mode}: no mark for step ${n} in the trace`);
    return workMs(timeline, at, at + MOVE_WINDOW_MS * 1000);
  });
  return median(costs);
}

/** Runs each board `runs` times, taking turns (in the given order in even runs, the reverse in odd ones). */
async function alternate(impls: Impl[], runs: number, run: (impl: Impl) => Promise<number>): Promise<Record<Impl, number[]>> {
  const times: Record<Impl, number[]> = { floor: [], panels: [], ours: [], before: [], threats: [] };
  for (let r = 0; r < runs; r++) {
    for (const impl of r % 2 ? [...impls].reverse() : impls) times[impl].push(await run(impl));
  }
  return times;
}

if (beforeDir) {
  rmSync('dist/embed-before', { recursive: true, force: true });
  cpSync(resolve(beforeDir, 'dist/embed'), 'dist/embed-before', { recursive: true });
}
const compared = beforeDir
  ? {
      diagrams: await alternate(['before', 'ours'], DIAGRAM_RUNS, diagramRun),
      playable: await alternate(['before', 'ours'], MOVE_RUNS, (impl) => moveRun(impl)),
      readonly: await alternate(['before', 'ours'], MOVE_RUNS, (impl) => moveRun(impl, true)),
    }
  : null;
const diagrams = await alternate(DIAGRAM_IMPLS, DIAGRAM_RUNS, diagramRun);
const moves = await alternate(MOVE_IMPLS, MOVE_RUNS, moveRun);
// 'floor' stands for playing the game, 'ours' for stepping through its record.
const record = await alternate(['floor', 'ours'], RECORD_RUNS, (impl) => recordRun(impl === 'ours' ? 'step' : 'play'));
const threatMoves = await alternate(['ours', 'threats'], THREATS_RUNS, (impl) => moveRun(impl));
await browser.close();
await server.close();
rmSync('dist/embed-before', { recursive: true, force: true });

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const recordFigures = {
  stepMs: round(median(record.ours), 2),
  playMs: round(median(record.floor), 2),
  ratio: round(median(record.ours.map((step, r) => step / record.floor[r]!)), 2),
};
const threatFigures = {
  offMs: round(median(threatMoves.ours), 2),
  onMs: round(median(threatMoves.threats), 2),
  ratio: round(median(threatMoves.threats.map((on, r) => on / threatMoves.ours[r]!)), 2),
};
/** Ours over `other`, the median of the runs' ratios. */
const ratio = (times: Record<Impl, number[]>, other: Impl) => round(median(times.ours.map((ours, r) => ours / times[other][r]!)), 2);
const figures = Object.fromEntries(
  MOVE_IMPLS.map((impl) => [
    impl,
    {
      diagramsMs: DIAGRAM_IMPLS.includes(impl) ? round(median(diagrams[impl]), 1) : null,
      moveMs: round(median(moves[impl]), 2),
      moveRunsMs: moves[impl].map((ms) => round(ms, 2)),
    },
  ]),
) as Record<Impl, { diagramsMs: number | null; moveMs: number; moveRunsMs: number[] }>;
const ratios = { diagrams: ratio(diagrams, 'floor'), move: ratio(moves, 'floor'), moveWithPanels: ratio(moves, 'panels') };
const LABELS: Record<Impl, string> = { floor: 'floor', panels: 'floor + panels', ours: 'ours', before: 'before', threats: 'threats' };
/** Before and after, per kind of board: both medians and after / before (the median of the runs' ratios). */
const beforeAfter = compared
  ? Object.fromEntries(
      Object.entries(compared).map(([kind, times]) => [
        kind,
        {
          beforeMs: round(median(times.before), 2),
          afterMs: round(median(times.ours), 2),
          ratio: round(median(times.ours.map((after, r) => after / times.before[r]!)), 3),
        },
      ]),
    )
  : null;

if (json) {
  console.log(
    JSON.stringify({
      diagrams: DIAGRAMS,
      stones: STONES,
      size: SIZE,
      moves: MOVES,
      warmMoves: WARM_MOVES,
      diagramRuns: DIAGRAM_RUNS,
      moveRuns: MOVE_RUNS,
      figures,
      ratios,
      record: { moves: RECORD_MOVES, runs: RECORD_RUNS, ...recordFigures },
      threats: { runs: THREATS_RUNS, ...threatFigures },
      beforeAfter,
    }),
  );
} else {
  console.log(
    `${DIAGRAMS} read-only ${SIZE}×${SIZE} diagrams with ${STONES} stones; one playable board, the work of a move from the call to the painted frame`,
  );
  console.log(
    `medians of ${DIAGRAM_RUNS} diagram runs and ${MOVE_RUNS} move runs (each the median of ${MOVES} moves${WARM_MOVES ? `, after ${WARM_MOVES} not counted` : ''})`,
  );
  console.log('                  50 diagrams    a move    a move, run by run');
  for (const impl of MOVE_IMPLS) {
    const f = figures[impl];
    const diagramsMs = f.diagramsMs === null ? '' : `${f.diagramsMs} ms`;
    console.log(`${LABELS[impl].padEnd(18)}${diagramsMs.padStart(11)}${`${f.moveMs} ms`.padStart(10)}    ${f.moveRunsMs.join(' ')}`);
  }
  console.log(`${'ours / floor'.padEnd(18)}${`${ratios.diagrams}×`.padStart(11)}${`${ratios.move}×`.padStart(10)}`);
  console.log(`${'ours / f. + panels'.padEnd(18)}${''.padStart(11)}${`${ratios.moveWithPanels}×`.padStart(10)}`);
  console.log(
    `\na ${RECORD_MOVES}-move commented record, medians of ${RECORD_RUNS} runs: a step (Forward) ${recordFigures.stepMs} ms, ` +
      `a move of the same game played ${recordFigures.playMs} ms, step / move ${recordFigures.ratio}×`,
  );
  console.log(
    `\na move with threats shown, medians of ${THREATS_RUNS} runs: off ${threatFigures.offMs} ms, on ${threatFigures.onMs} ms, ` +
      `on / off ${threatFigures.ratio}× (run by run: off ${threatMoves.ours.map((ms) => round(ms, 2)).join(' ')}; on ${threatMoves.threats.map((ms) => round(ms, 2)).join(' ')})`,
  );
  if (beforeAfter) {
    console.log(`\nthis tree against ${beforeDir} (the diagrams' page, and a move; medians of the runs, taking turns)`);
    for (const [kind, { beforeMs, afterMs, ratio: r }] of Object.entries(beforeAfter))
      console.log(`${kind.padEnd(10)} before ${beforeMs} ms  after ${afterMs} ms  after / before ${r}×`);
  }
}
