/**
 * Records in the plain move list of the `moves` attribute: `'D4 swap E5'` (points in
 * our notation and `swap`, separated by spaces or commas). The list holds only the
 * moves: the game, the board size and the setup come from the reader (empty board,
 * usual size unless given).
 */
import { type GameKind, SIZES } from '../../vocabulary.js';
import { parseMoveList, stringifyMoveList, tokenize } from '../lists.js';
import { NotationError } from '../point.js';
import { RecordError } from './errors.js';
import { emptyRecord, type GameRecord } from './record.js';
import { turnOf } from './turns.js';

/** The number of the move at `index` as the game counts them: Gonnect moves, Connect6 turns. */
export function moveNumberOf(kind: GameKind, index: number, stonesLeft: 1 | 2 = 1): number {
  return kind === 'gonnect' ? index + 1 : turnOf(index, stonesLeft);
}

/**
 * Reads a move list into a record of `kind`: `parseMoveRecord('D4 swap E5', 'gonnect')`.
 * Throws RecordError `bad-point` or `off-board` with the token, its position and its
 * move number (Connect6: the turn the stone belongs to).
 */
export function parseMoveRecord(text: string, kind: GameKind, size: number = SIZES[kind].default): GameRecord {
  const record = emptyRecord(kind, size);
  try {
    record.moves = parseMoveList(text, size);
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    const index = tokenize(text).findIndex((token) => token.position === error.position);
    const code = error.code === 'off-board' ? 'off-board' : 'bad-point';
    throw new RecordError(code, { token: error.token, position: error.position, moveNumber: moveNumberOf(kind, index) });
  }
  return record;
}

/** Writes a record's moves as a move list: `'D4 swap E5'` (only the moves: see `canExpress`). */
export function stringifyMoveRecord(record: GameRecord): string {
  return stringifyMoveList(record.moves);
}
