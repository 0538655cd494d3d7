/**
 * Records in and out of a board, loaded on first use with the rest of the records chunk
 * (records-chunk.ts): reading the `record` and `src` text into a game and its tree with
 * the rules, every refusal as the board's `Fault` (src/board/record-errors.ts), and
 * writing the game back (`toRecord`, the SGF download): the whole tree in SGF, the line
 * shown in the other formats. It brings the record formats (src/records) with it, so a
 * board that never reads or writes one never loads them.
 */
import type { Connect6 } from '../../engine/connect6.js';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import {
  gameAt,
  inSlices,
  loadRecordTreeSteps,
  type LoadedTree,
  MAX_RECORD_LENGTH,
  MAX_RECORD_NODES,
  RecordError,
  recordFromGame,
  RECORD_FORMATS,
  stringifyRecord,
  stringifyRecordTree,
  type RecordExtras,
} from '../../records/index.js';
import type { GameKind, SizeRange } from '../../vocabulary.js';
import { FaultError, tooLarge } from '../../board/errors.js';
import { recordFault } from '../../board/record-errors.js';
import type { MoveNode } from '../core/move-tree.js';
import { boardTree, boardTreeSteps, problemTree, recordTreeOf } from '../core/record-tree.js';

/** A record read for a board: the game at the end of its main line, what was left out, and its tree. */
export interface BoardRecord {
  game: Gonnect | Connect6;
  /** Stones after the winning one that were left out (Little Golem's files): `{ moveNumber: 23, moves: ['L11'] }`. */
  ignored?: { moveNumber: number; moves: string[] };
  /** Every move with its variations, comments, marks; the root's notes hold the header. */
  tree: MoveNode;
}

/** A record of several games, or of problems (a root with GOAL): each is shown alone, `problem` says which. */
export type BoardSet = SetGame[];

/** One game of a set, with its board's tree when it was made while reading (taken by the first `setEntry`: the board changes it). */
export type SetGame = LoadedTree & { board?: MoveNode };

/** The record of one game of a set, as a board shows it: a problem at its start, with its lines as the solution. */
export function setEntry(loaded: SetGame): BoardRecord {
  const { tree, game, ignored, board } = loaded;
  delete loaded.board;
  if (tree.goal === undefined) return { game, ...(ignored ? { ignored } : {}), tree: board ?? boardTree(tree) };
  return { game: gameAt(tree, []).game, tree: problemTree(tree) };
}

/**
 * Reads a record's text (any format: SGF with variations, a collection, Little Golem's
 * SGF, the contest format, the numbered list, a move list on a board of `size`), every
 * game of it, for a board of `kind`: `(await readSet(text, 'gonnect', 'record', sizes)).length`.
 * It reads in slices of a few milliseconds (src/notation/steps.ts), so that a big record never
 * holds the page, and at most MAX_RECORD_LENGTH characters and MAX_RECORD_NODES nodes
 * (src/records/load.ts). Rejects with FaultError naming `attribute` (`url`: the file it came
 * from), or with `signal`'s reason once it is aborted.
 */
export async function readSet(
  text: string,
  kind: GameKind,
  attribute: string,
  sizes: SizeRange,
  size?: number,
  signal?: AbortSignal,
  url = '',
): Promise<BoardSet> {
  if (text.length > MAX_RECORD_LENGTH) throw new FaultError(tooLarge(attribute, url));
  try {
    const set: BoardSet = await inSlices(loadRecordTreeSteps(text, kind, size, { maxNodes: MAX_RECORD_NODES }), signal);
    // Each game is made a board's tree now, so that a refusal (setup after the start) names its record at once.
    for (const loaded of set) if (loaded.tree.goal === undefined) loaded.board = await inSlices(boardTreeSteps(loaded.tree), signal);
    return set;
  } catch (error) {
    if (error instanceof RecordError) throw new FaultError(recordFault(error, attribute, kind, sizes));
    throw error;
  }
}

/** The formats `toRecord` writes: `'sgf'`, `'moves'` (and `'list'`, Connect6's numbered list). */
export type BoardRecordFormat = (typeof RECORD_FORMATS)[number];

/** What a board's game is to write: the line shown to its end, the game's first position, its tree and the nodes of the line shown. */
export interface GameToWrite {
  /** The game along the line shown, at its end. */
  line: BoardGame;
  /** The game the board loaded (its moves are the tree's main line; the tree starts from its setup). */
  start: BoardGame;
  tree: MoveNode;
  /** The nodes of the line shown (on the main line, the header's result is the line's). */
  lineNodes: readonly MoveNode[];
}

/** A board's game as a record's text: the whole tree in `sgf`, the line shown in `moves` and `list`. */
export function writeRecord({ line, start, tree, lineNodes }: GameToWrite, format: string): string {
  // A format the game does not have (the numbered list is Connect6's) is a RangeError, as any unknown format.
  if (!(RECORD_FORMATS as readonly string[]).includes(format) || (format === 'list' && line.kind !== 'connect6'))
    throw new RangeError(
      `toRecord: "${format}" is not a format of ${line.kind}: write sgf, moves${line.kind === 'connect6' ? ' or list' : ''}`,
    );
  if (format === 'sgf') return stringifyRecordTree(recordTreeOf(start, tree));
  const { black, white, event, source, result } = tree.notes.header ?? {};
  const extras: RecordExtras = {};
  if (black !== undefined || white !== undefined)
    extras.players = { ...(black === undefined ? {} : { black }), ...(white === undefined ? {} : { white }) };
  if (event !== undefined) extras.event = event;
  if (source !== undefined) extras.source = source;
  if (result !== undefined && lineNodes.every((node) => node.parent?.children[0] === node)) extras.result = result;
  // Both elements' engines are a Gonnect or a Connect6 game.
  return stringifyRecord(recordFromGame(line as Gonnect | Connect6, extras), format as BoardRecordFormat);
}
