/**
 * Helpers for the Gonnect tests: a game's board drawn as a diagram (see diagram.ts for
 * reading one), expected boards with the winning chain drawn `B`/`W`, and a snapshot of
 * everything a game shows.
 */
import type { Gonnect } from '../../src/engine/gonnect.js';
import { pointNames } from '../../src/notation/point.js';
import { cellsOf } from './diagram.js';

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
  return cellsOf(rows).map((line) => line.map((ch) => (ch === 'B' ? 'X' : ch === 'W' ? 'O' : /[a-z]/.test(ch) ? '.' : ch)).join(' '));
}

/** The points drawn as `B` or `W` (the winning chain), sorted by index. */
export function winningPoints(rows: string[]): string[] {
  const cells = cellsOf(rows);
  const n = cells.length;
  const found: [number, string][] = [];
  cells.forEach((line, r) =>
    line.forEach((ch, c) => {
      if (ch === 'B' || ch === 'W') found.push([(n - 1 - r) * n + c, pointNames(n)[(n - 1 - r) * n + c]!]);
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
