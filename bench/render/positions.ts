// The positions of `npm run bench:render`: random legal Gonnect positions, and points
// to play on one of them, checked on the engine.
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { COLUMN_LETTERS } from '../../src/vocabulary.js';

/** A stone as the bench page takes it: `{ col: 3, row: 3, color: 'black' }` is D4. */
export interface Stone {
  col: number;
  row: number;
  color: 'black' | 'white';
}

/** A point as the bench page takes it. */
export type Target = Pick<Stone, 'col' | 'row'>;

const name = ({ col, row }: Target) => `${COLUMN_LETTERS[col]}${row + 1}`;

function countStones(game: Gonnect): number {
  let n = 0;
  for (let index = 0; index < game.size ** 2; index++) if (game.stoneAt(index)) n++;
  return n;
}

/** A position of random legal Gonnect moves on a `size` board holding exactly `count` stones, game not over. */
export function position(size: number, seed: number, count: number): Stone[] {
  const rng = new Rng(seed);
  for (;;) {
    const game = new Gonnect({ size, swap: false });
    let stones = 0;
    while (stones < count && !game.result) {
      const move = game.randomLegalMove(rng);
      if (move < 0) break;
      game.playIndex(move);
      stones = countStones(game);
    }
    if (stones === count && !game.result) {
      const out: Stone[] = [];
      for (let index = 0; index < size * size; index++) {
        const code = game.stoneAt(index);
        if (code) out.push({ col: index % size, row: Math.floor(index / size), color: code === 1 ? 'black' : 'white' });
      }
      return out;
    }
  }
}

/**
 * Points to play one after another on a board set up with `stones` (Black to move):
 * each legal when its turn comes and none ending the game, checked by playing them.
 */
export function targets(size: number, stones: Stone[], count: number): Target[] {
  const list = (color: string) => stones.filter((s) => s.color === color).map(name);
  const game = new Gonnect({ size, swap: false, setup: { black: list('black'), white: list('white') } });
  const chosen: Target[] = [];
  for (let index = 0; index < size * size && chosen.length < count; index++) {
    const point = { col: (index * 7) % size, row: Math.floor(index / size) };
    if (!game.isLegal(name(point))) continue;
    const next = game.clone();
    next.play(name(point));
    if (next.result) continue;
    game.play(name(point));
    chosen.push(point);
  }
  if (chosen.length < count) throw new Error('not enough target points');
  return chosen;
}

/**
 * A game of `count` random legal moves on an empty `size` board (no pie rule), not over,
 * as an SGF record whose every tenth move carries a comment: the commented game a reader
 * steps through. Returns the record and the moves' names, to play them on another board.
 */
export function commentedGame(size: number, seed: number, count: number): { sgf: string; moves: string[] } {
  const rng = new Rng(seed);
  for (;;) {
    const game = new Gonnect({ size, swap: false });
    while (game.moves.length < count && !game.result) game.playIndex(game.randomLegalMove(rng));
    if (game.result || game.moves.length < count) continue;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const nodes = game.moveIndices().map((index, n) => {
      const [col, row] = [index % size, Math.floor(index / size)];
      // SGF counts rows from the top.
      const point = `${letters[col]}${letters[size - 1 - row]}`;
      return `;${n % 2 ? 'W' : 'B'}[${point}]${n % 10 === 9 ? `C[Move ${n + 1}: a comment to show.]` : ''}`;
    });
    return { sgf: `(;FF[4]GM[1]SZ[${size}]RU[Gonnect]NOSWAP[]PB[Ann]PW[Bob]${nodes.join('')})`, moves: [...game.moves] };
  }
}
