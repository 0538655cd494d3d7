/**
 * Connect6 turns: records list one entry per stone (as `game.moves`), the formats one
 * entry per turn. The first turn holds `stonesLeft` stones (1 on an empty board), every
 * later turn two; the side to move alternates each turn.
 */
import { type Color, opponent } from '../../vocabulary.js';

/** Stones a full turn holds: `turnSize(1, 1)` is `1`, `turnSize(2, 1)` is `2`. */
export function turnSize(turn: number, stonesLeft: 1 | 2): 1 | 2 {
  return turn === 1 ? stonesLeft : 2;
}

/** Who places the stones of a turn (1-based): `turnColor(2, 'black')` is `'white'`. */
export function turnColor(turn: number, first: Color): Color {
  return turn % 2 === 1 ? first : opponent(first);
}

/** The turn (1-based) of the stone at `index` (0-based, from the setup): `turnOf(2, 1)` is `2`. */
export function turnOf(index: number, stonesLeft: 1 | 2): number {
  return stonesLeft === 1 ? Math.floor((index + 1) / 2) + 1 : Math.floor(index / 2) + 1;
}

/** Stones grouped by turn: `groupTurns(['K10', 'J9', 'L11'], 1)` is `[['K10'], ['J9', 'L11']]`. */
export function groupTurns<T>(stones: readonly T[], stonesLeft: 1 | 2): T[][] {
  const turns: T[][] = [];
  stones.forEach((stone, index) => {
    const turn = turnOf(index, stonesLeft);
    (turns[turn - 1] ??= []).push(stone);
  });
  return turns;
}
