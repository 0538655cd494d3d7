/**
 * Records and engine games, both ways: `gameFromRecord` replays a record with the real
 * rules (refusing what breaks them), `recordFromGame` writes a game down.
 */
import { Connect6 } from '../engine/connect6.js';
import { Gonnect } from '../engine/gonnect.js';
import { IllegalMoveError, type Result, SetupError, type SetupErrorCode } from '../engine/types.js';
import { checkedPoint } from '../notation/records/coordinates.js';
import { RecordError, type RecordErrorCode } from '../notation/records/errors.js';
import { moveNumberOf } from '../notation/records/move-record.js';
import type { GameRecord, RecordInfo, RecordPlayers } from '../notation/records/record.js';
import { turnOf } from '../notation/records/turns.js';
import { GAME_KINDS, isBoardSize } from '../vocabulary.js';

/** Moves of a record that were not played: the rest of the turn whose first stone won. */
export interface IgnoredMoves {
  /** The turn they belong to (Connect6 numbering): `23`. */
  moveNumber: number;
  /** The stones, in our notation: `['L11']`. */
  moves: string[];
}

/** A replayed record: the game after its last move, and what was left out. */
export interface LoadedGame {
  /** The engine game, every move of the record played (but the ignored ones). */
  game: Gonnect | Connect6;
  /**
   * Present when the record carries the second stone of a Connect6 turn after its
   * first stone already made six (as Little Golem's files sometimes do): the game ends
   * at the win and this stone is left out. Never set for Gonnect.
   */
  ignored?: IgnoredMoves;
}

/** How a refused setup reads as a record refusal. */
export const SETUP_CODES: Readonly<Record<SetupErrorCode, RecordErrorCode>> = {
  'bad-size': 'bad-size',
  'not-a-list': 'bad-value',
  'bad-point': 'bad-point',
  'off-board': 'off-board',
  duplicate: 'duplicate',
  'no-liberties': 'no-liberties',
  'bad-to-play': 'bad-value',
  'bad-stones-left': 'bad-value',
  'both-won': 'both-won',
};

/** Checks what the engine constructor does not: the record is an object of a known game with a list of moves. */
function checkShape(record: GameRecord): void {
  if (typeof record !== 'object' || record === null) throw new RecordError('bad-value', {}, 'a record is an object');
  if (!GAME_KINDS.includes(record.kind)) throw new RecordError('wrong-game', { token: String(record.kind) });
  if (!isBoardSize(record.kind, record.size)) throw new RecordError('bad-size', { token: String(record.size) });
  if (typeof record.setup !== 'object' || record.setup === null) throw new RecordError('bad-value', {}, 'setup is an object');
  if (!Array.isArray(record.moves)) throw new RecordError('bad-value', {}, 'moves is a list');
}

/** The engine game at the record's setup; SetupError becomes RecordError. */
function startGame(record: GameRecord): Gonnect | Connect6 {
  const { black, white, toPlay } = record.setup;
  try {
    if (record.kind === 'gonnect') return new Gonnect({ size: record.size, swap: record.swap !== false, setup: { black, white, toPlay } });
    return new Connect6({ size: record.size, setup: { black, white, toPlay, stonesLeft: record.setup.stonesLeft } });
  } catch (error) {
    if (error instanceof SetupError)
      throw new RecordError(SETUP_CODES[error.code], error.value === undefined ? {} : { token: error.value });
    throw error;
  }
}

/**
 * Replays a record with the rules: `gameFromRecord(parseRecord(text)).game`. Throws
 * RecordError for a setup that cannot stand (`duplicate`, `no-liberties`, `both-won`,
 * ...) or a move the rules refuse (`occupied`, `suicide`, `ko`, `game-over`,
 * `swap-not-allowed`, `bad-point`, `off-board`), with the move's number and token;
 * nothing half-loaded is returned and the record is not changed. One stone after the
 * end is let through: the last stone of a record, when it completes the Connect6 turn
 * whose first stone won, is left out and named in `ignored`.
 */
export function gameFromRecord(record: GameRecord): LoadedGame {
  checkShape(record);
  const game = startGame(record);
  const stonesLeft = record.kind === 'connect6' ? record.setup.stonesLeft : 1;
  const placeOf = (index: number) => ({ moveNumber: moveNumberOf(record.kind, index, stonesLeft), token: String(record.moves[index]) });
  const { moves } = record;
  for (let index = 0; index < moves.length; index++) {
    const token = moves[index];
    const place = placeOf(index);
    if (typeof token !== 'string') throw new RecordError('bad-point', place);
    if (token.toLowerCase() !== 'swap') checkedPoint(token, record.size, place);
    try {
      game.playMove(token);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      if (error.code !== 'game-over' || !finishesWinningTurn(record, index, stonesLeft)) throw new RecordError(error.code, place);
      // Little Golem's files may carry the rest of the turn whose first stone won.
      if (index + 1 < moves.length) throw new RecordError('game-over', placeOf(index + 1));
      return { game, ignored: { moveNumber: place.moveNumber, moves: [checkedPoint(token, record.size, place)] } };
    }
  }
  return { game };
}

/** Whether the Connect6 stone at `index` belongs to the same turn as the stone before it (which ended the game). */
function finishesWinningTurn(record: GameRecord, index: number, stonesLeft: 1 | 2): boolean {
  if (record.kind !== 'connect6' || index === 0 || record.moves[index]!.toLowerCase() === 'swap') return false;
  return turnOf(index - 1, stonesLeft) === turnOf(index, stonesLeft);
}

/** What a record holds besides the game: names, event, source, and a result text to use instead of the game's own. */
export interface RecordExtras {
  /** `{ black: 'Ann', white: 'Bob' }`. */
  players?: RecordPlayers;
  /** `'Club evening'`. */
  event?: string;
  /** `'https://example.org/games/12'`. */
  source?: string;
  /** `'W+R'` (a resignation); without it a finished game writes `B+`, `W+` or `Draw`. */
  result?: string;
}

/** SGF RE for how a game ended: `'B+'`, `'W+'`, `'Draw'`; undefined while it goes on. */
export function resultText(result: Result | null): string | undefined {
  if (result === null) return undefined;
  return result.winner === null ? 'Draw' : result.winner === 'black' ? 'B+' : 'W+';
}

/** Writes a game down as a record: `stringifyRecord(recordFromGame(game), 'sgf')`. */
export function recordFromGame(game: Gonnect | Connect6, extra: RecordExtras = {}): GameRecord {
  const { black, white, toPlay } = game.setup;
  const info: RecordInfo = {};
  if (extra.players !== undefined) info.players = { ...extra.players };
  if (extra.event !== undefined) info.event = extra.event;
  if (extra.source !== undefined) info.source = extra.source;
  const result = extra.result ?? resultText(game.result);
  if (result !== undefined) info.result = result;
  const base = { size: game.size, moves: game.moves, ...info };
  if (game.kind === 'gonnect') return { kind: 'gonnect', setup: { black, white, toPlay }, swap: game.swapAllowed, ...base };
  return { kind: 'connect6', setup: { black, white, toPlay, stonesLeft: game.setup.stonesLeft }, ...base };
}
