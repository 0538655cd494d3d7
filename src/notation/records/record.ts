/**
 * The record model: one game as a file holds it, with no engine attached. Every format
 * (SGF, Little Golem's Connect6 SGF, the numbered list, the plain move list) reads into
 * a {@link GameRecord} and writes from one; `gameFromRecord` (src/records) replays it.
 */
import { type Color, type GameKind, SIZES } from '../../vocabulary.js';
import type { MoveToken } from '../lists.js';

/** The formats a record can be written in (`list`: Connect6 only). */
export const RECORD_FORMATS = ['sgf', 'moves', 'list'] as const;
/** A record format: `'sgf'`. */
export type RecordFormat = (typeof RECORD_FORMATS)[number];

/** The position a recorded game starts from: `{ black: ['D4'], white: ['F6'], toPlay: 'white' }`. */
export interface RecordSetup {
  /** Black stones, upper case, in the order the file gives them: `['D4', 'E5']`. */
  black: string[];
  /** White stones: `['F6']`. */
  white: string[];
  /** Who moves first: `'black'`. */
  toPlay: Color;
}

/** The players' names as the file gives them. */
export interface RecordPlayers {
  /** Who played Black at the start (before any swap): `'Phoenix'`. */
  black?: string;
  /** Who played White at the start: `'Lomaben'`. */
  white?: string;
}

/** What both games' records hold. Optional text fields are absent (not empty) when the file has none. */
interface RecordBase {
  /** Board size: `13`. */
  size: number;
  /** Moves from the setup, as `game.moves` gives them (Connect6: one entry per stone): `['D4', 'swap', 'E5']`. */
  moves: MoveToken[];
  /** Player names: `{ black: 'Phoenix', white: 'Lomaben' }`. */
  players?: RecordPlayers;
  /** The result as written in the file (SGF RE): `'B+'`, `'W+R'`, `'Draw'`. Not checked against the moves. */
  result?: string;
  /** The event (SGF EV): `'connect6.ch.26.1.1'`. */
  event?: string;
  /** Where the record comes from (SGF SO): `'http://www.littlegolem.com'`. */
  source?: string;
}

/** A record's game information: `{ players: { black: 'Ann' }, result: 'B+' }`. */
export type RecordInfo = Pick<RecordBase, 'players' | 'result' | 'event' | 'source'>;

/** A Gonnect record: `{ kind: 'gonnect', size: 13, setup, swap: true, moves: ['D4', 'swap', 'E5'] }`. */
export interface GonnectRecord extends RecordBase {
  kind: 'gonnect';
  setup: RecordSetup;
  /** Whether the pie rule is on (the engine's `swap` option): `true`. */
  swap: boolean;
}

/** A Connect6 record: `{ kind: 'connect6', size: 19, setup: { ..., stonesLeft: 1 }, moves: ['K10', 'K9', 'M11'] }`. */
export interface Connect6Record extends RecordBase {
  kind: 'connect6';
  /** The setup, and the stones the side to move places in its first turn: `{ ..., stonesLeft: 1 }`. */
  setup: RecordSetup & { stonesLeft: 1 | 2 };
}

/** A game record of either game; `kind` tells which. */
export type GameRecord = GonnectRecord | Connect6Record;

/**
 * An empty record: no setup, no moves; the pie rule on for Gonnect, one opening stone for
 * Connect6. `emptyRecord('connect6')` is a 19×19 Connect6 record.
 */
export function emptyRecord(kind: 'gonnect', size?: number): GonnectRecord;
export function emptyRecord(kind: 'connect6', size?: number): Connect6Record;
export function emptyRecord(kind: GameKind, size?: number): GameRecord;
export function emptyRecord(kind: GameKind, size: number = SIZES[kind].default): GameRecord {
  const setup: RecordSetup = { black: [], white: [], toPlay: 'black' };
  if (kind === 'gonnect') return { kind, size, setup, swap: true, moves: [] };
  return { kind, size, setup: { ...setup, stonesLeft: 1 }, moves: [] };
}

/** Whether the record starts from the empty board with Black to move (and one opening stone in Connect6): true for `emptyRecord('gonnect')`. */
export function startsEmpty(record: GameRecord): boolean {
  const { setup } = record;
  const opening = record.kind === 'gonnect' || record.setup.stonesLeft === 1;
  return setup.black.length === 0 && setup.white.length === 0 && setup.toPlay === 'black' && opening;
}

/**
 * Whether `format` holds everything about the game in `record` (names, event and result
 * aside): SGF always; a move list (`moves`, `list`) only the moves from an empty board of
 * the usual size, with the pie rule on in Gonnect; `list` only Connect6.
 */
export function canExpress(record: GameRecord, format: RecordFormat): boolean {
  if (format === 'sgf') return true;
  if (format === 'list' && record.kind !== 'connect6') return false;
  const usual = record.size === SIZES[record.kind].default;
  return usual && startsEmpty(record) && (record.kind === 'connect6' || record.swap);
}
