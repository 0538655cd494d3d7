/**
 * The position a Gonnect game starts from (its origin: undo replays from it, `setup` reads
 * it). A game with setup stones makes its own; an empty board's is made once per size,
 * superko setting and side to move and shared, so that a new game or a clone does not
 * build one each time.
 */
import type { ColorCode } from '../types.js';
import { GonnectPosition } from './position.js';
import type { CheckedSetup } from './setup.js';

/** The position a setup makes (throws `SetupError` for stones that cannot stand). */
export function startOf(size: number, superko: boolean, setup: CheckedSetup): GonnectPosition {
  const position = new GonnectPosition(size, superko);
  position.setUp(setup.stones, setup.toPlay);
  return position;
}

/**
 * Starting positions of an empty board, by size, superko setting and side to move, made
 * on first use and shared by every game that starts from one (like any game's origin,
 * never changed), so that a new game or a clone does not build one each time.
 */
const emptyStarts = new Map<number, GonnectPosition>();

/** The starting position of an empty board. */
export function emptyStart(size: number, superko: boolean, toPlay: ColorCode): GonnectPosition {
  const key = 4 * size + (superko ? 2 : 0) + toPlay;
  let start = emptyStarts.get(key);
  if (!start) {
    start = startOf(size, superko, { stones: [], toPlay });
    emptyStarts.set(key, start);
  }
  return start;
}
