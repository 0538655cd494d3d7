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
import { isContestRecord, parseContestRecords } from './contest.js';
import { sgfKind } from './sgf-root.js';
import { type RecordNode, type RecordTree, treeNode } from './tree.js';
import { sgfTreeSteps } from './tree-read.js';
import type { SgfOptions } from '../sgf.js';
import { finish, type Steps } from '../steps.js';
import { groupTurns, turnColor } from './turns.js';

export * from './errors.js';
export * from './record.js';
export { parseConnect6List, stringifyConnect6List } from './connect6-list.js';
export { parseConnect6Sgf, stringifyConnect6Sgf, STONES_LEFT_PROPERTY } from './connect6-sgf.js';
export { NO_SWAP_PROPERTY, parseGonnectSgf, stringifyGonnectSgf, SWAP_PROPERTY } from './gonnect-sgf.js';
export { moveNumberOf, parseMoveRecord, stringifyMoveRecord } from './move-record.js';
export { readLgPoint, readSgfPoint, writeLgPoint, writeSgfPoint } from './coordinates.js';
export { groupTurns, turnOf } from './turns.js';
export * from './tree.js';
export { MARK_PROPERTIES, parseSgfTrees, sgfTreeSteps } from './tree-read.js';
export { stringifyRecordTree, stringifyRecordTrees } from './tree-write.js';
export { isContestRecord, parseContestRecords } from './contest.js';

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
 * Blank text is the move list of the empty game, which is what the empty game writes
 * (`moves`, `list`), so that it reads back: with `kind`, the empty game; without, `empty`.
 * `size` is the board of a list or move list, which do not say (the game's usual board
 * unless given). Throws RecordError; whether the moves follow the rules is
 * `gameFromRecord`'s question.
 */
export function parseRecord(text: string, kind?: GameKind, size?: number): GameRecord {
  const format = detectFormat(text);
  if (format === null && kind === undefined) throw new RecordError('empty');
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

/**
 * Reads a record as a list of game trees: `parseRecordTrees('(;GN[a])(;GN[b])', 'gonnect')`
 * is two trees. SGF gives each game tree of its collection with its variations, comments,
 * marks and header (tree-read.ts); Chinese contest records (`{[C6]...}`, contest.ts) give
 * Connect6 trees; a numbered list or a move list gives one tree of its main line
 * ({@link treeFromRecord}). `kind` and `size` as for {@link parseRecord}. Throws RecordError;
 * whether the moves follow the rules is `replayTree`'s question.
 */
export function parseRecordTrees(text: string, kind?: GameKind, size?: number, options: SgfOptions = {}): RecordTree[] {
  return finish(recordTreeSteps(text, kind, size, options));
}

/**
 * `parseRecordTrees` as work in steps (src/notation/steps.ts): SGF yields every few hundred
 * nodes; the other formats, read in one step, are only as long as their text (a board reads
 * at most a megabyte). `options.maxNodes` limits an SGF's nodes (`too-many-nodes`).
 */
export function* recordTreeSteps(text: string, kind?: GameKind, size?: number, options: SgfOptions = {}): Steps<RecordTree[]> {
  if (isContestRecord(text)) {
    if (kind === 'gonnect') throw new RecordError('wrong-game', {}, 'a contest record is a Connect6 record');
    return parseContestRecords(text);
  }
  if (detectFormat(text) === 'sgf') return yield* sgfTreeSteps(text, kind, options);
  return [treeFromRecord(parseRecord(text, kind, size))];
}

/**
 * A record's game as a tree of one line: Gonnect one node per move, Connect6 one node per
 * turn; the players, event, source and result go to the header.
 */
export function treeFromRecord(record: GameRecord): RecordTree {
  const { black, white, toPlay } = record.setup;
  const header: RecordTree['header'] = {};
  if (record.players?.black !== undefined) header.black = record.players.black;
  if (record.players?.white !== undefined) header.white = record.players.white;
  for (const field of ['event', 'source', 'result'] as const) if (record[field] !== undefined) header[field] = record[field];
  const start: RecordTree['start'] = { black: [...black], white: [...white], toPlay };
  if (record.kind === 'gonnect') start.swap = record.swap;
  else start.stonesLeft = record.setup.stonesLeft;
  const tree: RecordTree = { kind: record.kind, size: record.size, header, start, root: treeNode() };
  let parent: RecordNode = tree.root;
  const add = (node: RecordNode): void => {
    parent.children.push(node);
    parent = node;
  };
  if (record.kind === 'connect6') {
    groupTurns(record.moves, record.setup.stonesLeft).forEach((stones, index) =>
      add(treeNode({ move: { color: turnColor(index + 1, toPlay), stones } })),
    );
    return tree;
  }
  let color = toPlay;
  for (const token of record.moves) {
    if (token.toLowerCase() === 'swap') add(treeNode({ move: 'swap' }));
    else {
      add(treeNode({ move: { color, stones: [token] } }));
      color = color === 'black' ? 'white' : 'black';
    }
  }
  return tree;
}
