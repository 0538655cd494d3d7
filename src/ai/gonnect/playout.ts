/**
 * Playouts for Gonnect: random games finished from a search position, with a
 * connection-aware policy that answers the last move locally before playing at random:
 *
 * 1. capture: the last stone's chain is in atari → take its last liberty;
 * 2. save: a chain of ours next to the last stone is in atari → extend at its last liberty;
 * 3. connection repair: the last stone sits between two of our stones that touch
 *    diagonally (a "cut" into their shared corner) → play the other shared point, joining
 *    them (the square-grid analogue of saving a bridge in Hex);
 * 4. otherwise a uniformly random legal move that does not fill one of the mover's own
 *    eyes (an empty point whose four neighbours are the border or stones of one chain of
 *    its own: a point between two of its chains joins them, and is no eye). A chain with
 *    two eyes cannot be captured, and filling them throws that away.
 *
 * A playout stops at a win or after a cap on its length (a draw for the statistics).
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import type { Rng } from '../../engine/rng.js';
import { BORDER, EMPTY, opponentCode } from '../../engine/types.js';

/** Outcome codes of a playout: the winner's colour, or 0 when capped. */
export type Outcome = 0 | 1 | 2;

/** Records the moves of one simulation (for the all-moves-as-first statistics). */
export interface MoveLog {
  /** Cells played, in order. */
  moves: Int16Array;
  /** How many entries of `moves` are used. */
  length: number;
}

/** The local answer to the last move at `last` for the side to move, or -1 (policy steps 1–3). */
export function localReply(b: GonnectPosition, last: number): number {
  const me = b.turn;
  const w = b.stride;
  // 1. Capture the chain that just moved when it stands in atari.
  if (b.stoneAt(last) === 3 - me) {
    const lib = b.atariPoint(b.chainOf(last));
    if (lib >= 0 && b.legal(lib)) return lib;
  }
  // The four neighbours in turn (below, right, above, left), each with the next one; no
  // array of steps: this runs at every move of every playout.
  let reply: number;
  if ((reply = aroundLast(b, me, last, -w, 1)) >= 0) return reply;
  if ((reply = aroundLast(b, me, last, 1, w)) >= 0) return reply;
  if ((reply = aroundLast(b, me, last, w, -1)) >= 0) return reply;
  return aroundLast(b, me, last, -1, -w);
}

/**
 * Steps 2 and 3 for the neighbour `last + step`: save its chain (ours) from atari, or
 * join it to the neighbour `last + next` at their shared corner.
 */
function aroundLast(b: GonnectPosition, me: number, last: number, step: number, next: number): number {
  const n = last + step;
  if (b.stoneAt(n) !== me) return -1;
  const lib = b.atariPoint(b.chainOf(n));
  if (lib >= 0 && b.legal(lib)) return lib;
  const m = last + next;
  const corner = n + next;
  return b.stoneAt(m) === me && b.stoneAt(corner) === EMPTY && b.chainOf(m) !== b.chainOf(n) && b.legal(corner) ? corner : -1;
}

/** Draws before a random move may fill the mover's own eye. */
const EYE_TRIES = 4;

/**
 * Whether `p` is an eye of the side to move: each neighbour is the border or a stone of
 * one chain of its own. (A point between two of its chains is no eye: it joins them.)
 */
export function ownEye(b: GonnectPosition, p: number): boolean {
  const w = b.stride;
  // No helper closure: tsx wraps every closure it creates in a naming call, which costs more than the test.
  const chain = b.stoneAt(p - w) === BORDER ? b.chainOf(p + w) : b.chainOf(p - w);
  return eyeSide(b, p - w, chain) && eyeSide(b, p + w, chain) && eyeSide(b, p - 1, chain) && eyeSide(b, p + 1, chain);
}

/** Whether cell `n` is the border or a stone of the side to move's chain `chain`. */
function eyeSide(b: GonnectPosition, n: number, chain: number): boolean {
  const s = b.stoneAt(n);
  return s === BORDER || (s === b.turn && b.chainOf(n) === chain);
}

/** A random legal move for the side to move (a cell) that is not its own eye when one such is drawn in a few tries, or -1. */
export function randomMove(b: GonnectPosition, rng: Rng): number {
  let move = -1;
  for (let k = 0; k < EYE_TRIES; k++) {
    const index = b.randomLegalMove(rng);
    if (index < 0) return -1;
    move = b.cellOf(index);
    if (!ownEye(b, move)) return move;
  }
  return move;
}

/**
 * Finishes the game on `b` with the policy, appending the moves to `log`; at most `cap`
 * moves. Returns the winner's colour code, or 0 when the cap was reached.
 */
export function playout(b: GonnectPosition, rng: Rng, log: MoveLog, last: number, cap: number): Outcome {
  for (let n = 0; n < cap; n++) {
    if (b.winner !== EMPTY) return b.winner;
    let move = last > 0 ? localReply(b, last) : -1;
    if (move < 0) move = randomMove(b, rng);
    if (move < 0) return opponentCode(b.turn);
    b.put(move);
    log.moves[log.length++] = move;
    last = move;
  }
  return b.winner;
}
