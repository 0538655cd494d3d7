/**
 * Exact one-move tactics for Gonnect, checked by playing each candidate on a scratch
 * position: a move that connects now (captures included), and the moves that leave the
 * opponent no connecting move next turn (blocking the only connecting point, or
 * capturing a stone of the chain that would connect). Moves are cells.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { BOTTOM, connects, LEFT, RIGHT, TOP } from '../../engine/gonnect/geometry.js';
import { BORDER, type ColorCode, EMPTY, opponentCode } from '../../engine/types.js';

/** The moves among `moves` after which colour `c` has won, were it `c`'s turn on `base`. */
export function winningMoves(base: GonnectPosition, c: ColorCode, moves: readonly number[], scratch?: GonnectPosition): number[] {
  const b = scratch ?? base.clone();
  const wins: number[] = [];
  for (const p of moves) {
    b.copyFrom(base);
    if (b.turn !== c) b.giveTurn(c);
    if (!b.legal(p)) continue;
    b.put(p);
    if (b.winner === c) wins.push(p);
  }
  return wins;
}

/**
 * The opponent's threats: the points where the opponent of the side to move would
 * connect if it were their turn now.
 */
export function opponentWins(base: GonnectPosition, scratch?: GonnectPosition): number[] {
  return winningMoves(base, opponentCode(base.turn), base.emptyCells(), scratch);
}

/**
 * Blocking: the moves among `moves` after which the opponent has no connecting move.
 * A quick pass drops the moves that leave one of the known `threats` standing; the few
 * left are checked against every point.
 */
export function safeMoves(base: GonnectPosition, moves: readonly number[], threats: readonly number[]): number[] {
  const after = base.clone();
  const scratch = base.clone();
  const them = opponentCode(base.turn);
  const keep: number[] = [];
  for (const p of moves) {
    after.copyFrom(base);
    after.put(p);
    if (after.winner !== EMPTY) {
      if (after.winner === base.turn) keep.push(p);
      continue;
    }
    if (winningMoves(after, them, threats, scratch).length > 0) continue;
    if (winningMoves(after, them, after.emptyCells(), scratch).length === 0) keep.push(p);
  }
  return keep;
}

/**
 * Whether the side to move connects by playing at empty cell `p`, without playing it: the
 * edges of the chains it joins and of its own cell (captures take no edge from the mover's
 * chains, so they cannot change the answer). Legality is not asked. `me`: the side asked
 * about, the side to move unless given.
 */
export function connectsAt(b: GonnectPosition, p: number, me: ColorCode = b.turn): boolean {
  const w = b.stride;
  // A border neighbour is that edge: the row below the board is its bottom edge, and so on.
  return connects(
    edgeBits(b, p - w, me, BOTTOM) | edgeBits(b, p + w, me, TOP) | edgeBits(b, p - 1, me, LEFT) | edgeBits(b, p + 1, me, RIGHT),
  );
}

/** The edges cell `n`, next to a move of `me`, brings to it: its own chain's, or `border` for a border cell. */
function edgeBits(b: GonnectPosition, n: number, me: ColorCode, border: number): number {
  const s = b.stoneAt(n);
  return s === BORDER ? border : s === me ? b.edgesOf(b.chainOf(n)) : 0;
}
