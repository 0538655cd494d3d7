/**
 * What a check of the problem as written (`checkProblem`, src/ai/problems/check.ts) means
 * for the board: nothing when the problem is sound (or too deep for the search, its lines
 * played by the rules), else the fault the author sees, naming the attribute: the goal
 * already reached, the goal out of reach within `within`, or the first authored line at
 * fault (its number, its text, what is wrong and where, the refutation the search found).
 */
import type { ProblemCheck } from '../../ai/client.js';
import type { Fault } from '../../board/errors.js';
import type { GameKind } from '../../vocabulary.js';

/** The turns of a line as the `solution` attribute writes them: `[['J10', 'K11'], ['L12']]` is `'J10K11 L12'`. */
const written = (turns: readonly (readonly string[])[]): string => turns.map((turn) => turn.join('')).join(' ');

/** The author's fault for a check's finding, or null when the board can pose the problem as written. */
export function checkFault(found: ProblemCheck, within: number, game: GameKind): Fault | null {
  switch (found.verdict) {
    case 'reached':
      return { attribute: 'goal', code: 'problem-reached', token: '', game };
    case 'unsound':
      return { attribute: 'within', code: 'problem-unsound', token: String(within), game };
    case 'bad-solution': {
      const line = found.line!;
      const fault: Fault = {
        attribute: 'solution',
        code: 'bad-solution-line',
        token: line.text,
        number: line.number,
        line: line.code,
        game,
      };
      if (line.token) fault.move = line.token;
      const refutation = line.refutation ?? found.refutation;
      if (refutation?.length) fault.refutation = written(refutation);
      return fault;
    }
    default:
      return null;
  }
}
