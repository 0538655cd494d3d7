/**
 * Hand-drawn Gonnect positions for the rule tables: rows of `X` (black), `O` (white),
 * `.` (empty) and lower-case letters (named empty points), top row first as on screen;
 * spaces are ignored. Diagrams and points can be mirrored and rotated, so that every
 * case also runs on a transformed board.
 */
import type { Gonnect } from '../../src/engine/gonnect.js';
import { COLUMN_LETTERS, formatPoint, parsePoint } from '../../src/notation/point.js';

/** A position read from a diagram. */
export interface Diagram {
  size: number;
  black: string[];
  white: string[];
  /** Named empty points: `{ a: 'C3' }`. */
  marks: Record<string, string>;
}

/** A board symmetry, acting on (row from the top, column) pairs of an n×n board. */
export interface Transform {
  name: string;
  map: (row: number, col: number, n: number) => [number, number];
}

export const TRANSFORMS: Transform[] = [
  { name: 'as drawn', map: (r, c) => [r, c] },
  { name: 'mirrored', map: (r, c, n) => [r, n - 1 - c] },
  { name: 'rotated', map: (r, c, n) => [c, n - 1 - r] },
  { name: 'rotated and mirrored', map: (r, c) => [c, r] },
];

const cellsOf = (rows: string[]): string[][] => rows.map((row) => row.replace(/\s+/g, '').split(''));

/** Applies a symmetry to a diagram. */
export function transformRows(rows: string[], t: Transform): string[] {
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

/** Applies a symmetry to a point of an n×n board. */
export function transformPoint(point: string, n: number, t: Transform): string {
  const { col, row } = parsePoint(point, n);
  const [tr, tc] = t.map(n - 1 - row, col, n);
  return formatPoint({ col: tc, row: n - 1 - tr });
}

/** Reads a diagram (square, top row first). */
export function readDiagram(rows: string[]): Diagram {
  const cells = cellsOf(rows);
  const size = cells.length;
  const diagram: Diagram = { size, black: [], white: [], marks: {} };
  cells.forEach((line, r) => {
    if (line.length !== size) throw new Error(`diagram row ${r} has ${line.length} points, not ${size}`);
    line.forEach((ch, c) => {
      const point = `${COLUMN_LETTERS[c]}${size - r}`;
      if (ch === 'X') diagram.black.push(point);
      else if (ch === 'O') diagram.white.push(point);
      else if (/[a-z]/.test(ch)) diagram.marks[ch] = point;
      else if (ch !== '.') throw new Error(`diagram: unknown character ${ch}`);
    });
  });
  return diagram;
}

/** Draws a game's board as a diagram: `X`, `O` and `.`, top row first. */
export function drawBoard(game: Gonnect): string[] {
  const n = game.size;
  const rows: string[] = [];
  for (let row = n - 1; row >= 0; row--) {
    const line: string[] = [];
    for (let col = 0; col < n; col++) line.push('.XO'[game.stoneAt(row * n + col)]!);
    rows.push(line.join(' '));
  }
  return rows;
}

/** Normalises a drawn expectation: letters (marks) become `.`, `B`/`W` (winning stones) become `X`/`O`. */
export function plainRows(rows: string[]): string[] {
  return cellsOf(rows).map((line) =>
    line.map((ch) => (ch === 'B' ? 'X' : ch === 'W' ? 'O' : /[a-z]/.test(ch) ? '.' : ch)).join(' '),
  );
}

/** The points drawn as `B` or `W` (the winning chain), sorted by index. */
export function winningPoints(rows: string[]): string[] {
  const cells = cellsOf(rows);
  const n = cells.length;
  const found: [number, string][] = [];
  cells.forEach((line, r) =>
    line.forEach((ch, c) => {
      if (ch === 'B' || ch === 'W') found.push([(n - 1 - r) * n + c, `${COLUMN_LETTERS[c]}${n - r}`]);
    }),
  );
  return found.sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

/** A snapshot of everything a game shows, for "a refused move changes nothing". */
export function snapshot(game: Gonnect): unknown {
  return {
    board: drawBoard(game),
    toPlay: game.toPlay,
    result: game.result,
    moves: game.moves,
    captures: game.captures,
    canSwap: game.canSwap,
    swapped: game.swapped,
    legal: game.legalMoves(),
  };
}
