/**
 * How each refusal of the records layer (a record, a share link) reads on a board: a
 * fault the board already has words for (a point, a setup, a move the rules refuse,
 * named with its number), or one of the record's own (`bad-record` with its reason).
 */
import { MAX_RECORD_NODES, RecordError, type RecordErrorCode } from '../records/index.js';
import type { GameKind, SizeRange } from '../vocabulary.js';
import type { Fault, FaultCode, RecordFault } from './errors.js';
import { quoted } from './values.js';

export { RecordError };

const RECORD_FAULTS: { readonly [C in RecordErrorCode]: { code: FaultCode; record?: RecordFault; rule?: boolean } } = {
  empty: { code: 'bad-record', record: 'empty' },
  'sgf-syntax': { code: 'bad-record', record: 'unreadable' },
  'no-kind': { code: 'bad-record', record: 'unreadable' },
  'wrong-game': { code: 'bad-record', record: 'wrong-game' },
  'bad-value': { code: 'bad-record', record: 'unreadable' },
  'bad-size': { code: 'bad-size' },
  'bad-point': { code: 'bad-point' },
  'off-board': { code: 'off-board' },
  pass: { code: 'bad-record', record: 'pass' },
  'wrong-turn': { code: 'bad-record', record: 'bad-turn' },
  'bad-turn': { code: 'bad-record', record: 'bad-turn' },
  'bad-numbering': { code: 'bad-record', record: 'bad-turn' },
  'setup-in-game': { code: 'bad-record', record: 'later-setup' },
  'too-many-nodes': { code: 'bad-record', record: 'too-many-nodes' },
  duplicate: { code: 'duplicate' },
  'no-liberties': { code: 'no-liberties' },
  'both-won': { code: 'both-won' },
  occupied: { code: 'illegal-move', rule: true },
  suicide: { code: 'illegal-move', rule: true },
  ko: { code: 'illegal-move', rule: true },
  'game-over': { code: 'illegal-move', rule: true },
  'swap-not-allowed': { code: 'illegal-move', rule: true },
  'bad-share': { code: 'bad-record', record: 'unreadable' },
  'bad-ply': { code: 'bad-record', record: 'unreadable' },
};

/** The board's fault for a record refusal of `attribute` (`record` or `src`). */
export function recordFault(error: RecordError, attribute: string, kind: GameKind, sizes: SizeRange): Fault {
  const { code, record, rule } = RECORD_FAULTS[error.code];
  const fault: Fault = { attribute, code, token: quoted(error.token ?? '') };
  if (record) fault.record = record;
  if (error.moveNumber !== undefined) fault.number = error.moveNumber;
  // A node past the limit: its number, and the limit.
  if (error.code === 'too-many-nodes') Object.assign(fault, { number: error.node ?? error.moveNumber, max: MAX_RECORD_NODES });
  if (rule) fault.refusal = error.code as Fault['refusal'];
  if (code === 'bad-size') Object.assign(fault, { min: sizes.min, max: sizes.max });
  // The innermost variation names where the node is (a letter, as the board marks continuations).
  const variation = error.variations?.at(-1);
  if (variation) fault.variation = { label: String.fromCharCode(64 + variation.variation), number: variation.moveNumber };
  fault.game = kind;
  return fault;
}
