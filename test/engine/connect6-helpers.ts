/**
 * Helpers for the Connect6 tests: runs of points, points sorted by index, and a full
 * snapshot of a game's visible state (see diagram.ts for drawn positions).
 */
import { Connect6 } from '../../src/engine/connect6.js';
import type { Color, Point, Result } from '../../src/engine/types.js';
import { formatPoint, parsePoint, parsePointIndex, pointNames } from '../../src/notation/point.js';

/** Sorts points by index ascending (the order of `Result.stones`). */
export function sortPoints(points: readonly Point[], size: number): Point[] {
  return [...points].sort((a, b) => parsePointIndex(a, size) - parsePointIndex(b, size));
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
      const stone = game.at(pointNames(game.size)[row * game.size + col]!);
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
