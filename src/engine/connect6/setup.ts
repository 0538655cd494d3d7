/**
 * Reading and checking the options of a Connect6 game: board size, setup stones, the
 * side to move and the stones it still places this turn. Every refusal is a SetupError.
 */
import { isBoardSize, SIZES } from '../../vocabulary.js';
import { setupIndex } from '../points.js';
import { SetupError, type Color, type ColorCode, type Point, type Setup } from '../types.js';

/** Options of `new Connect6(options)`. */
export interface Connect6Options {
  /** Board size, 6 to 25; 19 unless given: `15`. */
  size?: number;
  /**
   * Stones on the board before the first move, the side to move (`'black'` unless
   * given) and how many stones it still places this turn (2 when stones are given,
   * 1 on an empty board, unless given): `{ black: ['J10'], toPlay: 'white' }`.
   */
  setup?: Setup & { stonesLeft?: 1 | 2 };
}

/** Checked options: indices instead of points, colour codes (1 black, 2 white). */
export interface Connect6Start {
  size: number;
  black: number[];
  white: number[];
  toPlay: ColorCode;
  stonesLeft: 1 | 2;
}

/** Reads and checks the options; throws SetupError naming the first problem. */
export function readOptions(options: Connect6Options | undefined): Connect6Start {
  const size = options?.size ?? SIZES.connect6.default;
  if (!isBoardSize('connect6', size)) throw new SetupError('bad-size', size);
  const setup = options?.setup ?? {};
  const toPlay = readToPlay(setup.toPlay);
  const seen = new Set<number>();
  const black = readPoints(setup.black, size, seen, 'black');
  const white = readPoints(setup.white, size, seen, 'white');
  const stonesLeft = readStonesLeft(setup.stonesLeft, black.length + white.length > 0);
  return { size, black, white, toPlay, stonesLeft };
}

/** Side to move: black unless given. */
function readToPlay(toPlay: Color | undefined): ColorCode {
  if (toPlay === undefined || toPlay === 'black') return 1;
  if (toPlay === 'white') return 2;
  throw new SetupError('bad-to-play', toPlay);
}

/** Stones left this turn: as given, else 2 once stones stand on the board, else 1 (the opening stone). */
function readStonesLeft(stonesLeft: number | undefined, hasStones: boolean): 1 | 2 {
  if (stonesLeft === undefined) return hasStones ? 2 : 1;
  if (stonesLeft === 1 || stonesLeft === 2) return stonesLeft;
  throw new SetupError('bad-stones-left', stonesLeft);
}

/** Reads one colour's list of points; a point already in `seen` (either list) is a duplicate. */
function readPoints(points: Point[] | undefined, size: number, seen: Set<number>, list: Color): number[] {
  if (points === undefined) return [];
  if (!Array.isArray(points)) throw new SetupError('not-a-list', points, list);
  return points.map((text: unknown) => {
    const index = setupIndex(text, size, list);
    if (seen.has(index)) throw new SetupError('duplicate', text, list);
    seen.add(index);
    return index;
  });
}
