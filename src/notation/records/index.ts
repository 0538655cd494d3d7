/**
 * Game records as text, both ways: `parseRecord(text, kind?)` recognises the format and
 * `stringifyRecord(record, format)` writes one. Formats:
 * - `sgf`: Gonnect as SGF FF[4] GM[1] RU[Gonnect] (gonnect-sgf.ts); Connect6 in Little
 *   Golem's dialect (connect6-sgf.ts);
 * - `list`: Connect6's numbered list `1.j10 2.i9l10` (connect6-list.ts);
 * - `moves`: the plain move list of the `moves` attribute, `D4 swap E5` (move-record.ts).
 * Replaying a record with the rules is src/records' job.
 */
import { type GameKind } from '../../vocabulary.js';
import { parseConnect6List, stringifyConnect6List } from './connect6-list.js';
import { parseConnect6Sgf, stringifyConnect6Sgf } from './connect6-sgf.js';
import { RecordError } from './errors.js';
import { parseGonnectSgf, stringifyGonnectSgf } from './gonnect-sgf.js';
import { parseMoveRecord, stringifyMoveRecord } from './move-record.js';
import type { GameRecord, RecordFormat } from './record.js';
import { mainLine, parseSgf } from '../sgf.js';
import { sgfKind } from './sgf-root.js';

export * from './errors.js';
export * from './record.js';
export { parseConnect6List, stringifyConnect6List } from './connect6-list.js';
export { parseConnect6Sgf, stringifyConnect6Sgf, STONES_LEFT_PROPERTY } from './connect6-sgf.js';
export { NO_SWAP_PROPERTY, parseGonnectSgf, stringifyGonnectSgf, SWAP_PROPERTY } from './gonnect-sgf.js';
export { moveNumberOf, parseMoveRecord, stringifyMoveRecord } from './move-record.js';
export { readLgPoint, readSgfPoint, writeLgPoint, writeSgfPoint } from './coordinates.js';
export { groupTurns, turnOf } from './turns.js';

/**
 * The format of a record's text, or null for blank text: `'sgf'` when it holds a game
 * tree `(;`, `'list'` when it starts with a turn number `1.`, else `'moves'`.
 */
export function detectFormat(text: string): RecordFormat | null {
  if (text.trim() === '') return null;
  if (/\(\s*;/.test(text)) return 'sgf';
  return /^\s*[0-9]+\./.test(text) ? 'list' : 'moves';
}

/**
 * Reads a record in any format (see {@link detectFormat}): `parseRecord('(;FF[4]...)')`.
 * An SGF file says which game it is (or `kind` insists, and another game is
 * `wrong-game`); a numbered list is Connect6; a plain move list needs `kind` (`no-kind`).
 * `size` is the board of a list or move list, which do not say (the game's usual board
 * unless given). Throws RecordError; whether the moves follow the rules is
 * `gameFromRecord`'s question.
 */
export function parseRecord(text: string, kind?: GameKind, size?: number): GameRecord {
  const format = detectFormat(text);
  if (format === null) throw new RecordError('empty');
  if (format === 'sgf') {
    const game = kind ?? sgfKind(mainLine(parseSgf(text)[0]!));
    return game === 'gonnect' ? parseGonnectSgf(text) : parseConnect6Sgf(text);
  }
  if (format === 'list') {
    if (kind === 'gonnect') throw new RecordError('wrong-game', {}, 'a numbered list is a Connect6 record');
    return parseConnect6List(text, size);
  }
  if (kind === undefined) throw new RecordError('no-kind');
  return parseMoveRecord(text, kind, size);
}

/**
 * Writes a record: `stringifyRecord(record, 'sgf')`. `list` is Connect6 only
 * (`wrong-game` for Gonnect); `moves` and `list` hold only the moves (see `canExpress`).
 */
export function stringifyRecord(record: GameRecord, format: RecordFormat = 'sgf'): string {
  if (format === 'moves') return stringifyMoveRecord(record);
  if (record.kind === 'gonnect') {
    if (format === 'list') throw new RecordError('wrong-game', {}, 'a numbered list is a Connect6 record');
    return stringifyGonnectSgf(record);
  }
  return format === 'list' ? stringifyConnect6List(record) : stringifyConnect6Sgf(record);
}
