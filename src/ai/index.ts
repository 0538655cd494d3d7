/**
 * The computer player, headless: `import { chooseMove } from 'gonnect-connect6/ai'`.
 * Runs in Node, in a Web Worker and in the page; touches no DOM and no globals.
 */
import type { Connect6 } from '../engine/connect6.js';
import type { Gonnect } from '../engine/gonnect.js';
import { settleCount, type AnalyzeOptions, type Suggestion } from './analysis.js';
import { analyzeConnect6, chooseConnect6Index } from './connect6/player.js';
import { analyzeGonnect, chooseGonnectMove } from './gonnect/player.js';
import { settle, type ChooseOptions } from './options.js';

export { LEVELS, LEVEL_TIME_MS, type ChooseOptions, type Level } from './options.js';
export { isAbortError } from './budget.js';
export { PROOFS, type AnalyzeOptions, type Proof, type Suggestion } from './analysis.js';
/**
 * Checks a problem as an author wrote it (a board's attributes as options), for a script
 * or CI: its verdict (`sound`, `unsound`, `reached`, `too-deep`, `bad-solution`), the first
 * moves that work, and one English sentence naming what to fix.
 *
 * ```ts
 * import { checkProblem } from 'gonnect-connect6/ai';
 * const check = await checkProblem({
 *   game: 'gonnect', size: 9, black: 'E1 E2 E3 E4 E6 E7 E8 E9', goal: 'connect', within: 1, solution: 'A1 | B2',
 * });
 * check.verdict; // 'bad-solution'
 * check.message; // 'solution line 1 "A1": after A1 Black has not connected by the end of the line.'
 * check.answers; // [['E5']]
 * ```
 */
export { checkProblem, CHECK_VERDICTS, type CheckVerdict, type ProblemCheck } from './problems/check.js';
export { PROBLEM_ERRORS, ProblemError, type CheckProblemOptions, type ProblemErrorCode } from './problems/problem-input.js';
export { LINE_FAULTS, type BadLine, type LineFaultCode } from '../notation/solution-lines.js';

/** A game the computer can play. */
export type AiGame = Gonnect | Connect6;

/**
 * Chooses a move for the side to move: a point such as `'K10'` (upper case) or, in
 * Gonnect while the pie rule allows it, `'swap'`. Never an illegal move; the game passed
 * in is not changed (the search works on copies).
 *
 * Connect6 places two stones a turn, one per call: the first call plans the pair and the
 * second call (with `stonesLeft` 1) plays the planned partner.
 *
 * The search runs in slices of about 25 ms and yields to the event loop between them, so
 * the caller stays responsive and `options.signal` can cancel it.
 *
 * @throws Error when the game is already over; RangeError for a bad option; Error if a
 *   search ever chose an illegal move (a bug, never hidden behind a random move)
 * @returns a promise that rejects with a `DOMException` named `'AbortError'` when cancelled
 */
export async function chooseMove(game: AiGame, options: ChooseOptions = {}): Promise<string> {
  if (game.result !== null) throw new Error('The game is over: there is no move to choose');
  const settings = settle(options);
  if (settings.signal?.aborted) throw new DOMException('The search was cancelled', 'AbortError');
  const move = game.kind === 'connect6' ? game.pointAt(await chooseConnect6Index(game, settings)) : await chooseGonnectMove(game, settings);
  // A search that chose an illegal move has a bug: say so rather than hide it behind a random move.
  if (!isLegal(game, move)) throw new Error(`The search chose an illegal move: ${move}`);
  return move;
}

/** Whether the move chosen may be played (games are told apart by `kind`, which two copies of the engine share). */
function isLegal(game: AiGame, move: string): boolean {
  return move === 'swap' ? game.kind === 'gonnect' && game.canSwap : game.isLegal(move);
}

/**
 * The best moves for the side to move, best first, each with an estimate: Gonnect, the
 * win rate (`{ move: 'G7', winRate: 0.58, visits: 1830 }`); Connect6, the turn with a
 * forced win or loss when the search proved one, else its score
 * (`{ move: 'K10', partner: 'L11', score: 140 }`). Same options as {@link chooseMove}
 * (`timeMs`, `level`, `iterations`, `seed`, `signal`) and `count` (3 unless given); a
 * position with fewer moves worth giving gives fewer. The game passed in is unchanged.
 *
 * @throws Error when the game is already over; RangeError for a bad option
 * @returns a promise that rejects with a `DOMException` named `'AbortError'` when cancelled
 */
export async function analyze(game: AiGame, options: AnalyzeOptions = {}): Promise<Suggestion[]> {
  if (game.result !== null) throw new Error('The game is over: there is nothing to analyse');
  const { count: _count, ...choose } = options;
  const count = settleCount(options.count);
  const settings = settle(choose);
  if (settings.signal?.aborted) throw new DOMException('The search was cancelled', 'AbortError');
  const suggestions = game.kind === 'connect6' ? await analyzeConnect6(game, settings, count) : await analyzeGonnect(game, settings, count);
  for (const { move } of suggestions) if (!isLegal(game, move)) throw new Error(`The analysis suggested an illegal move: ${move}`);
  return suggestions;
}
