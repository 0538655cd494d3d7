/**
 * Reading the attributes into a game. Each reader throws a {@link ProblemError}
 * naming the attribute and the token at fault; the element catches it, shows the
 * message and keeps its last good state.
 */
import type { BoardGame } from '../engine/game.js';
import { IllegalMoveError, SetupError, type Color, type Setup } from '../engine/types.js';
import { parseMoveList, parsePointList } from '../notation/lists.js';
import { parseMarks, type Mark } from '../notation/marks.js';
import { MAX_SIZE, NotationError } from '../notation/point.js';
import type { Problem, ProblemCode } from './messages.js';

/** Carries a {@link Problem} out of a reader. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.attribute}: ${problem.code} (${problem.token})`);
  }
}

function fail(attribute: string, code: ProblemCode, token: string, extra: Partial<Problem> = {}): never {
  throw new ProblemError({ attribute, code, token, ...extra });
}

/** Runs a notation parser, turning its error into a problem of `attribute`. */
function read<T>(attribute: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof NotationError) fail(attribute, error.code, error.token);
    throw error;
  }
}

/** What one kind of game needs from the loader. */
export interface GameRules {
  defaultSize: number;
  minSize: number;
  /** A new game; may throw SetupError. */
  create(size: number, setup: Setup): BoardGame;
  /** Plays one entry of the `moves` list (`'D4'` or `'swap'`); throws IllegalMoveError. */
  playToken(game: BoardGame, token: string): void;
}

/** The setup attributes as the element holds them. */
export interface SetupSource {
  /** The `size` property, and the attribute text when there is one. */
  size: number | undefined;
  sizeText: string | null;
  black: string;
  white: string;
  toPlay: string | undefined;
  moves: string;
}

/** A board size from the `size` attribute, within the game's range. */
export function readSize(source: Pick<SetupSource, 'size' | 'sizeText'>, rules: GameRules): number {
  if (source.size === undefined || source.size === null) return rules.defaultSize;
  // A page may set the property to a numeric string: `board.size = '9'`.
  const size = typeof source.size === 'string' ? Number(source.size) : source.size;
  if (!Number.isInteger(size) || size < rules.minSize || size > MAX_SIZE) {
    fail('size', 'bad-size', source.sizeText ?? String(size), { min: rules.minSize, max: MAX_SIZE });
  }
  return size;
}

/** `black` or `white` from `to-play` (absent or empty: the game decides). */
export function readColor(text: string | undefined): Color | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return undefined;
  if (value !== 'black' && value !== 'white') fail('to-play', 'bad-color', String(text));
  return value;
}

/** Builds the setup, naming the attribute of a stone the engine refuses. */
function createGame(rules: GameRules, size: number, setup: Setup): BoardGame {
  try {
    return rules.create(size, setup);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    const token = error.value ?? '';
    const attribute = setup.white?.includes(token.toUpperCase()) ? 'white' : 'black';
    if (error.code === 'bad-size') fail('size', 'bad-size', token, { min: rules.minSize, max: MAX_SIZE });
    if (error.code === 'bad-to-play') fail('to-play', 'bad-color', token);
    fail(attribute, error.code === 'bad-point' || error.code === 'off-board' || error.code === 'duplicate' || error.code === 'no-liberties' ? error.code : 'bad-setup', token);
  }
}

/** Plays the `moves` list, naming the first move the rules refuse. */
function playMoves(rules: GameRules, game: BoardGame, text: string): void {
  const tokens = read('moves', () => parseMoveList(text, game.size));
  tokens.forEach((token, i) => {
    try {
      rules.playToken(game, token);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      fail('moves', 'illegal-move', token, { number: i + 1, refusal: error.code });
    }
  });
}

/** The game the attributes describe; throws ProblemError. */
export function loadGame(source: SetupSource, rules: GameRules): BoardGame {
  const size = readSize(source, rules);
  const black = read('black', () => parsePointList(source.black, size));
  const white = read('white', () => parsePointList(source.white, size));
  const both = white.find((point) => black.includes(point));
  if (both) fail('white', 'both-colors', both);
  const toPlay = readColor(source.toPlay);
  const game = createGame(rules, size, { black, white, ...(toPlay ? { toPlay } : {}) });
  playMoves(rules, game, source.moves);
  return game;
}

/** The marks of the `marks` attribute; throws ProblemError. */
export function loadMarks(text: string, size: number): Mark[] {
  return read('marks', () => parseMarks(text, size));
}

/** Checks `view`, `computer` and `level`; throws ProblemError for the first bad one. */
export function checkOptions(view: string | undefined, computer: string | undefined, level: number | undefined, levelText: string | null): void {
  if (view && view !== 'rules') fail('view', 'bad-view', view);
  if (computer && !['black', 'white', 'both', 'none'].includes(computer)) fail('computer', 'bad-computer', computer);
  if (level !== undefined && level !== null && !(Number.isInteger(level) && level >= 1 && level <= 5)) {
    fail('level', 'bad-level', levelText ?? String(level));
  }
}
