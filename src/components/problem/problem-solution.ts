/**
 * What a problem's attributes say, as the problem mode reads them: the goal and depth
 * ({@link readSpec}), and the authored lines (`solution`), matched against the moves played.
 * Syntax (read by src/notation/solution-lines.ts, as checkProblem reads it): lines
 * separated by `|`, moves by spaces; the solver's moves and the opponent's alternate,
 * the solver first. A Connect6 turn is its points written together: `"J10K11 L12M13"`
 * (a one-stone turn is one point). Gonnect: `"E5 F6 G7 | E5 G7 F6"`.
 */
import { fail } from '../../board/errors.js';
import { wholeNumber } from '../../board/values.js';
import type { BoardGame } from '../../engine/game.js';
import { isBadLine, readLine, splitSolution } from '../../notation/solution-lines.js';
import { GAME_GOALS } from '../../vocabulary.js';

/** The attribute values of a problem, as the board holds them. */
export interface ProblemValues {
  goal: unknown;
  within: unknown;
  solution: unknown;
}

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

/**
 * The authored lines as turns of points, for matching the moves played ({@link matchingLines}),
 * read as checkProblem reads them (src/notation/solution-lines.ts). Whether they can be
 * played is the check's to say: until it has, moves wait, and a line it refuses is dropped
 * (a line that cannot even be read matches nothing meanwhile).
 */
export function solutionTurns(text: string, game: BoardGame): SolutionLine[] {
  return splitSolution(text).map((line) => {
    const read = readLine(line, game.kind, game.size);
    return isBadLine(read) ? [] : read.turns;
  });
}

/** The goal and depth, or null when `goal` is absent; throws a problem for a bad value. */
export function readSpec(values: ProblemValues, game: BoardGame): { goal: string; within: number } | null {
  const goal = typeof values.goal === 'string' ? values.goal.trim().toLowerCase() : values.goal;
  if (goal === null || goal === undefined || goal === '') return null;
  if (typeof goal !== 'string' || !(GAME_GOALS[game.kind] as readonly string[]).includes(goal))
    fail('goal', 'bad-goal', String(values.goal));
  const within = values.within === null || values.within === undefined ? 1 : wholeNumber(values.within);
  if (within === null || !Number.isInteger(within) || within < 1) fail('within', 'bad-within', String(values.within));
  return { goal, within };
}
