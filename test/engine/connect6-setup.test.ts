// Connect6 turn order, setup defaults, setup errors and setups that are already decided.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6, type Connect6Options } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError, SetupError, type SetupErrorCode } from '../../src/engine/types.js';
import { run, snapshot, sortPoints } from './connect6-helpers.js';
import { readDiagram, TRANSFORMS, transformPoint } from './diagram.js';

describe('Connect6 turn order 1-2-2-2', () => {
  it('Black places one stone, then each side two', () => {
    const game = new Connect6();
    assert.equal(game.size, 19);
    const seen: string[] = [`${game.toPlay} ${game.stonesLeft}`];
    for (const point of ['J10', 'K10', 'K11', 'H9', 'L12', 'M13', 'A1']) {
      const before = game.toPlay;
      assert.equal(game.play(point).color, before);
      seen.push(`${game.toPlay} ${game.stonesLeft}`);
    }
    assert.deepEqual(seen, ['black 1', 'white 2', 'white 1', 'black 2', 'black 1', 'white 2', 'white 1', 'black 2']);
  });

  it('legal moves are every empty point, in index order', () => {
    const game = new Connect6({ size: 6 });
    assert.equal(game.legalMoves().length, 36);
    assert.deepEqual(game.legalMoves().slice(0, 7), ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'A2']);
    game.play('B1');
    assert.equal(game.legalMoves().length, 35);
    assert.ok(!game.legalMoves().includes('B1'));
  });
});

describe('Connect6 setup defaults', () => {
  const cases: { name: string; options: Connect6Options; toPlay: string; stonesLeft: number }[] = [
    { name: 'no options', options: {}, toPlay: 'black', stonesLeft: 1 },
    { name: 'empty setup', options: { setup: {} }, toPlay: 'black', stonesLeft: 1 },
    { name: 'empty lists', options: { setup: { black: [], white: [] } }, toPlay: 'black', stonesLeft: 1 },
    { name: 'empty setup, white to play', options: { setup: { toPlay: 'white' } }, toPlay: 'white', stonesLeft: 1 },
    { name: 'empty setup, two stones', options: { setup: { stonesLeft: 2 } }, toPlay: 'black', stonesLeft: 2 },
    { name: 'stones given', options: { setup: { black: ['J10'] } }, toPlay: 'black', stonesLeft: 2 },
    { name: 'stones, white to play', options: { setup: { black: ['J10'], toPlay: 'white' } }, toPlay: 'white', stonesLeft: 2 },
    { name: 'stones, one left', options: { setup: { white: ['J10'], stonesLeft: 1 } }, toPlay: 'black', stonesLeft: 1 },
  ];
  for (const { name, options, toPlay, stonesLeft } of cases) {
    it(name, () => {
      const game = new Connect6(options);
      assert.equal(game.toPlay, toPlay);
      assert.equal(game.stonesLeft, stonesLeft);
      assert.equal(game.result, null);
      assert.deepEqual(game.moves, []);
      assert.equal(game.undo(), false, 'nothing to undo at the setup');
    });
  }

  it('setup points are read case-insensitively and placed', () => {
    const game = new Connect6({ size: 9, setup: { black: ['a1', 'J9'], white: [' e5 '] } });
    assert.equal(game.at('A1'), 'black');
    assert.equal(game.at('j9'), 'black');
    assert.equal(game.at('E5'), 'white');
    assert.equal(game.at('E4'), null);
    assert.equal(game.legalMoves().length, 78);
  });

  it('sizes 6 to 25 are accepted', () => {
    for (let size = 6; size <= 25; size++) assert.equal(new Connect6({ size }).legalMoves().length, size * size);
  });
});

describe('Connect6 setup errors', () => {
  const cases: { name: string; options: unknown; code: SetupErrorCode; value?: string }[] = [
    { name: 'size too small', options: { size: 5 }, code: 'bad-size', value: '5' },
    { name: 'size too large', options: { size: 26 }, code: 'bad-size', value: '26' },
    { name: 'size not whole', options: { size: 9.5 }, code: 'bad-size', value: '9.5' },
    { name: 'size not a number', options: { size: '9' }, code: 'bad-size', value: '9' },
    { name: 'size NaN', options: { size: NaN }, code: 'bad-size', value: 'NaN' },
    { name: 'a point twice in one list', options: { setup: { black: ['D4', 'E5', 'd4'] } }, code: 'duplicate', value: 'd4' },
    { name: 'a point in both lists', options: { setup: { black: ['D4'], white: ['E5', 'D4'] } }, code: 'duplicate', value: 'D4' },
    { name: 'text that is no point', options: { setup: { black: ['D4', 'hello'] } }, code: 'bad-point', value: 'hello' },
    { name: 'column I does not exist', options: { setup: { white: ['I5'] } }, code: 'bad-point', value: 'I5' },
    { name: 'row zero', options: { setup: { white: ['A0'] } }, code: 'bad-point', value: 'A0' },
    { name: 'not a string', options: { setup: { black: [42] } }, code: 'bad-point', value: '42' },
    { name: 'off the board (column)', options: { size: 9, setup: { black: ['K1'] } }, code: 'off-board', value: 'K1' },
    { name: 'off the board (row)', options: { size: 9, setup: { white: ['A10'] } }, code: 'off-board', value: 'A10' },
    { name: 'toPlay not a colour', options: { setup: { toPlay: 'red' } }, code: 'bad-to-play', value: 'red' },
    { name: 'stonesLeft 0', options: { setup: { stonesLeft: 0 } }, code: 'bad-stones-left', value: '0' },
    { name: 'stonesLeft 3', options: { setup: { black: ['A1'], stonesLeft: 3 } }, code: 'bad-stones-left', value: '3' },
    { name: 'stones not a list', options: { setup: { black: 'D4 E5' } }, code: 'not-a-list' },
  ];
  for (const { name, options, code, value } of cases) {
    it(`${name} → ${code}`, () => {
      assert.throws(
        () => new Connect6(options as Connect6Options),
        (error: unknown) => {
          assert.ok(error instanceof SetupError);
          assert.equal(error.code, code);
          if (value !== undefined) {
            assert.equal(error.value, value);
            assert.ok(error.message.includes(value), `message names ${value}: ${error.message}`);
          }
          return true;
        },
      );
    });
  }

  it('both colours with six in a row → both-won', () => {
    const { size, black, white } = readDiagram(['......', 'XXXXXX', '......', '......', 'OOOOOO', '......']);
    assert.throws(
      () => new Connect6({ size, setup: { black, white } }),
      (error: unknown) => error instanceof SetupError && error.code === 'both-won',
    );
  });
});

describe('Connect6 setups already decided', () => {
  // Two separate black lines, neither through a "last stone": the result lists both.
  const won = ['X......', '.X.....', '..X....', '...X...', '....X..', '.....X.', 'XXXXXXO'];
  for (const transform of TRANSFORMS) {
    it(`a setup with six in a row is a won game (${transform.name})`, () => {
      const { size, black, white } = readDiagram(won);
      const map = (points: string[]) => points.map((p) => transformPoint(p, size, transform));
      const game = new Connect6({ size, setup: { black: map(black), white: map(white), toPlay: 'white' } });
      const stones = sortPoints([...new Set(map([...run('A1-F1'), ...run('A7-F2')]))], size);
      assert.deepEqual(game.result, { winner: 'black', reason: 'six-in-a-row', stones });
      assert.equal(game.toPlay, 'white');
      assert.equal(game.stonesLeft, 2);
      assert.deepEqual(game.legalMoves(), []);
      assert.equal(game.isLegal(transformPoint('G6', size, transform)), false);
      assert.equal(game.randomLegalMove(new Rng(3)), -1);
      assert.throws(
        () => game.play(transformPoint('G6', size, transform)),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      assert.equal(game.undo(), false);
      assert.deepEqual(snapshot(game.clone()), snapshot(game));
    });
  }

  it('a white seven in the setup', () => {
    const { size, black, white } = readDiagram(['......O', '......O', '......O', '......O', '......O', '......O', 'XX....O']);
    const game = new Connect6({ size, setup: { black, white } });
    assert.deepEqual(game.result, { winner: 'white', reason: 'six-in-a-row', stones: run('G1-G7') });
  });

  it('a full setup board with no six is a draw', () => {
    const { size, black, white } = readDiagram(['XXOOXX', 'OOXXOO', 'XXOOXX', 'OOXXOO', 'XXOOXX', 'OOXXOO']);
    const game = new Connect6({ size, setup: { black, white } });
    assert.deepEqual(game.result, { winner: null, reason: 'board-full', stones: [] });
    assert.deepEqual(game.legalMoves(), []);
    assert.throws(
      () => game.play('A1'),
      (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
    );
  });

  it('a full setup board with a six is a win', () => {
    const { size, black, white } = readDiagram(['XXOOXX', 'OOXXOX', 'XXOOXX', 'OOXXOX', 'XXOOXX', 'OOXXOX']);
    const game = new Connect6({ size, setup: { black, white } });
    assert.deepEqual(game.result, { winner: 'black', reason: 'six-in-a-row', stones: run('F1-F6') });
  });
});
