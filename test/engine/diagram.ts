/**
 * Hand-drawn positions for the rule tables of both games, and the board symmetries every
 * case also runs on. A diagram is square, top row first as on screen, spaces ignored:
 * `X` black, `O` white, `.` empty, a lower-case letter a named empty point (Gonnect tables
 * name the points they play), a digit `1`-`9` a stone to play, in digit order.
 */
import type { Point } from '../../src/engine/types.js';
import { formatPoint, parsePoint } from '../../src/notation/point.js';

/** A position read from a diagram. */
export interface Diagram {
  /** Board size: the number of rows: `5`. */
  size: number;
  black: Point[];
  white: Point[];
  /** Named empty points: `{ a: 'C3' }`. */
  marks: Record<string, Point>;
  /** The points drawn `1`, `2`, ..., in digit order: `['F2']`. */
  moves: Point[];
}

/** A board symmetry, acting on (row from the top, column) pairs of an n×n board. */
export interface Transform {
  name: string;
  map: (row: number, col: number, n: number) => [number, number];
}

/** The board as drawn, mirrored left to right, turned a quarter turn, and both. */
export const TRANSFORMS: readonly Transform[] = [
  { name: 'as drawn', map: (r, c) => [r, c] },
  { name: 'mirrored', map: (r, c, n) => [r, n - 1 - c] },
  { name: 'rotated', map: (r, c, n) => [c, n - 1 - r] },
  { name: 'rotated and mirrored', map: (r, c) => [c, r] },
];

/** The cells of each row, spaces dropped. */
export const cellsOf = (rows: readonly string[]): string[][] => rows.map((row) => row.replace(/\s+/g, '').split(''));

/** Applies a symmetry to a diagram (rows come back with spaces between cells). */
export function transformRows(rows: readonly string[], t: Transform): string[] {
  const cells = cellsOf(rows);
  const n = cells.length;
  const out = Array.from({ length: n }, () => new Array<string>(n).fill('?'));
  cells.forEach((line, r) =>
    line.forEach((ch, c) => {
      const [tr, tc] = t.map(r, c, n);
      out[tr]![tc] = ch;
    }),
  );
  return out.map((line) => line.join(' '));
}

/** Applies a symmetry to a point of an n×n board (any case in, upper case out). */
export function transformPoint(point: Point, n: number, t: Transform): Point {
  const { col, row } = parsePoint(point, n);
  const [tr, tc] = t.map(n - 1 - row, col, n);
  return formatPoint({ col: tc, row: n - 1 - tr });
}

/** Reads a diagram; throws for a row of the wrong length or an unknown character. */
export function readDiagram(rows: readonly string[]): Diagram {
  const cells = cellsOf(rows);
  const size = cells.length;
  const diagram: Diagram = { size, black: [], white: [], marks: {}, moves: [] };
  const numbered: [number, Point][] = [];
  cells.forEach((line, r) => {
    if (line.length !== size) throw new Error(`diagram row ${r} has ${line.length} points, not ${size}`);
    line.forEach((ch, c) => {
      const point = formatPoint({ col: c, row: size - 1 - r });
      if (ch === 'X') diagram.black.push(point);
      else if (ch === 'O') diagram.white.push(point);
      else if (/[a-z]/.test(ch)) diagram.marks[ch] = point;
      else if (/[1-9]/.test(ch)) numbered.push([Number(ch), point]);
      else if (ch !== '.') throw new Error(`diagram: unknown character ${ch}`);
    });
  });
  diagram.moves = numbered.sort((a, b) => a[0] - b[0]).map(([, point]) => point);
  return diagram;
}
