// Records replayed with the rules: every refusal has its code, move number and token,
// and nothing half-loaded escapes; games written down as records; loadRecord end to end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { emptyRecord, gameFromRecord, type GameRecord, loadRecord, recordFromGame, resultText } from '../../src/records/index.js';
import { recordError } from './helpers.js';

/** A Gonnect record on `size` from a setup and moves. */
function gonnect(size: number, moves: string[], setup: Partial<GameRecord['setup']> = {}, swap = true): GameRecord {
  return { ...emptyRecord('gonnect', size), setup: { black: [], white: [], toPlay: 'black', ...setup }, swap, moves };
}

/** A Connect6 record on `size` from a setup and moves. */
function connect6(size: number, moves: string[], setup: Partial<GameRecord['setup'] & { stonesLeft: 1 | 2 }> = {}): GameRecord {
  return { ...emptyRecord('connect6', size), setup: { black: [], white: [], toPlay: 'black', stonesLeft: 1, ...setup }, moves };
}

describe('gameFromRecord', () => {
  it('replays a record into the engine game', () => {
    const { game, ignored } = gameFromRecord(gonnect(9, ['E5', 'swap', 'D4', 'C3']));
    assert.deepEqual(game.moves, ['E5', 'swap', 'D4', 'C3']);
    assert.equal(game.at('C3'), 'black');
    assert.equal(ignored, undefined);
  });

  // 5×5 positions, rows from the top:
  //  suicide: White A2 B1 around A1.      ko: 3 . B W . .
  //                                          2 B W . W .
  //                                          1 . B W . .
  const ko = { black: ['B3', 'A2', 'B1'], white: ['C3', 'B2', 'D2', 'C1'] };
  const column = ['C1', 'A1', 'C2', 'A2', 'C3', 'A3', 'C4', 'A4', 'C5'];
  // 7×7 Connect6: Black fills column A from A1, White plays on the right; turn 7's A6 makes six.
  const SIX = ['A1', 'G1', 'G2', 'A2', 'A3', 'G3', 'G4', 'A4', 'A5', 'F1', 'F2', 'A6'];
  // [why, record, code, moveNumber, token]
  const refused: Array<[string, GameRecord, string, number | undefined, string | undefined]> = [
    ['a stone on a stone', gonnect(9, ['E5', 'E5']), 'occupied', 2, 'E5'],
    ['a suicide', gonnect(5, ['A1'], { white: ['A2', 'B1'] }), 'suicide', 1, 'A1'],
    ['a ko retake', gonnect(5, ['C2', 'B2'], ko), 'ko', 2, 'B2'],
    ['a move after the connection', gonnect(5, [...column, 'E5']), 'game-over', 10, 'E5'],
    ['a swap without the pie rule', gonnect(9, ['E5', 'swap'], {}, false), 'swap-not-allowed', 2, 'swap'],
    ['a swap after a setup', gonnect(9, ['E5', 'swap'], { black: ['A1'] }), 'swap-not-allowed', 2, 'swap'],
    ['a second swap', gonnect(9, ['E5', 'swap', 'swap']), 'swap-not-allowed', 3, 'swap'],
    ['text that is no point', gonnect(9, ['E5', 'I5']), 'bad-point', 2, 'I5'],
    ['a point off the board', gonnect(9, ['E5', 'K5']), 'off-board', 2, 'K5'],
    ['a setup point twice', gonnect(9, [], { black: ['A1'], white: ['A1'] }), 'duplicate', undefined, 'A1'],
    ['a setup chain without liberties', gonnect(5, [], { black: ['A1'], white: ['A2', 'B1'] }), 'no-liberties', undefined, 'A1'],
    ['a board too small', gonnect(4, []), 'bad-size', undefined, '4'],
    ['a Connect6 stone on a stone (turn 2)', connect6(19, ['K10', 'K9', 'K10']), 'occupied', 2, 'K10'],
    ['a Connect6 swap', connect6(19, ['K10', 'swap']), 'swap-not-allowed', 2, 'swap'],
    ['a Connect6 turn after the six', connect6(7, [...SIX, 'B7', 'C7']), 'game-over', 8, 'C7'],
    [
      'a Connect6 setup where both have six',
      connect6(7, [], { black: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'], white: ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'] }),
      'both-won',
      undefined,
      undefined,
    ],
    ['a Connect6 board too small', connect6(5, []), 'bad-size', undefined, '5'],
    ['a game that is neither', { ...gonnect(9, []), kind: 'chess' } as unknown as GameRecord, 'wrong-game', undefined, 'chess'],
    ['moves that are no list', { ...gonnect(9, []), moves: 'E5' } as unknown as GameRecord, 'bad-value', undefined, undefined],
  ];
  for (const [why, record, code, moveNumber, token] of refused) {
    it(`refuses ${why} as ${code}, changing nothing`, () => {
      const before = structuredClone(record);
      const error = recordError(() => gameFromRecord(record));
      assert.equal(error.code, code);
      assert.equal(error.moveNumber, moveNumber);
      assert.equal(error.token, token);
      assert.deepEqual(record, before);
    });
  }

  it('ignores the second stone of the turn whose first stone made six, and says so', () => {
    // 7×7, turn 7: Black's A6 makes six in column A; the record still holds B7.
    const record = connect6(7, ['A1', 'G1', 'G2', 'A2', 'A3', 'G3', 'G4', 'A4', 'A5', 'F1', 'F2', 'A6', 'B7']);
    const { game, ignored } = gameFromRecord(record);
    assert.deepEqual(ignored, { moveNumber: 7, moves: ['B7'] });
    assert.equal(game.result?.winner, 'black');
    assert.deepEqual(game.moves, record.moves.slice(0, -1));
  });

  it('refuses a stone after a win that ended a whole turn', () => {
    // Black's second stone of turn 7 makes the six: nothing may follow.
    const record = connect6(7, ['A1', 'G1', 'G2', 'A2', 'A3', 'G3', 'G4', 'A4', 'A5', 'F1', 'F2', 'B7', 'A6', 'C7']);
    const error = recordError(() => gameFromRecord(record));
    assert.deepEqual([error.code, error.moveNumber, error.token], ['game-over', 8, 'C7']);
  });
});

describe('recordFromGame', () => {
  it('writes the setup, the moves, the pie rule and the result', () => {
    const game = new Gonnect({ size: 5, swap: false });
    for (const point of ['C1', 'A1', 'C2', 'A2', 'C3', 'A3', 'C4', 'A4', 'C5']) game.play(point);
    assert.deepEqual(recordFromGame(game, { players: { black: 'Ann' }, event: 'Club' }), {
      kind: 'gonnect',
      size: 5,
      setup: { black: [], white: [], toPlay: 'black' },
      swap: false,
      moves: ['C1', 'A1', 'C2', 'A2', 'C3', 'A3', 'C4', 'A4', 'C5'],
      players: { black: 'Ann' },
      event: 'Club',
      result: 'B+',
    });
  });

  it('keeps a Connect6 setup with its stones left, and a result given instead of the game', () => {
    const game = new Connect6({ size: 9, setup: { black: ['E5'], white: ['D4'], toPlay: 'white', stonesLeft: 1 } });
    game.play('A1');
    const record = recordFromGame(game, { result: 'W+R' });
    assert.deepEqual(record.setup, { black: ['E5'], white: ['D4'], toPlay: 'white', stonesLeft: 1 });
    assert.equal(record.result, 'W+R');
    assert.deepEqual(gameFromRecord(record).game.moves, ['A1']);
  });

  it('writes results as SGF RE does', () => {
    assert.equal(resultText(null), undefined);
    assert.equal(resultText({ winner: 'black', reason: 'connection', stones: [] }), 'B+');
    assert.equal(resultText({ winner: 'white', reason: 'six-in-a-row', stones: [] }), 'W+');
    assert.equal(resultText({ winner: null, reason: 'board-full', stones: [] }), 'Draw');
  });
});

describe('loadRecord', () => {
  it('reads and replays text in one step', () => {
    const { game, record, format } = loadRecord('(;FF[4];B[j10];W[j9l11])');
    assert.equal(format, 'sgf');
    assert.equal(record.kind, 'connect6');
    assert.deepEqual(game.moves, ['K10', 'K9', 'M11']);
  });

  it('names a refused move of a Little Golem file as the file writes it', () => {
    for (const text of ['(;FF[4];B[j10];W[j9j10])', '1.j10 2.j9j10']) {
      const error = recordError(() => loadRecord(text));
      assert.deepEqual([error.code, error.moveNumber, error.token], ['occupied', 2, 'j10']);
    }
    const moves = recordError(() => loadRecord('K10 K9 K10', 'connect6'));
    assert.deepEqual([moves.code, moves.moveNumber, moves.token], ['occupied', 2, 'K10']);
  });

  it('reports the ignored stone of a Little Golem file', () => {
    const text = '(;FF[4]SZ[7];B[a1];W[g1g2];B[a2a3];W[g3g4];B[a4a5];W[f1f2];B[a6b7])';
    const { ignored, game } = loadRecord(text);
    assert.deepEqual(ignored, { moveNumber: 7, moves: ['B7'] });
    assert.equal(game.result?.winner, 'black');
  });
});
