/**
 * Share links: the fragment payload that makes a board show the same game at the same
 * position. `encodeShare(record, ply?)` writes it, `decodeShare(text)` reads it back,
 * checks every field and replays the moves with the rules.
 *
 * The payload is a bit stream written in base64url (A–Z a–z 0–9 - _; six bits a
 * character, most significant first, the last character filled with zero bits):
 *
 *   bits  field
 *   3     version: 1
 *   1     game: 0 Gonnect, 1 Connect6
 *   5     board size − 5 (5 to 25)
 *   1     side to move first: 0 Black, 1 White
 *   1     Gonnect: pie rule on (1) or off (0); Connect6: stones in the first turn, 2 (1) or 1 (0)
 *   1     a ply follows (1); without it the board shows the last position
 *   1     a setup follows (1)
 *   N     ply, when flagged
 *   N N   setup: number of black stones, of white stones, then that many points (P bits each)
 *   N     number of moves, then the moves (P bits each)
 *
 * N is a number in groups of five bits, lowest first, each group after a bit that says
 * whether another group follows (0–31: 6 bits; up to 1023: 12 bits). P is the width of
 * a point on the board: `ceil(log2(size² + 1))` bits (8 on 13×13, 9 on 19×19, 10 on
 * 25×25) holding the index `row × size + column` (A1 is 0, B1 is 1), and the value size²
 * is a swap. Names, event and result are not in the link.
 *
 * Example: the Gonnect game D4 swap E5 on 13×13, shown at ply 2, is `JDBBlVScA`:
 *   001 0 01000 0 1 1 0  version 1, Gonnect, 13×13, Black first, pie rule on, ply, no setup
 *   0 00010              ply 2
 *   0 00011              3 moves
 *   00101010 10101001 00111000   D4 (index 42), swap (169), E5 (56)
 *   00000                filling: 49 bits make 9 characters
 * A 100-move Gonnect game from the empty board takes 121 characters on 9×9, 138 on
 * 13×13, 155 on 19×19 and 171 on 25×25; a ply adds one or two.
 */
import { bitsFor, BitReader, BitWriter } from './bits.js';
import type { Connect6 } from '../engine/connect6.js';
import type { Gonnect } from '../engine/gonnect.js';
import { RecordError } from '../notation/records/errors.js';
import { moveNumberOf } from '../notation/records/move-record.js';
import type { GameRecord } from '../notation/records/record.js';
import { pointNames } from '../notation/point.js';
import { type Color, isBoardSize, SIZES } from '../vocabulary.js';
import { gameFromRecord } from './replay.js';

/** The payload version this module writes and reads. */
const VERSION = 1;
/** The longest payload read, in characters (`8000`): a full 25×25 game fits many times over. */
export const MAX_SHARE_LENGTH = 8000;

/** A decoded share link: a checked record, the position shown, and the game replayed. */
export interface SharedGame {
  /** The record: game, size, setup, moves (no names, event or result): `{ kind: 'gonnect', ... }`. */
  record: GameRecord;
  /** How many moves the board shows; undefined: all of them: `2`. */
  ply: number | undefined;
  /** The record replayed by the engine, every move played. */
  game: Gonnect | Connect6;
}

/** Width of a point on a board of `size`: room for every index and the swap. */
function pointBits(size: number): number {
  return bitsFor(size * size + 1);
}

/** Refuses a ply that is not a whole number from 0 to the number of moves (`bad-ply`). */
function checkPly(ply: number | undefined, moves: number): void {
  if (ply !== undefined && !(Number.isInteger(ply) && ply >= 0 && ply <= moves)) {
    throw new RecordError('bad-ply', { token: String(ply) }, `0 to ${moves}`);
  }
}

/**
 * The share payload of a record at `ply` (absent: its last position):
 * `encodeShare(parseRecord('D4 swap E5', 'gonnect'), 2)` is `'JDBBlVScA'`. The record is
 * replayed first, so a record the rules refuse throws its RecordError, and `bad-ply` a ply
 * outside its moves.
 */
export function encodeShare(record: GameRecord, ply?: number): string {
  const { game } = gameFromRecord(record);
  checkPly(ply, game.moves.length);
  return shareOfGame(game, ply);
}

/**
 * The share payload of a game the rules already played, at `ply` (absent: its last
 * position; else one of the game's positions): what a board's `shareUrl()` writes.
 */
export function shareOfGame(game: Gonnect | Connect6, ply?: number): string {
  const { size, setup, moves } = game;
  const width = pointBits(size);
  const bits = new BitWriter();
  bits.write(VERSION, 3);
  bits.write(game.kind === 'gonnect' ? 0 : 1, 1);
  bits.write(size - SIZES.gonnect.min, 5);
  bits.write(setup.toPlay === 'white' ? 1 : 0, 1);
  bits.write(game.kind === 'gonnect' ? Number(game.swapAllowed) : game.setup.stonesLeft - 1, 1);
  const hasSetup = setup.black.length + setup.white.length > 0;
  bits.write(ply === undefined ? 0 : 1, 1);
  bits.write(hasSetup ? 1 : 0, 1);
  if (ply !== undefined) bits.writeNumber(ply);
  if (hasSetup) {
    bits.writeNumber(setup.black.length);
    bits.writeNumber(setup.white.length);
    for (const point of [...setup.black, ...setup.white]) bits.write(game.indexOf(point), width);
  }
  bits.writeNumber(moves.length);
  for (const move of moves) bits.write(move === 'swap' ? size * size : game.indexOf(move), width);
  return bits.toString();
}

/** Reads `count` setup points; an index off the board is `off-board`. */
function readPoints(bits: BitReader, count: number, size: number): string[] {
  return Array.from({ length: count }, () => {
    const index = bits.read(pointBits(size));
    if (index >= size * size) throw new RecordError('off-board', { token: String(index) });
    return pointNames(size)[index]!;
  });
}

/** Reads the header and setup: the record without its moves, and the ply. */
function readStart(bits: BitReader): { record: GameRecord; ply: number | undefined } {
  if (bits.read(3) !== VERSION) throw new RecordError('bad-share', {}, 'unknown version');
  const kind = bits.read(1) === 0 ? 'gonnect' : 'connect6';
  const size = bits.read(5) + SIZES.gonnect.min;
  if (!isBoardSize(kind, size)) throw new RecordError('bad-size', { token: String(size) });
  const toPlay: Color = bits.read(1) === 1 ? 'white' : 'black';
  const rule = bits.read(1);
  const hasPly = bits.read(1) === 1;
  const hasSetup = bits.read(1) === 1;
  const ply = hasPly ? bits.readNumber() : undefined;
  const counts = hasSetup ? [bits.readNumber(), bits.readNumber()] : [0, 0];
  if (counts[0]! + counts[1]! > size * size) throw new RecordError('bad-share', {}, 'more setup stones than points');
  const black = readPoints(bits, counts[0]!, size);
  const white = readPoints(bits, counts[1]!, size);
  const setup = { black, white, toPlay };
  const record: GameRecord =
    kind === 'gonnect'
      ? { kind, size, setup, swap: rule === 1, moves: [] }
      : { kind, size, setup: { ...setup, stonesLeft: rule === 1 ? 2 : 1 }, moves: [] };
  return { record, ply };
}

/**
 * Reads a share payload back: `decodeShare('JDBBlVScA').record.moves` is
 * `['D4', 'swap', 'E5']`. Every field is checked and the moves are replayed with the
 * rules; anything else throws a RecordError (`bad-share` for text that is no payload,
 * `bad-size`, `off-board`, `bad-ply`, or the rules' codes), never another error.
 */
export function decodeShare(text: string): SharedGame {
  if (typeof text !== 'string' || text.length === 0) throw new RecordError('bad-share', {}, 'no payload');
  if (text.length > MAX_SHARE_LENGTH) throw new RecordError('bad-share', {}, `longer than ${MAX_SHARE_LENGTH} characters`);
  const bits = new BitReader(text);
  const { record, ply } = readStart(bits);
  const { size } = record;
  const stonesLeft = record.kind === 'connect6' ? record.setup.stonesLeft : 1;
  const count = bits.readNumber();
  for (let index = 0; index < count; index++) {
    const value = bits.read(pointBits(size));
    if (value > size * size)
      throw new RecordError('off-board', { moveNumber: moveNumberOf(record.kind, index, stonesLeft), token: String(value) });
    record.moves.push(value === size * size ? 'swap' : pointNames(size)[value]!);
  }
  bits.end();
  const { game } = gameFromRecord(record);
  record.moves = game.moves;
  checkPly(ply, record.moves.length);
  return { record, ply, game };
}
