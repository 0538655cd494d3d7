// npm run bench:ab -- <other-tree> [case ...]: random playouts of this tree's engine
// against another checkout's (say `git worktree add /tmp/old <commit>`), as a ratio.
//
// On a shared machine, playouts per second swing by ±40% from one minute to the next,
// so two `npm run bench` runs cannot tell a 5% change. Here both engines run in one
// process, in alternating rounds of 300 ms, and the ratio is the median over the rounds.
// Two biases are cancelled:
// - the engine imported first runs a few per cent faster, so every case runs in two
//   processes, one per import order, and the result is their geometric mean;
// - tsx compiles a file outside this project with its default settings (class fields
//   with define semantics, about 25% slower), so both trees get this project's
//   compiler options through a tsconfig written for the run.
// The loop is bench/playouts.ts, the one `npm run bench` times. `BENCH_AB_ROUNDS=48` runs
// more rounds per process (16 by default) when the machine is too busy for 16 to settle.
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playouts, type Playable } from './playouts.js';
import { median } from './stats.js';

const here = resolve(fileURLToPath(import.meta.url), '../..');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 16);
const ROUND_MS = 300;

/** A child: imports the two trees in the given order and prints the median of this/other. */
async function child(name: string, first: string, second: string, thisTree: string): Promise<void> {
  const [game, size] = name.split('-') as [string, string];
  const runners = [];
  for (const tree of [first, second]) {
    // Each tree's engine, typed as this tree's: both offer Gonnect, Connect6 and Rng.
    const engine = (await import(join(tree, 'src/engine/index.ts'))) as typeof import('../src/engine/index.js');
    const start: Playable = game === 'gonnect' ? new engine.Gonnect({ size: +size, swap: false }) : new engine.Connect6({ size: +size });
    // A copy of the loop per tree, so that neither shares the other's compiled code.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- compiling the loop's source again is the point
    const loop = new Function(`return ${playouts.toString()}`)() as typeof playouts;
    const work = start.clone();
    const rng = new engine.Rng(20261129);
    runners.push((ms: number) => loop(start, work, rng, ms).perSecond);
  }
  for (const run of runners) run(ROUND_MS); // warm-up
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which engine runs first within a round, too.
    const rates = [0, 0];
    for (const k of round % 2 ? [1, 0] : [0, 1]) rates[k] = runners[k]!(ROUND_MS);
    const [a, b] = rates as [number, number];
    ratios.push(first === thisTree ? a / b : b / a);
  }
  console.log(median(ratios));
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(args[1]!, args[2]!, args[3]!, args[4]!);
} else {
  const other = args[0] && resolve(args[0]);
  if (!other) {
    console.error('usage: npm run bench:ab -- <other-tree> [gonnect-13 ...]');
    process.exit(2);
  }
  const cases = args.length > 1 ? args.slice(1) : ['gonnect-13', 'gonnect-19', 'connect6-19'];
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  // tsconfig.json has comments: read it as TypeScript does.
  const { compilerOptions } = ts.readConfigFile(join(here, 'tsconfig.json'), (path) => ts.sys.readFile(path)).config as {
    compilerOptions: object;
  };
  const tsconfig = join(dir, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions, include: [join(here, 'src'), join(here, 'bench'), join(other, 'src')] }));
  try {
    for (const name of cases) {
      const run = (first: string, second: string) =>
        Number(
          execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', name, first, second, here], {
            encoding: 'utf8',
            env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
          }).trim(),
        );
      const orders = [run(here, other), run(other, here)];
      const mean = Math.sqrt(orders[0]! * orders[1]!);
      console.log(
        `${name.padEnd(12)} this/other ${mean.toFixed(3)}  (this first ${orders[0]!.toFixed(3)}, other first ${orders[1]!.toFixed(3)})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
