// isLegal and play agree, point by point, in random games of both games: the board plays a
// point given by name with `isLegal` first and `placeAt` after (src/components/core/session.ts),
// and relies on `play` refusing exactly what `isLegal` calls illegal. The index-level verbs
// give what the named ones give.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import type { BoardGame } from '../../src/engine/game.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError } from '../../src/engine/types.js';
import { pointNames } from '../../src/notation/point.js';

function checkAgreement(make: () => BoardGame, seed: number, turns: number): void {
  const rng = new Rng(seed);
  const game = make();
  const names = [...pointNames(game.size), 'Z99', 'zz', ''];
  for (let turn = 0; turn < turns && !game.result; turn++) {
    for (const point of names) {
      const copy = game.clone();
      let played = true;
      try {
        copy.play(point);
      } catch (error) {
        assert.ok(error instanceof IllegalMoveError);
        played = false;
      }
      assert.equal(game.isLegal(point), played, `${point} after ${game.moves.join(' ')}`);
    }
    const index = game.randomLegalMove(rng);
    if (index < 0) break;
    const named = game.clone().play(game.pointAt(index));
    const move = game.placeAt(index);
    assert.equal(move.index, index);
    assert.equal(move.color === 1 ? 'black' : 'white', named.color);
    assert.deepEqual(
      move.captured.map((i) => game.pointAt(i)),
      named.captured,
    );
  }
  assert.deepEqual(
    game.moveIndices().map((i) => (i < 0 ? 'swap' : game.pointAt(i))),
    game.moves,
  );
}

describe('isLegal and play agree', () => {
  test('Gonnect 7×7, with captures and ko, several seeds', () => {
    for (let seed = 1; seed <= 6; seed++) checkAgreement(() => new Gonnect({ size: 7, swap: false }), seed, 60);
  });
  test('Connect6 9×9, several seeds', () => {
    for (let seed = 1; seed <= 4; seed++) checkAgreement(() => new Connect6({ size: 9 }), seed, 40);
  });
});

describe('the index-level verbs', () => {
  test('setupStones and resultIndices give what setup and result name', () => {
    const gonnect = new Gonnect({ size: 5, setup: { black: ['A1', 'A2', 'A3', 'A4', 'A5'], white: ['C3'] } });
    const stones = gonnect.setupStones();
    assert.deepEqual(
      pointNames(5).filter((_, i) => stones[i] === 1),
      ['A1', 'A2', 'A3', 'A4', 'A5'],
    );
    assert.deepEqual(
      gonnect.resultIndices().map((i) => gonnect.pointAt(i)),
      gonnect.result!.stones,
    );
    const connect6 = new Connect6({ size: 9 });
    for (const point of ['E5', 'A1', 'A2', 'F5', 'G5', 'B1', 'B2', 'H5', 'D5', 'C1', 'C2', 'C5']) connect6.play(point);
    assert.ok(connect6.result);
    assert.deepEqual(
      connect6.resultIndices().map((i) => connect6.pointAt(i)),
      connect6.result.stones,
    );
    assert.equal(
      connect6.setupStones().every((code) => code === 0),
      true,
    );
  });
});
