// Gonnect SGF: FF[4] GM[1] RU[Gonnect] with Go's coordinates, the swap as a node of its
// own (SWAP[]), NOSWAP[] for a game without the pie rule; checked against @sabaki/sgf.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sgf from '@sabaki/sgf';
import { type GonnectRecord, parseGonnectSgf, stringifyGonnectSgf } from '../../src/notation/records/index.js';
import { recordError } from './helpers.js';

/** A 13×13 game: D4, swap, E5, then F6 and G7, Ann and Bob, won by Black. */
const GAME: GonnectRecord = {
  kind: 'gonnect',
  size: 13,
  setup: { black: [], white: [], toPlay: 'black' },
  swap: true,
  moves: ['D4', 'swap', 'E5', 'F6', 'G7'],
  players: { black: 'Ann', white: 'Bob' },
  result: 'B+',
};
const GAME_TEXT = '(;FF[4]GM[1]CA[UTF-8]SZ[13]RU[Gonnect]PB[Ann]PW[Bob]RE[B+]\n;B[dj];SWAP[];W[ei];B[fh];W[gg])';

describe('Gonnect SGF writing', () => {
  it('writes the root, then the moves with the swap as a node of its own', () => {
    assert.equal(stringifyGonnectSgf(GAME), GAME_TEXT);
  });

  it('reads its own text back to the same record', () => {
    assert.deepEqual(parseGonnectSgf(GAME_TEXT), GAME);
  });

  it('uses Go SGF coordinates: column a first, row a at the top', () => {
    const corners = { ...GAME, moves: ['A13', 'N1', 'A1', 'N13'], players: undefined, result: undefined };
    delete corners.players;
    delete corners.result;
    assert.match(stringifyGonnectSgf(corners), /;B\[aa\];W\[mm\];B\[am\];W\[ma\]\)$/);
  });

  it('breaks lines after the root and every ten moves', () => {
    const moves = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'J1', 'K1', 'L1', 'M1'];
    const lines = stringifyGonnectSgf({ ...GAME, moves }).split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[1]!.split(';').length - 1, 10);
  });

  it('writes a setup with AB, AW and PL, and a game without the pie rule with NOSWAP[]', () => {
    const record: GonnectRecord = {
      kind: 'gonnect',
      size: 9,
      setup: { black: ['C3', 'D4'], white: ['E5'], toPlay: 'white' },
      swap: false,
      moves: ['F6'],
    };
    const text = stringifyGonnectSgf(record);
    assert.equal(text, '(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Gonnect]NOSWAP[]AB[cg][df]AW[ee]PL[W]\n;W[fd])');
    assert.deepEqual(parseGonnectSgf(text), record);
  });

  it('escapes ] and \\ in names', () => {
    const record = { ...GAME, players: { black: 'A]n\\n', white: 'B[o]b' } };
    const text = stringifyGonnectSgf(record);
    assert.match(text, /PB\[A\\\]n\\\\n\]PW\[B\[o\\\]b\]/);
    assert.deepEqual(parseGonnectSgf(text), record);
  });

  it('refuses a point that is not on the board, changing nothing', () => {
    const record = { ...GAME, moves: ['D4', 'Z9'] };
    const before = structuredClone(record);
    const error = recordError(() => stringifyGonnectSgf(record));
    assert.equal(error.code, 'off-board');
    assert.equal(error.moveNumber, 2);
    assert.deepEqual(record, before);
  });
});

describe('an independent SGF reader (@sabaki/sgf) sees the board', () => {
  it('reads the swap as a node without B or W, and every stone where we put it', () => {
    const [root] = sgf.parse(GAME_TEXT);
    const nodes = [root!];
    while (nodes[nodes.length - 1]!.children.length > 0) nodes.push(nodes[nodes.length - 1]!.children[0]!);
    assert.deepEqual(nodes[0]!.data.RU, ['Gonnect']);
    assert.deepEqual(nodes[2]!.data, { SWAP: [''] });
    assert.deepEqual(
      nodes.slice(1).map(({ data }) => data.B?.[0] ?? data.W?.[0] ?? 'swap'),
      ['dj', 'swap', 'ei', 'fh', 'gg'],
    );
  });
});

describe('Gonnect SGF reading', () => {
  it('reads whitespace, line breaks, FF[3] identifiers and a compressed setup list', () => {
    const text = '(;FF[4] GaMe[1]\r\n SZ [5]\nRU[gonnect]\n AddBlack[aa:bb] [ee]\n;White[cc]\n)';
    const record = parseGonnectSgf(text);
    assert.deepEqual(record.setup, { black: ['A5', 'B5', 'A4', 'B4', 'E1'], white: [], toPlay: 'white' });
    assert.deepEqual(record.moves, ['C3']);
  });

  it('without PL, the first move says who starts; without SZ the board is 19×19 (FF[4] Go)', () => {
    const record = parseGonnectSgf('(;GM[1]AB[dd];W[pp])');
    assert.equal(record.setup.toPlay, 'white');
    assert.equal(record.size, 19);
  });

  it('has the pie rule on unless NOSWAP[] says otherwise', () => {
    assert.equal(parseGonnectSgf('(;GM[1]SZ[9];B[ee])').swap, true);
    assert.equal(parseGonnectSgf('(;GM[1]SZ[9]NOSWAP[];B[ee])').swap, false);
  });

  it('takes the main line, skips nodes without a move and reads SimpleText line breaks as spaces', () => {
    const text = '(;GM[1]SZ[9]PB[Ann\nLee];C[a comment];B[ee](;W[dd];B[cc])(;W[ff]))';
    const record = parseGonnectSgf(text);
    assert.deepEqual(record.moves, ['E5', 'D6', 'C7']);
    assert.deepEqual(record.players, { black: 'Ann Lee' });
  });

  it('takes the first game of a collection', () => {
    assert.deepEqual(parseGonnectSgf('(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[aa])').moves, ['E5']);
  });

  // [text, code, moveNumber, token]
  const refused: Array<[string, string, number | undefined, string | undefined]> = [
    ['(;GM[1]SZ[13];B[])', 'pass', 1, 'B[]'],
    ['(;GM[1]SZ[13];B[dd];W[tt])', 'pass', 2, 'W[tt]'],
    ['(;GM[1]SZ[13];B[zz])', 'off-board', 1, 'B[zz]'],
    ['(;GM[1]SZ[13];B[nn])', 'off-board', 1, 'B[nn]'],
    ['(;GM[1]SZ[13];B[d])', 'bad-point', 1, 'B[d]'],
    ['(;GM[1]SZ[13];B[d4])', 'bad-point', 1, 'B[d4]'],
    ['(;GM[1]SZ[13]AB[nn])', 'off-board', undefined, 'AB[nn]'],
    ['(;GM[1]SZ[13]AB[aa][aa])', 'duplicate', undefined, 'AB[aa]'],
    ['(;GM[1]SZ[13]AB[aa]AW[aa])', 'duplicate', undefined, 'AW[aa]'],
    ['(;GM[1]SZ[13];B[aa];B[bb])', 'wrong-turn', 2, 'B[bb]'],
    ['(;GM[1]SZ[13]PL[B];W[aa])', 'wrong-turn', 1, 'W[aa]'],
    ['(;GM[1]SZ[13];B[aa];AB[bb])', 'setup-in-game', undefined, 'AB[bb]'],
    ['(;GM[1]SZ[13];B[aa]W[bb])', 'bad-value', 1, 'W[bb]'],
    ['(;GM[1]SZ[13];B[aa][bb])', 'bad-value', 1, 'B[aa][bb]'],
    ['(;GM[1]SZ[13]PL[X])', 'bad-value', undefined, 'PL[X]'],
    ['(;FF[7]GM[1]SZ[13])', 'bad-value', undefined, 'FF[7]'],
    ['(;GM[1]SZ[abc])', 'bad-value', undefined, 'SZ[abc]'],
    ['(;GM[1]SZ[4])', 'bad-size', undefined, 'SZ[4]'],
    ['(;GM[1]SZ[26])', 'bad-size', undefined, 'SZ[26]'],
    ['(;GM[1]SZ[13:9])', 'bad-size', undefined, 'SZ[13:9]'],
    ['(;GM[2]SZ[8])', 'wrong-game', undefined, 'GM[2]'],
    ['(;GM[1]RU[Japanese]SZ[19])', 'wrong-game', undefined, 'RU[Japanese]'],
    ['(;RU[Connect6];B[j10])', 'wrong-game', undefined, undefined],
    ['(;GM[1]SZ[13];B[aa]', 'sgf-syntax', undefined, undefined],
  ];
  for (const [text, code, moveNumber, token] of refused) {
    it(`refuses ${text} as ${code}`, () => {
      const error = recordError(() => parseGonnectSgf(text));
      assert.equal(error.code, code);
      assert.equal(error.moveNumber, moveNumber);
      assert.equal(error.token, token);
      if (token !== undefined) assert.equal(error.position, text.indexOf(token));
    });
  }

  it('reads the swap node, and a stone after it by White', () => {
    assert.deepEqual(parseGonnectSgf('(;GM[1]SZ[9];B[ee];SWAP[];W[dd])').moves, ['E5', 'swap', 'D6']);
    assert.equal(recordError(() => parseGonnectSgf('(;GM[1]SZ[9];B[ee];SWAP[];B[dd])')).code, 'wrong-turn');
  });
});
