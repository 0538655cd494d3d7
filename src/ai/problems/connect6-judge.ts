/**
 * The Connect6 judge: verdicts after a solver's turn, the solver's next good turn and the
 * opponent's strongest answer, on {@link Connect6Search}. Timeline of a problem with
 * `within` k: solver's turn, opponent's turn, ... until the solver has played k turns.
 * `six`: the solver has six in a row by then; `stop`: the opponent has none when its k-th
 * turn is played (the solver answering each).
 */
import type { Connect6 } from '../../engine/connect6.js';
import { WindowBoard } from '../connect6/board.js';
import { blockingSets, liveWindows } from '../connect6/threats.js';
import { colorCode } from '../../engine/types.js';
import { Connect6Search } from './connect6-search.js';
import type { ProblemSpec, Verdict } from './spec.js';

/** The window board and search of a game. */
function open(game: Connect6): { b: WindowBoard; search: Connect6Search } {
  const b = WindowBoard.of(game);
  return { b, search: new Connect6Search(b) };
}

/** The verdict on the position after the solver's turn number `spec.used` (the opponent to move with two stones). */
export function judgeConnect6(game: Connect6, spec: ProblemSpec): Verdict {
  const { b, search } = open(game);
  const solver = colorCode(spec.solver);
  const other = 3 - solver;
  const names = (points: readonly number[]): string[] => points.map((p) => game.pointAt(p));
  if (search.hasSix(solver)) return { verdict: 'solved' };
  if (search.hasSix(other)) return { verdict: 'failed', refutation: [] };
  const left = spec.within - spec.used;
  if (spec.goal === 'six') {
    if (left <= 0) return { verdict: 'failed', refutation: [] };
    if (!search.threatsStand(solver)) return { verdict: 'failed', refutation: names(defence(b, search, other)) };
    return { verdict: 'open', reply: names(defence(b, search, other)) };
  }
  const attack = search.wins(other, 2, left + 1);
  if (attack !== null) return { verdict: 'failed', refutation: names(attack) };
  if (left <= 0) return { verdict: 'solved' };
  return { verdict: 'open', reply: names(strongestAttack(b, search, other)) };
}

/** The solver's next turn that still reaches the goal (the solver to move, `spec.used` turns made), or null. */
export function solveConnect6(game: Connect6, spec: ProblemSpec): string[] | null {
  const { b, search } = open(game);
  const solver = colorCode(spec.solver);
  const left = spec.within - spec.used;
  if (game.result !== null || left <= 0) return null;
  const stones = game.stonesLeft;
  const turn = spec.goal === 'six' ? search.wins(solver, stones, left) : holdingTurn(b, search, solver, stones, left);
  return turn === null ? null : turn.map((p) => game.pointAt(p));
}

/** A turn of the solver `c` after which the opponent cannot make six within `j` turns, or null. */
function holdingTurn(b: WindowBoard, search: Connect6Search, c: number, stones: number, j: number): number[] | null {
  const six = search.sixNow(c, stones);
  if (six !== null) return six;
  const points = [...new Set([...search.relevant(c, stones), ...search.relevant(3 - c, 2)])];
  const turns = stones === 1 ? points.map((p) => [p]) : points.flatMap((p, i) => points.slice(i + 1).map((q) => [p, q]));
  for (const turn of turns) {
    for (const p of turn) b.place(p, c);
    const holds = search.wins(3 - c, 2, j) === null;
    for (let k = turn.length - 1; k >= 0; k--) b.remove(turn[k]!, c);
    if (holds) return turn;
  }
  return null;
}

/**
 * The defender `d`'s turn against the other side's threats: its own six when it has one,
 * else a pair hitting all the live windows when there is one, else the points that hit
 * the most of them.
 */
function defence(b: WindowBoard, search: Connect6Search, d: number): number[] {
  const six = search.sixNow(d, 2);
  if (six !== null) return six;
  const live = liveWindows(b, 3 - d);
  const sets = blockingSets(b, live);
  if (sets.length > 0 && sets[0]!.length > 0) return pad(b, sets[0]!);
  const turn: number[] = [];
  let rest = live;
  while (turn.length < 2 && rest.length > 0) {
    const count = new Map<number, number>();
    for (const w of rest) for (const p of b.empties(w)) count.set(p, (count.get(p) ?? 0) + 1);
    const best = [...count.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
    turn.push(best);
    rest = rest.filter((w) => !b.contains(w, best));
  }
  return pad(b, turn);
}

/** The attacker `a`'s turn that makes the most live windows (from its relevant points). */
function strongestAttack(b: WindowBoard, search: Connect6Search, a: number): number[] {
  let best: number[] = [];
  let most = -1;
  for (const turn of search.turns(a, 2).slice(0, 400)) {
    for (const p of turn) b.place(p, a);
    const live = liveWindows(b, a).length;
    for (let k = turn.length - 1; k >= 0; k--) b.remove(turn[k]!, a);
    if (live > most) [best, most] = [turn, live];
  }
  return pad(b, best);
}

/** A turn of two stones from `points` (fewer: the lowest empty points added). */
function pad(b: WindowBoard, points: number[]): number[] {
  const turn = points.slice(0, 2);
  for (let p = 0; turn.length < 2 && p < b.t.area; p++) if (b.cells[p] === 0 && !turn.includes(p)) turn.push(p);
  return turn;
}
