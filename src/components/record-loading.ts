/**
 * What goes into a board and out of it, the part that loads on first use
 * (record-source.ts imports it): reading the `record` and `src` text into a game with the
 * rules, every refusal as the board's {@link Problem}; writing the game back (`toRecord`,
 * the SGF download); and the picture of the position (`toSvg`, the SVG and PNG downloads:
 * src/svg/picture.ts, picture-export.ts). It brings the record formats (src/records) and
 * the SVG writer with it, so a board that never reads or writes one never loads them.
 *
 * Records and pictures are one chunk rather than two: as two, Rolldown 1.2.19 split
 * src/vocabulary.ts out of embed.js into a file of its own (one more request before any
 * board could draw; `npm run size` fails on that).
 */
import type { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import type { Gonnect } from '../engine/gonnect.js';
import {
  decodeShare,
  loadRecord,
  shareOfGame,
  RecordError,
  recordFromGame,
  RECORD_FORMATS,
  stringifyRecord,
  type RecordErrorCode,
  type RecordExtras,
} from '../records/index.js';
import type { GameKind, SizeRange } from '../vocabulary.js';
import { ProblemError, type Problem, type ProblemCode, type RecordProblem } from './problems.js';
import { saveBlob, savePicture } from './picture-export.js';
import type { DownloadFormat } from './view/replay-bar.js';
import type { GameSession } from './session.js';
import { fragmentEntries, type LinkBoard } from './share-link.js';
import { quoted } from './values.js';

/** What a file says besides the moves, and the moves it says it of: `{ players: { black: 'Ann' }, result: 'W+R', moves: 'K10 J9 L11' }`. */
export type FileInfo = RecordExtras & { moves: string };

/** A record read for a board: the game at its last move, what was left out, and what the file says besides the moves. */
export interface BoardRecord {
  game: Gonnect | Connect6;
  /** Stones after the winning one that were left out (Little Golem's files): `{ moveNumber: 23, moves: ['L11'] }`. */
  ignored?: { moveNumber: number; moves: string[] };
  /** Names, event, source and result, written again by `toRecord` (the result only while the moves are the file's). */
  info: FileInfo;
}

/**
 * How each refusal of the records layer reads on a board: a problem the board already
 * has words for (a point, a setup, a move the rules refuse, named with its number), or
 * one of the record's own (`bad-record` with its reason).
 */
const RECORD_PROBLEMS: { readonly [C in RecordErrorCode]: { code: ProblemCode; record?: RecordProblem; rule?: boolean } } = {
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
  'setup-in-game': { code: 'bad-record', record: 'unreadable' },
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

/** The board's problem for a record refusal of `attribute` (`record` or `src`). */
export function recordProblem(error: RecordError, attribute: string, kind: GameKind, sizes: SizeRange): Problem {
  const { code, record, rule } = RECORD_PROBLEMS[error.code];
  const problem: Problem = { attribute, code, token: quoted(error.token ?? '') };
  if (record) problem.record = record;
  if (error.moveNumber !== undefined) problem.number = error.moveNumber;
  if (rule) problem.refusal = error.code as Problem['refusal'];
  if (code === 'bad-size') Object.assign(problem, { min: sizes.min, max: sizes.max });
  problem.game = kind;
  return problem;
}

/**
 * Reads a record's text (any format: SGF, Little Golem's SGF, the numbered list, a move
 * list on a board of `size`) into a game of `kind`; throws ProblemError.
 */
export function readRecord(text: string, kind: GameKind, attribute: string, sizes: SizeRange, size?: number): BoardRecord {
  try {
    const { game, ignored, record } = loadRecord(text, kind, size);
    const { players, event, source, result } = record;
    return { game, ignored, info: { players, event, source, result, moves: game.moves.join(' ') } };
  } catch (error) {
    if (error instanceof RecordError) throw new ProblemError(recordProblem(error, attribute, kind, sizes));
    throw error;
  }
}

/** A share link's game and the position it shows (absent: its last). */
export interface LinkedGame {
  game: Gonnect | Connect6;
  ply: number | undefined;
}

/**
 * Reads the payload of a share link (src/records/share.ts) for `board`: its game, or null
 * after telling the board the problem of the `link` (a payload that is not one, or a game
 * of the other kind, is `bad-record` with the reason `link`; a move the rules refuse is
 * named with its number). A good link clears the board's last link problem.
 */
export function readLink(payload: string, board: LinkBoard): LinkedGame | null {
  const { kind, sizes } = board;
  try {
    const { game, ply } = decodeShare(payload);
    if (game.kind !== kind) throw new RecordError('wrong-game');
    board.problem(null);
    return { game, ply };
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    const problem = recordProblem(error, 'link', kind, sizes);
    if (problem.code === 'bad-record') problem.record = 'link';
    board.problem(problem);
    return null;
  }
}

/**
 * The address of this page with `id`'s entry in the fragment showing `game` at `ply`
 * (absent: its last position); the other entries stay: `https://example.org/play.html#final=JDBBlVScA`.
 */
export function shareLink(id: string, game: BoardGame, ply?: number): string {
  const entries = fragmentEntries();
  // Both elements' engines are a Gonnect or a Connect6 game.
  entries.set(id, shareOfGame(game as Gonnect | Connect6, ply));
  return `${location.href.split('#')[0]}#${entries}`;
}

/**
 * The Share button of the board `id` (empty: it has none, and says that it needs one):
 * copies the link to the position shown and says so, or shows the link to copy by hand
 * where the page may not copy.
 */
export async function share(id: string, session: GameSession): Promise<void> {
  if (!id) return session.say('shared.noId');
  const url = shareLink(id, session.wholeGame(), session.atEnd ? undefined : session.ply);
  try {
    await navigator.clipboard.writeText(url);
    session.say('shared.copied');
  } catch {
    session.say('shared.copyThis', { url });
  }
}

/** The formats `toRecord` writes: `'sgf'`, `'moves'` (and `'list'`, Connect6's numbered list). */
export type BoardRecordFormat = (typeof RECORD_FORMATS)[number];

/** A game as a record's text: `writeRecord(game, 'sgf', info)`; the file's result is kept only while the moves are the file's. */
export function writeRecord(game: BoardGame, format: string, info?: FileInfo): string {
  if (!(RECORD_FORMATS as readonly string[]).includes(format)) throw new RangeError(`toRecord: "${format}" is not sgf, moves or list`);
  const { moves, ...extras }: Partial<FileInfo> = info ?? {};
  if (moves !== game.moves.join(' ')) delete extras.result;
  // Both elements' engines are a Gonnect or a Connect6 game.
  return stringifyRecord(recordFromGame(game as Gonnect | Connect6, extras), format as BoardRecordFormat);
}

/** Saves a record's text as a file the browser downloads: `saveFile(sgf, 'connect6.sgf')`. */
export function saveFile(text: string, name: string): void {
  saveBlob(new Blob([text], { type: 'application/x-go-sgf' }), name);
}

/** Saves a download of the replay bar: the record (`gonnect.sgf`) or a picture (`connect6.svg`, `connect6.png`) of `text`. */
export async function saveDownload(text: Promise<string>, kind: GameKind, format: DownloadFormat): Promise<void> {
  const name = `${kind}.${format}`;
  if (format === 'sgf') return saveFile(await text, name);
  return savePicture(await text, name, format);
}

export { RecordReading } from './record-reading.js';
export { pictureSvg } from '../svg/picture.js';
