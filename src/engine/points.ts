/**
 * Points as the engines read and write them: a move's point (`-1` for anything that is no
 * point on the board, so that `isLegal` can answer false and `play` refuse with
 * `off-board`), a setup stone (a {@link SetupError} naming its list), both through the one
 * parser, `parsePointIndex` of the notation; and a board's stones as setup lists.
 */
import { NotationError, parsePointIndex, pointNames } from '../notation/point.js';
import { BLACK, type Color, EMPTY, type Point, SetupError } from './types.js';

/** The index of a point's text on a board of `size`, or -1 for anything that is no point on it: `indexOrNone('b1', 9)` is `1`. */
export function indexOrNone(point: unknown, size: number): number {
  if (typeof point !== 'string') return -1;
  try {
    return parsePointIndex(point, size);
  } catch (error) {
    if (error instanceof NotationError) return -1;
    throw error;
  }
}

/**
 * The index of a setup stone from the `list` colour: throws `SetupError('bad-point')`
 * for an entry that is no point and `SetupError('off-board')` for a point outside the board.
 */
export function setupIndex(text: unknown, size: number, list: Color): number {
  if (typeof text !== 'string') throw new SetupError('bad-point', text, list);
  try {
    return parsePointIndex(text, size);
  } catch (error) {
    if (error instanceof NotationError) throw new SetupError(error.code === 'off-board' ? 'off-board' : 'bad-point', text, list);
    throw error;
  }
}

/**
 * The stones of a board of `size` as setup lists, by index: `codeAt(index)` gives each
 * point's stone code (EMPTY for a point to leave out): `{ black: ['A1'], white: ['C3'] }`.
 */
export function stoneLists(size: number, codeAt: (index: number) => number): { black: Point[]; white: Point[] } {
  const names = pointNames(size);
  const black: Point[] = [];
  const white: Point[] = [];
  for (let index = 0; index < names.length; index++) {
    const code = codeAt(index);
    if (code !== EMPTY) (code === BLACK ? black : white).push(names[index]!);
  }
  return { black, white };
}
