// npm run bench:ai: the computer player's matches and tactical suites.
//   Connect6 19×19: against the club sparring partner (bench/sparring/connect6-club.ts),
//   the old baseline (issue 6), and level 5 against level 1 of the player itself.
//   Gonnect 13×13 (no pie rule): against the RAVE sparring partner
//   (bench/sparring/gonnect-rave.ts) at equal and at four times the time, plain UCT at four
//   times, the RAVE partner itself against plain UCT at four times (its strength), and
//   level 5 against level 1. Colours alternate (the counted side Black in even games), seeds
//   are fixed per game. Each win rate (also as White) with its 95% Wilson interval, the
//   median and maximum milliseconds of the counted side's moves, how many went past 1.5×
//   the time, (Connect6) the median time of its calls in positions that were not forced (no
//   threat to block, no win this turn), and (Gonnect) the median playouts a move of both sides.
//   Then the tactical suites at level 3.
// Arguments: --games=N (games a match), --first=N (the number of the first game, to go on
//   with a match cut short or to play other openings), --ms=200 (time a move), --only=A,B (matches whose
//   name holds A or B), --threads=N, --quick (4 games), --record=FILE (every game as a
//   JSON line as it ends: the result and the moves, to replay a loss for the tactical
//   suites or to count a match cut short).
// Two measures, each table headed by which it is:
//   ON THE CLOCK (the default, --clock): every side thinks --ms of wall time a move (a
//     level its level's time; the RAVE partner the match's factor × --ms, with tree reuse;
//     plain UCT likewise); the club Connect6 partner has no clock (fixed breadths) and the
//     baseline none either. The two sides of a game play in one thread, one move after the
//     other, so a busy machine slows both; one thread unless --threads says otherwise.
//   AT A FIXED EFFORT (--fixed): our player and the RAVE partner get a number of playouts
//     (Connect6: work units) a move, (their rate a millisecond) × --ms, the rates measured
//     on CPU time (process.cpuUsage) over middle-game positions, or given: --gonnect-per-ms=N,
//     --rave-per-ms=N, --effort-per-ms=N (Connect6), so that a match replays exactly on any
//     machine and runs with --first=N --games=M join into one match. Plain UCT stays on the
//     clock. Two threads unless --threads says otherwise.
//   --both plays every match both ways, one table each.
import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runSuite, SUITES } from '../test/ai/fixtures/tactics.js';
import { LEVEL_TIME_MS, type Level } from '../src/ai/index.js';
import { calibrateGonnect, calibrateOurs, MATCHES, playGame, type Job, type Outcome, type Side } from './ai/match.js';
import { wilson } from './stats.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const games = Number(arg('games') ?? (quick ? 4 : 0));
const first = Number(arg('first') ?? 0);
const moveMs = Number(arg('ms') ?? 200);
const only = arg('only')?.split(',');
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

const median = (values: number[]): number => [...values].sort((x, y) => x - y)[values.length >> 1]!;

function printTable(results: Outcome[], seconds: number, title: string): void {
  console.log(`${title} (${threads(title)} threads, ${seconds.toFixed(0)} s); 95% Wilson intervals`);
  console.log(
    'match                                          all                          as White                     avg len  wall ms/move, counted side (median / max, moves over 1.5×); opponent  playouts/move (median: counted side / opponent)',
  );
  for (const m of chosen) {
    const mine = results.filter((r) => r.match === m.match);
    if (mine.length === 0) continue;
    const white = mine.filter((r) => r.index % 2 === 1);
    const times = Object.entries(groupTimes(mine))
      .map(([label, t]) => {
        const limit = 1.5 * (label.startsWith('L') ? LEVEL_TIME_MS[Number(label.slice(1)) as Level] : moveMs * factorOf(m.ours));
        // Over 1.5× the time a move counts on the clock only (at a fixed effort the time is not the budget).
        const timed = title === CLOCK_TITLE && !['club', 'baseline', 'random'].includes(label);
        const over = timed ? `, ${t.filter((x) => x > limit).length} over` : '';
        return `${label} ${median(t).toFixed(0)} / ${Math.max(...t).toFixed(0)}${over}`;
      })
      .join('; ');
    const opponent = mine.flatMap((r) => r.theirMs);
    const theirTimes = opponent.length ? `; opponent ${median(opponent).toFixed(0)} / ${Math.max(...opponent).toFixed(0)}` : '';
    const free = mine.flatMap((r) => r.freeMs ?? []);
    const freeTimes = free.length ? `; not forced ${median(free).toFixed(0)}` : '';
    const ours = mine.flatMap((r) => r.playouts?.ours ?? []);
    const theirs = mine.flatMap((r) => r.playouts?.theirs ?? []);
    const playouts = ours.length && theirs.length ? `${median(ours)} / ${median(theirs)}` : '';
    const length = mine.reduce((a, r) => a + r.moves.length, 0) / mine.length;
    const all = rate(mine.filter((r) => r.won).length, mine.length);
    const asWhite = rate(white.filter((r) => r.won).length, white.length);
    console.log(
      `${m.name.padEnd(46)} ${all.padEnd(28)} ${asWhite.padEnd(28)} ${length.toFixed(0).padStart(7)}  ${(times + freeTimes + theirTimes).padEnd(60)}  ${playouts}`,
    );
  }
}

/** The time factor of a side (the RAVE partner and plain UCT may think longer than ours). */
function factorOf(side: Side): number {
  return 'factor' in side ? side.factor : 1;
}

/** The counted side's move times by its label (a level, the time a move, or a partner's name). */
function groupTimes(outcomes: Outcome[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const r of outcomes) for (const [label, t] of Object.entries(r.ourMs)) (out[label] ??= []).push(...t);
  return out;
}

const CLOCK_TITLE = `ON THE CLOCK: every side ${moveMs} ms of wall time a move (the club partner at its fixed breadths)`;

/** Threads for a table: one on the clock, two at a fixed effort, unless --threads says. */
function threads(title: string): number {
  const wanted = Number(arg('threads') ?? (title === CLOCK_TITLE ? 1 : 2));
  return Math.max(1, Math.min(wanted, availableParallelism()));
}

/** Plays the chosen matches' games on worker threads (each game in one thread) and prints the table. */
async function playAll(jobs: Job[], title: string): Promise<void> {
  const results: Outcome[] = [];
  const began = performance.now();
  await Promise.all(
    Array.from({ length: threads(title) }, async () => {
      const worker = new Worker(BOOT, { eval: true, argv: process.argv.slice(2), workerData: { worker: true } });
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const done = new Promise<Outcome>((resolve) => worker.once('message', resolve));
        worker.postMessage(job);
        const outcome = await done;
        results.push(outcome);
        if (recordFile) appendFileSync(recordFile, JSON.stringify({ name: MATCHES[outcome.match]!.name, title, ...outcome }) + '\n');
        process.stderr.write(outcome.won ? '+' : '-');
      }
      await worker.terminate();
    }),
  );
  process.stderr.write('\n');
  printTable(results, (performance.now() - began) / 1000, title);
}

/** The jobs of the chosen matches at the given rates (0: on the clock). */
function jobsOf(rates: { ravePerMs: number; gonnectPerMs: number; effortPerMs: number }): Job[] {
  return chosen.flatMap((m) => Array.from({ length: m.games }, (_, i) => ({ match: m.match, index: first + i, moveMs, ...rates })));
}

/** Runs the matches on the clock, at a fixed effort, or both, then the tactical suites. */
async function main(): Promise<void> {
  const both = process.argv.includes('--both');
  const fixed = both || process.argv.includes('--fixed') || process.argv.includes('--cpu-clock');
  const clock = both || !fixed;
  if (clock) await playAll(jobsOf({ ravePerMs: 0, gonnectPerMs: 0, effortPerMs: 0 }), CLOCK_TITLE);
  if (fixed) {
    const gonnect = chosen.some((m) => m.game === 'gonnect');
    let ravePerMs = Number(arg('rave-per-ms') ?? 0);
    let gonnectPerMs = Number(arg('gonnect-per-ms') ?? 0);
    if (gonnect && (!ravePerMs || !gonnectPerMs)) {
      const rates = await calibrateGonnect();
      ravePerMs ||= rates.rave;
      gonnectPerMs ||= rates.ours;
    }
    const connect6 = chosen.some((m) => m.game === 'connect6');
    const effortPerMs = connect6 ? Number(arg('effort-per-ms') ?? 0) || (await calibrateOurs()) : 0;
    const rates: string[] = [];
    if (gonnect) rates.push(`Gonnect: ours ${gonnectPerMs.toFixed(1)} and the RAVE partner ${ravePerMs.toFixed(1)} playouts`);
    if (connect6) rates.push(`Connect6: ours ${effortPerMs.toFixed(1)} work units`);
    const title = `AT A FIXED EFFORT: ${moveMs} ms worth of work a move (${rates.join('; ')} a CPU millisecond)`;
    await playAll(jobsOf({ ravePerMs: gonnect ? ravePerMs : 0, gonnectPerMs: gonnect ? gonnectPerMs : 0, effortPerMs }), title);
  }
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
