/**
 * Records in and out of a board, loaded on first use with the rest of the records chunk
 * (records-chunk.ts):
 * reading the `record` and `src` text into a game with the rules, every refusal as the
 * board's `Fault` (src/board/record-errors.ts), and writing the game back
 * (`toRecord`, the SGF download). It brings the record formats (src/records) with it, so a
 * board that never reads or writes one never loads them.
 */
import type { Connect6 } from '../../engine/connect6.js';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import { loadRecord, RecordError, recordFromGame, RECORD_FORMATS, stringifyRecord, type RecordExtras } from '../../records/index.js';
import type { GameKind, SizeRange } from '../../vocabulary.js';
import { FaultError } from '../../board/errors.js';
import { recordFault } from '../../board/record-errors.js';

/** What a file says besides the moves, and the moves it says it of: `{ players: { black: 'Ann' }, result: 'W+R', moves: 'K10 J9 L11' }`. */
export type FileInfo = RecordExtras & { moves: string };

/** A record read for a board: the game at its last move, what was left out, and what the file says besides the moves. */
export interface BoardRecord {
  game: Gonnect | Connect6;
  /** Stones after the winning one that were left out (Little Golem's files): `{ moveNumber: 23, moves: ['L11'] }`. */
  ignored?: { moveNumber: number; moves: string[] };
  /** Names, event, source and result, written again by `toRecord` (the result only while the moves are the file's). */
  info: FileInfo;
}

/**
 * Reads a record's text (any format: SGF, Little Golem's SGF, the numbered list, a move
 * list on a board of `size`) into a game of `kind`; throws FaultError.
 */
export function readRecord(text: string, kind: GameKind, attribute: string, sizes: SizeRange, size?: number): BoardRecord {
  try {
    const { game, ignored, record } = loadRecord(text, kind, size);
    const { players, event, source, result } = record;
    return { game, ignored, info: { players, event, source, result, moves: game.moves.join(' ') } };
  } catch (error) {
    if (error instanceof RecordError) throw new FaultError(recordFault(error, attribute, kind, sizes));
    throw error;
  }
}

/** The formats `toRecord` writes: `'sgf'`, `'moves'` (and `'list'`, Connect6's numbered list). */
export type BoardRecordFormat = (typeof RECORD_FORMATS)[number];

/** A game as a record's text: `writeRecord(game, 'sgf', info)`; the file's result is kept only while the moves are the file's. */
export function writeRecord(game: BoardGame, format: string, info?: FileInfo): string {
  if (!(RECORD_FORMATS as readonly string[]).includes(format)) throw new RangeError(`toRecord: "${format}" is not sgf, moves or list`);
  const { moves, ...extras }: Partial<FileInfo> = info ?? {};
  if (moves !== game.moves.join(' ')) delete extras.result;
  // Both elements' engines are a Gonnect or a Connect6 game.
  return stringifyRecord(recordFromGame(game as Gonnect | Connect6, extras), format as BoardRecordFormat);
}
