/**
 * Connect6 board geometry: the fixed tables one board size needs, built once per size and
 * shared (read-only) by every game of that size.
 *
 * Points are indices `row * size + col` (row 0 is row 1, at the bottom; col 0 is column A).
 * Every point lies on four lines: its row, its column, its rising diagonal (up and to the
 * right) and its falling diagonal (up and to the left). For each colour the engine keeps
 * one 32-bit mask per line, one bit per point of the line, so "six in a row" is a few
 * shifts.
 */
import { pointNames } from '../../notation/point.js';

export interface LineTables {
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

const geometries = new Map<number, LineTables>();

/** The tables for a board of `size` (6 to 25, already validated), made once per size. */
export function geometryOf(size: number): LineTables {
  let geo = geometries.get(size);
  if (geo) return geo;
  const area = size * size;
  const cols = new Int32Array(area);
  const rows = new Int32Array(area);
  const coords = new Int32Array(area);
  for (let index = 0; index < area; index++) {
    cols[index] = index % size;
    rows[index] = Math.floor(index / size);
    coords[index] = (rows[index]! << 5) | cols[index]!;
  }
  geo = { size, area, masksPerColor: 6 * size - 2, cols, rows, coords, names: pointNames(size) };
  geometries.set(size, geo);
  return geo;
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
