/**
 * The judge of a problem move by move, headless: `judge` gives the verdict after a solver's
 * move (Connect6: a solver's turn), `solve` the solver's next good move, `solutionLine` a
 * proven line from here to the goal. Exact within {@link LIMITS}; beyond them, or past
 * the search's budget, a {@link JudgeError} asks for an authored `solution`.
 */
import type { Connect6 } from '../../engine/connect6.js';
import type { Gonnect } from '../../engine/gonnect.js';
import { judgeConnect6, solveConnect6 } from './connect6-judge.js';
import { judgeGonnect, solveGonnect } from './gonnect-judge.js';
import { checkLimits, type ProblemSpec, type Verdict } from './spec.js';

/** A game a problem is set on. */
export type ProblemGame = Gonnect | Connect6;

/** The verdict after the solver's move (Connect6: turn) number `spec.used`; the game is not changed. */
export function judge(game: ProblemGame, spec: ProblemSpec): Verdict {
  checkLimits(game.kind, game.size, spec);
  return game.kind === 'gonnect' ? judgeGonnect(game, spec) : judgeConnect6(game, spec);
}

/**
 * The solver's next move that still reaches the goal, the solver to move having made
 * `spec.used` moves: Gonnect one point, Connect6 the stones left in its turn; null when
 * none does.
 */
export function solve(game: ProblemGame, spec: ProblemSpec): string[] | null {
  checkLimits(game.kind, game.size, spec);
  if (game.kind === 'connect6') return solveConnect6(game, spec);
  const move = solveGonnect(game, spec);
  return move === null ? null : [move];
}

/**
 * A proven line from here to the goal (the solver to move, `spec.used` moves made): the
 * solver's moves and the opponent's strongest answers, Connect6 one point per stone, or
 * null when the goal cannot be reached. The game is not changed.
 */
export function solutionLine(game: ProblemGame, spec: ProblemSpec): string[] | null {
  const copy = game.clone();
  const line: string[] = [];
  for (let used = spec.used; used < spec.within; used++) {
    const move = solve(copy, { ...spec, used });
    if (move === null) return null;
    for (const point of move) copy.play(point);
    line.push(...move);
    const verdict = judge(copy, { ...spec, used: used + 1 });
    if (verdict.verdict === 'solved') return line;
    if (verdict.verdict === 'failed') return null;
    for (const point of verdict.reply) copy.play(point);
    line.push(...verdict.reply);
  }
  return null;
}
