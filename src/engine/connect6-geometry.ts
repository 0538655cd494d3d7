/**
 * Connect6 board geometry: the fixed tables one board size needs, built once per game
 * and shared (read-only) by its clones.
 *
 * Points are indices `row * size + col` (row 0 is row 1, at the bottom; col 0 is column A).
 * Every point lies on four lines: its row, its column, its rising diagonal (up and to the
 * right) and its falling diagonal (up and to the left). For each colour the engine keeps
 * one 32-bit mask per line, one bit per point of the line, so "six in a row" is a few
 * shifts. The slower helpers at the end walk a plain board to list the winning lines.
 */
import { formatPoint } from '../notation/point.js';

export interface Geometry {
  /** Board size: `19`. */
  readonly size: number;
  /** Number of points: `361`. */
  readonly area: number;
  /**
   * Line masks per colour: `6 * size - 2`. Offsets inside one colour's block: row `r`
   * at `r`, column `c` at `size + c`, the rising diagonal through (c, r) at
   * `3 * size - 1 + c - r`, the falling one at `4 * size - 1 + c + r`.
   * A point's bit is `1 << col` in its row and both diagonals, `1 << row` in its column.
   */
  readonly masksPerColor: number;
  /** Column of each point: `cols[20]` is `1` on a 19×19 board. */
  readonly cols: Int32Array;
  /** Row of each point (0 = bottom). */
  readonly rows: Int32Array;
  /** Both at once, `row << 5 | col`: one load in the engine's hot path. */
  readonly coords: Int32Array;
  /** Name of each point, upper case: `names[0]` is `'A1'`. */
  readonly names: readonly string[];
}

/** Builds the tables for a board of `size` (6 to 25, already validated). */
export function makeGeometry(size: number): Geometry {
  const area = size * size;
  const cols = new Int32Array(area);
  const rows = new Int32Array(area);
  const coords = new Int32Array(area);
  const names: string[] = [];
  for (let index = 0; index < area; index++) {
    cols[index] = index % size;
    rows[index] = Math.floor(index / size);
    coords[index] = (rows[index]! << 5) | cols[index]!;
    names.push(formatPoint({ col: cols[index]!, row: rows[index]! }));
  }
  return { size, area, masksPerColor: 6 * size - 2, cols, rows, coords, names };
}

/** The bits where a run of six or more set bits starts in a line mask (0 when there is none). */
export function sixRuns(mask: number): number {
  const two = mask & (mask >>> 1); // runs of 2 start here
  const four = two & (two >>> 2); // runs of 4
  return four & (two >>> 4); // runs of 4 followed by 2 more
}

/** Whether a line mask holds six or more set bits in a row. */
export function hasSix(mask: number): boolean {
  return sixRuns(mask) !== 0;
}

/** The four line directions as (column step, row step): across, up, rising diagonal, falling diagonal. */
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

/**
 * The result's stones: the lines of six or more through the winning stone `winAt`,
 * or every such line of `color` when the setup was already won (`winAt` -1).
 */
export function resultStones(board: ArrayLike<number>, size: number, color: number, winAt: number): number[] {
  return winAt >= 0 ? sixLinesThrough(board, size, winAt, color) : allSixLines(board, size, color);
}
