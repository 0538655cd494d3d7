/**
 * Reading the attributes into a game. Each reader throws a {@link FaultError} naming
 * the attribute and the token at fault (through errors.ts); the element
 * catches it, shows the message and keeps its last good state.
 */
import type { BoardGame } from '../engine/game.js';
import { IllegalMoveError, SetupError, type Color, type Setup } from '../engine/types.js';
import { parseMoveList, parsePointList } from '../notation/lists.js';
import { parseMarks, type Mark } from '../notation/marks.js';
import { NotationError } from '../notation/point.js';
import { turnOf } from '../notation/records/turns.js';
import { COMPUTER_SEATS, CONFIRM_MODES, type SizeRange } from '../vocabulary.js';
import type { GameFactory } from './games.js';
import { fail, FaultError, setupFault } from './errors.js';
import { valueText, wholeNumber } from './values.js';

/** Runs a notation parser, turning its error into a fault of `attribute`. */
function read<T>(attribute: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof NotationError) fail(attribute, error.code, error.token);
    throw error;
  }
}

/** The setup attributes as the element holds them: the lists as text ('' when absent). */
export interface SetupSource {
  /** The `size` property as the page gave it: `9`, `'9'`, or anything (values.ts); absent: null or undefined. */
  size: unknown;
  black: string;
  white: string;
  /** The `to-play` text, or null when absent. */
  toPlay: string | null;
  moves: string;
}

/** A board size from the `size` property (a number or numeric text), within the game's range. */
export function readSize(source: Pick<SetupSource, 'size'>, sizes: SizeRange): number {
  const { min, max } = sizes;
  const size = wholeNumber(source.size);
  if (size === null) return sizes.default;
  if (!(size >= min && size <= max)) fail('size', 'bad-size', valueText(source.size) ?? '', { min, max });
  return size;
}

/** `black` or `white` from `to-play` (absent or empty: the game decides). */
export function readColor(text: string | null): Color | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return undefined;
  if (value !== 'black' && value !== 'white') fail('to-play', 'bad-color', text ?? '');
  return value;
}

export type { GameFactory };

/** Builds the setup; a refusal names the attribute its stone came from. */
function createGame<G extends BoardGame, O>(game: GameFactory<G, O>, size: number, setup: Setup, options: O): G {
  try {
    return game.create(size, setup, options);
  } catch (error) {
    if (error instanceof SetupError) throw new FaultError(setupFault(error, game.kind, game.sizes));
    throw error;
  }
}

/** Plays the `moves` list, naming the first move the rules refuse by its number (Connect6: its turn's, as in records and the replay). */
function playMoves(game: BoardGame, text: string): void {
  const tokens = read('moves', () => parseMoveList(text, game.size));
  tokens.forEach((token, i) => {
    try {
      game.playMove(token);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      const number = game.kind === 'connect6' ? turnOf(i, game.setup.stonesLeft!) : i + 1;
      fail('moves', 'illegal-move', token, { number, refusal: error.code, game: game.kind });
    }
  });
}

/** The game the attributes describe, with the game's own options (Gonnect: `noSwap`); throws FaultError. */
export function loadGame<G extends BoardGame, O>(source: SetupSource, game: GameFactory<G, O>, options: O): G {
  const size = readSize(source, game.sizes);
  const black = read('black', () => parsePointList(source.black, size));
  const white = read('white', () => parsePointList(source.white, size));
  const both = white.find((point) => black.includes(point));
  if (both) fail('white', 'both-colors', both);
  const toPlay = readColor(source.toPlay);
  const loaded = createGame(game, size, { black, white, ...(toPlay ? { toPlay } : {}) }, options);
  playMoves(loaded, source.moves);
  return loaded;
}

/** The marks of the `marks` attribute; throws FaultError. */
export function loadMarks(text: string, size: number): Mark[] {
  return read('marks', () => parseMarks(text, size));
}

export { COMPUTER_SEATS };

/** The schemes the `theme` attribute pins (absent: the reader's `prefers-color-scheme`). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Checks `view`, `computer`, `level`, `theme` and `confirm` as the page gave them (values.ts); throws FaultError for the first bad one. */
export function checkOptions(view: unknown, computer: unknown, level: unknown, theme: unknown, confirm: unknown): void {
  const viewText = valueText(view);
  if (viewText && viewText !== 'rules') fail('view', 'bad-view', viewText);
  const seat = valueText(computer);
  if (seat && !(COMPUTER_SEATS as readonly string[]).includes(seat)) fail('computer', 'bad-computer', seat);
  const strength = wholeNumber(level);
  if (strength !== null && !(strength >= 1 && strength <= 5)) fail('level', 'bad-level', valueText(level) ?? '');
  const scheme = valueText(theme);
  if (scheme && !(THEMES as readonly string[]).includes(scheme)) fail('theme', 'bad-theme', scheme);
  const mode = valueText(confirm);
  if (mode && !(CONFIRM_MODES as readonly string[]).includes(mode)) fail('confirm', 'bad-confirm', mode);
}

/**
 * The `ply` to show in a game of `length` moves: absent, the last; else a whole number
 * from 0 to `length`; throws FaultError.
 */
export function readPly(value: unknown, length: number): number {
  const ply = wholeNumber(value);
  if (ply === null) return length;
  if (!(ply >= 0 && ply <= length)) fail('ply', 'bad-ply', valueText(value) ?? '', { max: length });
  return ply;
}

/** How many move numbers `numbers` shows: `all` (Infinity), a whole number N (the last N), absent or empty 0; throws FaultError. */
export function readNumbers(value: unknown): number {
  const text = (valueText(value) ?? '').trim();
  if (!text) return 0;
  if (text.toLowerCase() === 'all') return Infinity;
  const count = wholeNumber(text);
  if (count === null || !(count >= 0)) fail('numbers', 'bad-numbers', text);
  return count;
}
