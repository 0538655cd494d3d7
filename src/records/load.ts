/**
 * One step from a record's text to a game, as the `record` attribute needs it: read the
 * text in whatever format it is, replay it with the rules.
 */
import { writeLgPoint } from '../notation/records/coordinates.js';
import { RecordError } from '../notation/records/errors.js';
import { detectFormat, isContestRecord, parseRecord, recordTreeSteps } from '../notation/records/index.js';
import type { SgfOptions } from '../notation/sgf.js';
import { finish, type Steps } from '../notation/steps.js';
import type { RecordTree } from '../notation/records/tree.js';
import type { GameRecord, RecordFormat } from '../notation/records/record.js';
import type { GameKind } from '../vocabulary.js';
import { gameFromRecord, type LoadedGame } from './replay.js';
import { type ReplayedTree, replayTreeSteps } from './tree-replay.js';

/**
 * The most a board reads of a record (`record`, `src`): a megabyte of text (characters of
 * `record`, bytes of the file at `src`: the longest real records, commented games and
 * collections of a few hundred problems, are a few hundred kilobytes), and 100,000 nodes
 * (a long game is a few hundred; a collection of a thousand commented problems some tens of
 * thousands). Beyond, a board stops reading and says so: a megabyte takes a second or two
 * to read on a slow phone, in slices that never hold the page more than a few milliseconds.
 */
export const MAX_RECORD_LENGTH = 1_000_000;
export const MAX_RECORD_NODES = 100_000;

/** A record read from text and replayed. */
export interface LoadedRecord extends LoadedGame {
  /** The record as read: `{ kind: 'connect6', size: 19, ... }`. */
  record: GameRecord;
  /** The format it was written in: `'sgf'`. */
  format: RecordFormat;
}

/**
 * Reads and replays a record: `loadRecord(text, 'connect6').game`. Throws the
 * RecordError of `parseRecord` or `gameFromRecord`; for a Connect6 file in Little Golem
 * points (SGF or numbered list) a refused move's token is given as the file writes it
 * (`'j10'`, not `'K10'`).
 */
export function loadRecord(text: string, kind?: GameKind, size?: number): LoadedRecord {
  const record = parseRecord(text, kind, size);
  const format = detectFormat(text)!;
  try {
    return { record, format, ...gameFromRecord(record) };
  } catch (error) {
    throw inFilePoints(error, record.kind === 'connect6' && format !== 'moves');
  }
}

/** A refusal whose token is one of our points, given as Little Golem writes it when `lgPoints` (`'K10'` becomes `'j10'`). */
function inFilePoints(error: unknown, lgPoints: boolean): unknown {
  if (!(error instanceof RecordError) || !lgPoints || error.token === undefined || !/^[A-Z][0-9]+$/.test(error.token)) return error;
  const { moveNumber, path, variations } = error;
  return new RecordError(error.code, {
    moveNumber,
    token: writeLgPoint(error.token),
    ...(path ? { path } : {}),
    ...(variations ? { variations } : {}),
  });
}

/** A record tree read from text and checked with the rules. */
export interface LoadedTree extends ReplayedTree {
  /** The tree as read. */
  tree: RecordTree;
}

/**
 * Reads every tree of a record (see `parseRecordTrees`: an SGF collection, a contest
 * record, a list) and checks each with the rules (`replayTree`): `loadRecordTrees(text)[0].game`
 * is the game at the end of the first tree's main line. Throws the first RecordError, a
 * Connect6 point named in Little Golem's letters (`'j10'`, as a contest record's `J,10`), as `loadRecord` does.
 */
export function loadRecordTrees(text: string, kind?: GameKind, size?: number, options: SgfOptions = {}): LoadedTree[] {
  return finish(loadRecordTreeSteps(text, kind, size, options));
}

/** `loadRecordTrees` as work in steps (src/notation/steps.ts): run it with `inSlices` to keep a page responsive. */
export function* loadRecordTreeSteps(text: string, kind?: GameKind, size?: number, options: SgfOptions = {}): Steps<LoadedTree[]> {
  const trees = yield* recordTreeSteps(text, kind, size, options);
  const lgPoints = detectFormat(text) !== 'moves' || isContestRecord(text);
  const loaded: LoadedTree[] = [];
  for (const tree of trees) {
    try {
      loaded.push({ tree, ...(yield* replayTreeSteps(tree)) });
    } catch (error) {
      throw inFilePoints(error, tree.kind === 'connect6' && lgPoints);
    }
  }
  return loaded;
}
