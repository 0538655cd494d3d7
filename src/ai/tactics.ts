/**
 * Tactical suites: positions with a task for the side to move, and an independent check
 * of the answer through the engines' public API (no code of the player is used to judge).
 *
 * - Connect6 "win": complete a line of six this turn; "block": the opponent has two
 *   threats (needs both stones) and after the turn must have no line to complete.
 * - Gonnect "connect": connect now; "capture": connect by a move that must capture (the
 *   joining point is suicide otherwise); "block": the opponent has one connecting point,
 *   and after the move must have none.
 */
import { Connect6 } from '../engine/connect6.js';
import { Gonnect } from '../engine/gonnect.js';
import { opponent, type Color } from '../engine/types.js';
import { chooseMove, type ChooseOptions } from './index.js';
import { CONNECT6_BLOCK, CONNECT6_WIN, GONNECT_BLOCK, GONNECT_CONNECT, type PositionData } from './tactics-data.js';

export type { PositionData };

/** A named list of positions of one game. */
export interface Suite {
  /** `'Connect6: win this turn'`. */
  name: string;
  game: 'connect6' | 'gonnect';
  positions: readonly PositionData[];
}

/**
 * Capture to connect, stamped from one pattern in the eight symmetries of the board:
 * two chains along the edge row whose joining point has no liberty of its own, beside a
 * white stone in atari there; the join is legal only because it captures that stone.
 */
export function capturePositions(size: number): PositionData[] {
  const k = Math.floor(size / 2);
  const black: [number, number][] = [[k - 1, 1], [k + 1, 1], [k, 2]];
  const white: [number, number][] = [[k, 1], [k - 1, 2], [k + 1, 2]];
  for (let c = 0; c < size; c++) {
    if (c !== k) black.push([c, 0]);
    if (c < k - 1 || c > k + 1) white.push([c, 1]);
  }
  const symmetries: ((c: number, r: number) => [number, number])[] = [
    (c, r) => [c, r],
    (c, r) => [c, size - 1 - r],
    (c, r) => [r, c],
    (c, r) => [size - 1 - r, c],
  ];
  return symmetries.map((map) => {
    const name = ([c, r]: [number, number]): string => new Gonnect({ size }).pointAt(map(c, r)[1] * size + map(c, r)[0]);
    return { kind: 'capture', size, black: black.map(name).join(' '), white: white.map(name).join(' '), toPlay: 'black' };
  });
}

/** Every suite of the benchmark. */
export const SUITES: readonly Suite[] = [
  { name: 'Connect6: win this turn', game: 'connect6', positions: CONNECT6_WIN },
  { name: 'Connect6: block a double threat', game: 'connect6', positions: CONNECT6_BLOCK },
  { name: 'Gonnect: connect now', game: 'gonnect', positions: GONNECT_CONNECT },
  { name: 'Gonnect: capture to connect', game: 'gonnect', positions: [...capturePositions(7), ...capturePositions(9)] },
  { name: 'Gonnect: block the only connecting point', game: 'gonnect', positions: GONNECT_BLOCK },
];

/** The game of a suite position. */
export function buildPosition(game: Suite['game'], p: PositionData): Connect6 | Gonnect {
  const setup = { black: p.black.split(' ').filter(Boolean), white: p.white.split(' ').filter(Boolean), toPlay: p.toPlay };
  if (game === 'connect6') return new Connect6({ size: p.size, setup: { ...setup, stonesLeft: p.stonesLeft ?? 2 } });
  return new Gonnect({ size: p.size, swap: false, setup });
}

/** Connect6: whether `color` could complete a line of six with two stones now (a window of 4+ of theirs, none of ours). */
export function canCompleteSix(game: Connect6, color: Color, stones = 2): boolean {
  const n = game.size;
  for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [-1, 1]] as const) {
    for (let r = 0; r + 5 * dr < n; r++) {
      for (let c = 0; c < n; c++) {
        if (c + 5 * dc < 0 || c + 5 * dc >= n) continue;
        let mine = 0;
        let theirs = 0;
        for (let k = 0; k < 6; k++) {
          const at = game.at(game.pointAt((r + k * dr) * n + c + k * dc));
          if (at === color) mine++;
          else if (at !== null) theirs++;
        }
        if (theirs === 0 && mine >= 6 - stones) return true;
      }
    }
  }
  return false;
}

/** Gonnect: the points where `color` would connect if it moved now. */
export function connectingPoints(game: Gonnect, color: Color): string[] {
  let g = game;
  if (game.toPlay !== color) {
    const black: string[] = [];
    const white: string[] = [];
    for (let i = 0; i < game.size * game.size; i++) {
      if (game.stoneAt(i) !== 0) (game.stoneAt(i) === 1 ? black : white).push(game.pointAt(i));
    }
    g = new Gonnect({ size: game.size, swap: false, setup: { black, white, toPlay: color } });
  }
  return g.legalMoves().filter((p) => {
    const h = g.clone();
    h.play(p);
    return h.result?.winner === color;
  });
}

/** Whether a position is what its kind claims (the suite's own verification). */
export function checkPosition(game: Suite['game'], p: PositionData): boolean {
  const g = buildPosition(game, p);
  if (g.result !== null) return false;
  const them = opponent(p.toPlay);
  if (g instanceof Connect6) {
    if (p.kind === 'win') return canCompleteSix(g, p.toPlay, g.stonesLeft);
    return !canCompleteSix(g, p.toPlay) && canCompleteSix(g, them) && !blockableWithOne(g, them);
  }
  const mine = connectingPoints(g, p.toPlay);
  if (p.kind === 'block') return mine.length === 0 && connectingPoints(g, them).length === 1;
  if (p.kind === 'connect') return mine.length > 0;
  return mine.length > 0 && mine.every((point) => g.clone().play(point).captured.length > 0);
}

/** Connect6: whether one stone of the side to move stops every line `them` could complete. */
function blockableWithOne(g: Connect6, them: Color): boolean {
  return g.legalMoves().some((point) => {
    const h = g.clone();
    h.play(point);
    return !canCompleteSix(h, them);
  });
}

/** Plays the player's answer (a whole Connect6 turn) and judges it. */
export async function solves(game: Suite['game'], p: PositionData, options: ChooseOptions): Promise<boolean> {
  const g = buildPosition(game, p);
  const mover = g.toPlay;
  do {
    const move = await chooseMove(g, options);
    g.play(move);
  } while (g instanceof Connect6 && g.result === null && g.toPlay === mover);
  if (p.kind !== 'block') return g.result?.winner === mover;
  if (g.result !== null) return g.result.winner === mover;
  return g instanceof Connect6 ? !canCompleteSix(g, opponent(mover)) : connectingPoints(g, opponent(mover)).length === 0;
}

/** Runs a suite: how many positions the player solves, and which it misses (by number, from 1). */
export async function runSuite(
  suite: Suite,
  options: ChooseOptions,
): Promise<{ solved: number; total: number; failed: number[] }> {
  const failed: number[] = [];
  for (const [i, p] of suite.positions.entries()) if (!(await solves(suite.game, p, options))) failed.push(i + 1);
  return { solved: suite.positions.length - failed.length, total: suite.positions.length, failed };
}
