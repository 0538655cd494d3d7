/**
 * A problem request as the worker answers it (protocol.ts): the verdict after a solver's
 * move, or the proven line from the position to the goal.
 */
import type { AiGame } from '../index.js';
import { judge, solutionLine } from './judge.js';
import type { ProblemSpec, Verdict } from './spec.js';

export type { ProblemSpec, Verdict } from './spec.js';

/** Worker → page for a problem: `{ verdict }` for `judge`, `{ line }` for `solve` (null: the goal cannot be reached). */
export type ProblemReply = { verdict: Verdict } | { line: string[] | null };

/** Answers one problem request (throws JudgeError for a problem beyond the judge's limits). */
export function answerProblem(game: AiGame, task: 'judge' | 'solve', spec: ProblemSpec): ProblemReply {
  return task === 'judge' ? { verdict: judge(game, spec) } : { line: solutionLine(game, spec) };
}
