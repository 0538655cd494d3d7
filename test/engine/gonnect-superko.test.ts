// Positional superko. Random play almost never repeats a whole-board position, so the
// property test rarely reaches a superko refusal; these tests check the parts instead:
// the incremental Zobrist hash against one computed from scratch, the hash a move is
// predicted to make against the hash after playing it, and the refusal end to end.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Gonnect, type GonnectOptions } from '../../src/engine/gonnect.js';
import { geometryOf, positionKey } from '../../src/engine/gonnect/geometry.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError } from '../../src/engine/types.js';

/** A superko game and three keys of its position: incremental, predicted and from scratch. */
class HashProbe {
  readonly game: Gonnect;
  constructor(options: GonnectOptions) {
    this.game = new Gonnect({ ...options, superko: true });
  }
  /** The incremental key of the current position. */
  keyNow(): number {
    return this.game.copyPosition().key();
  }
  /** The key the position predicts for a move at a public index. */
  predicted(index: number): number {
    const position = this.game.copyPosition();
    return position.keyAfter(position.cellOf(index));
  }
  /** A key computed from scratch from any game's stones, with the Zobrist table of this size. */
  scratchKey(game: Gonnect): number {
    const { zHi, zLo, w, toInt } = geometryOf(game.size);
    let hi = 0;
    let lo = 0;
    for (let i = 0; i < toInt.length; i++) {
      const c = game.stoneAt(i);
      if (c === 0) continue;
      hi ^= zHi![c * w * w + toInt[i]!]!;
      lo ^= zLo![c * w * w + toInt[i]!]!;
    }
    return positionKey(hi, lo);
  }
}

test('the incremental hash and every predicted hash match hashes from scratch', () => {
  const rng = new Rng(4242);
  let checked = 0;
  let capturing = 0;
  for (let g = 0; g < 60; g++) {
    const size = 5 + (g % 4);
    const probe = new HashProbe({ size, swap: false });
    for (let step = 0; step < 120 && probe.game.result === null; step++) {
      assert.equal(probe.keyNow(), probe.scratchKey(probe.game), `game ${g} step ${step}`);
      for (let i = 0; i < size * size; i++) {
        if (!probe.game.isLegalIndex(i)) continue;
        const copy = probe.game.clone();
        copy.playIndex(i);
        assert.equal(probe.predicted(i), probe.scratchKey(copy), `game ${g} step ${step} move ${probe.game.pointAt(i)}`);
        checked++;
        if (copy.captures.black + copy.captures.white > probe.game.captures.black + probe.game.captures.white) capturing++;
      }
      probe.game.playIndex(probe.game.randomLegalMove(rng));
    }
  }
  assert.ok(checked > 10000 && capturing > 500, `checked ${checked}, capturing ${capturing}`);
});

test('superko refuses a return to an earlier position, not only the setup; undo forgets undone positions', () => {
  // The three-move cycle of the rule table, played twice over from a setup with a stone elsewhere.
  const setup = { black: ['B1', 'C2', 'D2'], white: ['D1', 'E2'], toPlay: 'white' as const };
  const game = new Gonnect({ size: 5, superko: true, setup });
  game.play('A5'); // White elsewhere: the cycle now starts after the setup
  game.play('A3'); // Black elsewhere
  game.play('C1'); // White puts two stones in atari
  assert.deepEqual(game.play('E1').captured, ['C1', 'D1']);
  assert.throws(
    () => game.play('D1'),
    (e) => e instanceof IllegalMoveError && e.code === 'ko',
  );
  // Without superko the same move is legal and recreates the position after Black's A3.
  const plain = new Gonnect({ size: 5, setup });
  for (const p of ['A5', 'A3', 'C1', 'E1']) plain.play(p);
  assert.deepEqual(plain.play('D1').captured, ['E1']);
  // Undone positions are forgotten: replaying the same moves after undo is no repetition.
  for (let i = 0; i < 4; i++) game.undo();
  assert.deepEqual(game.moves, []);
  for (const p of ['A5', 'A3', 'C1', 'E1']) game.play(p);
  assert.equal(game.isLegal('D1'), false);
  // A clone keeps the positions seen so far.
  const copy = game.clone();
  assert.throws(
    () => copy.play('D1'),
    (e) => e instanceof IllegalMoveError && e.code === 'ko',
  );
  copy.undo();
  copy.undo();
  assert.equal(copy.isLegal('C1'), true);
});
