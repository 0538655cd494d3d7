/**
 * `checkProblem`: is a problem, as an author wrote it, one that a reader can solve? It
 * plays each authored line with the rules, asks the judge (the exact search of the board)
 * about each of the solver's moves in them and about every first move, and says what it
 * found in one verdict and one English sentence.
 */
import { Budget } from '../budget.js';
import type { AuthoredLine, BadLine } from '../../notation/solution-lines.js';
import { isBadLine, readLine, splitSolution } from '../../notation/solution-lines.js';
import { badLineMessage, reachedMessage, soundMessage, tooDeepMessage, unsoundMessage, type Shortfall } from './check-messages.js';
import { firstMoves } from './first-moves.js';
import { judge, type ProblemGame } from './judge.js';
import { playLine, type PlayedLine } from './line-rules.js';
import { outOfReach, searchDepth, startReached } from './problem-bounds.js';
import { readProblem, type CheckProblemOptions } from './problem-input.js';
import { JudgeError, type ProblemSpec } from './spec.js';

/** The verdicts of a check, from the best problem to the broken one. */
export const CHECK_VERDICTS = ['sound', 'unsound', 'reached', 'too-deep', 'bad-solution'] as const;
export type CheckVerdict = (typeof CHECK_VERDICTS)[number];

/** What `checkProblem` found. */
export interface ProblemCheck {
  /** See {@link checkProblem}: `'sound'`. */
  verdict: CheckVerdict;
  /** The solver's first moves (Connect6: turns) proven to force the goal, each its points: `[['E5']]`. */
  answers: string[][];
  /** One English sentence naming the option at fault, or what works: `'Black can connect in 1: 1 first move works (E5).'` */
  message: string;
  /** For `bad-solution`: the first authored line at fault, and how. */
  line?: BadLine;
  /** For a line refuted by search: the opponent's answer and what follows, turn by turn: `[['E4']]`. */
  refutation?: string[][];
}

/** What the search said of the authored lines: the first at fault, and the first turns it proved along the way. */
interface LinesChecked {
  bad: BadLine | null;
  played: PlayedLine[];
  proven: string[][];
  decided: boolean;
}

/**
 * Checks a problem given as a board's attributes (`renderSvg`'s names), in Node or in a
 * worker. The verdict:
 * - `'reached'`: the start already reaches the goal, nothing to solve: the solver has
 *   already won (any goal); for `stop`, also when the opponent has no win to stop (given
 *   the move now it could not force its win within `within` of its moves).
 * - `'sound'`: the search proves that the goal can be forced; `answers` lists the first
 *   moves that do (all of them, unless the message says "at least").
 * - `'unsound'`: proven that it cannot: every first move fails (search), or even unopposed
 *   the solver has too few moves (counting, at any depth).
 * - `'too-deep'`: the search cannot decide (beyond LIMITS, past its budget or `timeMs`).
 *   Authored lines that follow the rules and reach the goal are then all that is known:
 *   `answers` holds their first moves, but the verdict stays `too-deep`, since only a
 *   search proves that a line meets every defence.
 * - `'bad-solution'`: an authored line breaks a rule, misses the goal, goes on past it, has
 *   more solver moves than `within`, or the judge refutes one of its solver moves (then
 *   `refutation`). The first line at fault is in `line`; `answers` is still the search's.
 *
 * The search judges the authored lines, move by move as the board does, only where it is
 * exact (`within` and `size` inside LIMITS); beyond, the rules alone check them. Past the
 * depth limit on a board it can search, it still looks as deep as it may: a move that
 * connects (makes six) sooner proves the problem `sound`, and for `stop` a first move the
 * opponent beats sooner is beaten within `within` too. Connect6 answers are the turns of
 * the judge's own candidates (first-moves.ts): a turn with a stone that matters to no
 * window is left out, since any other stone would do as well.
 *
 * ```ts
 * const check = await checkProblem({ game: 'gonnect', size: 9, black: 'E1 E2 E3 E4 E6 E7 E8 E9', goal: 'connect' });
 * check.verdict; // 'sound'
 * check.answers; // [['E5']]
 * ```
 *
 * @throws ProblemError (the promise rejects) for options that are no problem: see PROBLEM_ERRORS
 * @returns a promise that rejects with a `DOMException` named `'AbortError'` when `signal` cancels it
 */
export async function checkProblem(options: CheckProblemOptions): Promise<ProblemCheck> {
  const { game, spec, solution, timeMs, signal } = readProblem(options);
  const budget = new Budget(timeMs, signal);
  budget.checkAbort();
  if (startReached(game, spec) === true) return { verdict: 'reached', answers: [], message: reachedMessage(game, spec) };
  const depth = searchDepth(game, spec);
  const exact = depth === spec.within;
  const lines = await checkLines(game, spec, solution, exact, budget);
  const search = depth > 0 ? await firstMoves(game, { ...spec, within: depth }, budget) : null;
  // What a shallower search proves: a move that connects (makes six) within `depth` does
  // within more moves too; a move the opponent beats within `depth` moves loses within more.
  const found = search && (exact || spec.goal !== 'stop') ? search.answers : [];
  const answers = union(found, lines.proven);
  const allKnown = exact && search?.complete === true && lines.decided;
  const searchedNone = search?.complete === true && search.answers.length === 0 && (exact || spec.goal === 'stop');
  const noneWorks = searchedNone || outOfReach(game, spec);
  if (lines.bad) {
    const { bad } = lines;
    const turns = lines.played.find((p) => p.line.number === bad.number)?.line.turns ?? [];
    let message = badLineMessage(game, spec, bad, turns);
    if (answers.length === 0 && noneWorks) message += ` No first move works either: ${unsoundMessage(game, spec, !searchedNone)}`;
    return { verdict: 'bad-solution', answers, message, line: bad, ...(bad.refutation ? { refutation: bad.refutation } : {}) };
  }
  if (answers.length > 0)
    return { verdict: 'sound', answers, message: soundMessage(game, spec, answers, allKnown ? null : exact ? 'budget' : depth) };
  if (noneWorks) return { verdict: 'unsound', answers, message: unsoundMessage(game, spec, !searchedNone) };
  const shortfall: Shortfall = !exact ? 'limits' : budget.over ? 'time' : 'budget';
  const firsts = lines.played.map((p) => p.line.turns[0]!);
  return { verdict: 'too-deep', answers: union(firsts, []), message: tooDeepMessage(game, spec, shortfall, lines.played.length) };
}

/** Plays each line with the rules and, where the search reaches, judges each of its solver moves; stops at the first fault. */
async function checkLines(game: ProblemGame, spec: ProblemSpec, solution: string, exact: boolean, budget: Budget): Promise<LinesChecked> {
  const checked: LinesChecked = { bad: null, played: [], proven: [], decided: true };
  for (const text of splitSolution(solution)) {
    const line = readLine(text, game.kind, game.size);
    const played = isBadLine(line) ? line : playLine(game, line, spec);
    if (isBadLine(played)) return { ...checked, bad: played };
    checked.played.push(played);
    if (!exact) continue;
    const bad = await judgeLine(game, spec, played, checked, budget);
    if (bad) return { ...checked, bad };
  }
  return checked;
}

/** The judge on each solver move of a line: a refutation ends the line; a first move it keeps is proven. */
async function judgeLine(
  game: ProblemGame,
  spec: ProblemSpec,
  played: PlayedLine,
  checked: LinesChecked,
  budget: Budget,
): Promise<BadLine | null> {
  const { line, steps } = played;
  for (const step of steps) {
    await budget.breathe();
    if (budget.over) return ((checked.decided = false), null);
    const verdict = judged(step.game, { ...spec, used: step.used });
    if (verdict === null) return ((checked.decided = false), null);
    if (verdict.verdict === 'failed') return refuted(game, line, step.used, verdict.refutation);
    // The judge is exact: a first move it keeps open (or solved) forces the goal.
    if (step.used === 1) checked.proven.push(line.turns[0]!);
  }
  return null;
}

/** The judge's verdict, or null when its search gave up. */
function judged(game: ProblemGame, spec: ProblemSpec): ReturnType<typeof judge> | null {
  try {
    return judge(game, spec);
  } catch (error) {
    if (error instanceof JudgeError) return null;
    throw error;
  }
}

/** A line refuted after the solver's move number `used`: the judge's refutation, turn by turn. */
function refuted(game: ProblemGame, line: AuthoredLine, used: number, points: readonly string[]): BadLine {
  const size = game.kind === 'gonnect' ? 1 : 2;
  const refutation: string[][] = [];
  for (let i = 0; i < points.length; i += size) refutation.push(points.slice(i, i + size));
  const turn = 2 * used - 1;
  return { number: line.number, text: line.text, code: 'refuted', turn, token: line.turns[turn - 1]!.join(''), refutation };
}

/** Turns from both lists, each once, in the first list's order. */
function union(first: readonly string[][], second: readonly string[][]): string[][] {
  const seen = new Set<string>();
  const all: string[][] = [];
  for (const turn of [...first, ...second]) {
    const key = [...turn].sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(turn);
  }
  return all;
}
