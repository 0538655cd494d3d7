/**
 * Points in Go notation: a column letter from `A` to `Z` without `I`, left to right,
 * then the row number counted from the bottom. `A1` is the bottom-left point.
 */

import { COLUMN_LETTERS, MAX_SIZE } from '../vocabulary.js';

export { COLUMN_LETTERS, MAX_SIZE } from '../vocabulary.js';

/** A point as numbers: `col` 0 is column A, `row` 0 is row 1 (the bottom). */
export interface Coord {
  col: number;
  row: number;
}

/** Why a piece of notation could not be read. */
/** `bad-label`: a mark's label holds a character XML cannot carry, so no SVG could draw it. */
export const NOTATION_ERROR_CODES = ['bad-point', 'off-board', 'duplicate', 'bad-mark', 'bad-label'] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/** Thrown by the parsers; names the offending token and where it stood. */
export class NotationError extends Error {
  /** Why: `'off-board'`. */
  readonly code: NotationErrorCode;
  /** The token as written: `'Z99'`. */
  readonly token: string;
  /** The token's character offset in the parsed text (0-based): `6`. */
  readonly position: number;

  constructor(code: NotationErrorCode, token: string, position = 0) {
    super(`${code}: "${token}" at character ${position + 1}`);
    this.name = 'NotationError';
    this.code = code;
    this.token = token;
    this.position = position;
  }
}

const POINT_PATTERN = /^([A-HJ-Z])([1-9][0-9]?)$/;

/**
 * Reads a point such as `'d4'` or `'D4'` on a board of `size` (case-insensitive).
 * Throws a {@link NotationError}: `bad-point` for text that is no point, `off-board`
 * for a point outside the board.
 */
export function parsePoint(text: string, size: number, position = 0): Coord {
  const match = POINT_PATTERN.exec(text.trim().toUpperCase());
  if (!match) throw new NotationError('bad-point', text, position);
  const col = COLUMN_LETTERS.indexOf(match[1]!);
  const row = Number(match[2]) - 1;
  if (col >= size || row < 0 || row >= size) throw new NotationError('off-board', text, position);
  return { col, row };
}

/**
 * Reads a point as its index on a board of `size`, `row * size + col` (A1 is 0, B1 is 1):
 * `parsePointIndex('b1', 9)` is `1`. The one reader of a point into an index: the engines
 * and the setup readers all use it. Throws a {@link NotationError} as {@link parsePoint}
 * does (`bad-point` also for anything that is not text).
 */
export function parsePointIndex(text: string, size: number, position = 0): number {
  if (typeof text !== 'string') throw new NotationError('bad-point', String(text), position);
  const { col, row } = parsePoint(text, size, position);
  return row * size + col;
}

/** Point names per board size, made on first use. */
const namesBySize = new Map<number, readonly string[]>();

/**
 * The names of a board's points by index, upper case, made once per size and shared
 * (frozen): `pointNames(9)[1]` is `'B1'`, and `pointNames(size)[parsePointIndex(p, size)]`
 * is `p` in upper case. Throws a `RangeError` for a size that is not 1 to 25.
 */
export function pointNames(size: number): readonly string[] {
  let names = namesBySize.get(size);
  if (names) return names;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RangeError(`no board of size ${size}`);
  names = Object.freeze(
    Array.from({ length: size * size }, (_, index) => formatPoint({ col: index % size, row: Math.floor(index / size) })),
  );
  namesBySize.set(size, names);
  return names;
}

/** Writes a point in upper case: `formatPoint({ col: 3, row: 3 })` is `'D4'`. */
export function formatPoint(coord: Coord): string {
  return `${COLUMN_LETTERS[coord.col]}${coord.row + 1}`;
}

/** Normalises a point's spelling: `normalizePoint('d4', 13)` is `'D4'`. */
export function normalizePoint(text: string, size: number): string {
  return formatPoint(parsePoint(text, size));
}
