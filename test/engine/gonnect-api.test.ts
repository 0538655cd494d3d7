// The Gonnect public API: options and setup errors, notation, error codes, the pie
// rule, undo, clone and the index fast path.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Gonnect, type GonnectOptions } from '../../src/engine/gonnect.js';
import { MoveLog } from '../../src/engine/gonnect/move-log.js';
import { Rng } from '../../src/engine/rng.js';
import { type IllegalMoveCode, IllegalMoveError, type SetupErrorCode, SetupError } from '../../src/engine/types.js';
import { readDiagram } from './diagram.js';
import { drawBoard, snapshot } from './gonnect-helpers.js';

const refusedWith = (code: IllegalMoveCode) => (e: unknown) => e instanceof IllegalMoveError && e.code === code;
const setupFails = (code: SetupErrorCode, value?: string) => (e: unknown) =>
  e instanceof SetupError && e.code === code && (value === undefined || e.value === value);

/** A game from a diagram (top row first). */
function fromDiagram(rows: string[], options: GonnectOptions = {}): Gonnect {
  const { size, black, white } = readDiagram(rows);
  return new Gonnect({ ...options, size, setup: { ...options.setup, black, white } });
}

describe('defaults', () => {
  test('a 13×13 game with Black to move, swap on, superko off', () => {
    const game = new Gonnect();
    assert.equal(game.size, 13);
    assert.equal(game.toPlay, 'black');
    assert.equal(game.result, null);
    assert.deepEqual(game.moves, []);
    assert.deepEqual(game.captures, { black: 0, white: 0 });
    assert.equal(game.swapAllowed, true);
    assert.equal(game.superko, false);
    assert.equal(game.canSwap, false);
    assert.equal(game.swapped, false);
    assert.equal(game.legalMoves().length, 169);
    assert.equal(game.legalMoves()[0], 'A1');
    assert.equal(game.legalMoves()[168], 'N13');
  });

  test('toPlay from the setup', () => {
    assert.equal(new Gonnect({ size: 9, setup: { toPlay: 'white' } }).toPlay, 'white');
  });
});

describe('setup errors', () => {
  const table: [string, GonnectOptions, SetupErrorCode, string?][] = [
    ['size below 5', { size: 4 }, 'bad-size', '4'],
    ['size above 25', { size: 26 }, 'bad-size', '26'],
    ['size not whole', { size: 9.5 }, 'bad-size', '9.5'],
    ['size not a number', { size: '9' as unknown as number }, 'bad-size', '9'],
    ['size NaN', { size: Number.NaN }, 'bad-size', 'NaN'],
    ['a point twice in one list', { size: 9, setup: { black: ['C3', 'D4', 'c3'] } }, 'duplicate', 'c3'],
    ['a point in both lists', { size: 9, setup: { black: ['C3'], white: ['E5', 'C3'] } }, 'duplicate', 'C3'],
    ['text that is no point', { size: 9, setup: { white: ['hello'] } }, 'bad-point', 'hello'],
    ['the letter I', { size: 9, setup: { white: ['I3'] } }, 'bad-point', 'I3'],
    ['a point off the board', { size: 9, setup: { black: ['K1'] } }, 'off-board', 'K1'],
    ['a row off the board', { size: 9, setup: { black: ['A10'] } }, 'off-board', 'A10'],
    ['a chain without liberties', { size: 5, setup: { black: ['B1', 'A2'], white: ['A1'] } }, 'no-liberties', 'A1'],
    [
      'the first dead stone in setup order is named',
      { size: 5, setup: { white: ['A1', 'B1', 'C1', 'D1', 'E2'], black: ['A2', 'B2', 'C2', 'D2', 'E1'] } },
      'no-liberties',
      'E1',
    ],
    ['toPlay not a colour', { size: 9, setup: { toPlay: 'red' as 'black' } }, 'bad-to-play', 'red'],
    [
      'both colours already connected',
      { size: 5, setup: { black: ['A1', 'B1', 'C1', 'D1', 'E1'], white: ['A5', 'B5', 'C5', 'D5', 'E5'] } },
      'both-won',
    ],
  ];
  for (const [name, options, code, value] of table) {
    test(`${name}: ${code}`, () => assert.throws(() => new Gonnect(options), setupFails(code, value)));
  }

  test('sizes 5 and 25 are accepted; points read case-insensitively', () => {
    assert.equal(new Gonnect({ size: 5 }).legalMoves().length, 25);
    const big = new Gonnect({ size: 25, setup: { black: ['z25', 'a1'] } });
    assert.equal(big.at('Z25'), 'black');
    assert.equal(big.at('a1'), 'black');
  });

  test('a setup that already won, and one that leaves no legal move, are finished games', () => {
    const won = new Gonnect({ size: 5, setup: { white: ['C1', 'C2', 'C3', 'C4', 'C5'] } });
    assert.deepEqual(won.result, { winner: 'white', reason: 'connection', stones: ['C1', 'C2', 'C3', 'C4', 'C5'] });
    assert.throws(() => won.play('A1'), refusedWith('game-over'));
    const stuck = fromDiagram(['X X O O .', 'X . X O X', '. X . X X', 'X . X . O', '. X . X X'], { setup: { toPlay: 'white' } });
    assert.deepEqual(stuck.result, { winner: 'black', reason: 'no-legal-move', stones: [] });
    assert.deepEqual(stuck.legalMoves(), []);
    assert.equal(stuck.undo(), false);
  });
});

describe('notation and the index path', () => {
  test('points in any case; records and moves in upper case', () => {
    const game = new Gonnect({ size: 9 });
    assert.deepEqual(game.play('d4'), { color: 'black', point: 'D4', captured: [] });
    assert.equal(game.at('D4'), 'black');
    assert.equal(game.at('d4'), 'black');
    assert.equal(game.at('E5'), null);
    game.play(' j9 ');
    assert.deepEqual(game.moves, ['D4', 'J9']);
  });

  test('indexOf, pointAt and stoneAt use row * size + col from A1', () => {
    const game = new Gonnect({ size: 9, setup: { black: ['B1'], white: ['A2'] } });
    assert.equal(game.indexOf('B1'), 1);
    assert.equal(game.indexOf('a2'), 9);
    assert.equal(game.pointAt(80), 'J9');
    assert.equal(game.stoneAt(1), 1);
    assert.equal(game.stoneAt(9), 2);
    assert.equal(game.stoneAt(0), 0);
    assert.throws(() => game.indexOf('K1'), refusedWith('off-board'));
    assert.throws(() => game.pointAt(81), refusedWith('off-board'));
  });

  test('bad text: at throws off-board, isLegal is false, play throws off-board', () => {
    const game = new Gonnect({ size: 9 });
    for (const text of ['', 'hello', 'Z99', 'K1', 'A10', 'A0', 'I5', '5A', 'swap']) {
      assert.throws(() => game.at(text), refusedWith('off-board'), text);
      assert.equal(game.isLegal(text), false, text);
      assert.throws(
        () => game.play(text),
        (e) => refusedWith('off-board')(e) && (e as IllegalMoveError).point === text,
        text,
      );
    }
    assert.equal(game.isLegal(undefined as unknown as string), false);
    assert.equal(game.isLegalIndex(-1), false);
    assert.equal(game.isLegalIndex(81), false);
    assert.equal(game.isLegalIndex(1.5), false);
    assert.deepEqual(game.moves, []);
  });

  test('playIndex and randomLegalMove play legal moves only', () => {
    const game = new Gonnect({ size: 7, swap: false });
    const rng = new Rng(5);
    let move: number;
    let count = 0;
    while ((move = game.randomLegalMove(rng)) >= 0) {
      assert.ok(game.isLegalIndex(move));
      assert.ok(game.legalMoves().includes(game.pointAt(move)));
      game.playIndex(move);
      count++;
    }
    assert.ok(game.result !== null);
    assert.equal(game.moves.length, count);
  });

  test('moves is a new array each time', () => {
    const game = new Gonnect({ size: 9 });
    game.play('E5');
    const moves = game.moves;
    moves.push('X');
    assert.deepEqual(game.moves, ['E5']);
    assert.notEqual(game.moves, game.moves);
  });
});

describe('refused moves', () => {
  // Each position: the side to move, the point and the code; the state must not change.
  const table: [string, string[], 'black' | 'white', string, IllegalMoveCode][] = [
    ['occupied', ['. . . . .', '. X . . .', '. . . . .', '. . O . .', '. . . . .'], 'black', 'B4', 'occupied'],
    ['occupied by the mover', ['. . . . .', '. X . . .', '. . . . .', '. . O . .', '. . . . .'], 'black', 'c2', 'occupied'],
    ['suicide', ['. X . . .', 'X . X . .', '. X . . .', '. . . . .', '. . . . .'], 'white', 'B4', 'suicide'],
    ['off the board', ['. . . . .', '. . . . .', '. . . . .', '. . . . .', '. . . . .'], 'black', 'F1', 'off-board'],
  ];
  for (const [name, rows, toPlay, point, code] of table) {
    test(`${name}: ${code}, and nothing changes`, () => {
      const game = fromDiagram(rows, { setup: { toPlay } });
      const before = snapshot(game);
      assert.throws(
        () => game.play(point),
        (e) => refusedWith(code)(e) && (e as IllegalMoveError).point === point,
      );
      assert.deepEqual(snapshot(game), before);
    });
  }

  test('ko, then game-over: each refused move changes nothing', () => {
    const game = fromDiagram(['. . . . .', '. . X O .', '. X . . O', '. . X O .', '. . . . .'], { setup: { toPlay: 'white' } });
    game.play('C3');
    assert.deepEqual(game.play('D3').captured, ['C3']);
    const before = snapshot(game);
    assert.throws(() => game.play('C3'), refusedWith('ko'));
    assert.deepEqual(snapshot(game), before);
    const won = new Gonnect({ size: 5, setup: { black: ['A1', 'A2', 'A3', 'A4'] } });
    won.play('A5');
    const over = snapshot(won);
    for (const text of ['B1', 'A1', 'nonsense']) assert.throws(() => won.play(text), refusedWith('game-over'));
    assert.throws(() => won.swap(), refusedWith('swap-not-allowed'));
    assert.deepEqual(snapshot(won), over);
  });
});

describe('pie rule', () => {
  test('White may swap after the first move: the board stays, White still moves', () => {
    const game = new Gonnect({ size: 9 });
    assert.equal(game.canSwap, false);
    game.play('E5');
    assert.equal(game.canSwap, true);
    const board = drawBoard(game);
    game.swap();
    assert.equal(game.swapped, true);
    assert.equal(game.toPlay, 'white');
    assert.deepEqual(drawBoard(game), board);
    assert.deepEqual(game.moves, ['E5', 'swap']);
    assert.equal(game.canSwap, false);
    assert.throws(() => game.swap(), refusedWith('swap-not-allowed'), 'not twice');
    assert.deepEqual(game.play('D4').color, 'white');
    assert.equal(game.swapped, true);
  });

  test('swap is refused before any move, after two moves, after a setup, and with swap off', () => {
    const fresh = new Gonnect({ size: 9 });
    assert.throws(() => fresh.swap(), refusedWith('swap-not-allowed'));
    fresh.play('E5');
    fresh.play('D4');
    assert.equal(fresh.canSwap, false);
    assert.throws(() => fresh.swap(), refusedWith('swap-not-allowed'));
    const setup = new Gonnect({ size: 9, setup: { white: ['A1'] } });
    setup.play('E5');
    assert.equal(setup.canSwap, false);
    assert.throws(() => setup.swap(), refusedWith('swap-not-allowed'));
    const off = new Gonnect({ size: 9, swap: false });
    off.play('E5');
    assert.equal(off.canSwap, false);
    const before = snapshot(off);
    assert.throws(() => off.swap(), refusedWith('swap-not-allowed'));
    assert.deepEqual(snapshot(off), before);
  });

  test('undo takes a swap back', () => {
    const game = new Gonnect({ size: 9 });
    game.play('E5');
    game.swap();
    assert.equal(game.undo(), true);
    assert.equal(game.swapped, false);
    assert.equal(game.canSwap, true);
    assert.deepEqual(game.moves, ['E5']);
    assert.equal(game.toPlay, 'white');
  });
});

describe('undo and clone', () => {
  test('undo restores stones, captures, turn and result; false at the setup', () => {
    const game = fromDiagram(['X X a X X', 'O X O X O', '. O X O .', '. . . . .', '. . . . .']);
    assert.equal(game.undo(), false);
    const start = snapshot(game);
    game.play('C5');
    assert.deepEqual(game.captures, { black: 1, white: 0 });
    assert.equal(game.result?.winner, 'black');
    assert.equal(game.undo(), true);
    assert.deepEqual(snapshot(game), start);
    assert.deepEqual(game.captures, { black: 0, white: 0 });
    assert.equal(game.result, null);
    assert.equal(game.undo(), false);
  });

  test('undo after many moves equals the game replayed without the last move', () => {
    const game = new Gonnect({ size: 7, swap: false });
    const rng = new Rng(99);
    for (let i = 0; i < 40 && game.result === null; i++) game.playIndex(game.randomLegalMove(rng));
    const moves = game.moves;
    game.undo();
    const replay = new Gonnect({ size: 7, swap: false });
    for (const m of moves.slice(0, -1)) replay.play(m);
    assert.deepEqual(snapshot(game), snapshot(replay));
  });

  test('a clone is independent in both directions', () => {
    const game = new Gonnect({ size: 9, superko: true });
    game.play('E5');
    game.swap();
    const copy = game.clone();
    assert.deepEqual(snapshot(copy), snapshot(game));
    assert.equal(copy.superko, true);
    copy.play('D4');
    assert.equal(game.at('D4'), null);
    assert.deepEqual(game.moves, ['E5', 'swap']);
    game.play('F6');
    assert.equal(copy.at('F6'), null);
    assert.equal(copy.undo(), true);
    assert.equal(copy.undo(), true);
    assert.deepEqual(copy.moves, ['E5']);
    assert.deepEqual(game.moves, ['E5', 'swap', 'F6']);
    assert.equal(game.clone().clone().at('F6'), 'white');
  });

  test('copyFrom overwrites a game with an independent copy, setup and history included', () => {
    const source = fromDiagram(['. . . . .', '. X . . .', '. . . . .', '. . . O .', '. . . . .'], { setup: { toPlay: 'white' } });
    source.play('C3');
    source.play('C2');
    const scratch = new Gonnect({ size: 5 });
    scratch.play('A1');
    scratch.copyFrom(source);
    assert.deepEqual(snapshot(scratch), snapshot(source));
    assert.deepEqual(scratch.moves, ['C3', 'C2']);
    scratch.play('E5');
    assert.equal(source.at('E5'), null, 'the source did not move');
    assert.equal(scratch.undo(), true);
    assert.equal(scratch.undo(), true);
    assert.equal(scratch.undo(), true);
    assert.equal(scratch.undo(), false, 'back at the source setup');
    assert.equal(scratch.at('B4'), 'black');
    assert.equal(scratch.toPlay, 'white');
    assert.equal(scratch.canSwap, false, 'no pie rule after a setup with stones');
  });

  test('copyFrom refuses a game of another size or options and keeps its state', () => {
    const game = new Gonnect({ size: 7 });
    game.play('D4');
    const before = snapshot(game);
    for (const other of [new Gonnect({ size: 9 }), new Gonnect({ size: 7, swap: false }), new Gonnect({ size: 7, superko: true })]) {
      assert.throws(
        () => game.copyFrom(other),
        (e) => e instanceof RangeError && /same size, pie rule and superko/.test(e.message),
      );
      assert.deepEqual(snapshot(game), before);
      assert.deepEqual(game.moves, ['D4']);
    }
  });
});

describe('move log', () => {
  test('entries past the typed-array room are kept, copied, dropped and replaced in order', () => {
    // A 5×5 game's log has room for 2 × 25 moves; a longer game spills into a plain array.
    const room = 2 * 5 * 5;
    const log = new MoveLog(room);
    const entries = Array.from({ length: room + 20 }, (_, i) => (i % 7 === 3 ? -1 : (i * 11) % 25));
    for (const index of entries) log.push(index);
    assert.deepEqual(log.toArray(), entries);
    assert.equal(log.at(room + 5), entries[room + 5]);
    const copy = new MoveLog(room);
    copy.copyFrom(log);
    for (let i = 0; i < 25; i++) log.pop();
    assert.deepEqual(log.toArray(), entries.slice(0, -25));
    assert.deepEqual(copy.toArray(), entries, 'the copy keeps its own log');
    log.push(24);
    assert.deepEqual(log.toArray(), [...entries.slice(0, -25), 24]);
  });
});

describe('games from an empty board', () => {
  test("share their starting position but nothing they change: play, undo and superko stay each game's own", () => {
    const a = new Gonnect({ size: 5, superko: true, swap: false });
    const b = new Gonnect({ size: 5, superko: true, swap: false });
    for (const p of ['C3', 'C2', 'B2', 'D2']) a.play(p);
    a.undo();
    assert.deepEqual(b.legalMoves().length, 25, 'b still has an empty board');
    b.play('B2');
    assert.equal(a.at('B2'), 'black');
    assert.equal(b.at('C3'), null);
    while (a.undo());
    assert.deepEqual(snapshot(a), snapshot(new Gonnect({ size: 5, superko: true, swap: false })));
    assert.deepEqual(b.moves, ['B2']);
  });
});
