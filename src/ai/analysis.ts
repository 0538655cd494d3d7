/**
 * What an analysis gives: the best moves of the side to move, each with an estimate.
 * Gonnect: the search's win rate; Connect6: a forced win or loss when the search proved
 * one, else its score (window evaluation after the search's look ahead).
 */
import type { ChooseOptions } from './options.js';

/** The estimate of a move proven by search: the side to move wins, or loses, by force. */
export const PROOFS = ['win', 'loss'] as const;
export type Proof = (typeof PROOFS)[number];

/** One suggested move, best first in an analysis. */
export interface Suggestion {
  /** The move: a point in upper case or, in Gonnect, `'swap'`: `'K10'`. */
  move: string;
  /** Connect6: the second stone of the suggested turn, when the turn places two: `'L11'`. */
  partner?: string;
  /** Gonnect: the estimated chance that the side to move wins after the move, 0 to 1: `0.62`. */
  winRate?: number;
  /** Gonnect: the playouts that went through the move: `1830`. */
  visits?: number;
  /** Proven by search: the side to move wins (or loses) by force after this move: `'win'`. */
  proven?: Proof;
  /** Connect6, when nothing is proven: the search's score, positive when good for the side to move: `140`. */
  score?: number;
}

/** Options of {@link analyze}: those of `chooseMove`, and how many moves to give. */
export interface AnalyzeOptions extends ChooseOptions {
  /** Moves to give, best first; 3 unless given: `5`. */
  count?: number;
}

/** The `count` of an analysis, checked: a whole number from 1 (RangeError otherwise). */
export function settleCount(count: number | undefined): number {
  const n = count ?? 3;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`count must be a whole number from 1, not ${String(count)}`);
  return n;
}
