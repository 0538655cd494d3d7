/**
 * Authored problem lines (the `solution` attribute), read and matched. Syntax: lines
 * separated by `|`, moves by spaces; the solver's moves and the opponent's alternate,
 * the solver first. A Connect6 turn is its points written together: `"J10K11 L12M13"`
 * (a one-stone turn is one point). Gonnect: `"E5 F6 G7 | E5 G7 F6"`. A line ends with the
 * solver's move that reaches the goal; the board judges there.
 */
import type { BoardGame } from '../../engine/game.js';
import { fail } from '../../board/errors.js';

/** One line: its turns, each a list of points (Gonnect one point), solver's first: `[['E5'], ['F6'], ['G7']]`. */
export type SolutionLine = string[][];

/** The points of one written turn: `'J10K11'` is `['J10', 'K11']`. */
function turnPoints(token: string): string[] {
  return token.toUpperCase().match(/[A-Z]\d+/g) ?? [];
}

/**
 * Reads `solution` from the problem's start position: every line must be playable there
 * (each point on the board and legal, a Connect6 turn of the stones its side places).
 * Throws a `bad-solution` problem naming the token at fault.
 */
export function readSolution(text: string, start: BoardGame): SolutionLine[] {
  const lines = text.split('|').map((line) =>
    line
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean),
  );
  if (lines.some((line) => line.length === 0)) fail('solution', 'bad-solution', text);
  return lines.map((tokens) => {
    const game = start.clone();
    return tokens.map((token) => {
      const points = turnPoints(token);
      const size = game.kind === 'connect6' ? (game as BoardGame & { stonesLeft: number }).stonesLeft : 1;
      if (points.join('') !== token.toUpperCase() || (points.length !== size && !(points.length === 1 && wins(game, points[0]!)))) {
        fail('solution', 'bad-solution', token);
      }
      for (const point of points) {
        if (!game.isLegal(point)) fail('solution', 'bad-solution', token);
        game.play(point);
      }
      return points.map((point) => point.toUpperCase());
    });
  });
}

/** Whether `point` wins at once for the side to move (a Connect6 turn may end on its first stone). */
function wins(game: BoardGame, point: string): boolean {
  if (!game.isLegal(point)) return false;
  const copy = game.clone();
  copy.play(point);
  return copy.result !== null;
}

/** The lines that begin with the turns played so far (`played`: the turns since the start, each its points). */
export function matchingLines(lines: readonly SolutionLine[], played: readonly string[][]): SolutionLine[] {
  return lines.filter((line) => played.length <= line.length && played.every((turn, i) => sameTurn(turn, line[i]!)));
}

/** Whether two turns place the same stones (in either order). */
function sameTurn(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((point) => b.includes(point.toUpperCase()));
}
