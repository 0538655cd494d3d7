/**
 * Reading and checking the options of a Gonnect game: board size and setup stones.
 * Everything here throws {@link SetupError}; whether the stones can stand on the board
 * (liberties, connections) is the core's question.
 */
import { COLUMN_LETTERS, NotationError, parsePoint } from '../notation/point.js';
import { type Color, type Setup, SetupError } from './types.js';

/** The smallest and largest Gonnect boards. */
export const MIN_SIZE = 5;
export const MAX_SIZE = COLUMN_LETTERS.length;

/** One setup stone: its public index, colour code (1 black, 2 white) and text as given. */
export interface SetupStone {
  index: number;
  color: number;
  text: string;
}

/** A checked setup: the stones in the order given (black first) and who moves first. */
export interface CheckedSetup {
  stones: SetupStone[];
  toPlay: Color;
}

/** Checks a board size: a whole number from 5 to 25 (13 when absent). */
export function checkSize(size: unknown): number {
  if (size === undefined) return 13;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new SetupError('bad-size', String(size), `Board size must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}: ${String(size)}`);
  }
  return size;
}

/**
 * Reads the setup lists: every entry a point on the board, none twice (within a list or
 * across both), and `toPlay` black or white (black when absent).
 */
export function checkSetup(setup: Setup | undefined, size: number): CheckedSetup {
  const toPlay = setup?.toPlay ?? 'black';
  if (toPlay !== 'black' && toPlay !== 'white') throw new SetupError('bad-option', String(toPlay));
  const stones: SetupStone[] = [];
  const taken = new Set<number>();
  const lists: [unknown, number][] = [
    [setup?.black, 1],
    [setup?.white, 2],
  ];
  for (const [list, color] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new SetupError('bad-option', String(list));
    for (const text of list as unknown[]) {
      const index = readPoint(text, size);
      if (taken.has(index)) throw new SetupError('duplicate', String(text));
      taken.add(index);
      stones.push({ index, color, text: String(text) });
    }
  }
  return { stones, toPlay };
}

/** A setup point's public index; `bad-point` for text that is no point, `off-board` outside the board. */
function readPoint(text: unknown, size: number): number {
  if (typeof text !== 'string') throw new SetupError('bad-point', String(text));
  try {
    const { col, row } = parsePoint(text, size);
    return row * size + col;
  } catch (error) {
    if (error instanceof NotationError) throw new SetupError(error.code === 'off-board' ? 'off-board' : 'bad-point', text);
    throw error;
  }
}
