/**
 * Prior knowledge for the Gonnect tree (progressive bias through the all-moves-as-first
 * statistics): each new move starts with a few virtual results whose rate says how
 * promising it looks to simple connection heuristics.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { BLACK, BORDER, EMPTY, WHITE } from '../../engine/types.js';
import { localReply } from './playout.js';

/** Virtual results a prior is worth. */
export const PRIOR_WEIGHT = 12;

/**
 * How promising a move at cell `p` looks for the side to move, 0 to 1: joining or
 * extending our chains, touching diagonally (a two-way connection), contact with the
 * opponent (blocking), the local answer to the last move; far from every stone is worse.
 */
export function priorRate(b: GonnectPosition, p: number, reply: number): number {
  const me = b.turn;
  const them = 3 - me;
  const w = b.stride;
  const up = b.stoneAt(p + w);
  const down = b.stoneAt(p - w);
  const left = b.stoneAt(p - 1);
  const right = b.stoneAt(p + 1);
  const own = +(up === me) + +(down === me) + +(left === me) + +(right === me);
  const theirs = +(up === them) + +(down === them) + +(left === them) + +(right === them);
  const diagonal =
    +(b.stoneAt(p + w - 1) === me) + +(b.stoneAt(p + w + 1) === me) + +(b.stoneAt(p - w - 1) === me) + +(b.stoneAt(p - w + 1) === me);
  let rate = 0.45;
  if (own > 0) rate += own >= 2 ? 0.14 : 0.08;
  if (diagonal > 0) rate += 0.06;
  if (theirs > 0) rate += 0.05;
  if (p === reply) rate += 0.25;
  if (own + theirs > 0) rate += chainBonus(b, p, me);
  if (own + theirs + diagonal === 0 && !nearStone(b, p, w)) rate -= 0.12;
  return Math.min(0.95, Math.max(0.05, rate));
}

/**
 * What the chains next to `p` say of a move there for `me`: it captures a chain in atari
 * (+0.3), saves one of ours (+0.25), joins two of our chains (+0.1 more than touching
 * one), or brings one of our chains to an edge it had not reached (+0.12): what the
 * sparring partner's priors know and ours did not. Alone they changed little at 2,000
 * playouts a move (24 of 40 against the partner, 26 before; bench:ai --fixed
 * --gonnect-per-ms=10 --rave-per-ms=10); with less exploration (mcts.ts), 30 of 40.
 */
function chainBonus(b: GonnectPosition, p: number, me: number): number {
  const w = b.stride;
  // The new stone's own edges: its border neighbours (bottom 1, top 2, left 4, right 8, as the chains').
  const edges =
    (b.stoneAt(p - w) === BORDER ? 1 : 0) |
    (b.stoneAt(p + w) === BORDER ? 2 : 0) |
    (b.stoneAt(p - 1) === BORDER ? 4 : 0) |
    (b.stoneAt(p + 1) === BORDER ? 8 : 0);
  let bonus = 0;
  let first = -1;
  let joins = false;
  for (let k = 0; k < 4; k++) {
    const n = k === 0 ? p - w : k === 1 ? p + 1 : k === 2 ? p + w : p - 1;
    const s = b.stoneAt(n);
    if (s !== BLACK && s !== WHITE) continue;
    const chain = b.chainOf(n);
    if (b.atariPoint(chain) === p) bonus += s === me ? 0.25 : 0.3;
    if (s !== me) continue;
    if (first < 0) first = chain;
    else if (chain !== first) joins = true;
    if (edges & ~b.edgesOf(chain)) bonus += 0.12;
  }
  return bonus + (joins ? 0.1 : 0);
}

/** Whether a stone lies two points away in a straight line or touches `p` diagonally (either colour). */
function nearStone(b: GonnectPosition, p: number, w: number): boolean {
  return (
    isStone(b, p - 2 * w) ||
    isStone(b, p + 2 * w) ||
    isStone(b, p - 2) ||
    isStone(b, p + 2) ||
    isStone(b, p - w - 1) ||
    isStone(b, p - w + 1) ||
    isStone(b, p + w - 1) ||
    isStone(b, p + w + 1)
  );
}

/** Whether cell `q` (which may lie past the padded board, two rows out) holds a stone. */
function isStone(b: GonnectPosition, q: number): boolean {
  if (q < 0 || q >= b.cellCount) return false;
  const code = b.stoneAt(q);
  return code === BLACK || code === WHITE;
}

/** The local reply to `last` (or -1 when there is no last move) for the priors of a node. */
export function replyTo(b: GonnectPosition, last: number): number {
  return last > 0 && b.winner === EMPTY ? localReply(b, last) : -1;
}
