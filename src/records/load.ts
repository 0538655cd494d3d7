/**
 * One step from a record's text to a game, as the `record` attribute needs it: read the
 * text in whatever format it is, replay it with the rules.
 */
import { writeLgPoint } from '../notation/records/coordinates.js';
import { RecordError } from '../notation/records/errors.js';
import { detectFormat, parseRecord } from '../notation/records/index.js';
import type { GameRecord, RecordFormat } from '../notation/records/record.js';
import type { GameKind } from '../vocabulary.js';
import { gameFromRecord, type LoadedGame } from './replay.js';

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
    const lgPoints = record.kind === 'connect6' && format !== 'moves';
    if (!(error instanceof RecordError) || !lgPoints || error.token === undefined || !/^[A-Z][0-9]+$/.test(error.token)) throw error;
    throw new RecordError(error.code, { moveNumber: error.moveNumber, token: writeLgPoint(error.token) });
  }
}
