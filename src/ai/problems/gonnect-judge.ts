/**
 * The Gonnect judge: verdicts after a solver's move, the solver's next good move, and
 * the opponent's strongest answer, on {@link GonnectSearch}. Timeline of a problem with
 * `within` k: solver, opponent, solver, ... until the solver has made k moves. `connect`:
 * the solver joins two edges by then; `stop`: the opponent has not joined two edges when
 * its k-th move is made (the solver answering each).
 */
import type { Gonnect } from '../../engine/gonnect.js';
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { colorCode } from '../../engine/types.js';
import { GonnectSearch } from './gonnect-search.js';
import type { ProblemSpec, Verdict } from './spec.js';

/** The position and search for a game, and how to name its cells. */
function open(game: Gonnect): { pos: GonnectPosition; search: GonnectSearch; name: (cell: number) => string } {
  const pos = game.copyPosition(false);
  return { pos, search: new GonnectSearch(pos), name: (cell) => game.pointAt(pos.indexAt(cell)) };
}

/** The verdict on the position after the solver's move number `spec.used`. */
export function judgeGonnect(game: Gonnect, spec: ProblemSpec): Verdict {
  const { pos, search, name } = open(game);
  const solver = colorCode(spec.solver);
  if (pos.winner === solver) return { verdict: 'solved' };
  const left = spec.within - spec.used;
  if (spec.goal === 'connect') {
    if (pos.winner !== 0 || left <= 0) return { verdict: 'failed', refutation: [] };
    const q = search.refutation(pos, left);
    if (q >= 0) return { verdict: 'failed', refutation: [name(q)] };
    return { verdict: 'open', reply: [name(strongest(search, pos, left, 'defend'))] };
  }
  if (pos.winner !== 0) return { verdict: 'failed', refutation: [] };
  if (search.wins(pos, left + 1) >= 0) return { verdict: 'failed', refutation: forcedLine(search, pos, left + 1).map(name) };
  if (left <= 0) return { verdict: 'solved' };
  return { verdict: 'open', reply: [name(strongest(search, pos, left + 1, 'attack'))] };
}

/**
 * The solver's next move that still reaches the goal (the solver to move, having made
 * `spec.used` moves), or null when none does.
 */
export function solveGonnect(game: Gonnect, spec: ProblemSpec): string | null {
  const { pos, search, name } = open(game);
  const left = spec.within - spec.used;
  if (pos.winner !== 0 || left <= 0) return null;
  const cell = spec.goal === 'connect' ? search.wins(pos, left) : search.refutation(pos, left);
  return cell < 0 ? null : name(cell);
}

/**
 * The opponent's strongest move when the solver still reaches the goal. Defending (the
 * solver has `j` moves left to connect): the first move after which the solver needs all
 * of them, else a stone on one of the solver's connecting points (a visible block).
 * Attacking (the opponent has `j` moves): the first move that threatens to connect at
 * once. Else the first move in the search's order, or, when none of those is legal, the
 * first legal move.
 */
function strongest(search: GonnectSearch, pos: GonnectPosition, j: number, role: 'defend' | 'attack'): number {
  const mover = pos.turn;
  const threats = role === 'defend' ? search.connecting(turnOf(pos, 3 - mover), 3 - mover) : [];
  let first = -1;
  for (const q of search.moves(pos, j)) {
    const next = search.child(pos, q, 0);
    if (next === null) continue;
    if (first < 0 || (threats.includes(q) && !threats.includes(first))) first = q;
    const strong = role === 'defend' ? j > 1 && search.wins(next, j - 1, 1) < 0 : threatens(search, next, mover);
    if (strong) return q;
  }
  // No candidate is legal (the threats cannot be stopped): any legal move is as good.
  return first >= 0 ? first : (pos.emptyCells().find((cell) => pos.legal(cell)) ?? -1);
}

/** A copy of `pos` with colour `c` to move (no ko point). */
function turnOf(pos: GonnectPosition, c: number): GonnectPosition {
  const copy = pos.clone(false);
  copy.giveTurn(c as 1 | 2);
  return copy;
}

/** Whether colour `c`, which just moved, could connect with its next stone. */
function threatens(search: GonnectSearch, pos: GonnectPosition, c: number): boolean {
  return search.connecting(turnOf(pos, c), c).length > 0;
}

/** The winning line of the side to move, which connects within `j` moves: its moves and the other side's strongest answers. */
function forcedLine(search: GonnectSearch, start: GonnectPosition, j: number): number[] {
  const line: number[] = [];
  const pos = start.clone(false);
  for (let left = j; left > 0 && pos.winner === 0; left--) {
    const m = search.wins(pos, left);
    if (m < 0) break;
    line.push(m);
    pos.put(m);
    if (pos.winner !== 0 || left === 1) break;
    const q = strongest(search, pos, left - 1, 'defend');
    if (q < 0) break;
    line.push(q);
    pos.put(q);
  }
  return line;
}
