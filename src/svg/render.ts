/** `renderSvg`: a board's attributes, as options, to a standalone SVG string (see index.ts). */
import type { BoardGame } from '../engine/game.js';
import type { Theme } from '../board/load.js';
import { checkOptions, loadGame, loadMarks, readNumbers, readPly } from '../board/load.js';
import { FaultError } from '../board/errors.js';
import { faultText } from '../board/error-text.js';
import { parseRegion } from '../board/region.js';
import { listText, valueText } from '../board/values.js';
import { parseMoveList } from '../notation/lists.js';
import { pointNames } from '../notation/point.js';
import { english } from './english.js';
import { GAME_NAMES, GAMES, type GameName } from '../board/loaded-games.js';
import { pictureSvg, type PictureSource } from './picture.js';
import type { Translate } from '../i18n/i18n.js';

export { GAME_NAMES, type GameName } from '../board/loaded-games.js';

/** What to draw: the attributes of a read-only board, as options. */
export interface SvgOptions {
  /** Which game: `'gonnect'` or `'connect6'`. */
  game: GameName;
  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19): `9` or `'9'`. */
  size?: number | string;
  /** Black setup stones: `'D4 E5'` or `['D4', 'E5']`. */
  black?: string | readonly string[];
  /** White setup stones: `'F6'` or `['F6']`. */
  white?: string | readonly string[];
  /** Who moves after the setup (and the title says so): `'black'`. */
  toPlay?: string;
  /** Moves played from the setup: `'D4 swap E5'` or `['D4', 'swap', 'E5']`. */
  moves?: string | readonly string[];
  /** The position after this many moves: `3` (absent: the last). */
  ply?: number | string;
  /** Annotations: `'D4:triangle E5:A'` or `['D4:triangle', 'E5:A']`. */
  marks?: string | readonly string[];
  /** Move numbers: `'all'` or the last N. */
  numbers?: string | number;
  /** Part of the board: `'A1-G7'`. */
  region?: string;
  /** `'light'` (default) or `'dark'`. */
  theme?: Theme;
  /** Leaves out the coordinate labels. */
  noCoordinates?: boolean;
}

const OPTION_NAMES = ['game', 'size', 'black', 'white', 'toPlay', 'moves', 'ply', 'marks', 'numbers', 'region', 'theme', 'noCoordinates'];

/** An option's text ('' when absent). */
function text(value: unknown): string {
  return valueText(value) ?? '';
}

/** What a list option's entry is, in a message: `'the number 3'`, `'null'`, `'an array'`. */
function entryText(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'number' ? `the number ${value}` : `a ${typeof value}`;
}

/**
 * A list option's text (`black`, `white`, `moves`, `marks`): a string as it is, an array of
 * strings as its entries one after the other (`['C3', 'D4']` reads as `'C3 D4'`); an entry
 * that is not text is refused naming it, and anything else reads as the attributes read it.
 */
function listOption(name: string, example: string, value: unknown): string {
  if (!Array.isArray(value)) return text(value);
  const entries = value as unknown[];
  const bad = entries.findIndex((entry) => typeof entry !== 'string');
  if (bad >= 0) throw new TypeError(`renderSvg: ${name}: entry ${bad + 1} is ${entryText(entries[bad])}, not text such as "${example}".`);
  return listText(entries) ?? '';
}

/** Runs a reader; its refusal becomes an Error with the board's English message naming the option. */
function readOption<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof FaultError) throw new Error(faultText(english, error.fault), { cause: error });
    throw error;
  }
}

/** The game the options describe, at the position shown, with the moves to it as indices. */
function position(options: SvgOptions): { game: BoardGame; moves: number[] } {
  const factory = GAMES[options.game];
  const source = {
    size: options.size,
    black: listOption('black', 'C3', options.black),
    white: listOption('white', 'C3', options.white),
    toPlay: valueText(options.toPlay),
    moves: '',
  };
  const moves = listOption('moves', 'C3', options.moves);
  const whole = readOption(() => loadGame({ ...source, moves }, factory, { noSwap: false }));
  const tokens = parseMoveList(moves, whole.size);
  const ply = readOption(() => readPly(options.ply, tokens.length));
  const game = ply === tokens.length ? whole : loadGame({ ...source, moves: tokens.slice(0, ply).join(' ') }, factory, { noSwap: false });
  return { game, moves: game.moves.map((move) => (move === 'swap' ? -1 : game.indexOf(move))) };
}

/**
 * The standalone SVG of a board: `renderSvg({ game: 'connect6', size: 13, black: 'G7' })`. Throws an
 * Error naming a bad option, a TypeError for no options object or a list entry that is not text.
 */
export function renderSvg(options: SvgOptions): string {
  return pictureSvg(pictureSource(options, english));
}

/**
 * What `renderSvg` draws for the options, its words in the language of `t`: the one reading of
 * the options that `renderSvg` and `prerender` (board-content.ts) share. Throws as `renderSvg`.
 */
export function pictureSource(options: SvgOptions, t: Translate): PictureSource {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(
      `renderSvg needs an options object, such as { game: 'gonnect', size: 9, black: 'E5' }; it was given ${entryText(options)}.`,
    );
  const unknown = Object.keys(options).find((name) => !OPTION_NAMES.includes(name));
  if (unknown) throw new Error(`renderSvg: "${unknown}" is not an option; the options are ${OPTION_NAMES.join(', ')}.`);
  if (!(GAME_NAMES as readonly unknown[]).includes(options.game))
    throw new Error(`game: "${valueText(options.game) ?? ''}" must be gonnect or connect6.`);
  const { game, moves } = position(options);
  readOption(() => checkOptions(undefined, undefined, undefined, options.theme, undefined));
  const names = pointNames(game.size);
  const markText = listOption('marks', 'D4:triangle', options.marks);
  const marks = readOption(() => loadMarks(markText, game.size)).map((mark) => ({ mark, index: names.indexOf(mark.point) }));
  return {
    game,
    moves,
    marks,
    numbers: readOption(() => readNumbers(options.numbers)),
    region: readOption(() => parseRegion(options.region, game.size)),
    coordinates: !options.noCoordinates,
    theme: valueText(options.theme) === 'dark' ? 'dark' : 'light',
    t,
    sayTurn: Boolean(valueText(options.toPlay)),
  };
}
