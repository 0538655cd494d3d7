/**
 * Problems, headless: the judge the board asks move by move (`judge`, `solve`,
 * `solutionLine`, judge.ts), and authored `solution` lines read (solution-lines.ts) and
 * played with the rules (line-rules.ts).
 *
 * ```ts
 * const game = new Gonnect({ size: 7, setup: { black: ['E7', 'E6', 'E5', 'D3', 'D2', 'D1'], white: ['D5'] } });
 * game.play('E4'); // the solver's answer
 * judge(game, { goal: 'connect', within: 2, solver: 'black', used: 1 }); // { verdict: 'open', reply: ['E3'] }
 * ```
 */
export * from './spec.js';
export { judge, solve, solutionLine, type ProblemGame } from './judge.js';
export {
  LINE_FAULTS,
  readLine,
  splitSolution,
  isBadLine,
  type AuthoredLine,
  type BadLine,
  type LineFaultCode,
  type LineText,
} from './solution-lines.js';
export { playLine, type PlayedLine, type SolverStep } from './line-rules.js';
