/**
 * An authored line played with the engine from the problem's start: every turn legal and
 * of the stones its side places, the opponent never winning, the solver's turns no more
 * than `within`, and, for `connect` and `six`, the goal reached exactly at the line's end
 * (a move after it is refused as going past the goal). A `stop` line ends wherever the
 * author stops; whether the opponent still has a forced win there is the search's
 * question (check.ts asks it after each of the solver's turns).
 */
import { IllegalMoveError, opponent, type Result } from '../../engine/types.js';
import type { ProblemGame } from './judge.js';
import type { AuthoredLine, BadLine, LineFaultCode } from '../../notation/solution-lines.js';
import { turnText } from '../../notation/solution-lines.js';
import type { ProblemSpec } from './spec.js';

/** The game after one of the solver's turns of a line, for the judge: `used` turns of the solver made. */
export interface SolverStep {
  used: number;
  game: ProblemGame;
}

/** A line that follows the rules: the position after each of the solver's turns. */
export interface PlayedLine {
  line: AuthoredLine;
  steps: SolverStep[];
}

/** Plays `line` from `start`; the first fault the rules find, or the positions the search should judge. */
export function playLine(start: ProblemGame, line: AuthoredLine, spec: ProblemSpec): PlayedLine | BadLine {
  const { number, text } = line;
  const game = start.clone();
  const steps: SolverStep[] = [];
  for (const [i, turn] of line.turns.entries()) {
    const fault = (code: LineFaultCode, more: Partial<BadLine> = {}): BadLine => ({
      number,
      text,
      code,
      turn: i + 1,
      token: turnText(turn),
      ...more,
    });
    if (game.result !== null) return fault('past-goal');
    const solverTurn = i % 2 === 0;
    if (solverTurn && steps.length === spec.within) return fault('too-long');
    const stones = game.kind === 'connect6' ? game.stonesLeft : 1;
    if (turn.length > stones) return fault('wrong-stones', { stones });
    for (const point of turn) {
      try {
        game.play(point);
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        // A Connect6 turn whose first stone already made six goes past the goal with its second.
        return error.code === 'game-over' ? fault('past-goal') : fault('illegal-move', { refusal: error.code });
      }
    }
    // A turn of fewer stones is a turn that ended the game with them.
    const result = resultOf(game);
    if (turn.length < stones && result === null) return fault('wrong-stones', { stones });
    if (result !== null && result.winner === opponent(spec.solver)) return fault('opponent-wins');
    if (solverTurn) steps.push({ used: steps.length + 1, game: game.clone() });
  }
  const end = resultOf(game);
  const reached = end !== null && end.winner === spec.solver;
  if (spec.goal !== 'stop' && !reached) return { number, text, code: 'misses-goal', turn: 0, token: '' };
  return { line, steps };
}

/** The game's result, read afresh (the moves played since the last look may have ended it). */
function resultOf(game: ProblemGame): Result | null {
  return game.result;
}
