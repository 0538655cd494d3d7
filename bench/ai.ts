// npm run bench:ai: the computer player's matches and tactical suites.
//   Connect6 19×19 vs uniform random (50 games) and vs the fixed baseline (100 games);
//   Gonnect 13×13 vs uniform random (50 games) and vs plain UCT (100 games, no pie rule);
//   colours alternate, 200 ms a move for both searchers; each win rate with its 95% Wilson
//   interval. Then the tactical suites at level 3. Games run on two worker threads.
//   `--quick`: 4 games a match, for a short check.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { Connect6 } from '../src/engine/connect6.js';
import { Gonnect } from '../src/engine/gonnect.js';
import { Rng } from '../src/engine/rng.js';
import { connect6Baseline, plainUct, randomPoint } from '../test/ai/fixtures/baselines.js';
import { chooseMove } from '../src/ai/index.js';
import { runSuite, SUITES } from '../test/ai/fixtures/tactics.js';

const MOVE_MS = 200;
type Opponent = 'random' | 'baseline' | 'uct';
interface Match {
  name: string;
  game: 'connect6' | 'gonnect';
  size: number;
  opponent: Opponent;
  games: number;
}
interface Job {
  match: number;
  index: number;
}
interface Outcome extends Job {
  won: boolean;
  moves: number;
  ourMs: number[];
}

const quick = process.argv.includes('--quick');
/** `--only=TEXT`: the matches whose name holds TEXT; `--games=N`: N games a match. */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const games = Number(process.argv.find((a) => a.startsWith('--games='))?.slice(8) ?? (quick ? 4 : 0));
const MATCHES: Match[] = [
  { name: 'Connect6 19×19 vs random', game: 'connect6', size: 19, opponent: 'random', games: 50 },
  { name: 'Connect6 19×19 vs baseline', game: 'connect6', size: 19, opponent: 'baseline', games: 100 },
  { name: 'Gonnect 13×13 vs random', game: 'gonnect', size: 13, opponent: 'random', games: 50 },
  { name: 'Gonnect 13×13 vs plain UCT', game: 'gonnect', size: 13, opponent: 'uct', games: 100 },
]
  .filter((m) => !only || m.name.includes(only))
  .map((m) => ({ ...m, games: games || m.games }) as Match);

/** Plays one game; ours is Black in even games, White in odd ones. A capped game is a loss for us. */
async function playGame({ match, index }: Job): Promise<Outcome> {
  const m = MATCHES[match]!;
  const seed = 1000 * match + index + 1;
  const rng = new Rng(seed);
  const game = m.game === 'connect6' ? new Connect6({ size: m.size }) : new Gonnect({ size: m.size, swap: false });
  const ours = index % 2 === 0 ? 'black' : 'white';
  const cap = 2 * m.size * m.size;
  const ourMs: number[] = [];
  while (game.result === null && game.moves.length < cap) {
    let move: string;
    if (game.toPlay === ours) {
      const start = performance.now();
      move = await chooseMove(game, { timeMs: MOVE_MS, seed: seed * 7919 + game.moves.length });
      ourMs.push(performance.now() - start);
    } else if (m.opponent === 'random') move = randomPoint(game, rng);
    else if (m.opponent === 'baseline') move = connect6Baseline(game as Connect6, rng);
    else move = plainUct(game as Gonnect, MOVE_MS, rng);
    game.playMove(move);
  }
  return { match, index, won: game.result?.winner === ours, moves: game.moves.length, ourMs };
}

/** Wilson score interval at 95%. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Worker bootstrap: workers do not inherit tsx's loader, so each registers it, then loads this file. */
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;

/** Runs every game on worker threads (one per core, at most two) and prints the table. */
async function main(): Promise<void> {
  const jobs: Job[] = MATCHES.flatMap((m, match) => Array.from({ length: m.games }, (_, index) => ({ match, index })));
  const results: Outcome[] = [];
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const began = performance.now();
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(BOOT, { eval: true, argv: process.argv.slice(2) });
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const done = new Promise<Outcome>((resolve) => worker.once('message', resolve));
        worker.postMessage(job);
        results.push(await done);
        process.stderr.write('.');
      }
      await worker.terminate();
    }),
  );
  process.stderr.write('\n');
  console.log(`Matches at ${MOVE_MS} ms a move (${threads} threads, ${((performance.now() - began) / 1000).toFixed(0)} s)`);
  console.log('match                          games  wins  rate     95% CI            avg len  our ms/move (mean / max)');
  MATCHES.forEach((m, match) => {
    const mine = results.filter((r) => r.match === match);
    const wins = mine.filter((r) => r.won).length;
    const [low, high] = wilson(wins, mine.length);
    const times = mine.flatMap((r) => r.ourMs);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const length = mine.reduce((a, r) => a + r.moves, 0) / mine.length;
    console.log(
      `${m.name.padEnd(30)} ${String(mine.length).padStart(5)} ${String(wins).padStart(5)}  ${pct(wins / mine.length).padStart(6)}  [${pct(low)}, ${pct(high)}]`.padEnd(
        71,
      ) + `${length.toFixed(0).padStart(7)}  ${mean.toFixed(0)} / ${Math.max(...times).toFixed(0)}`,
    );
  });
  if (only) return;
  await defaultLevelTimes();
  console.log('\nTactical suites at level 3');
  for (const suite of SUITES) {
    const { solved, total, failed } = await runSuite(suite, { level: 3, seed: 1 });
    console.log(`${suite.name.padEnd(40)} ${solved}/${total} solved${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
  }
}

/** Time of a move at the default level (3), from the positions of a game played by the player against itself. */
async function defaultLevelTimes(): Promise<void> {
  console.log('\nMove time at the default level (3), self-play positions');
  for (const make of [() => new Gonnect({ size: 13 }), () => new Connect6({ size: 19 })]) {
    const game = make();
    const times: number[] = [];
    while (game.result === null && times.length < (quick ? 6 : 30)) {
      const start = performance.now();
      const move = await chooseMove(game, { seed: times.length });
      times.push(performance.now() - start);
      game.playMove(move);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const name = game.kind === 'gonnect' ? 'Gonnect 13×13' : 'Connect6 19×19';
    console.log(`${name.padEnd(30)} ${times.length} moves: mean ${mean.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  }
}

if (isMainThread) await main();
else parentPort!.on('message', (job: Job) => void playGame(job).then((result) => parentPort!.postMessage(result)));
