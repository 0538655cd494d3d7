/**
 * Helpers for the Connect6 tests: hand-drawn ASCII positions, board transforms and a
 * full snapshot of a game's visible state.
 */
import { Connect6 } from '../../src/engine/connect6.js';
import type { Color, Point, Result } from '../../src/engine/types.js';
import { COLUMN_LETTERS, formatPoint, parsePoint } from '../../src/notation/point.js';

/** A position drawn as on screen, top row first: `.` empty, `X` black, `O` white, `1`-`9` moves in order. */
export interface Diagram {
  size: number;
  black: Point[];
  white: Point[];
  /** Points marked `1`, `2`, ... in the order of their digits. */
  moves: Point[];
}

/** Reads a square diagram (spaces are ignored, so rows may be written `X X . O`). */
export function parseDiagram(rows: readonly string[]): Diagram {
  const size = rows.length;
  const black: Point[] = [];
  const white: Point[] = [];
  const numbered: [number, Point][] = [];
  rows.forEach((text, top) => {
    const cells = text.replace(/\s+/g, '');
    if (cells.length !== size) throw new Error(`diagram row ${top} has ${cells.length} cells, want ${size}`);
    [...cells].forEach((cell, col) => {
      const point = formatPoint({ col, row: size - 1 - top });
      if (cell === 'X') black.push(point);
      else if (cell === 'O') white.push(point);
      else if (/[1-9]/.test(cell)) numbered.push([Number(cell), point]);
      else if (cell !== '.') throw new Error(`diagram cell "${cell}"`);
    });
  });
  numbered.sort((a, b) => a[0] - b[0]);
  return { size, black, white, moves: numbered.map(([, point]) => point) };
}

/** A symmetry of the square board, acting on points. */
export interface Transform {
  name: string;
  apply: (point: Point, size: number) => Point;
}

const mapPoint = (f: (col: number, row: number, last: number) => [number, number]) => (point: Point, size: number) => {
  const { col, row } = parsePoint(point, size);
  const [c, r] = f(col, row, size - 1);
  return formatPoint({ col: c, row: r });
};

/** The board as drawn, mirrored left to right, and turned a quarter turn. */
export const TRANSFORMS: readonly Transform[] = [
  { name: 'as drawn', apply: (point) => point.toUpperCase() },
  { name: 'mirrored', apply: mapPoint((col, row, last) => [last - col, row]) },
  { name: 'rotated', apply: mapPoint((col, row, last) => [row, last - col]) },
];

/** Index of a point on a board of `size` (row * size + col). */
export function indexOfPoint(point: Point, size: number): number {
  const { col, row } = parsePoint(point, size);
  return row * size + col;
}

/** Sorts points by index ascending (the order of `Result.stones`). */
export function sortPoints(points: readonly Point[], size: number): Point[] {
  return [...points].sort((a, b) => indexOfPoint(a, size) - indexOfPoint(b, size));
}

/** Expands a run written `'A1-F1'` (straight or diagonal) into its points. */
export function run(text: string): Point[] {
  const [from, to] = text.split('-') as [string, string];
  const a = parsePoint(from, 25);
  const b = parsePoint(to, 25);
  const steps = Math.max(Math.abs(b.col - a.col), Math.abs(b.row - a.row));
  const dc = Math.sign(b.col - a.col);
  const dr = Math.sign(b.row - a.row);
  return Array.from({ length: steps + 1 }, (_, i) => formatPoint({ col: a.col + i * dc, row: a.row + i * dr }));
}

/** Everything a user of the public API can see about a game. */
export interface Snapshot {
  size: number;
  board: string;
  toPlay: Color;
  stonesLeft: 1 | 2;
  result: Result | null;
  moves: string[];
  legalMoves: Point[];
}

/** Takes a full snapshot of a game (the board as rows of `. X O`, top row first). */
export function snapshot(game: Connect6): Snapshot {
  const rows: string[] = [];
  for (let row = game.size - 1; row >= 0; row--) {
    let line = '';
    for (let col = 0; col < game.size; col++) {
      const stone = game.at(`${COLUMN_LETTERS[col]}${row + 1}`);
      line += stone === 'black' ? 'X' : stone === 'white' ? 'O' : '.';
    }
    rows.push(line);
  }
  return {
    size: game.size,
    board: rows.join('\n'),
    toPlay: game.toPlay,
    stonesLeft: game.stonesLeft,
    result: game.result,
    moves: game.moves,
    legalMoves: game.legalMoves(),
  };
}
