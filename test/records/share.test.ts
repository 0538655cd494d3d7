// Share links: random games of both kinds round-trip at any ply, a 100-move Gonnect
// game stays under 300 characters, and crafted payloads give a RecordError, nothing else.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BitWriter } from '../../src/records/bits.js';
import { decodeShare, encodeShare, MAX_SHARE_LENGTH, parseRecord, RecordError, recordFromGame } from '../../src/records/index.js';
import { assertSameGame, random, randomGame, recordError } from './helpers.js';

/** A payload built bit by bit: the header fields, then whatever `body` writes. */
function craft(
  header: { version?: number; kind?: 0 | 1; size?: number; white?: 0 | 1; rule?: 0 | 1; ply?: number; setup?: [number[], number[]] },
  body: (bits: BitWriter) => void,
): string {
  const bits = new BitWriter();
  bits.write(header.version ?? 1, 3);
  bits.write(header.kind ?? 0, 1);
  bits.write((header.size ?? 9) - 5, 5);
  bits.write(header.white ?? 0, 1);
  bits.write(header.rule ?? 1, 1);
  bits.write(header.ply === undefined ? 0 : 1, 1);
  bits.write(header.setup === undefined ? 0 : 1, 1);
  if (header.ply !== undefined) bits.writeNumber(header.ply);
  if (header.setup !== undefined) {
    bits.writeNumber(header.setup[0].length);
    bits.writeNumber(header.setup[1].length);
    for (const index of [...header.setup[0], ...header.setup[1]]) bits.write(index, 7);
  }
  body(bits);
  return bits.toString();
}

/** Moves as 9×9 indices (7 bits each; 81 is the swap). */
function moves(...indices: number[]): (bits: BitWriter) => void {
  return (bits) => {
    bits.writeNumber(indices.length);
    for (const index of indices) bits.write(index, 7);
  };
}

describe('share links', () => {
  it('encodes the worked example of the format description', () => {
    const record = parseRecord('D4 swap E5', 'gonnect');
    assert.equal(encodeShare(record, 2), 'JDBBlVScA');
    const shared = decodeShare('JDBBlVScA');
    assert.deepEqual(shared.record, record);
    assert.equal(shared.ply, 2);
    assert.deepEqual(shared.game.moves, ['D4', 'swap', 'E5']);
  });

  it('round-trips random games of both kinds and many sizes, with setups, swaps and any ply', () => {
    const rnd = random(16);
    let games = 0;
    for (const kind of ['gonnect', 'connect6'] as const) {
      for (const size of [5, 6, 7, 9, 13, 15, 19, 25]) {
        if (kind === 'connect6' && size === 5) continue;
        for (let seed = 0; seed < 12; seed++) {
          const game = randomGame({ kind, size, maxMoves: Math.floor(rnd() * 150) }, seed * 31 + size);
          const record = recordFromGame(game);
          delete record.result;
          const ply = rnd() < 0.3 ? undefined : Math.floor(rnd() * (game.moves.length + 1));
          const payload = encodeShare(record, ply);
          assert.match(payload, /^[A-Za-z0-9_-]+$/);
          const shared = decodeShare(payload);
          assert.deepEqual(shared.record, record, `${kind} ${size} seed ${seed}`);
          assert.equal(shared.ply, ply);
          assertSameGame(shared.game, game, `${kind} ${size} seed ${seed}`);
          games++;
        }
      }
    }
    assert.equal(games, 15 * 12);
  });

  it('keeps a 100-move Gonnect game within 300 characters on every board', () => {
    for (const size of [9, 13, 19, 25]) {
      // The first seeded random game that lasts 100 moves on this board.
      let seed = 0;
      let game = randomGame({ kind: 'gonnect', size, maxMoves: 100, setupChance: 0 }, seed);
      while (game.moves.length < 100 && seed < 50) game = randomGame({ kind: 'gonnect', size, maxMoves: 100, setupChance: 0 }, ++seed);
      assert.equal(game.moves.length, 100, `a game of 100 moves on ${size}×${size}`);
      const payload = encodeShare(recordFromGame(game), 100);
      assert.ok(payload.length <= 300, `${payload.length} characters on ${size}×${size}`);
    }
  });

  it('refuses to encode a ply outside the moves, or a record the rules refuse', () => {
    const record = parseRecord('D4 swap E5', 'gonnect');
    for (const ply of [-1, 4, 1.5, Number.NaN]) assert.equal(recordError(() => encodeShare(record, ply)).code, 'bad-ply');
    assert.equal(recordError(() => encodeShare(parseRecord('D4 D4', 'gonnect'))).code, 'occupied');
  });

  // [why, payload, code]
  const crafted: Array<[string, string, string]> = [
    ['nothing', '', 'bad-share'],
    ['a character outside base64url', 'JDB+lVScA', 'bad-share'],
    ['a padded payload', 'JDBBlVScA=', 'bad-share'],
    ['one character too many', 'JDBBlVScAA', 'bad-share'],
    ['non-zero filling bits', 'JDBBlVScB', 'bad-share'],
    ['an oversized payload', 'A'.repeat(MAX_SHARE_LENGTH + 1), 'bad-share'],
    ['version 0', craft({ version: 0 }, moves()), 'bad-share'],
    ['version 2', craft({ version: 2 }, moves()), 'bad-share'],
    ['a 26×26 board', craft({ size: 26 }, moves()), 'bad-size'],
    ['a 36×36 board', craft({ size: 36 }, moves()), 'bad-size'],
    ['a 5×5 Connect6 board', craft({ kind: 1, size: 5 }, moves()), 'bad-size'],
    ['a setup point off the board', craft({ setup: [[81], []] }, moves()), 'off-board'],
    ['a setup point twice', craft({ setup: [[3], [3]] }, moves()), 'duplicate'],
    ['more setup stones than points', craft({ setup: [Array(82).fill(0), []] }, moves()), 'bad-share'],
    ['a move off the board', craft({}, moves(4, 82)), 'off-board'],
    ['a Connect6 swap', craft({ kind: 1 }, moves(4, 81)), 'swap-not-allowed'],
    ['a swap without the pie rule', craft({ rule: 0 }, moves(4, 81)), 'swap-not-allowed'],
    ['a stone on a stone', craft({}, moves(4, 4)), 'occupied'],
    ['a ply beyond the moves', craft({ ply: 3 }, moves(4, 5)), 'bad-ply'],
    ['more moves announced than given', craft({}, (bits) => bits.writeNumber(5)), 'bad-share'],
    ['a number of more than four groups', craft({}, (bits) => [1, 1, 1, 1, 1].forEach(() => bits.write(0b111111, 6))), 'bad-share'],
  ];
  for (const [why, payload, code] of crafted) {
    it(`refuses ${why} as ${code}`, () => {
      assert.equal(recordError(() => decodeShare(payload)).code, code);
    });
  }

  it('refuses every truncation of a real payload with a RecordError', () => {
    const game = randomGame({ kind: 'connect6', size: 13, maxMoves: 40 }, 5);
    const payload = encodeShare(recordFromGame(game), 10);
    for (let length = 0; length < payload.length; length++) recordError(() => decodeShare(payload.slice(0, length)));
  });

  it('answers random text and damaged payloads with a checked game or a RecordError, never anything else', () => {
    const rnd = random(99);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const char = (): string => alphabet[Math.floor(rnd() * 64)]!;
    let decoded = 0;
    for (let trial = 0; trial < 3000; trial++) {
      // Half the trials: random text; half: a real payload with one character changed.
      const real = encodeShare(recordFromGame(randomGame({ kind: trial % 4 < 2 ? 'gonnect' : 'connect6', size: 9, maxMoves: 20 }, trial)));
      const at = Math.floor(rnd() * real.length);
      const text =
        trial % 2 === 0
          ? Array.from({ length: 1 + Math.floor(rnd() * 40) }, char).join('')
          : real.slice(0, at) + char() + real.slice(at + 1);
      try {
        const shared = decodeShare(text);
        assert.deepEqual(shared.game.moves, shared.record.moves);
        decoded++;
      } catch (error) {
        if (!(error instanceof RecordError)) assert.fail(`${text}: ${String(error)}`);
      }
    }
    assert.ok(decoded > 100, `${decoded} damaged payloads still make games`);
  });
});
