/**
 * Types shared by both rules engines. Nothing here touches the DOM, i18n or globals.
 */

import type { Color } from '../vocabulary.js';
import { valueText } from '../value-text.js';

export { COLORS, opponent, type Color } from '../vocabulary.js';

/** A point in Go notation, column letter (no `I`) then row from the bottom: `'D4'`. */
export type Point = string;

/**
 * Stone codes: what stands on a point as the fast paths give it (`stoneAt`, search code),
 * one small number instead of a string. BORDER is only met on a Gonnect position's padded
 * board, in the ring of cells around the points (see `GonnectPosition`).
 */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const BORDER = 3;
/** What stands on a point or cell: EMPTY (0), BLACK (1), WHITE (2) or BORDER (3). */
export type StoneCode = typeof EMPTY | typeof BLACK | typeof WHITE | typeof BORDER;
/** The code of a colour, for a stone or the side to move: BLACK (1) or WHITE (2). */
export type ColorCode = typeof BLACK | typeof WHITE;

/** The code of a colour: `colorCode('white')` is `WHITE` (2). */
export function colorCode(color: Color): ColorCode {
  return color === 'black' ? BLACK : WHITE;
}

/** The other colour's code: `opponentCode(BLACK)` is `WHITE`. */
export function opponentCode(code: ColorCode): ColorCode {
  return (3 - code) as ColorCode;
}

/** The colour of a code: `colorOf(BLACK)` is `'black'`. */
export function colorOf(code: ColorCode): Color {
  return code === BLACK ? 'black' : 'white';
}

/** One stone placed on the board. */
export interface MoveRecord {
  /** Who placed it: `'black'`. */
  color: Color;
  /** Where: `'D4'`. */
  point: Point;
  /** Stones removed by this move (Gonnect captures; always empty in Connect6): `['D5']`. */
  captured: Point[];
}

/** Why a game ended. */
export const RESULT_REASONS = ['connection', 'no-legal-move', 'six-in-a-row', 'board-full'] as const;
export type ResultReason = (typeof RESULT_REASONS)[number];

/** How a game ended. */
export interface Result {
  /** The winner; `null` for a drawn Connect6 game: `'black'`. */
  winner: Color | null;
  /** Why: `'connection'`. */
  reason: ResultReason;
  /** The winning chain or line(s), sorted; empty when no stones show the result: `['D1', 'D2']`. */
  stones: Point[];
}

/** Why a move was refused. */
export const ILLEGAL_MOVE_CODES = ['off-board', 'occupied', 'suicide', 'ko', 'game-over', 'swap-not-allowed'] as const;
export type IllegalMoveCode = (typeof ILLEGAL_MOVE_CODES)[number];

/** Thrown by `play()` and `swap()` for a move the rules do not allow; the game is left unchanged. */
export class IllegalMoveError extends Error {
  /** Why the move was refused: `'occupied'`. */
  readonly code: IllegalMoveCode;
  /** The point that was asked for, as given (absent for a swap): `'D4'`. */
  readonly point: string | undefined;

  constructor(code: IllegalMoveCode, point?: string) {
    super(point === undefined ? `Illegal move: ${code}` : `Illegal move at ${point}: ${code}`);
    this.name = 'IllegalMoveError';
    this.code = code;
    this.point = point;
  }
}

/** Why a setup (or a size) was refused: one code per distinct refusal. */
export const SETUP_ERROR_CODES = [
  'bad-size', // size not a whole number in the game's range
  'not-a-list', // `black` or `white` is not an array
  'bad-point', // an entry that is not a point
  'off-board', // a point outside the board
  'duplicate', // the same point twice (in one list or across both)
  'no-liberties', // a Gonnect chain with no liberty
  'bad-to-play', // toPlay neither 'black' nor 'white'
  'bad-stones-left', // Connect6 stonesLeft neither 1 nor 2
  'both-won', // both colours already have a winning chain (Gonnect) or line (Connect6)
] as const;
export type SetupErrorCode = (typeof SETUP_ERROR_CODES)[number];

/** Thrown by a constructor whose options cannot stand. */
export class SetupError extends Error {
  /** Why: `'duplicate'`. */
  readonly code: SetupErrorCode;
  /** The offending point or value, as given: `'D4'`. */
  readonly value: string | undefined;
  /** For a refused stone: the setup list it came from (`'white'`). */
  readonly list: Color | undefined;

  /** `value` is what was given, read as text by {@link valueText}: `new SetupError('bad-size', 4)`. */
  constructor(code: SetupErrorCode, given?: unknown, list?: Color) {
    const value = valueText(given) ?? (given === undefined ? undefined : 'null');
    const what = value === undefined ? '' : ` (${list === undefined ? '' : `${list}: `}${value})`;
    super(`Bad setup: ${code}${what}`);
    this.name = 'SetupError';
    this.code = code;
    this.value = value;
    this.list = list;
  }
}

/** The stones and turn a game starts from. */
export interface Setup {
  /** Black stones: `['D4', 'E5']`. */
  black?: Point[];
  /** White stones: `['F6']`. */
  white?: Point[];
  /** Who moves first from this position; Black unless given: `'white'`. */
  toPlay?: Color;
}
