// The matches of `npm run bench:ai`: who plays whom, and one game between them.
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { colorCode, type Color } from '../../src/engine/types.js';
import { chooseMove, LEVEL_TIME_MS, type Level } from '../../src/ai/index.js';
import { searchStats } from '../../src/ai/gonnect/player.js';
import { connect6Baseline, plainUct, randomPoint } from '../../test/ai/fixtures/baselines.js';
import { connectingPoints } from '../../test/ai/fixtures/tactics.js';
import { WindowBoard } from '../../src/ai/connect6/board.js';
import { winningPoints } from '../../src/ai/connect6/threats.js';
import { Connect6Club } from '../sparring/connect6-club.js';
import { GonnectRave } from '../sparring/gonnect-rave.js';

/** A player of a match: ours at a level (or at the match's time a move), or an opponent. */
export type Side =
  | { kind: 'ours'; level?: Level }
  | { kind: 'club' }
  | { kind: 'baseline' }
  | { kind: 'random' }
  | { kind: 'rave'; factor: number }
  | { kind: 'uct'; factor: number };

export interface Match {
  /** `'Connect6 19×19 vs club'`. */
  name: string;
  game: 'connect6' | 'gonnect';
  size: number;
  /** The side whose results count (ours, or a sparring partner whose strength is shown). */
  ours: Side;
  opponent: Side;
  /** Games by default (`--games` overrides). */
  games: number;
}

export const MATCHES: readonly Match[] = [
  { name: 'Connect6 19×19 vs club', game: 'connect6', size: 19, ours: { kind: 'ours' }, opponent: { kind: 'club' }, games: 100 },
  { name: 'Connect6 19×19 vs baseline', game: 'connect6', size: 19, ours: { kind: 'ours' }, opponent: { kind: 'baseline' }, games: 100 },
  {
    name: 'Connect6 19×19 level 5 vs level 1',
    game: 'connect6',
    size: 19,
    ours: { kind: 'ours', level: 5 },
    opponent: { kind: 'ours', level: 1 },
    games: 100,
  },
  {
    name: 'Gonnect 13×13 vs RAVE (equal time)',
    game: 'gonnect',
    size: 13,
    ours: { kind: 'ours' },
    opponent: { kind: 'rave', factor: 1 },
    games: 100,
  },
  {
    name: 'Gonnect 13×13 vs RAVE (4× time)',
    game: 'gonnect',
    size: 13,
    ours: { kind: 'ours' },
    opponent: { kind: 'rave', factor: 4 },
    games: 100,
  },
  {
    name: 'Gonnect 13×13 vs plain UCT (4× time)',
    game: 'gonnect',
    size: 13,
    ours: { kind: 'ours' },
    opponent: { kind: 'uct', factor: 4 },
    games: 20,
  },
  {
    // The sparring partner's own strength: the RAVE player at the match's time against plain UCT at four times it.
    name: 'Gonnect 13×13 RAVE partner vs plain UCT (4×)',
    game: 'gonnect',
    size: 13,
    ours: { kind: 'rave', factor: 1 },
    opponent: { kind: 'uct', factor: 4 },
    games: 20,
  },
  {
    name: 'Gonnect 13×13 level 5 vs level 1',
    game: 'gonnect',
    size: 13,
    ours: { kind: 'ours', level: 5 },
    opponent: { kind: 'ours', level: 1 },
    games: 100,
  },
  { name: 'Gonnect 13×13 vs random', game: 'gonnect', size: 13, ours: { kind: 'ours' }, opponent: { kind: 'random' }, games: 20 },
];

export interface Job {
  match: number;
  index: number;
  /** Time a move of ours (without a level) and the opponents' unit of time: `200`. */
  moveMs: number;
  /**
   * Playouts a millisecond of the RAVE partner at a fixed effort (this × time a move); 0:
   * it plays on the clock (that many milliseconds of wall time a move, tree reuse and all).
   */
  ravePerMs: number;
  /**
   * Our Connect6 player's work units a millisecond of CPU (0: it plays on the clock). With
   * it, our time a move is a fixed effort (this × time), as the sparring partners' is, so a
   * busy machine does not weaken only our side: `30`.
   */
  effortPerMs?: number;
  /**
   * Our Gonnect player's playouts a millisecond of CPU (0: it plays on the clock). With it,
   * our time a move is a fixed effort (this × time; a level's time for a level), as the
   * RAVE partner's is: `35`.
   */
  gonnectPerMs?: number;
}

export interface Outcome extends Job {
  won: boolean;
  /** The game's moves, to replay a loss. */
  moves: string[];
  /** Wall times in milliseconds of the counted side's moves, by its label (`'L5'`, `'200 ms'`, `'RAVE'`). */
  ourMs: Record<string, number[]>;
  /** Wall times in milliseconds of the opponent's moves (to tell a busy machine from a slow player). */
  theirMs: number[];
  /**
   * Connect6: wall times of the counted side's calls in positions that were not forced
   * (the opponent had no threat and the mover no win this turn), to show the time it uses.
   */
  freeMs?: number[];
  /** Gonnect: playouts a move of the counted side and of its opponent (searched moves only), when they count them. */
  playouts?: { ours: number[]; theirs: number[] };
}

type Mover = (game: Connect6 | Gonnect) => Promise<string>;

/** A side's player in one game: its move, the label its times go under, and its playout counter (Gonnect MCTS players). */
interface Player {
  move: Mover;
  label: string;
  playouts?: () => number;
}

/** The function that plays `side`'s moves in one game, its label and its playout counter. */
function mover(side: Side, job: Job, seed: number): Player {
  const rng = new Rng(seed);
  switch (side.kind) {
    case 'ours': {
      const game = MATCHES[job.match]!.game;
      const perMs = game === 'connect6' ? (job.effortPerMs ?? 0) : (job.gonnectPerMs ?? 0);
      // Gonnect levels get a fixed effort too (their time × the rate); Connect6 levels play on the clock.
      const effortMs = side.level ? (game === 'gonnect' ? LEVEL_TIME_MS[side.level] : 0) : job.moveMs;
      const effort = perMs ? Math.round(perMs * effortMs) : 0;
      const options = {
        ...(side.level ? { level: side.level } : effort ? {} : { timeMs: job.moveMs }),
        ...(effort ? { iterations: effort } : {}),
      };
      const move: Mover = (game) => chooseMove(game, { ...options, seed: seed * 7919 + game.moves.length });
      return { move, label: side.level ? `L${side.level}` : `${job.moveMs} ms`, playouts: () => searchStats.playouts };
    }
    case 'club': {
      const club = new Connect6Club();
      return { move: (game) => Promise.resolve(club.choose(game as Connect6)), label: 'club' };
    }
    case 'baseline':
      return { move: (game) => Promise.resolve(connect6Baseline(game as Connect6, rng)), label: 'baseline' };
    case 'random':
      return { move: (game) => Promise.resolve(randomPoint(game, rng)), label: 'random' };
    case 'rave': {
      const ms = job.moveMs * side.factor;
      const rave = job.ravePerMs ? new GonnectRave(Math.round(job.ravePerMs * ms), seed) : GonnectRave.onClock(ms, seed);
      return { move: (game) => Promise.resolve(rave.choose(game as Gonnect)), label: 'RAVE', playouts: () => rave.playouts };
    }
    case 'uct':
      return { move: (game) => Promise.resolve(plainUct(game as Gonnect, job.moveMs * side.factor, rng)), label: 'UCT' };
  }
}

/**
 * Connect6 openings: Black's first stone on a point of the central 9×9 square, a
 * different point for each pair of games (ours Black, then White), the rest played by
 * the two sides. Both searches are deterministic, so without it every game of a colour
 * would be the same game. (Three random stones, Black's and White's pair, gave Black too
 * much: the club partner against itself won 70% as Black; from one stone, 48%.)
 */
function playOpening(game: Connect6, pair: number): void {
  const points: number[] = [];
  const centre = Math.floor(game.size / 2);
  for (let row = centre - 4; row <= centre + 4; row++)
    for (let col = centre - 4; col <= centre + 4; col++) points.push(row * game.size + col);
  const rng = new Rng(7);
  for (let i = points.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [points[i], points[j]] = [points[j]!, points[i]!];
  }
  game.playIndex(points[pair % points.length]!);
}

/**
 * Plays one game; the counted side is Black in even games, White in odd ones. A capped
 * game is a loss for it. Both sides play in this thread, one move after the other, so on
 * the clock a busy machine slows them alike.
 */
export async function playGame(job: Job): Promise<Outcome> {
  const m = MATCHES[job.match]!;
  const seed = 1000 * job.match + job.index + 1;
  const game = m.game === 'connect6' ? new Connect6({ size: m.size }) : new Gonnect({ size: m.size, swap: false });
  const ours: Color = job.index % 2 === 0 ? 'black' : 'white';
  const mine = mover(m.ours, job, seed);
  const theirs = mover(m.opponent, job, seed + 500);
  const sides = { [ours]: mine, [ours === 'black' ? 'white' : 'black']: theirs };
  if (m.game === 'connect6') playOpening(game as Connect6, job.index >> 1);
  const cap = 2 * m.size * m.size;
  const ourMs: Record<string, number[]> = {};
  const theirMs: number[] = [];
  const freeMs: number[] = [];
  const playouts = { ours: [] as number[], theirs: [] as number[] };
  while (game.result === null && game.moves.length < cap) {
    const side = sides[game.toPlay]!;
    const before = side.playouts?.() ?? 0;
    const free = side === mine && game instanceof Connect6 && notForced(game);
    const start = performance.now();
    const move = await side.move(game);
    const ms = performance.now() - start;
    if (side === mine) (ourMs[side.label] ??= []).push(ms);
    else theirMs.push(ms);
    if (free) freeMs.push(ms);
    const ran = (side.playouts?.() ?? 0) - before;
    // Moves answered by tactics alone (no playout) are left out of the playout counts.
    if (side.playouts && ran > 0) (side === mine ? playouts.ours : playouts.theirs).push(ran);
    game.playMove(move);
  }
  const counted = mine.playouts && theirs.playouts ? { playouts } : {};
  const connect6 = m.game === 'connect6' ? { freeMs } : {};
  return { ...job, won: game.result?.winner === ours, moves: game.moves, ourMs, theirMs, ...counted, ...connect6 };
}

/** Whether the side to move neither must block a threat nor can win this turn. */
function notForced(game: Connect6): boolean {
  const b = WindowBoard.of(game);
  const me = colorCode(game.toPlay);
  return b.liveCount(3 - me) === 0 && winningPoints(b, me, game.stonesLeft) === null;
}

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * Gonnect 13×13 positions to calibrate on: every 6th position of two games the RAVE partner
 * plays against itself (at a low effort), without those where the side to move connects
 * at once (both players answer those without searching).
 */
function gonnectPositions(): Gonnect[] {
  const positions: Gonnect[] = [];
  for (let seed = 1; seed <= 2; seed++) {
    const game = new Gonnect({ size: 13, swap: false });
    let turn = 0;
    while (game.result === null && game.moves.length < 300) {
      if (game.moves.length % 6 === 2 && !connectingPoints(game, game.toPlay).length) positions.push(game.clone());
      game.playMove(new GonnectRave(600, 100 * seed + turn++).choose(game));
    }
  }
  return positions;
}

/** Connect6 19×19 positions to calibrate on: the first eight turns of a game the club partner plays against itself. */
function connect6Positions(): Connect6[] {
  const positions: Connect6[] = [];
  const game = new Connect6({ size: 19 });
  const club = new Connect6Club();
  game.play('J10');
  for (let turn = 0; turn < 8 && game.result === null; turn++) {
    positions.push(game.clone());
    for (const mover = game.toPlay; game.result === null && game.toPlay === mover;) game.playMove(club.choose(game));
  }
  return positions;
}

/**
 * Work units (playouts) a millisecond of CPU time of `search(position, units, i)` over the
 * positions (`i` its index), `units` a call; the second of two passes (the first warms
 * the code up).
 */
async function unitRate<G>(positions: G[], units: number, search: (game: G, units: number, i: number) => unknown): Promise<number> {
  let rate = 0;
  for (let pass = 0; pass < 2; pass++) {
    let spent = 0;
    for (const [i, game] of positions.entries()) {
      const start = cpuMs();
      await search(game, units, i);
      spent += cpuMs() - start;
    }
    rate = (units * positions.length) / spent;
  }
  return rate;
}

/**
 * The RAVE partner's and our Gonnect player's playouts a millisecond of CPU time (not of
 * the clock, which a busy machine stretches), measured on the same middle-game positions
 * (`gonnectPositions`); ours includes its tactics before the search.
 */
export async function calibrateGonnect(): Promise<{ rave: number; ours: number }> {
  const positions = gonnectPositions();
  const rave = await unitRate(positions, 2000, (game, playouts, i) => new GonnectRave(playouts, i + 1).choose(game));
  const ours = await unitRate(positions, 2000, (game, playouts, i) => chooseMove(game, { iterations: playouts, seed: i + 1 }));
  return { rave, ours };
}

/**
 * Our Connect6 player's work units a millisecond of CPU time (not of the clock, which a
 * busy machine stretches), measured on the positions of one game the club partner plays
 * against itself: `30`.
 */
export function calibrateOurs(): Promise<number> {
  return unitRate(connect6Positions(), 3000, (game, effort, seed) => chooseMove(game.clone(), { iterations: effort, seed }));
}
