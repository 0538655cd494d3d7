/**
 * Prior knowledge for the Gonnect tree (progressive bias through the all-moves-as-first
 * statistics): each new move starts with a few virtual results whose rate says how
 * promising it looks to simple connection heuristics.
 */
import type { SearchBoard } from './board.js';
import { localReply } from './playout.js';

/** Virtual results a prior is worth. */
export const PRIOR_WEIGHT = 12;

/**
 * How promising a move at internal point `p` looks for the side to move, 0 to 1:
 * joining or extending our chains, touching diagonally (a two-way connection), contact
 * with the opponent (blocking), the local answer to the last move; far from every stone
 * is worse.
 */
export function priorRate(b: SearchBoard, p: number, reply: number): number {
  const cells = b.cells;
  const me = b.mover;
  const them = 3 - me;
  const w = b.w;
  const up = cells[p + w]! & 3;
  const down = cells[p - w]! & 3;
  const left = cells[p - 1]! & 3;
  const right = cells[p + 1]! & 3;
  const own = +(up === me) + +(down === me) + +(left === me) + +(right === me);
  const theirs = +(up === them) + +(down === them) + +(left === them) + +(right === them);
  const diagonal =
    +((cells[p + w - 1]! & 3) === me) +
    +((cells[p + w + 1]! & 3) === me) +
    +((cells[p - w - 1]! & 3) === me) +
    +((cells[p - w + 1]! & 3) === me);
  let rate = 0.45;
  if (own > 0) rate += own >= 2 ? 0.14 : 0.08;
  if (diagonal > 0) rate += 0.06;
  if (theirs > 0) rate += 0.05;
  if (p === reply) rate += 0.25;
  if (own + theirs + diagonal === 0 && !nearStone(cells, p, w)) rate -= 0.12;
  return Math.min(0.95, Math.max(0.05, rate));
}

/** Whether a stone lies two points away in a straight line or touches `p` diagonally (either colour). */
function nearStone(cells: Int32Array, p: number, w: number): boolean {
  return (
    isStone(cells, p - 2 * w) || isStone(cells, p + 2 * w) || isStone(cells, p - 2) || isStone(cells, p + 2) ||
    isStone(cells, p - w - 1) || isStone(cells, p - w + 1) || isStone(cells, p + w - 1) || isStone(cells, p + w + 1)
  );
}

function isStone(cells: Int32Array, q: number): boolean {
  return q >= 0 && q < cells.length && ((cells[q]! & 3) === 1 || (cells[q]! & 3) === 2);
}

/** The local reply to `last` (or -1 when there is no last move) for the priors of a node. */
export function replyTo(b: SearchBoard, last: number): number {
  return last > 0 && b.won === 0 ? localReply(b, last) : -1;
}
