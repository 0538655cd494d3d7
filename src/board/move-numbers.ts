/**
 * Move numbers on stones (the `numbers` attribute): which stones of the position shown
 * carry which number (number-layer.ts and the standalone SVG draw them). Gonnect numbers moves (a swap counts as one,
 * as in `moveNumber`); Connect6 numbers turns, so both stones of turn 7 show 7. A stone
 * that carries a mark from `marks` shows the mark instead: the page's mark says more.
 */
import { turnOf } from '../notation/records/turns.js';
import type { GameKind } from '../vocabulary.js';
import type { BoardView } from './view-model.js';

/** The numbers a board shows: every one, or those of the last N moves (turns in Connect6): `Infinity`, `10`. */
export type NumberCount = number;

/**
 * The number on each stone still standing in the position shown, for the last `count`
 * numbers: `Map { 60 => 1, 48 => 2 }`. A point played twice (after a capture) shows its
 * latest stone's number.
 */
export function stoneNumbers(
  kind: GameKind,
  moves: readonly number[],
  view: BoardView,
  count: NumberCount,
  stonesLeft: 1 | 2,
): Map<number, number> {
  const numbers = new Map<number, number>();
  if (!count || !moves.length) return numbers;
  const numberOf = (i: number) => (kind === 'connect6' ? turnOf(i, stonesLeft) : i + 1);
  const first = numberOf(moves.length - 1) - count + 1;
  moves.forEach((index, i) => {
    if (index >= 0 && view.stones[index] && numberOf(i) >= first) numbers.set(index, numberOf(i));
  });
  return numbers;
}
