// The Connect6 public API: refused moves, move records, undo, clone and the index path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError, type IllegalMoveCode } from '../../src/engine/types.js';
import { snapshot } from './connect6-helpers.js';
import { readDiagram } from './diagram.js';

/** A game in progress on 7×7: white to play its second stone, with a black five on row 2. */
function midGame(): Connect6 {
  const game = new Connect6({ size: 7 });
  for (const point of ['A2', 'G7', 'G6', 'B2', 'C2', 'F7', 'F6', 'D2', 'E2', 'A7']) game.play(point);
  return game;
}

/** A finished 7×7 game: black won with A2-F2. */
function wonGame(): Connect6 {
  const game = midGame();
  game.play('B7');
  game.play('F2');
  return game;
}

describe('Connect6 refused moves', () => {
  const cases: { name: string; game: () => Connect6; point: unknown; code: IllegalMoveCode }[] = [
    { name: 'column past the board', game: midGame, point: 'H1', code: 'off-board' },
    { name: 'row past the board', game: midGame, point: 'A8', code: 'off-board' },
    { name: 'row zero', game: midGame, point: 'A0', code: 'off-board' },
    { name: 'column I', game: midGame, point: 'I3', code: 'off-board' },
    { name: 'no point at all', game: midGame, point: 'hello', code: 'off-board' },
    { name: 'empty text', game: midGame, point: '', code: 'off-board' },
    { name: 'not a string', game: midGame, point: 12, code: 'off-board' },
    { name: 'a black stone', game: midGame, point: 'A2', code: 'occupied' },
    { name: 'a white stone, lower case', game: midGame, point: 'g7', code: 'occupied' },
    { name: 'after a win', game: wonGame, point: 'C5', code: 'game-over' },
    { name: 'after a win, occupied point', game: wonGame, point: 'A2', code: 'game-over' },
    { name: 'after a win, no point', game: wonGame, point: 'Z99', code: 'game-over' },
  ];
  for (const { name, game: make, point, code } of cases) {
    it(`${name}: ${String(point)} → ${code}, and nothing changes`, () => {
      const game = make();
      const before = snapshot(game);
      const rng = new Rng(7);
      const randomBefore = game.clone().randomLegalMove(new Rng(7));
      assert.throws(
        () => game.play(point as string),
        (error: unknown) => {
          assert.ok(error instanceof IllegalMoveError);
          assert.equal(error.code, code);
          assert.equal(error.point, point);
          return true;
        },
      );
      assert.equal(game.isLegal(point as string), false);
      assert.deepEqual(snapshot(game), before);
      assert.equal(game.randomLegalMove(rng), randomBefore, 'the empty-point list is unchanged too');
    });
  }

  it('at() and indexOf() throw off-board for bad text; isLegal() is false', () => {
    const game = midGame();
    for (const bad of ['H1', 'hello', '', 'A0', 'I1']) {
      assert.throws(
        () => game.at(bad),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'off-board',
      );
      assert.throws(
        () => game.indexOf(bad),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'off-board',
      );
      assert.equal(game.isLegal(bad), false);
    }
    assert.throws(
      () => game.pointAt(49),
      (e: unknown) => e instanceof IllegalMoveError && e.code === 'off-board',
    );
    assert.throws(() => game.pointAt(-1), IllegalMoveError);
  });
});

describe('Connect6 play()', () => {
  it('returns a move record in upper case with nothing captured', () => {
    const game = new Connect6({ size: 9 });
    assert.deepEqual(game.play('e5'), { color: 'black', point: 'E5', captured: [] });
    assert.deepEqual(game.play(' j9'), { color: 'white', point: 'J9', captured: [] });
    assert.deepEqual(game.play('A1'), { color: 'white', point: 'A1', captured: [] });
    assert.deepEqual(game.moves, ['E5', 'J9', 'A1']);
    assert.equal(game.at('e5'), 'black');
    assert.equal(game.at('J9'), 'white');
  });

  it('moves is a new array each time', () => {
    const game = midGame();
    const moves = game.moves;
    moves.push('X');
    moves[0] = 'changed';
    assert.notEqual(game.moves, moves);
    assert.equal(game.moves.length, 10);
    assert.equal(game.moves[0], 'A2');
  });

  it('result is a new object each time', () => {
    const game = wonGame();
    const result = game.result!;
    result.stones.pop();
    assert.equal(game.result!.stones.length, 6);
  });
});

describe('Connect6 undo()', () => {
  it('takes back one stone at a time across turn boundaries, down to the start', () => {
    const game = new Connect6({ size: 9 });
    const states = [snapshot(game)];
    for (const point of ['E5', 'F6', 'D4', 'C3', 'B2', 'A1', 'J9']) {
      game.play(point);
      states.push(snapshot(game));
    }
    while (states.length > 1) {
      states.pop();
      assert.equal(game.undo(), true);
      assert.deepEqual(snapshot(game), states[states.length - 1]);
    }
    assert.equal(game.undo(), false);
    assert.deepEqual(snapshot(game), states[0]);
    assert.equal(game.toPlay, 'black');
    assert.equal(game.stonesLeft, 1);
  });

  it('restores the result, the turn and the empty-point list after a win on the first stone of a pair', () => {
    const game = midGame();
    game.play('B7'); // white's second stone: black to play two
    const before = snapshot(game);
    const rng = new Rng(11);
    const draws = Array.from({ length: 5 }, () => game.clone().randomLegalMove(new Rng(11)));
    game.play('F2');
    assert.equal(game.result?.winner, 'black');
    assert.equal(game.undo(), true);
    assert.deepEqual(snapshot(game), before);
    assert.equal(game.randomLegalMove(rng), draws[0]);
    game.play('A3');
    assert.equal(game.result, null);
  });

  it('stops at a setup and keeps its turn', () => {
    const { size, black, white } = readDiagram(['.......', '.......', '..X....', '...O...', '.......', '.......', '.......']);
    const game = new Connect6({ size, setup: { black, white, toPlay: 'white', stonesLeft: 1 } });
    const start = snapshot(game);
    game.play('A1'); // white's only stone this turn
    assert.equal(game.toPlay, 'black');
    assert.equal(game.stonesLeft, 2);
    game.play('B1');
    assert.equal(game.toPlay, 'black');
    assert.equal(game.stonesLeft, 1);
    assert.equal(game.undo(), true);
    assert.equal(game.undo(), true);
    assert.deepEqual(snapshot(game), start);
    assert.equal(game.undo(), false);
    assert.deepEqual(snapshot(game), start);
  });
});

describe('Connect6 clone()', () => {
  it('is equal and fully independent', () => {
    const game = midGame();
    const copy = game.clone();
    assert.ok(copy instanceof Connect6);
    assert.deepEqual(snapshot(copy), snapshot(game));
    const original = snapshot(game);
    copy.play('B7');
    copy.play('F2');
    assert.equal(copy.result?.winner, 'black');
    assert.deepEqual(snapshot(game), original, 'the original did not move');
    game.undo();
    game.undo();
    assert.equal(copy.moves.length, 12, 'the copy keeps its own history');
    assert.equal(copy.undo(), true);
    assert.equal(copy.result, null);
  });

  it('copyFrom overwrites a game with an independent copy, history included', () => {
    const game = midGame();
    const scratch = new Connect6({ size: game.size, setup: { black: ['A1'], white: ['B2'] } });
    scratch.copyFrom(game);
    assert.deepEqual(snapshot(scratch), snapshot(game));
    const original = snapshot(game);
    scratch.play('B7');
    assert.deepEqual(snapshot(game), original, 'the source did not move');
    while (scratch.undo());
    assert.deepEqual(scratch.moves, []);
    assert.deepEqual(snapshot(scratch), snapshot(new Connect6({ size: game.size })), 'back at the source setup, not the scratch one');
  });

  it('copyFrom refuses a game of another size and keeps its state', () => {
    const game = midGame();
    const before = snapshot(game);
    assert.throws(
      () => game.copyFrom(new Connect6({ size: game.size + 1 })),
      (e: unknown) => e instanceof RangeError && /same size/.test(e.message),
    );
    assert.deepEqual(snapshot(game), before);
  });

  it('copies draw the same random moves from the same seed', () => {
    const game = midGame();
    const a = game.clone();
    const b = game.clone();
    const ra = new Rng(99);
    const rb = new Rng(99);
    for (let move = a.randomLegalMove(ra); move >= 0; move = a.randomLegalMove(ra)) {
      assert.equal(b.randomLegalMove(rb), move);
      a.playIndex(move);
      b.playIndex(move);
    }
    assert.deepEqual(snapshot(a), snapshot(b));
    assert.notEqual(a.result, null);
  });
});

describe('Connect6 index path', () => {
  it('indices are row * size + col from A1', () => {
    const game = new Connect6({ size: 19 });
    assert.equal(game.indexOf('A1'), 0);
    assert.equal(game.indexOf('b1'), 1);
    assert.equal(game.indexOf('A2'), 19);
    assert.equal(game.indexOf('T19'), 360);
    assert.equal(game.pointAt(1), 'B1');
    assert.equal(game.pointAt(20), 'B2');
    assert.equal(game.pointAt(360), 'T19');
    for (let i = 0; i < 361; i++) assert.equal(game.indexOf(game.pointAt(i)), i);
  });

  it('stoneAt, isLegalIndex and playIndex agree with the point API', () => {
    const game = new Connect6({ size: 7 });
    game.playIndex(game.indexOf('D4'));
    game.playIndex(8);
    assert.deepEqual(game.moves, ['D4', 'B2']);
    assert.equal(game.stoneAt(game.indexOf('D4')), 1);
    assert.equal(game.stoneAt(8), 2);
    assert.equal(game.stoneAt(0), 0);
    assert.equal(game.stoneAt(-1), 0);
    assert.equal(game.stoneAt(49), 0);
    assert.equal(game.isLegalIndex(8), false);
    assert.equal(game.isLegalIndex(0), true);
    assert.equal(game.isLegalIndex(49), false);
    assert.equal(game.isLegalIndex(-1), false);
    assert.equal(game.isLegalIndex(1.5), false);
    assert.equal(game.toPlay, 'white');
    assert.equal(game.stonesLeft, 1);
  });

  it('randomLegalMove draws every empty point and only empty points', () => {
    const game = midGame();
    const rng = new Rng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 4000; i++) {
      const move = game.randomLegalMove(rng);
      assert.ok(game.isLegalIndex(move));
      seen.add(move);
    }
    assert.equal(seen.size, game.legalMoves().length);
  });

  it('random playouts end with a result on every size', () => {
    const rng = new Rng(2026);
    for (let size = 6; size <= 25; size++) {
      const game = new Connect6({ size });
      let stones = 0;
      for (let move = game.randomLegalMove(rng); move >= 0; move = game.randomLegalMove(rng)) {
        game.playIndex(move);
        stones++;
      }
      assert.notEqual(game.result, null, `size ${size}`);
      assert.equal(game.moves.length, stones);
      while (game.undo()) stones--;
      assert.equal(stones, 0);
      assert.equal(game.legalMoves().length, size * size);
    }
  });
});
