/**
 * Reading and checking the options of a Gonnect game (board size and setup stones), and
 * putting the stones on the board: whether they can stand (liberties) and whether they
 * already hold a connection. Every refusal is a {@link SetupError}.
 */
import { isBoardSize, SIZES } from '../../vocabulary.js';
import { setupIndex } from '../points.js';
import { type Color, colorCode, type ColorCode, colorOf, type Setup, SetupError } from '../types.js';
import type { ChainBoard } from './chain-board.js';
import { connects } from './geometry.js';

/** One setup stone: its public index, colour code and text as given. */
export interface SetupStone {
  /** `row * size + col`: `40`. */
  index: number;
  /** BLACK (1) or WHITE (2). */
  color: ColorCode;
  /** The point as written in the setup: `'e5'`. */
  text: string;
}

/** A checked setup: the stones in the order given (black first) and who moves first. */
export interface CheckedSetup {
  stones: SetupStone[];
  toPlay: ColorCode;
}

/** Checks a board size: a whole number from 5 to 25 (13 when absent). */
export function checkSize(size: unknown): number {
  if (size === undefined) return SIZES.gonnect.default;
  if (!isBoardSize('gonnect', size)) throw new SetupError('bad-size', size);
  return size;
}

/**
 * Reads the setup lists: every entry a point on the board, none twice (within a list or
 * across both), and `toPlay` black or white (black when absent).
 */
export function checkSetup(setup: Setup | undefined, size: number): CheckedSetup {
  const toPlay = setup?.toPlay ?? 'black';
  if (toPlay !== 'black' && toPlay !== 'white') throw new SetupError('bad-to-play', toPlay);
  const stones: SetupStone[] = [];
  const taken = new Set<number>();
  const lists: [unknown, Color][] = [
    [setup?.black, 'black'],
    [setup?.white, 'white'],
  ];
  for (const [list, name] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new SetupError('not-a-list', list, name);
    for (const text of list as unknown[]) {
      const index = setupIndex(text, size, name);
      if (taken.has(index)) throw new SetupError('duplicate', text, name);
      taken.add(index);
      stones.push({ index, color: colorCode(name), text: String(text) });
    }
  }
  return { stones, toPlay: colorCode(toPlay) };
}

/**
 * Puts checked setup stones on an empty board, with no captures. Throws
 * `SetupError('no-liberties')` naming the first stone, in setup order, of a chain with no liberty.
 */
export function placeSetup(board: ChainBoard, stones: readonly SetupStone[]): void {
  for (const { index, color } of stones) board.addStone(board.toInt[index]!, color, false);
  const dead = stones.find(({ index }) => board.libsOf(board.chainOf(board.toInt[index]!)) === 0);
  if (dead) throw new SetupError('no-liberties', dead.text, colorOf(dead.color));
}

/**
 * Per colour, black then white, the first stone in index order of a chain that joins two
 * opposite edges (the setup is already won), or 0 when it has none.
 */
export function connectedStones(board: ChainBoard): [number, number] {
  const found = [0, 0, 0];
  for (const p of board.toInt) {
    const c = board.s[p]! & 3;
    if (c !== 0 && found[c] === 0 && connects(board.edgesOf(board.chainOf(p)))) found[c] = p;
  }
  return [found[1]!, found[2]!];
}
