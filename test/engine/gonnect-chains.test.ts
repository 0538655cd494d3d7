// The Gonnect position's chain queries and its random draw, checked against flood fill
// and against the generator's own `below`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';

test('randomLegalMove draws with the generator exactly as rng.below does', () => {
  // On an empty board every point is legal and the empty list is in index order, so the
  // draw is the index itself.
  for (const size of [5, 9, 13, 19, 25]) {
    const game = new Gonnect({ size, swap: false });
    for (let seed = 1; seed <= 200; seed++) {
      const rng = new Rng(seed);
      const twin = new Rng(seed);
      for (let k = 0; k < 3; k++) assert.equal(game.randomLegalMove(rng), twin.below(size * size), `size ${size} seed ${seed}`);
      assert.deepEqual(rng.state, twin.state);
    }
  }
});

test('chain heads, pseudo-liberties, atari points and edge bits agree with flood fill', () => {
  const rng = new Rng(5);
  let ataris = 0;
  let chains = 0;
  for (let game = 0; game < 60; game++) {
    const size = [5, 7, 9, 13][game % 4]!;
    const g = new Gonnect({ size, swap: false });
    const stop = rng.below(size * size * 2);
    for (let n = 0; n < stop; n++) {
      const move = g.randomLegalMove(rng);
      if (move < 0) break;
      g.playIndex(move);
    }
    const b = g.copyPosition();
    const at = (row: number, col: number): number => (row < 0 || col < 0 || row >= size || col >= size ? 3 : g.stoneAt(row * size + col));
    const seen = new Set<number>();
    for (let index = 0; index < size * size; index++) {
      const color = g.stoneAt(index);
      if (color === 0 || seen.has(index)) continue;
      // Flood fill: the chain, its stone–liberty adjacencies and its distinct liberties.
      const chain = [index];
      seen.add(index);
      let pseudo = 0;
      let edges = 0;
      const liberties = new Set<number>();
      for (let i = 0; i < chain.length; i++) {
        const row = Math.floor(chain[i]! / size);
        const col = chain[i]! % size;
        edges |= (row === 0 ? 1 : 0) | (row === size - 1 ? 2 : 0) | (col === 0 ? 4 : 0) | (col === size - 1 ? 8 : 0);
        for (const [r, c] of [
          [row - 1, col],
          [row, col - 1],
          [row, col + 1],
          [row + 1, col],
        ] as const) {
          const v = at(r, c);
          if (v === 0) {
            pseudo++;
            liberties.add(r * size + c);
          } else if (v === color && !seen.has(r * size + c)) {
            seen.add(r * size + c);
            chain.push(r * size + c);
          }
        }
      }
      const head = b.chainOf(b.cellOf(index));
      for (const stone of chain) assert.equal(b.chainOf(b.cellOf(stone)), head, 'one head per chain');
      assert.equal(b.pseudoLiberties(head), pseudo);
      assert.equal(b.edgesOf(head), edges);
      const expected = liberties.size === 1 ? b.cellOf([...liberties][0]!) : -1;
      assert.equal(b.atariPoint(head), expected, `game ${game}, chain at ${g.pointAt(index)}`);
      chains++;
      if (expected >= 0) ataris++;
    }
  }
  assert.ok(chains > 500 && ataris > 30, `enough cases: ${chains} chains, ${ataris} in atari`);
});
