/**
 * Connect6 board geometry: the fixed tables one board size needs, built once per game
 * and shared (read-only) by its clones.
 *
 * Points are indices `row * size + col` (row 0 is row 1, at the bottom; col 0 is column A).
 * Every point lies on four lines: its row, its column, its diagonal (up and to the right)
 * and its anti-diagonal (up and to the left). For each colour the engine keeps one 32-bit
 * mask per line, one bit per point of the line, so "six in a row" is a few shifts.
 */
import { formatPoint } from '../notation/point.js';

/** Entries per point in {@link Geometry.lines}. */
export const LINE_STRIDE = 4;

export interface Geometry {
  /** Board size: `19`. */
  readonly size: number;
  /** Number of points: `361`. */
  readonly area: number;
  /** Masks per colour: rows, columns, diagonals, anti-diagonals: `6 * size - 2`. */
  readonly masksPerColor: number;
  /**
   * Per point, four entries: `[row mask, column mask, diagonal mask, anti-diagonal mask]`
   * as offsets inside one colour's block of masks. The bit of a point in its row,
   * diagonal and anti-diagonal masks is `1 << col`; in its column mask `1 << row`.
   */
  readonly lines: Int32Array;
  /** Column of each point: `cols[20]` is `1` on a 19×19 board. */
  readonly cols: Int32Array;
  /** Row of each point (0 = bottom). */
  readonly rows: Int32Array;
  /** Name of each point, upper case: `names[0]` is `'A1'`. */
  readonly names: readonly string[];
}

/** Builds the tables for a board of `size` (6 to 25, already validated). */
export function makeGeometry(size: number): Geometry {
  const area = size * size;
  const lines = new Int32Array(area * LINE_STRIDE);
  const cols = new Int32Array(area);
  const rows = new Int32Array(area);
  const names: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const index = row * size + col;
      cols[index] = col;
      rows[index] = row;
      names.push(formatPoint({ col, row }));
      const at = index * LINE_STRIDE;
      lines[at] = row; // rows: 0 .. size-1
      lines[at + 1] = size + col; // columns: size .. 2size-1
      lines[at + 2] = 2 * size + (col - row + size - 1); // diagonals: 2size .. 4size-2
      lines[at + 3] = 4 * size - 1 + (col + row); // anti-diagonals: 4size-1 .. 6size-3
    }
  }
  return { size, area, masksPerColor: 6 * size - 2, lines, cols, rows, names };
}

/** Whether a line mask holds six or more set bits in a row. */
export function hasSix(mask: number): boolean {
  const two = mask & (mask >>> 1); // runs of 2 start here
  const four = two & (two >>> 2); // runs of 4
  return (four & (two >>> 4)) !== 0; // runs of 4 followed by 2 more
}

/** The four line directions as (column step, row step): across, down, diagonal, anti-diagonal. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

/**
 * Rule "six or more in a row wins": every point of every line of six or more stones of
 * `color` through `index`, in any of the four directions, sorted by index ascending.
 */
export function sixLinesThrough(board: ArrayLike<number>, size: number, index: number, color: number): number[] {
  const found = new Set<number>();
  const col0 = index % size;
  const row0 = (index - col0) / size;
  for (const [dc, dr] of DIRECTIONS) {
    const run = [index];
    for (const sign of [1, -1]) {
      let col = col0 + sign * dc;
      let row = row0 + sign * dr;
      while (col >= 0 && col < size && row >= 0 && row < size && board[row * size + col] === color) {
        run.push(row * size + col);
        col += sign * dc;
        row += sign * dr;
      }
    }
    if (run.length >= 6) for (const point of run) found.add(point);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Every point of every line of six or more stones of `color` anywhere on the board,
 * sorted by index ascending (the result of a setup that is already won).
 */
export function allSixLines(board: ArrayLike<number>, size: number, color: number): number[] {
  const found = new Set<number>();
  for (let index = 0; index < size * size; index++) {
    if (board[index] !== color) continue;
    for (const point of sixLinesThrough(board, size, index, color)) found.add(point);
  }
  return [...found].sort((a, b) => a - b);
}
