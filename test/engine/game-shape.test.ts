// The verbs both engines share for the second wave: `kind`, `setup` (the position a game
// started from) and `playMove` / `playAt`, and the list a refused setup stone came from.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import type { BoardGame } from '../../src/engine/game.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { IllegalMoveError, SetupError, type IllegalMoveCode, type SetupErrorCode } from '../../src/engine/types.js';

const refusedWith = (code: IllegalMoveCode) => (e: unknown) => e instanceof IllegalMoveError && e.code === code;

describe('kind', () => {
  test('names the game, and survives clone', () => {
    assert.equal(new Gonnect().kind, 'gonnect');
    assert.equal(new Connect6().kind, 'connect6');
    assert.equal(new Gonnect({ size: 9 }).clone().kind, 'gonnect');
    assert.equal(new Connect6({ size: 9 }).clone().kind, 'connect6');
  });
});

describe('setup', () => {
  test('Gonnect: the setup stones by index and who moved first, whatever was played since', () => {
    const game = new Gonnect({ size: 9, setup: { black: ['e5', 'C3'], white: ['D4'], toPlay: 'white' } });
    const before = game.setup;
    assert.deepEqual(before, { black: ['C3', 'E5'], white: ['D4'], toPlay: 'white' });
    game.play('F6');
    game.play('G7');
    assert.deepEqual(game.setup, before);
    assert.deepEqual(game.clone().setup, before);
  });

  test('Gonnect: a capture of a setup stone does not change the setup', () => {
    // White A1 in the corner, Black B1 beside it: Black A2 captures it.
    const game = new Gonnect({ size: 5, swap: false, setup: { black: ['B1'], white: ['A1'] } });
    assert.deepEqual(game.play('A2').captured, ['A1']);
    assert.deepEqual(game.setup, { black: ['B1'], white: ['A1'], toPlay: 'black' });
  });

  test('Gonnect: an empty start, and a swap after the first stone', () => {
    const game = new Gonnect({ size: 9 });
    game.play('E5');
    game.swap();
    assert.deepEqual(game.setup, { black: [], white: [], toPlay: 'black' });
  });

  test('Connect6: the side that moved first and the stones it still placed that turn', () => {
    const empty = new Connect6({ size: 9 });
    assert.deepEqual(empty.setup, { black: [], white: [], toPlay: 'black', stonesLeft: 1 });
    for (const point of ['E5', 'D4', 'D5', 'F6']) empty.play(point);
    assert.deepEqual(empty.setup, { black: [], white: [], toPlay: 'black', stonesLeft: 1 });

    const setup = { black: ['E5'], white: ['D4'], toPlay: 'white' as const, stonesLeft: 1 as const };
    const game = new Connect6({ size: 9, setup });
    for (const point of ['A1', 'B1', 'C1', 'J9']) game.play(point);
    assert.deepEqual(game.setup, setup);
    game.undo();
    assert.deepEqual(game.clone().setup, setup);
  });

  test('a game built from `setup` starts where the original started', () => {
    const games: BoardGame[] = [
      new Gonnect({ size: 7, setup: { black: ['A1', 'D4'], white: ['C3'], toPlay: 'white' } }),
      new Connect6({ size: 8, setup: { black: ['D4'], white: ['E5', 'A1'], stonesLeft: 1 } }),
    ];
    for (const game of games) {
      game.play('B2');
      const again =
        game.kind === 'gonnect'
          ? new Gonnect({ size: game.size, setup: game.setup })
          : new Connect6({ size: game.size, setup: game.setup });
      game.undo();
      for (let index = 0; index < game.size ** 2; index++) assert.equal(again.stoneAt(index), game.stoneAt(index));
      assert.equal(again.toPlay, game.toPlay);
      if (again instanceof Connect6 && game instanceof Connect6) assert.equal(again.stonesLeft, game.stonesLeft);
    }
  });
});

describe('playMove', () => {
  test('Gonnect: a point plays a stone, `swap` (any case) takes the pie', () => {
    const game = new Gonnect({ size: 9 });
    assert.deepEqual(game.playMove('e5'), { color: 'black', point: 'E5', captured: [] });
    assert.equal(game.playMove('SWAP'), null);
    assert.equal(game.swapped, true);
    assert.deepEqual(game.moves, ['E5', 'swap']);
    assert.throws(() => game.playMove('swap'), refusedWith('swap-not-allowed'));
    assert.throws(() => game.playMove('E5'), refusedWith('occupied'));
    assert.deepEqual(game.moves, ['E5', 'swap']);
  });

  test('Connect6: a point plays a stone; a swap is refused and changes nothing', () => {
    const game = new Connect6({ size: 9 });
    assert.deepEqual(game.playMove('E5'), { color: 'black', point: 'E5', captured: [] });
    assert.throws(() => game.playMove('swap'), refusedWith('swap-not-allowed'));
    assert.deepEqual(game.moves, ['E5']);
    assert.equal(game.toPlay, 'white');
  });
});

describe('playAt', () => {
  for (const make of [() => new Gonnect({ size: 9 }), () => new Connect6({ size: 9 })]) {
    const name = make().kind;
    test(`${name}: plays the index, refuses what play refuses, names the point`, () => {
      const game = make();
      assert.deepEqual(game.playAt(40), { color: 'black', point: 'E5', captured: [] });
      assert.throws(
        () => game.playAt(40),
        (e) => refusedWith('occupied')(e) && (e as IllegalMoveError).point === 'E5',
      );
      for (const index of [-1, 81, 1.5, Number.NaN]) {
        assert.throws(
          () => game.playAt(index),
          (e) => refusedWith('off-board')(e) && (e as IllegalMoveError).point === String(index),
        );
      }
      assert.deepEqual(game.moves, ['E5']);
    });
  }

  test('a finished game refuses with game-over', () => {
    const won = new Gonnect({ size: 5, setup: { white: ['C1', 'C2', 'C3', 'C4', 'C5'] } });
    assert.throws(() => won.playAt(0), refusedWith('game-over'));
  });
});

describe('setup errors name the list a stone came from', () => {
  const cases: [string, () => unknown, SetupErrorCode, string, 'black' | 'white'][] = [
    ['Gonnect: a bad point in white', () => new Gonnect({ size: 9, setup: { black: ['A1'], white: ['zz'] } }), 'bad-point', 'zz', 'white'],
    ['Gonnect: off the board in black', () => new Gonnect({ size: 9, setup: { black: ['K1'] } }), 'off-board', 'K1', 'black'],
    [
      'Gonnect: the second of two in white',
      () => new Gonnect({ size: 9, setup: { black: ['A1'], white: ['a1'] } }),
      'duplicate',
      'a1',
      'white',
    ],
    [
      'Gonnect: a dead chain in white',
      () => new Gonnect({ size: 5, setup: { black: ['B1', 'A2'], white: ['A1'] } }),
      'no-liberties',
      'A1',
      'white',
    ],
    ['Connect6: a bad point in black', () => new Connect6({ setup: { black: ['D4', '?'] } }), 'bad-point', '?', 'black'],
    ['Connect6: the second of two in white', () => new Connect6({ setup: { black: ['D4'], white: ['d4'] } }), 'duplicate', 'd4', 'white'],
  ];
  for (const [name, make, code, value, list] of cases) {
    test(name, () =>
      assert.throws(make, (e: unknown) => {
        assert.ok(e instanceof SetupError);
        assert.deepEqual([e.code, e.value, e.list], [code, value, list]);
        assert.ok(e.message.includes(list) && e.message.includes(value), e.message);
        return true;
      }),
    );
  }

  test('a list that is no array, per game and list', () => {
    const notList = 'D4 E5' as unknown as string[];
    for (const make of [() => new Gonnect({ setup: { white: notList } }), () => new Connect6({ setup: { white: notList } })]) {
      assert.throws(make, (e: unknown) => e instanceof SetupError && e.code === 'not-a-list' && e.list === 'white');
    }
  });

  test('both colours already won: one code for both games, no list', () => {
    const gonnect = () => new Gonnect({ size: 5, setup: { black: ['A1', 'B1', 'C1', 'D1', 'E1'], white: ['A5', 'B5', 'C5', 'D5', 'E5'] } });
    const connect6 = () =>
      new Connect6({ size: 6, setup: { black: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], white: ['A6', 'B6', 'C6', 'D6', 'E6', 'F6'] } });
    for (const make of [gonnect, connect6]) {
      assert.throws(
        make,
        (e: unknown) => e instanceof SetupError && e.code === 'both-won' && e.list === undefined && e.value === undefined,
      );
    }
  });
});

describe('clone: a new game with the same options, then copyFrom', () => {
  const games: [string, () => BoardGame][] = [
    ['Gonnect', () => new Gonnect({ size: 7, swap: false, superko: true, setup: { black: ['A1'], white: ['B2'], toPlay: 'white' } })],
    ['Connect6', () => new Connect6({ size: 8, setup: { black: ['D4'], white: ['E5'], stonesLeft: 1 } })],
  ];
  for (const [name, make] of games) {
    test(`${name}: the copy shows the same game, options and setup included, and goes its own way`, () => {
      const game = make();
      game.play('C3');
      game.play('D5');
      const copy = game.clone();
      const view = (g: BoardGame) => ({ setup: g.setup, moves: g.moves, toPlay: g.toPlay, result: g.result, legal: g.legalMoves() });
      assert.deepEqual(view(copy), view(game));
      if (copy instanceof Gonnect && game instanceof Gonnect) {
        assert.deepEqual([copy.swapAllowed, copy.superko], [game.swapAllowed, game.superko]);
      }
      const before = view(game);
      copy.play('A7');
      copy.undo();
      copy.undo();
      assert.deepEqual(view(game), before, 'the original does not change');
      assert.deepEqual(copy.moves, ['C3']);
    });
  }
});

describe('withTurn', () => {
  test('Gonnect: the same stones, the other side to move, no moves and no ko point', () => {
    // Black C3 takes the white stone in the ko: White may not retake at once in the game.
    const game = new Gonnect({
      size: 5,
      swap: false,
      setup: { black: ['C4', 'B3', 'C2'], white: ['D4', 'E3', 'D2', 'C3'], toPlay: 'black' },
    });
    game.play('D3');
    assert.equal(game.isLegal('C3'), false, 'ko');
    const before = { moves: game.moves, toPlay: game.toPlay, legal: game.legalMoves() };
    const white = game.withTurn('white');
    assert.equal(white.toPlay, 'white');
    assert.deepEqual(white.moves, []);
    assert.deepEqual(white.setup, { black: ['C2', 'B3', 'D3', 'C4'], white: ['D2', 'E3', 'D4'], toPlay: 'white' });
    assert.equal(white.isLegal('C3'), true, 'a new game has no ko point');
    assert.deepEqual([white.swapAllowed, white.superko], [game.swapAllowed, game.superko]);
    const black = game.withTurn('black');
    assert.equal(black.toPlay, 'black');
    assert.deepEqual({ moves: game.moves, toPlay: game.toPlay, legal: game.legalMoves() }, before, 'the game does not change');
  });

  test('Gonnect: a side with a connecting move wins at once there, whoever was to move', () => {
    const game = new Gonnect({ size: 5, swap: false, setup: { white: ['C1', 'C2', 'C3', 'C4'], toPlay: 'black' } });
    const white = game.withTurn('white');
    white.play('C5');
    assert.equal(white.result?.winner, 'white');
    assert.equal(game.result, null);
  });

  test('Connect6: the same stones with two stones to place, or as many as asked', () => {
    const game = new Connect6({ size: 9, setup: { black: ['E5'], white: ['D4'] } });
    game.play('A1');
    const white = game.withTurn('white');
    assert.deepEqual(white.setup, { black: ['A1', 'E5'], white: ['D4'], toPlay: 'white', stonesLeft: 2 });
    assert.deepEqual(white.moves, []);
    assert.equal(game.withTurn('black', 1).stonesLeft, 1);
    assert.equal(new Connect6({ size: 9 }).withTurn('white').stonesLeft, 1, 'an empty board opens with one stone');
    assert.deepEqual(game.moves, ['A1']);
  });
});

describe('the engine entry', () => {
  test('exports the position type and the stone codes', async () => {
    const engine = await import('../../src/engine/index.js');
    assert.equal(typeof engine.GonnectPosition, 'function');
    assert.deepEqual([engine.EMPTY, engine.BLACK, engine.WHITE, engine.BORDER], [0, 1, 2, 3]);
    assert.ok(new engine.Gonnect({ size: 5 }).copyPosition() instanceof engine.GonnectPosition);
  });
});
