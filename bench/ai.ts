// npm run bench:ai: the computer player's matches and tactical suites.
//   Connect6 19×19: against the club sparring partner (bench/sparring/connect6-club.ts),
//   the old baseline (issue 6), and level 5 against level 1 of the player itself.
//   Gonnect 13×13 (no pie rule): against the RAVE sparring partner
//   (bench/sparring/gonnect-rave.ts) at equal and at four times the time, plain UCT at four
//   times, and level 5 against level 1. Colours alternate (ours Black in even games), seeds
//   are fixed per game, so a match replays. Each win rate (also as White) with its 95%
//   Wilson interval, and the mean and maximum milliseconds of our moves at each level.
//   Then the tactical suites at level 3.
// Arguments: --games=N (games a match), --first=N (the number of the first game, to go on
//   with a match cut short or to play other openings), --ms=200 (time a move), --only=A,B (matches whose
//   name holds A or B), --threads=2, --quick (4 games), --record=FILE (every game as a
//   JSON line as it ends: the result and the moves, to replay a loss for the tactical
//   suites or to count a match cut short).
// Time and effort. The sparring partners always play at a fixed effort: the RAVE partner
//   runs (its playouts a millisecond) × --ms × the match's factor playouts a move. That rate
//   is measured once at the start on CPU time (process.cpuUsage, not the clock) over
//   middle-game positions of games it plays against itself, or given: --rave-per-ms=N. By
//   default our player plays on the clock (--ms a move, a level's time for a level); on a
//   shared machine the clock starves only our side, so:
//   --cpu-clock gives our players a fixed effort as well, measured the same way on the same
//     positions (Gonnect: playouts a CPU millisecond, its tactics included; Connect6: work
//     units a CPU millisecond on the positions of a club game), × --ms (or a Gonnect
//     level's time); "equal time" is then equal CPU time on this machine, the load aside;
//   --gonnect-per-ms=N and --effort-per-ms=N (Connect6) give those rates instead of
//     measuring them, so a match replays exactly on any machine: fixed-effort games are
//     deterministic, and runs with --first=N --games=M join into one match.
import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runSuite, SUITES } from '../test/ai/fixtures/tactics.js';
import { calibrateGonnect, calibrateOurs, MATCHES, playGame, type Job, type Outcome } from './ai/match.js';
import { wilson } from './stats.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const games = Number(arg('games') ?? (quick ? 4 : 0));
const first = Number(arg('first') ?? 0);
const moveMs = Number(arg('ms') ?? 200);
const only = arg('only')?.split(',');
const threads = Math.max(1, Math.min(Number(arg('threads') ?? 2), availableParallelism()));
const recordFile = arg('record');

const chosen = MATCHES.map((m, match) => ({ ...m, match, games: games || m.games })).filter(
  (m) => !only || only.some((text) => m.name.includes(text)),
);

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Worker bootstrap: workers do not inherit tsx's loader, so each registers it, then loads this file. */
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;

/** "wins/games rate [low, high]". */
function rate(wins: number, n: number): string {
  if (n === 0) return '-';
  const [low, high] = wilson(wins, n);
  return `${wins}/${n} ${pct(wins / n)} [${pct(low)}, ${pct(high)}]`;
}

function printTable(results: Outcome[], seconds: number, clock: string): void {
  console.log(`Matches at ${moveMs} ms a move, ${clock} (${threads} threads, ${seconds.toFixed(0)} s); 95% Wilson intervals`);
  console.log(
    'match                                   all                          as White                     avg len  our ms/move (mean / max)',
  );
  for (const m of chosen) {
    const mine = results.filter((r) => r.match === m.match);
    if (mine.length === 0) continue;
    const white = mine.filter((r) => r.index % 2 === 1);
    const times = Object.entries(groupTimes(mine))
      .map(([label, t]) => `${label} ${(t.reduce((a, b) => a + b, 0) / t.length).toFixed(0)} / ${Math.max(...t).toFixed(0)}`)
      .join(', ');
    const length = mine.reduce((a, r) => a + r.moves.length, 0) / mine.length;
    const all = rate(mine.filter((r) => r.won).length, mine.length);
    const asWhite = rate(white.filter((r) => r.won).length, white.length);
    console.log(`${m.name.padEnd(39)} ${all.padEnd(28)} ${asWhite.padEnd(28)} ${length.toFixed(0).padStart(7)}  ${times}`);
  }
}

/** Our move times by the label of our side (a level, or the time a move). */
function groupTimes(outcomes: Outcome[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const r of outcomes) for (const [label, t] of Object.entries(r.ourMs)) (out[label] ??= []).push(...t);
  return out;
}

/** Runs every game on worker threads and prints the table. */
async function main(): Promise<void> {
  const cpuClock = process.argv.includes('--cpu-clock');
  const gonnect = chosen.some((m) => m.game === 'gonnect');
  let ravePerMs = Number(arg('rave-per-ms') ?? 0);
  let gonnectPerMs = Number(arg('gonnect-per-ms') ?? 0);
  if (gonnect && (!ravePerMs || (cpuClock && !gonnectPerMs))) {
    const rates = await calibrateGonnect();
    ravePerMs ||= rates.rave;
    if (cpuClock) gonnectPerMs ||= rates.ours;
  }
  if (!gonnect) gonnectPerMs = 0;
  if (gonnect) console.log(`RAVE sparring partner: ${ravePerMs.toFixed(1)} playouts a millisecond (fixed)`);
  if (gonnectPerMs) console.log(`Our Gonnect player: a fixed effort of ${gonnectPerMs.toFixed(1)} playouts a millisecond of CPU`);
  const connect6 = chosen.some((m) => m.game === 'connect6');
  const effortPerMs = connect6 ? Number(arg('effort-per-ms') ?? 0) || (cpuClock ? await calibrateOurs() : 0) : 0;
  if (effortPerMs) console.log(`Our Connect6 player: a fixed effort of ${effortPerMs.toFixed(1)} work units a millisecond of CPU`);
  const jobs: Job[] = chosen.flatMap((m) =>
    Array.from({ length: m.games }, (_, i) => ({ match: m.match, index: first + i, moveMs, ravePerMs, effortPerMs, gonnectPerMs })),
  );
  const results: Outcome[] = [];
  const began = performance.now();
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(BOOT, { eval: true, argv: process.argv.slice(2), workerData: { worker: true } });
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const done = new Promise<Outcome>((resolve) => worker.once('message', resolve));
        worker.postMessage(job);
        const outcome = await done;
        results.push(outcome);
        if (recordFile) appendFileSync(recordFile, JSON.stringify({ name: MATCHES[outcome.match]!.name, ...outcome }) + '\n');
        process.stderr.write(outcome.won ? '+' : '-');
      }
      await worker.terminate();
    }),
  );
  process.stderr.write('\n');
  const clock = gonnectPerMs || effortPerMs ? 'ours at a fixed effort' : 'ours on the clock';
  printTable(results, (performance.now() - began) / 1000, clock);
  if (only) return;
  console.log('\nTactical suites at level 3');
  for (const suite of SUITES) {
    const { solved, total, failed } = await runSuite(suite, { level: 3, seed: 1 });
    console.log(`${suite.name.padEnd(40)} ${solved}/${total} solved${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
  }
}

if (isMainThread) await main();
else if ((workerData as { worker?: boolean } | null)?.worker) {
  parentPort!.on('message', (job: Job) => void playGame(job).then((outcome) => parentPort!.postMessage(outcome)));
}
