/**
 * What can be told of a problem before any first move is tried: whether the search
 * reaches it at all (spec.ts LIMITS), whether its goal is already reached, and the
 * counting cuts that prove a goal out of reach at any depth, beyond the search too:
 * - Gonnect: the colour's distance (gonnect-paths.ts) counts the fewest stones its
 *   connection still needs, captures allowed; more than its moves, and it cannot connect.
 *   A win by leaving the other side no legal move is the one other way to win; it cannot
 *   happen while an empty pair of neighbours survives every move (a stone with a free
 *   neighbour is legal), so the cut is used only where enough such pairs stand.
 * - Connect6: six needs a window free of the other colour; its most stones in one such
 *   window plus every stone of its turns short of six, and it cannot make six.
 */
import { WindowBoard } from '../connect6/board.js';
import type { Gonnect } from '../../engine/gonnect.js';
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { colorCode, EMPTY, opponentCode, type ColorCode } from '../../engine/types.js';
import { Connect6Search } from './connect6-search.js';
import { GonnectSearch } from './gonnect-search.js';
import { pathMap } from './gonnect-paths.js';
import type { ProblemGame } from './judge.js';
import { JudgeError, LIMITS, type ProblemSpec } from './spec.js';

/**
 * How deep the judge's search can look at this problem: `within` when both it and the
 * board are inside LIMITS (the search is exact), the deepest it allows when only `within`
 * is beyond, 0 when the board is too large.
 */
export function searchDepth(game: ProblemGame, spec: ProblemSpec): number {
  return game.size <= LIMITS[game.kind].size ? Math.min(spec.within, LIMITS[game.kind].within) : 0;
}

/**
 * Whether the start already reaches the goal: the solver has won (any goal), or, for
 * `stop`, the opponent has no forced win to stop (given the move now, it could not win
 * within `within` of its moves). Null when that cannot be told (a `stop` beyond the search).
 */
export function startReached(game: ProblemGame, spec: ProblemSpec): boolean | null {
  if (game.result !== null) return game.result.winner === spec.solver;
  if (spec.goal !== 'stop') return false;
  const threat = canWin(game, opponentCode(colorCode(spec.solver)), spec.within, searchDepth(game, spec) === spec.within);
  return threat === null ? null : !threat;
}

/** Whether the solver's goal is out of reach by counting alone (never for `stop`). */
export function outOfReach(game: ProblemGame, spec: ProblemSpec): boolean {
  if (spec.goal === 'stop' || game.result !== null) return false;
  return canWin(game, colorCode(spec.solver), spec.within, false) === false;
}

/**
 * Whether colour `c`, given the move with `j` moves (Connect6: turns, the first of the
 * stones the side to move has left, else two) and the other side answering, can force its
 * win: false when counting proves it cannot, else the search's answer when `search` is
 * allowed and within its budget, else null.
 */
function canWin(game: ProblemGame, c: ColorCode, j: number, search: boolean): boolean | null {
  if (game.kind === 'gonnect') {
    const pos = positionFor(game, c);
    if (pairsLeft(pos) > 4 * (2 * j - 1) && pathMap(pos, c, 2 * j - 1).need > j) return false;
    return search ? searched(() => new GonnectSearch(pos).wins(pos, j) >= 0) : null;
  }
  const b = WindowBoard.of(game);
  const stones = game.toPlay === (c === 1 ? 'black' : 'white') ? game.stonesLeft : 2;
  if (mostAlone(b, c) + stones + 2 * (j - 1) < 6) return false;
  return search ? searched(() => new Connect6Search(b).wins(c, stones, j) !== null) : null;
}

/** A search's answer, or null when it gave up (past its budget). */
function searched(ask: () => boolean): boolean | null {
  try {
    return ask();
  } catch (error) {
    if (error instanceof JudgeError) return null;
    throw error;
  }
}

/** The game's position with colour `c` to move (no ko point when the turn changes hands). */
function positionFor(game: Gonnect, c: ColorCode): GonnectPosition {
  const pos = game.copyPosition(false);
  if (pos.turn !== c) pos.giveTurn(c);
  return pos;
}

/** Neighbouring empty points, counted once per pair: a stone played on one of them is legal. */
function pairsLeft(pos: GonnectPosition): number {
  let pairs = 0;
  for (const p of pos.emptyCells()) pairs += +(pos.stoneAt(p + 1) === EMPTY) + +(pos.stoneAt(p + pos.stride) === EMPTY);
  return pairs;
}

/** The most stones of `c` in one window that holds none of the other colour's (-6 when every window holds some). */
function mostAlone(b: WindowBoard, c: ColorCode): number {
  let most = -6;
  for (let w = 0; w < b.t.windows; w++) if (b.holds(w, c, 0)) most = Math.max(most, b.own(w, c));
  return most;
}
