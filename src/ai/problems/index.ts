/**
 * Problems, headless: the judge the board asks move by move (`judge`, `solve`,
 * `solutionLine`, judge.ts) and the author's check of a whole problem (`checkProblem`,
 * check.ts), with the reader of authored `solution` lines they share.
 *
 * ```ts
 * const game = new Gonnect({ size: 7, setup: { black: ['E7', 'E6', 'E5', 'D3', 'D2', 'D1'], white: ['D5'] } });
 * game.play('E4'); // the solver's answer
 * judge(game, { goal: 'connect', within: 2, solver: 'black', used: 1 }); // { verdict: 'open', reply: ['E3'] }
 * await checkProblem({ game: 'gonnect', size: 7, black: 'E7 E6 E5 D3 D2 D1', white: 'D5', goal: 'connect', within: 2 });
 * // { verdict: 'sound', answers: [['E4']], message: 'Black can connect in 2: 1 first move works (E4).' }
 * ```
 */
export * from './spec.js';
export { judge, solve, solutionLine, type ProblemGame } from './judge.js';
export { checkProblem, CHECK_VERDICTS, type CheckVerdict, type ProblemCheck } from './check.js';
export { PROBLEM_ERRORS, ProblemError, type CheckProblemOptions, type ProblemErrorCode } from './problem-input.js';
export {
  LINE_FAULTS,
  readLine,
  splitSolution,
  isBadLine,
  type AuthoredLine,
  type BadLine,
  type LineFaultCode,
  type LineText,
} from '../../notation/solution-lines.js';
export { playLine, type PlayedLine, type SolverStep } from './line-rules.js';
