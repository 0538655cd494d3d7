/**
 * Reading and checking the options of a Gonnect game: board size and setup stones.
 * Everything here throws {@link SetupError}; whether the stones can stand on the board
 * (liberties, connections) is the core's question.
 */
import { NotationError, parsePoint } from '../notation/point.js';
import { isBoardSize, SIZES } from '../vocabulary.js';
import { type Color, type Setup, SetupError } from './types.js';

/** One setup stone: its public index, colour code (1 black, 2 white) and text as given. */
export interface SetupStone {
  index: number;
  color: 1 | 2;
  text: string;
}

/** A checked setup: the stones in the order given (black first) and who moves first. */
export interface CheckedSetup {
  stones: SetupStone[];
  toPlay: Color;
}

/** Checks a board size: a whole number from 5 to 25 (13 when absent). */
export function checkSize(size: unknown): number {
  if (size === undefined) return SIZES.gonnect.default;
  if (!isBoardSize('gonnect', size)) throw new SetupError('bad-size', String(size));
  return size;
}

/**
 * Reads the setup lists: every entry a point on the board, none twice (within a list or
 * across both), and `toPlay` black or white (black when absent).
 */
export function checkSetup(setup: Setup | undefined, size: number): CheckedSetup {
  const toPlay = setup?.toPlay ?? 'black';
  if (toPlay !== 'black' && toPlay !== 'white') throw new SetupError('bad-to-play', String(toPlay));
  const stones: SetupStone[] = [];
  const taken = new Set<number>();
  const lists: [unknown, Color][] = [
    [setup?.black, 'black'],
    [setup?.white, 'white'],
  ];
  for (const [list, name] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new SetupError('not-a-list', String(list), name);
    const color = name === 'black' ? 1 : 2;
    for (const text of list as unknown[]) {
      const index = readPoint(text, size, name);
      if (taken.has(index)) throw new SetupError('duplicate', String(text), name);
      taken.add(index);
      stones.push({ index, color, text: String(text) });
    }
  }
  return { stones, toPlay };
}

/** A setup point's public index; `bad-point` for text that is no point, `off-board` outside the board. */
function readPoint(text: unknown, size: number, list: Color): number {
  if (typeof text !== 'string') throw new SetupError('bad-point', String(text), list);
  try {
    const { col, row } = parsePoint(text, size);
    return row * size + col;
  } catch (error) {
    if (error instanceof NotationError) throw new SetupError(error.code === 'off-board' ? 'off-board' : 'bad-point', text, list);
    throw error;
  }
}
