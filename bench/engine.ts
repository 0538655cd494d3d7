// npm run bench: random playouts from the empty board, uniform among legal moves, no swap.
// Prints playouts per second (median of 5 runs of about 2 s, one core) and the average
// game length for each board. `npm run bench -- --json` prints one JSON line instead.
//
// Each board runs in a process of its own, so that one engine's calls do not make the
// shared playout loop polymorphic for the next (search code uses one engine at a time).
// The runs take turns: the first run of every board, then the second of every board,
// and so on, one process at a time. This machine's speed swings by up to 1.6× over a
// few seconds (other tenants share the host), so five runs in a row would put a board's
// whole median in one fast or slow spell; taking turns spreads each board's five runs
// over the whole bench, and every median sees the same spells. The spread of each
// board's runs is printed beside its median.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Connect6 } from '../src/engine/connect6.js';
import type { BoardGame } from '../src/engine/game.js';
import { Gonnect } from '../src/engine/gonnect.js';
import { Rng } from '../src/engine/rng.js';
import { playouts, type PlayoutFigures } from './playouts.js';
import { median } from './stats.js';

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

/** A child: one board, warmed up, then one run per message from the parent. */
function child(name: string): void {
  const start = cases.find((c) => c.name === name)!.make();
  const work = start.clone();
  const rng = new Rng(20261129);
  playouts(start, work, rng, 300); // warm-up
  process.on('message', () => process.send!(playouts(start, work, rng, RUN_MS)));
  process.on('disconnect', () => process.exit());
  process.send!('ready');
}

/** Waits for the next message from a child. */
function reply<T>(worker: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (code: number | null) => reject(new Error(`the bench process stopped (exit code ${code})`));
    worker.once('exit', fail);
    worker.once('message', (message) => {
      worker.off('exit', fail);
      resolve(message as T);
    });
  });
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const file = fileURLToPath(import.meta.url);
  const workers = new Map<string, ChildProcess>();
  const runs = new Map<string, PlayoutFigures[]>();
  try {
    // One at a time, so that no two processes compete for a core.
    for (const { name } of cases) {
      const worker = fork(file, [`--case=${name}`]);
      workers.set(name, worker);
      runs.set(name, []);
      await reply<string>(worker);
    }
    for (let round = 0; round < RUNS; round++) {
      for (const [name, worker] of workers) {
        worker.send('run');
        runs.get(name)!.push(await reply<PlayoutFigures>(worker));
      }
    }
  } finally {
    for (const worker of workers.values()) worker.kill();
  }
  const figures: Record<string, { playoutsPerSecond: number; averageLength: number; min: number; max: number }> = {};
  for (const [name, list] of runs) {
    const perSecond = list.map((r) => Math.round(r.perSecond));
    figures[name] = {
      playoutsPerSecond: median(perSecond),
      averageLength: Number(median(list.map((r) => r.length)).toFixed(1)),
      min: Math.min(...perSecond),
      max: Math.max(...perSecond),
    };
  }
  if (json) {
    console.log(JSON.stringify({ runs: RUNS, runMs: RUN_MS, figures }));
    return;
  }
  for (const [name, { playoutsPerSecond, averageLength, min, max }] of Object.entries(figures)) {
    const spread = `(runs ${min}–${max})`;
    console.log(`${name.padEnd(12)} ${String(playoutsPerSecond).padStart(9)} playouts/s   ${averageLength} moves on average   ${spread}`);
  }
}

const only = process.argv.find((arg) => arg.startsWith('--case='))?.slice('--case='.length);
if (only) child(only);
else await main();
