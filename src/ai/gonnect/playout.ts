/**
 * Playouts for Gonnect: random games finished from a search position, with a
 * connection-aware policy that answers the last move locally before playing at random:
 *
 * 1. capture: the last stone's chain is in atari → take its last liberty;
 * 2. save: a chain of ours next to the last stone is in atari → extend at its last liberty;
 * 3. connection repair: the last stone sits between two of our stones that touch
 *    diagonally (a "cut" into their shared corner) → play the other shared point, joining
 *    them (the square-grid analogue of saving a bridge in Hex);
 * 4. otherwise a uniformly random legal move.
 *
 * A playout stops at a win or after a cap on its length (a draw for the statistics).
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import type { Rng } from '../../engine/rng.js';
import { EMPTY, opponentCode } from '../../engine/types.js';

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
  const steps = [-w, 1, w, -1];
  for (let k = 0; k < 4; k++) {
    const n = last + steps[k]!;
    if (b.stoneAt(n) !== me) continue;
    // 2. Save a chain of ours that the last move put in atari.
    const lib = b.atariPoint(b.chainOf(n));
    if (lib >= 0 && b.legal(lib)) return lib;
    // 3. Connection repair: n and its perpendicular neighbour m around `last` touch diagonally.
    const m = last + steps[(k + 1) & 3]!;
    const corner = n + steps[(k + 1) & 3]!;
    if (b.stoneAt(m) === me && b.stoneAt(corner) === EMPTY && b.chainOf(m) !== b.chainOf(n) && b.legal(corner)) return corner;
  }
  return -1;
}

/** A uniformly random legal move for the side to move (a cell), or -1. */
export function randomMove(b: GonnectPosition, rng: Rng): number {
  const index = b.randomLegalMove(rng);
  return index < 0 ? -1 : b.cellOf(index);
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
