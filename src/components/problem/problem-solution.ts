/**
 * Authored problem lines (the `solution` attribute), matched against the moves played.
 * Syntax (read and checked by src/notation/solution-lines.ts, for checkProblem): lines
 * separated by `|`, moves by spaces; the solver's moves and the opponent's alternate,
 * the solver first. A Connect6 turn is its points written together: `"J10K11 L12M13"`
 * (a one-stone turn is one point). Gonnect: `"E5 F6 G7 | E5 G7 F6"`.
 */

/** One line: its turns, each a list of points (Gonnect one point), solver's first: `[['E5'], ['F6'], ['G7']]`. */
export type SolutionLine = string[][];

/** The lines that begin with the turns played so far (`played`: the turns since the start, each its points). */
export function matchingLines(lines: readonly SolutionLine[], played: readonly string[][]): SolutionLine[] {
  return lines.filter((line) => played.length <= line.length && played.every((turn, i) => sameTurn(turn, line[i]!)));
}

/** Whether two turns place the same stones (in either order). */
function sameTurn(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((point) => b.includes(point.toUpperCase()));
}
