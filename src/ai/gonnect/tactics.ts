/**
 * Exact one-move tactics for Gonnect, checked by playing each candidate on a scratch
 * board: a move that connects now (captures included), and the moves that leave the
 * opponent no connecting move next turn (blocking the only connecting point, or
 * capturing a stone of the chain that would connect).
 */
import { SearchBoard } from './board.js';

/** The moves (internal points) among `moves` after which colour `c` has won. */
export function winningMoves(base: SearchBoard, c: number, moves: readonly number[], scratch?: SearchBoard): number[] {
  const b = scratch ?? new SearchBoard(base);
  const wins: number[] = [];
  for (const p of moves) {
    b.copyFrom(base);
    if (b.mover !== c) b.giveTurn(c);
    if (!b.legal(p)) continue;
    b.put(p);
    if (b.won === c) wins.push(p);
  }
  return wins;
}

/** Every empty point of the board (internal points). */
export function emptyPoints(b: SearchBoard): number[] {
  return Array.from(b.emptyList.subarray(0, b.emptyTotal));
}

/**
 * The opponent's threats: the points where the opponent of the side to move would
 * connect if it were their turn now.
 */
export function opponentWins(base: SearchBoard, scratch?: SearchBoard): number[] {
  return winningMoves(base, 3 - base.mover, emptyPoints(base), scratch);
}

/**
 * Blocking: the moves among `moves` after which the opponent has no connecting move.
 * A quick pass drops the moves that leave one of the known `threats` standing; the few
 * left are checked against every point.
 */
export function safeMoves(base: SearchBoard, moves: readonly number[], threats: readonly number[]): number[] {
  const after = new SearchBoard(base);
  const scratch = new SearchBoard(base);
  const them = 3 - base.mover;
  const keep: number[] = [];
  for (const p of moves) {
    after.copyFrom(base);
    after.put(p);
    if (after.won !== 0) {
      if (after.won === base.mover) keep.push(p);
      continue;
    }
    if (winningMoves(after, them, threats, scratch).length > 0) continue;
    if (winningMoves(after, them, emptyPoints(after), scratch).length === 0) keep.push(p);
  }
  return keep;
}
