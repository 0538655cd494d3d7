/**
 * The two coordinate systems of record files, to and from our points (`'D4'`: column
 * letter without I, row from 1 at the bottom):
 * - SGF (Go): two letters, column then row, `a` the first column and the *top* row;
 *   `a`–`z` then `A`–`Z` (FF[4], boards up to 52). On 13×13, `dj` is D4.
 * - Little Golem (Connect6): a column letter `a`–`y` *with* `i`, then the row from 1 at
 *   the bottom: `j10` is our K10. Read in either case, written in lower case.
 */
import { COLUMN_LETTERS } from '../../vocabulary.js';
import { formatPoint, NotationError, parsePoint } from '../point.js';
import { RecordError, type RecordErrorPlace } from './errors.js';

const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LG_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Our point of a column and a row (0 is row 1, at the bottom): `pointOf(3, 3)` is `'D4'`. */
const pointOf = (col: number, row: number): string => formatPoint({ col, row });

/** Column (0 = A) and row (0 = row 1) of one of our points (already upper case and valid). */
function coordOf(point: string): { col: number; row: number } {
  return { col: COLUMN_LETTERS.indexOf(point[0]!.toUpperCase()), row: Number(point.slice(1)) - 1 };
}

/**
 * One of our points as written in a record, checked and in upper case:
 * `checkedPoint('d4', 13, place)` is `'D4'`. Throws RecordError `bad-point` or `off-board`.
 */
export function checkedPoint(point: string, size: number, place: RecordErrorPlace): string {
  try {
    return formatPoint(parsePoint(point, size));
  } catch (error) {
    if (error instanceof NotationError) throw new RecordError(error.code === 'off-board' ? 'off-board' : 'bad-point', place);
    throw error;
  }
}

/** Column and row (0 = row 1, at the bottom) of an SGF point; RecordError `bad-point` or `off-board`. */
function readSgfCoord(value: string, size: number, place: RecordErrorPlace): { col: number; row: number } {
  const col = SGF_LETTERS.indexOf(value[0] ?? '');
  const top = SGF_LETTERS.indexOf(value[1] ?? '');
  if (value.length !== 2 || col < 0 || top < 0) throw new RecordError('bad-point', place);
  if (col >= size || top >= size) throw new RecordError('off-board', place);
  return { col, row: size - 1 - top };
}

/**
 * Reads an SGF point on a board of `size`: `readSgfPoint('dj', 13, place)` is `'D4'`.
 * Throws RecordError `bad-point` (not two letters) or `off-board`, at `place`.
 */
export function readSgfPoint(value: string, size: number, place: RecordErrorPlace): string {
  const { col, row } = readSgfCoord(value, size, place);
  return pointOf(col, row);
}

/**
 * Reads an SGF list entry: a point, or FF[4]'s compressed rectangle between two corners
 * (`'aa:bb'` is a1 b1 a2 b2 in SGF terms), top row first: `readSgfPoints('aa:bb', 5, place)`
 * is `['A5', 'B5', 'A4', 'B4']`.
 */
export function readSgfPoints(value: string, size: number, place: RecordErrorPlace): string[] {
  const corners = value.split(':');
  if (corners.length === 1) return [readSgfPoint(value, size, place)];
  if (corners.length !== 2) throw new RecordError('bad-point', place);
  const [a, b] = corners.map((corner) => readSgfCoord(corner, size, place)) as [{ col: number; row: number }, { col: number; row: number }];
  const points: string[] = [];
  for (let row = Math.max(a.row, b.row); row >= Math.min(a.row, b.row); row--) {
    for (let col = Math.min(a.col, b.col); col <= Math.max(a.col, b.col); col++) points.push(pointOf(col, row));
  }
  return points;
}

/** Writes one of our points as SGF: `writeSgfPoint('D4', 13)` is `'dj'`. */
export function writeSgfPoint(point: string, size: number): string {
  const { col, row } = coordOf(point);
  return SGF_LETTERS[col]! + SGF_LETTERS[size - 1 - row]!;
}

/**
 * Reads a Little Golem point: `readLgPoint('j10', 19, place)` is `'K10'`. Throws
 * RecordError `bad-point` (no letter and row number) or `off-board`, at `place`.
 */
export function readLgPoint(text: string, size: number, place: RecordErrorPlace): string {
  const match = /^([a-z])([1-9][0-9]?)$/i.exec(text);
  if (!match) throw new RecordError('bad-point', place);
  const col = LG_LETTERS.indexOf(match[1]!.toLowerCase());
  const row = Number(match[2]) - 1;
  if (col >= size || row >= size) throw new RecordError('off-board', place);
  return pointOf(col, row);
}

/** Writes one of our points as Little Golem does: `writeLgPoint('K10')` is `'j10'`. */
export function writeLgPoint(point: string): string {
  const { col, row } = coordOf(point);
  return `${LG_LETTERS[col]}${row + 1}`;
}

/**
 * Splits a Little Golem turn into its points as written: `splitLgTurn('j9l11')` is
 * `['j9', 'l11']`; null when the text is not a run of letter-and-number points.
 */
export function splitLgTurn(text: string): string[] | null {
  return /^(?:[a-z][0-9]+)+$/i.test(text) ? text.match(/[a-z][0-9]+/gi)! : null;
}
