/**
 * The words every layer shares, written once: the two colours, the two games and their
 * board sizes, and the languages the boards speak. Engine, notation, i18n, components,
 * rules and ai all import from here; this module imports nothing.
 */

/** The two colours, in turn order. */
export const COLORS = ['black', 'white'] as const;
/** A stone colour: `'black'`. */
export type Color = (typeof COLORS)[number];

/** The other colour: `opponent('black')` is `'white'`. */
export function opponent(color: Color): Color {
  return color === 'black' ? 'white' : 'black';
}

/** The two games. */
export const GAME_KINDS = ['gonnect', 'connect6'] as const;
/** Which game: `'gonnect'`. */
export type GameKind = (typeof GAME_KINDS)[number];

/** The column letters, left to right, Go style (no `I`): 25 columns at most. */
export const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The board sizes a game allows, and the one it starts with. */
export interface SizeRange {
  /** The smallest board: `5`. */
  readonly min: number;
  /** The largest board (one column per letter): `25`. */
  readonly max: number;
  /** The usual board: `13`. */
  readonly default: number;
}

/** Board sizes per game: Gonnect 5–25 (13 by default), Connect6 6–25 (19 by default). */
export const SIZES: Readonly<Record<GameKind, SizeRange>> = {
  gonnect: { min: 5, max: COLUMN_LETTERS.length, default: 13 },
  connect6: { min: 6, max: COLUMN_LETTERS.length, default: 19 },
};

/** The largest board either game allows: `25`. */
export const MAX_SIZE = COLUMN_LETTERS.length;

/** Whether `size` is a board size `kind` allows: a whole number in its range. */
export function isBoardSize(kind: GameKind, size: unknown): size is number {
  const { min, max } = SIZES[kind];
  return typeof size === 'number' && Number.isInteger(size) && size >= min && size <= max;
}

/** The languages the boards and the rule text speak, English first (the fallback). */
export const LANGUAGES = ['en', 'es', 'ru'] as const;
/** A supported language: `'es'`. */
export type Language = (typeof LANGUAGES)[number];

/** The supported language of a BCP 47 tag, or null: `'es-MX'` gives `'es'`, `'fr'` null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] as Language;
  return LANGUAGES.includes(primary) ? primary : null;
}

/** What a board's Download buttons save: the record, or the position as SVG or PNG. */
export const DOWNLOAD_FORMATS = ['sgf', 'svg', 'png'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The computer's levels, weakest first. */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

/** Where the computer may sit: `computer="white"` (`none`: nowhere), and the seats in which it plays. */
export const COMPUTER_SEATS = ['black', 'white', 'both', 'none'] as const;

/** When a tap first shows a ghost stone and a second tap plays (`confirm`): `auto` on touch screens when cells are small. */
export const CONFIRM_MODES = ['auto', 'always', 'never'] as const;
export type ConfirmMode = (typeof CONFIRM_MODES)[number];
export const PLAYING_SEATS = ['black', 'white', 'both'] as const;

/** The goals of a problem in each game. */
export const GOALS = ['connect', 'six', 'stop'] as const;
export type Goal = (typeof GOALS)[number];
export const GAME_GOALS: Readonly<Record<GameKind, readonly Goal[]>> = { gonnect: ['connect', 'stop'], connect6: ['six', 'stop'] };

/**
 * Where the problem judge's search is exact and answers in about a second: the deepest
 * `within` and the largest board. Beyond them a problem needs a `solution`.
 */
export const JUDGE_LIMITS: Readonly<Record<GameKind, { within: number; size: number }>> = {
  gonnect: { within: 3, size: 13 },
  connect6: { within: 2, size: 25 },
};
