/**
 * Game records, headless: text formats (SGF, Little Golem's Connect6 SGF, numbered
 * lists, move lists), replay with the rules, and share links. No DOM, no i18n: runs in
 * Node, in a worker and in the page.
 *
 *   const { game, ignored } = loadRecord(text, 'connect6');
 *   const sgf = stringifyRecord(recordFromGame(game), 'sgf');
 *   const payload = encodeShare(recordFromGame(game), 12);
 */
export * from '../notation/records/index.js';
export { escapeValue, findProperty, mainLine, parseSgf, simpleText, stringifySgf } from '../notation/sgf.js';
export type { SgfNode, SgfOptions, SgfProperty, SgfPropertyData, SgfTree } from '../notation/sgf.js';
export { gameFromRecord, recordFromGame, resultText, type IgnoredMoves, type LoadedGame, type RecordExtras } from './replay.js';
export {
  loadRecord,
  loadRecordTrees,
  loadRecordTreeSteps,
  MAX_RECORD_LENGTH,
  MAX_RECORD_NODES,
  type LoadedRecord,
  type LoadedTree,
} from './load.js';
export { finish, inSlices, type Steps } from '../notation/steps.js';
export { decodeShare, encodeShare, MAX_SHARE_LENGTH, shareOfGame, type SharedGame } from './share.js';
export { gameAt, replayTree, replayTreeSteps, TreeCursor, type ReplayedTree } from './tree-replay.js';
