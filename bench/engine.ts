// npm run bench: random playouts from the empty board, uniform among legal moves, no swap.
// Prints playouts per second (median of 5 runs of about 2 s, one core) and the average
// game length for each board. `npm run bench -- --json` prints one JSON line instead.
// Each board runs in a process of its own, so that one engine's calls do not make the
// shared playout loop polymorphic for the next (search code uses one engine at a time).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Connect6 } from '../src/engine/connect6.js';
import type { BoardGame } from '../src/engine/game.js';
import { Gonnect } from '../src/engine/gonnect.js';
import { Rng } from '../src/engine/rng.js';
import { playouts } from './playouts.js';

interface Case {
  name: string;
  make: () => BoardGame;
}

const cases: Case[] = [
  { name: 'gonnect-9', make: () => new Gonnect({ size: 9, swap: false }) },
  { name: 'gonnect-13', make: () => new Gonnect({ size: 13, swap: false }) },
  { name: 'gonnect-19', make: () => new Gonnect({ size: 19, swap: false }) },
  { name: 'connect6-15', make: () => new Connect6({ size: 15 }) },
  { name: 'connect6-19', make: () => new Connect6({ size: 19 }) },
];

const RUNS = 5;
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 2000);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Measures one board: a warm-up, then the median of the runs. */
function bench(name: string): { playoutsPerSecond: number; averageLength: number } {
  const start = cases.find((c) => c.name === name)!.make();
  const work = start.clone();
  const rng = new Rng(20261129);
  playouts(start, work, rng, 300); // warm-up
  const runs = Array.from({ length: RUNS }, () => playouts(start, work, rng, RUN_MS));
  return {
    playoutsPerSecond: Math.round(median(runs.map((r) => r.perSecond))),
    averageLength: Number(median(runs.map((r) => r.length)).toFixed(1)),
  };
}

const only = process.argv.find((arg) => arg.startsWith('--case='))?.slice('--case='.length);
if (only) {
  // A child: one board, one JSON line.
  console.log(JSON.stringify(bench(only)));
} else {
  const json = process.argv.includes('--json');
  const figures: Record<string, { playoutsPerSecond: number; averageLength: number }> = {};
  for (const { name } of cases) {
    const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), `--case=${name}`], {
      encoding: 'utf8',
    });
    const figure = JSON.parse(out.trim().split('\n').pop()!);
    figures[name] = figure;
    if (!json) {
      const { playoutsPerSecond, averageLength } = figure;
      console.log(`${name.padEnd(12)} ${String(playoutsPerSecond).padStart(9)} playouts/s   ${averageLength} moves on average`);
    }
  }
  if (json) console.log(JSON.stringify({ runs: RUNS, runMs: RUN_MS, figures }));
}
