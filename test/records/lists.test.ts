// The numbered Connect6 list (`1.j10 2.i9l10`), the plain move list of the `moves`
// attribute, and parseRecord / stringifyRecord recognising and choosing the format.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canExpress,
  detectFormat,
  emptyRecord,
  parseConnect6List,
  parseMoveRecord,
  parseRecord,
  stringifyConnect6List,
  stringifyMoveRecord,
  stringifyRecord,
} from '../../src/notation/records/index.js';
import { recordError } from './helpers.js';

describe('the numbered Connect6 list', () => {
  it('reads one entry per turn in Little Golem points', () => {
    const record = parseConnect6List('1.j10 2.i9l10 3.j8l8');
    assert.deepEqual(record.moves, ['K10', 'J9', 'M10', 'K8', 'M8']);
    assert.equal(record.size, 19);
    assert.deepEqual(record.setup, { black: [], white: [], toPlay: 'black', stonesLeft: 1 });
  });

  it('writes the list back, lower case, one space between entries', () => {
    assert.equal(stringifyConnect6List(parseConnect6List(' 1. J10\n2.I9L10   3.j8l8 ')), '1.j10 2.i9l10 3.j8l8');
  });

  it('reads another board size when told, and a short last turn', () => {
    const record = parseConnect6List('1.a1 2.m13l12 3.b2', 13);
    assert.deepEqual(record.moves, ['A1', 'N13', 'M12', 'B2']);
    assert.equal(stringifyConnect6List(record), '1.a1 2.m13l12 3.b2');
  });

  const refused: Array<[string, string, number, string]> = [
    ['1.j10 3.k9l8', 'bad-numbering', 2, '3.k9l8'],
    ['j10 2.k9l8', 'bad-numbering', 1, 'j10'],
    ['1.j10 2.k9 3.a1b1', 'bad-turn', 2, '2.k9'],
    ['1.j10k10', 'bad-turn', 1, '1.j10k10'],
    ['1.j10 2.k9l8m7', 'bad-turn', 2, '2.k9l8m7'],
    ['1.j10 2.k9z1', 'off-board', 2, 'z1'],
    ['1.j10 2.k9l', 'bad-point', 2, '2.k9l'],
  ];
  for (const [text, code, moveNumber, token] of refused) {
    it(`refuses ${JSON.stringify(text)} as ${code} at turn ${moveNumber}`, () => {
      const error = recordError(() => parseConnect6List(text));
      assert.equal(error.code, code);
      assert.equal(error.moveNumber, moveNumber);
      assert.equal(error.token, token);
    });
  }
});

describe('the plain move list', () => {
  it('reads points and swap with spaces or commas, in any case', () => {
    const record = parseMoveRecord('d4, SWAP e5', 'gonnect');
    assert.deepEqual(record, { ...emptyRecord('gonnect'), moves: ['D4', 'swap', 'E5'] });
    assert.equal(stringifyMoveRecord(record), 'D4 swap E5');
  });

  it('names the move of a bad token: Gonnect counts moves, Connect6 turns', () => {
    const gonnect = recordError(() => parseMoveRecord('D4 swap E55', 'gonnect'));
    assert.deepEqual([gonnect.code, gonnect.moveNumber, gonnect.token, gonnect.position], ['off-board', 3, 'E55', 8]);
    const connect6 = recordError(() => parseMoveRecord('K10 K9 L11 I1', 'connect6'));
    assert.deepEqual([connect6.code, connect6.moveNumber, connect6.token], ['bad-point', 3, 'I1']);
  });
});

describe('parseRecord and stringifyRecord', () => {
  it('recognises the format', () => {
    assert.equal(detectFormat('  \n'), null);
    assert.equal(detectFormat('(;FF[4]GM[1])'), 'sgf');
    assert.equal(detectFormat('From: a mail\n\n(;FF[4])'), 'sgf');
    assert.equal(detectFormat(' 1.j10 2.k9l8'), 'list');
    assert.equal(detectFormat('D4 swap E5'), 'moves');
  });

  it('reads SGF of either game, telling them apart by GM, RU, the event or the first stone', () => {
    assert.equal(parseRecord('(;FF[4]GM[1]SZ[13];B[dd])').kind, 'gonnect');
    assert.equal(parseRecord('(;FF[4]RU[Gonnect];B[dd])').kind, 'gonnect');
    assert.equal(parseRecord('(;FF[4];B[j10])').kind, 'connect6');
    assert.equal(parseRecord('(;FF[4]EV[connect6.ch.1])').kind, 'connect6');
    assert.equal(parseRecord('(;FF[4];B[dd])').kind, 'gonnect');
    assert.equal(parseRecord('(;FF[4]SZ[13])', 'connect6').kind, 'connect6', 'a file that does not say follows the kind asked for');
    assert.equal(recordError(() => parseRecord('(;FF[4];B[dd])', 'connect6')).code, 'bad-point');
  });

  it('refuses a record of another game than the one asked for', () => {
    assert.equal(recordError(() => parseRecord('(;GM[1];B[dd])', 'connect6')).code, 'wrong-game');
    assert.equal(recordError(() => parseRecord('(;RU[Connect6];B[j10])', 'gonnect')).code, 'wrong-game');
    assert.equal(recordError(() => parseRecord('1.j10', 'gonnect')).code, 'wrong-game');
  });

  it('needs the kind for a plain move list; blank text is the empty game of that kind, and without a kind refused', () => {
    assert.equal(recordError(() => parseRecord('D4 E5')).code, 'no-kind');
    assert.equal(recordError(() => parseRecord(' ')).code, 'empty');
    for (const kind of ['gonnect', 'connect6'] as const) {
      const empty = parseRecord(' \n', kind, 9);
      assert.deepEqual([empty.kind, empty.size, empty.moves], [kind, 9, []]);
      assert.deepEqual(empty, emptyRecord(kind, 9));
      // What the empty game writes reads back as the empty game.
      for (const format of kind === 'gonnect' ? (['moves'] as const) : (['moves', 'list'] as const)) {
        const text = stringifyRecord(emptyRecord(kind, 9), format);
        assert.equal(text, '');
        assert.deepEqual(parseRecord(text, kind, 9), emptyRecord(kind, 9));
      }
    }
    assert.equal(parseRecord('D4 E5', 'gonnect', 9).size, 9);
  });

  it('writes each format, the list for Connect6 only', () => {
    const connect6 = parseRecord('1.j10 2.i9l10');
    assert.equal(stringifyRecord(connect6, 'list'), '1.j10 2.i9l10');
    assert.equal(stringifyRecord(connect6, 'moves'), 'K10 J9 M10');
    assert.equal(stringifyRecord(connect6), '(;FF[4];B[j10];W[i9l10])');
    const gonnect = parseRecord('D4 swap', 'gonnect');
    assert.equal(stringifyRecord(gonnect, 'moves'), 'D4 swap');
    assert.equal(recordError(() => stringifyRecord(gonnect, 'list')).code, 'wrong-game');
  });

  it('says which formats hold a whole game', () => {
    const plain = emptyRecord('connect6');
    assert.deepEqual([canExpress(plain, 'sgf'), canExpress(plain, 'moves'), canExpress(plain, 'list')], [true, true, true]);
    const setup = { ...plain, setup: { ...plain.setup, black: ['K10'] } };
    assert.deepEqual([canExpress(setup, 'sgf'), canExpress(setup, 'moves'), canExpress(setup, 'list')], [true, false, false]);
    const noPie = { ...emptyRecord('gonnect'), swap: false };
    assert.deepEqual(
      [canExpress(noPie, 'sgf'), canExpress(noPie, 'moves'), canExpress(emptyRecord('gonnect', 9), 'moves')],
      [true, false, false],
    );
    assert.equal(canExpress(emptyRecord('gonnect'), 'list'), false);
  });
});
