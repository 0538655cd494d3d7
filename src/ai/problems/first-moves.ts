/**
 * The solver's first moves that force the goal: each candidate is played and handed to
 * the judge, exactly as the board judges a reader's first move (`used` 1), so an answer
 * here is one the board accepts. Candidates:
 * - Gonnect: every legal point.
 * - Connect6: the turns the judge's own search tries (connect6-search.ts, "relevance"):
 *   for `six`, pairs of the points that lie in a window the solver could still make live
 *   this turn; a stone anywhere else changes no window that matters, so a winning turn
 *   with such a stone also wins with any other stone in its place and is not listed. For
 *   `stop`, those points and the ones in the opponent's windows of two stones or more
 *   (as the judge's `solve` does), so the list is what that search knows. Every pair of
 *   every empty point would be some 14,000 turns on 13×13 and 65,000 on 19×19.
 * A turn whose first stone already makes six is listed as that one point, and a pair
 * holding such a point is left out.
 */
import type { Budget } from '../budget.js';
import { WindowBoard } from '../connect6/board.js';
import type { Connect6 } from '../../engine/connect6.js';
import { colorCode } from '../../engine/types.js';
import { Connect6Search } from './connect6-search.js';
import { judge, type ProblemGame } from './judge.js';
import { JudgeError, type ProblemSpec } from './spec.js';

/** What the search found of the first moves. */
export interface FirstMoves {
  /** The turns proven to force the goal, each its points: `[['E5']]`. */
  answers: string[][];
  /** Whether every candidate was decided (false: the search's budget or `timeMs` ran out on some). */
  complete: boolean;
}

/** The judge's word on a first turn: as played (a winning first stone ends it), and whether it forces the goal (null: unknown). */
export function judgeFirstTurn(game: ProblemGame, turn: readonly string[], spec: ProblemSpec): { turn: string[]; works: boolean | null } {
  const after = game.clone();
  const played: string[] = [];
  for (const point of turn) {
    if (after.result !== null) break;
    after.play(point);
    played.push(point);
  }
  try {
    return { turn: played, works: judge(after, { ...spec, used: 1 }).verdict !== 'failed' };
  } catch (error) {
    if (error instanceof JudgeError) return { turn: played, works: null };
    throw error;
  }
}

/** Tries every candidate first turn, letting the event loop in between (and stopping when `budget` is cancelled or over). */
export async function firstMoves(game: ProblemGame, spec: ProblemSpec, budget: Budget): Promise<FirstMoves> {
  const found: string[][] = [];
  let complete = true;
  for (const candidate of candidates(game, spec)) {
    await budget.breathe();
    if (budget.over) return { answers: minimal(found), complete: false };
    const { turn, works } = judgeFirstTurn(game, candidate, spec);
    if (works === null) complete = false;
    else if (works) found.push(turn);
  }
  return { answers: minimal(found), complete };
}

/** The first turns to try (see the file comment). */
function candidates(game: ProblemGame, spec: ProblemSpec): string[][] {
  if (game.kind === 'gonnect') return game.legalMoves().map((point) => [point]);
  return connect6Turns(game, spec).map((turn) => turn.map((p) => game.pointAt(p)));
}

/** Connect6's candidate turns as point indices. */
function connect6Turns(game: Connect6, spec: ProblemSpec): number[][] {
  const search = new Connect6Search(WindowBoard.of(game));
  const c = colorCode(spec.solver);
  const stones = game.stonesLeft;
  if (spec.goal === 'six') return search.turns(c, stones);
  const points = [...new Set([...search.relevant(c, stones), ...search.relevant(3 - c, 2)])];
  // Nothing matters to either side: any turn stands for all (the lowest empty points).
  for (let p = 0; points.length < stones && p < game.size * game.size; p++)
    if (game.stoneAt(p) === 0 && !points.includes(p)) points.push(p);
  if (stones === 1) return points.map((p) => [p]);
  return points.flatMap((p, i) => points.slice(i + 1).map((q) => [p, q]));
}

/** The answers in board order, each once, without a pair that holds a one-stone answer. */
function minimal(turns: string[][]): string[][] {
  const singles = new Set(turns.filter((turn) => turn.length === 1).map((turn) => turn[0]!));
  const keyed = new Map<string, string[]>();
  for (const turn of turns) {
    if (turn.length > 1 && turn.some((point) => singles.has(point))) continue;
    const sorted = [...turn].sort(byPoint);
    keyed.set(sorted.join(' '), sorted);
  }
  return [...keyed.values()].sort((a, b) => byPoint(a[0]!, b[0]!) || byPoint(a[1] ?? '', b[1] ?? ''));
}

/** Board order of two points (A1, B1, ..., A2, ...); '' first. */
function byPoint(a: string, b: string): number {
  const key = (p: string): number => (p === '' ? -1 : Number(p.slice(1)) * 32 + (p.charCodeAt(0) - 64));
  return key(a) - key(b);
}
