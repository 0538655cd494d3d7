// npm run bench:problems: how long the board takes to judge a reader's move, per problem
// of the demo set (demo/problem-set.ts) and two problems at the judge's documented limits
// (Gonnect within 3 on 13×13, Connect6 within 2 on 19×19). For every first answer
// (Gonnect: every legal point; Connect6: every pair of empty points in the problem's
// window) it times `judge()`, the verdict or the answer the board then plays, and prints
// the median and the worst per problem, and the time of the proven line (Show solution).
// One core, in this process (the worker runs the same code). `-- --json`: one JSON line.
import { PROBLEM_SET, type ProblemEntry } from '../demo/problem-set.js';
import { judge, solutionLine, type ProblemSpec } from '../src/ai/problems/index.js';
import { Connect6 } from '../src/engine/connect6.js';
import { Gonnect } from '../src/engine/gonnect.js';
import { formatPoint, parsePoint } from '../src/notation/point.js';
import { median } from './stats.js';

/** Problems at the limits, beside the demo set. */
const LIMIT_CASES: ProblemEntry[] = [
  {
    element: 'gonnect-board',
    title: 'limit: Gonnect 13×13, within 3',
    size: 13,
    toPlay: 'black',
    black: 'G13 G12 G11 G10 G9 G8 F4 F3 F2 F1',
    white: 'F8 H6 E6',
    goal: 'connect',
    within: 3,
  },
  {
    element: 'connect6-board',
    title: 'limit: Connect6 19×19, within 2',
    size: 19,
    toPlay: 'black',
    black: 'J10 K10 M12 M13 M14 F5 G6',
    white: 'G12 K12 N11 E4 H7',
    goal: 'six',
    within: 2,
    window: 'H8-O15',
  },
];

function gameOf(p: ProblemEntry): Gonnect | Connect6 {
  const setup = { black: p.black.split(' '), white: p.white.split(' '), toPlay: p.toPlay };
  return p.element === 'gonnect-board' ? new Gonnect({ size: p.size, setup }) : new Connect6({ size: p.size, setup });
}

/** The positions after every first answer. */
function answers(p: ProblemEntry, game: Gonnect | Connect6): (Gonnect | Connect6)[] {
  const play = (points: string[]): Gonnect | Connect6 => {
    const after = game.clone();
    for (const point of points) if (after.result === null) after.play(point);
    return after;
  };
  if (game.kind === 'gonnect') return game.legalMoves().map((point) => play([point]));
  const [a, b] = p.window!.split('-').map((point) => parsePoint(point, game.size));
  const area: string[] = [];
  for (let row = Math.min(a!.row, b!.row); row <= Math.max(a!.row, b!.row); row++) {
    for (let col = Math.min(a!.col, b!.col); col <= Math.max(a!.col, b!.col); col++) area.push(formatPoint({ col, row }));
  }
  const empty = area.filter((point) => game.at(point) === null);
  return empty.flatMap((first, i) => empty.slice(i + 1).map((second) => play([first, second])));
}

interface Row {
  problem: string;
  answers: number;
  medianMs: number;
  worstMs: number;
  solutionMs: number;
}

function measure(p: ProblemEntry): Row {
  const game = gameOf(p);
  const spec: ProblemSpec = { goal: p.goal, within: p.within, solver: p.toPlay, used: 1 };
  const times = answers(p, game).map((after) => {
    const start = performance.now();
    judge(after, spec);
    return performance.now() - start;
  });
  const start = performance.now();
  solutionLine(game, { ...spec, used: 0 });
  const solutionMs = performance.now() - start;
  return { problem: p.title, answers: times.length, medianMs: median(times), worstMs: Math.max(...times), solutionMs };
}

const rows = [...PROBLEM_SET, ...LIMIT_CASES].map(measure);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else {
  const ms = (value: number): string => value.toFixed(1).padStart(8);
  console.log(`${'problem'.padEnd(36)} answers   median    worst  solution (ms)`);
  for (const r of rows)
    console.log(`${r.problem.padEnd(36)} ${String(r.answers).padStart(7)} ${ms(r.medianMs)} ${ms(r.worstMs)} ${ms(r.solutionMs)}`);
}
