// Connect6 in Little Golem's SGF dialect: one node per turn, both stones in one value,
// columns a–s with i, rows from the bottom; LG files read and written again unchanged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sgf from '@sabaki/sgf';
import { type Connect6Record, parseConnect6Sgf, stringifyConnect6Sgf } from '../../src/notation/records/index.js';
import { recordError } from './helpers.js';

const LG_HEADER = '(;FF[4]EV[connect6.ch.26.1.1]PB[Phoenix]PW[Lomaben]SO[http://www.littlegolem.com]';
const SHORT = `${LG_HEADER};B[j10];W[j9l11];B[k9l8])`;
/** A 24-turn game in Little Golem's form, still going on. */
const LONG =
  '(;FF[4]EV[connect6.mix.tourn.4.2.7]PB[Ito]PW[marcel]SO[http://www.littlegolem.com]' +
  ';B[j10];W[e5n11];B[j9i7];W[j12g6];B[l10f8];W[g10g14];B[g13f6];W[f7e14];B[j11k14];W[m5i5];B[e12h9];W[i14l11]' +
  ';B[h8n8];W[f11h5];B[j13f10];W[k13n13];B[j14n10];W[j8l14];B[i11h7];W[k5k10];B[f14m12];W[k12n9];B[l13i10];W[i9f5])';

describe("Little Golem's Connect6 SGF", () => {
  it('reads the turns into stones, with LG columns (j is our K) and rows from the bottom', () => {
    const record = parseConnect6Sgf(SHORT);
    assert.deepEqual(record, {
      kind: 'connect6',
      size: 19,
      setup: { black: [], white: [], toPlay: 'black', stonesLeft: 1 },
      moves: ['K10', 'K9', 'M11', 'L9', 'M8'],
      players: { black: 'Phoenix', white: 'Lomaben' },
      event: 'connect6.ch.26.1.1',
      source: 'http://www.littlegolem.com',
    });
  });

  it('writes an LG file read back exactly as it was', () => {
    assert.equal(stringifyConnect6Sgf(parseConnect6Sgf(SHORT)), SHORT);
    const long = parseConnect6Sgf(LONG);
    assert.equal(long.moves.length, 47);
    assert.equal(stringifyConnect6Sgf(long), LONG);
  });

  it('normalises case, whitespace, property order, unknown properties and variations', () => {
    const moves = LONG.slice(LONG.indexOf(';B[j10]'), -1); // ';B[j10];W[e5n11]...;W[i9f5]'
    const messy =
      '(\n;SO[http://www.littlegolem.com] FF[4] DT[2024-01-02]\n PW[marcel]PB[Ito]\n EV[connect6.mix.tourn.4.2.7]\n' +
      moves.toUpperCase().replaceAll(';', '\n; ') +
      'C[a comment](;B[a1b1])(;B[c1d1]))';
    assert.equal(stringifyConnect6Sgf(parseConnect6Sgf(messy)), `${LONG.slice(0, -1)};B[a1b1])`);
  });

  it('reads a turn split over nodes of its colour, as one-stone-per-node programs write it', () => {
    assert.deepEqual(parseConnect6Sgf('(;FF[4];B[j10];W[j9];W[l11];B[k9])').moves, ['K10', 'K9', 'M11', 'L9']);
  });

  it('keeps a short last turn (a game saved in the middle of a turn)', () => {
    const text = '(;FF[4];B[j10];W[j9])';
    assert.deepEqual(parseConnect6Sgf(text).moves, ['K10', 'K9']);
    assert.equal(stringifyConnect6Sgf(parseConnect6Sgf(text)), text);
  });

  it('writes SZ only for another board, RE only for a result, and a setup with AB, AW, PL and LEFT', () => {
    const record: Connect6Record = {
      kind: 'connect6',
      size: 13,
      setup: { black: ['G7', 'H8'], white: ['J9'], toPlay: 'white', stonesLeft: 1 },
      moves: ['A1', 'B2', 'C3'],
      result: 'W+',
    };
    const text = stringifyConnect6Sgf(record);
    assert.equal(text, '(;FF[4]SZ[13]RE[W+]AB[g7][h8]AW[i9]PL[W]LEFT[1];W[a1];B[b2c3])');
    assert.deepEqual(parseConnect6Sgf(text), record);
    assert.equal(parseConnect6Sgf('(;FF[4]AB[j10];W[a1b1])').setup.stonesLeft, 2);
  });

  it('is read by an independent SGF reader (@sabaki/sgf) with the turns intact', () => {
    const [root] = sgf.parse(SHORT);
    assert.deepEqual(root!.data.PB, ['Phoenix']);
    const values: string[] = [];
    for (let node = root!.children[0]; node; node = node.children[0]) values.push(node.data.B?.[0] ?? node.data.W?.[0] ?? '');
    assert.deepEqual(values, ['j10', 'j9l11', 'k9l8']);
  });

  // [text, code, turn (moveNumber), token]
  const refused: Array<[string, string, number | undefined, string | undefined]> = [
    ['(;FF[4];B[j10k10])', 'bad-turn', 1, 'B[j10k10]'],
    ['(;FF[4];B[j10];W[j9];B[k9l8])', 'bad-turn', 2, 'B[k9l8]'],
    ['(;FF[4];B[j10];W[j9k9l9])', 'bad-turn', 2, 'W[j9k9l9]'],
    ['(;FF[4];B[j10];B[j9k9])', 'wrong-turn', 2, 'B[j9k9]'],
    ['(;FF[4]PL[W];B[j10])', 'wrong-turn', 1, 'B[j10]'],
    ['(;FF[4];B[j10];W[t1a1])', 'off-board', 2, 't1'],
    ['(;FF[4];B[j20])', 'off-board', 1, 'j20'],
    ['(;FF[4]SZ[13];B[n1])', 'off-board', 1, 'n1'],
    ['(;FF[4];B[j10k])', 'bad-point', 1, 'B[j10k]'],
    ['(;FF[4];B[jj])', 'bad-point', 1, 'B[jj]'],
    ['(;FF[4];B[j0])', 'bad-point', 1, 'j0'],
    ['(;FF[4];B[])', 'pass', 1, 'B[]'],
    ['(;FF[4];B[j10]W[k10])', 'bad-value', undefined, 'W[k10]'],
    ['(;FF[4]LEFT[3];B[j10])', 'bad-value', undefined, 'LEFT[3]'],
    ['(;FF[4]SZ[5])', 'bad-size', undefined, 'SZ[5]'],
    ['(;FF[4];B[j10];AB[a1])', 'setup-in-game', undefined, 'AB[a1]'],
    ['(;FF[4]AB[a1][a1])', 'duplicate', undefined, 'AB[a1]'],
    ['(;FF[4]GM[1]SZ[19];B[jj])', 'wrong-game', undefined, undefined],
  ];
  for (const [text, code, moveNumber, token] of refused) {
    it(`refuses ${text} as ${code}`, () => {
      const error = recordError(() => parseConnect6Sgf(text));
      assert.equal(error.code, code);
      assert.equal(error.moveNumber, moveNumber);
      assert.equal(error.token, token);
    });
  }

  it('refuses to write a stone off the board, naming its turn', () => {
    const record = { ...parseConnect6Sgf(SHORT), moves: ['K10', 'K9', 'Z99'] };
    const error = recordError(() => stringifyConnect6Sgf(record));
    assert.equal(error.code, 'off-board');
    assert.equal(error.moveNumber, 2);
  });
});
