/**
 * The plain proofs the problem tests hold the judge to: minimax over the engines' public
 * verbs (`legalMoves`, `clone`, `play`, `result`), sharing no code with the judge's search.
 * The only shortcuts are the obvious ones: a side stops looking once it found a win
 * (any/all), and "can this side make six with the stones of its turn" is asked of the
 * lines of six points themselves, which is what the rule says.
 */
import type { Connect6 } from '../../src/engine/connect6.js';
import type { Gonnect } from '../../src/engine/gonnect.js';
import type { Color } from '../../src/engine/types.js';

/** Whether the side to move connects within `j` of its own moves, whatever the other side plays. */
export function connectsWithin(game: Gonnect, j: number): boolean {
  const me = game.toPlay;
  if (game.result !== null) return game.result.winner === me;
  for (const move of game.legalMoves()) {
    const after = game.clone();
    after.play(move);
    if (after.result?.winner === me) return true;
    if (j > 1 && everyReplyLoses(after, me, j - 1)) return true;
  }
  return false;
}

/** Whether `winner`, who just moved, connects within `j` more moves whatever the side to move plays now. */
export function everyReplyLoses(game: Gonnect, winner: Color, j: number): boolean {
  if (game.result !== null) return game.result.winner === winner;
  for (const reply of game.legalMoves()) {
    const after = game.clone();
    after.play(reply);
    if (after.result !== null || !connectsWithin(after, j)) return false;
  }
  return true;
}

/** Every line of six points of a board, as indices. */
export function linesOfSix(size: number): number[][] {
  const lines: number[][] = [];
  for (const [dc, dr] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
  ] as const) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const cells = [0, 1, 2, 3, 4, 5].map((k) => [row + k * dr, col + k * dc] as const);
        if (cells.every(([r, c]) => r >= 0 && r < size && c >= 0 && c < size)) lines.push(cells.map(([r, c]) => r * size + c));
      }
    }
  }
  return lines;
}

/** Whether the side to move can make six with the stones left in its turn: a line holding all but that many of its stones and none of the other's. */
export function sixThisTurn(game: Connect6, lines: readonly number[][]): boolean {
  const me = game.toPlay === 'black' ? 1 : 2;
  return lines.some((line) => {
    const mine = line.filter((p) => game.stoneAt(p) === me).length;
    const theirs = line.filter((p) => game.stoneAt(p) === 3 - me).length;
    return theirs === 0 && mine >= 6 - game.stonesLeft;
  });
}

/**
 * Whether the side that just finished its turn (`winner`) makes six in its next turn
 * whatever the side to move (two stones) plays: every pair of the defender is tried, the
 * points of `first` first (where refutations are found soonest; the answer is the same).
 */
export function sixNextTurnWhatever(game: Connect6, lines: readonly number[][], first: readonly string[]): boolean {
  if (game.result !== null) return game.result.winner === game.toPlay ? false : true;
  if (sixThisTurn(game, lines)) return false;
  const empty = game.legalMoves();
  const order = [...first.filter((p) => empty.includes(p)), ...empty.filter((p) => !first.includes(p))];
  for (let i = 0; i < order.length; i++) {
    const one = game.clone();
    one.play(order[i]!);
    for (let k = i + 1; k < order.length; k++) {
      const two = one.clone();
      two.play(order[k]!);
      if (!sixThisTurn(two, lines)) return false;
    }
  }
  return true;
}
