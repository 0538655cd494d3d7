/**
 * The options of `checkProblem`, named like `renderSvg`'s (a board's attributes), read
 * into a game and a problem spec. What is not a problem at all is refused with a
 * {@link ProblemError} whose message names the option; the engine gives the rules.
 */
import { Connect6 } from '../../engine/connect6.js';
import { Gonnect } from '../../engine/gonnect.js';
import { SetupError, type Color } from '../../engine/types.js';
import { tokenize } from '../../notation/lists.js';
import { formatPoint, NotationError, parsePoint } from '../../notation/point.js';
import { valueText } from '../../value-text.js';
import { GAME_GOALS, GAME_KINDS, GOALS, SIZES, type GameKind, type Goal } from '../../vocabulary.js';
import type { ProblemGame } from './judge.js';
import type { ProblemSpec } from './spec.js';

/** What `checkProblem` reads: a board's problem attributes as options, plus how long to search. */
export interface CheckProblemOptions {
  /** Which game: `'gonnect'` or `'connect6'`. */
  game: GameKind;
  /** Lines per side (Gonnect 5–25, default 13; Connect6 6–25, default 19): `9` or `'9'`. */
  size?: number | string;
  /** Black setup stones, as text or an array of points: `'E1 E2'` or `['E1', 'E2']`. */
  black?: string | readonly string[];
  /** White setup stones, as `black`. */
  white?: string | readonly string[];
  /** The side to play, which is the solver (Black unless given): `'white'`. */
  toPlay?: string;
  /** `'connect'` (Gonnect), `'six'` (Connect6) or `'stop'` (either). */
  goal: string;
  /** The solver's moves (Gonnect) or turns (Connect6) allowed, 1 unless given: `2`. */
  within?: number | string;
  /** Authored lines, as the `solution` attribute: `'E5 | D5 E5'`. */
  solution?: string;
  /** Cancels the check: the promise rejects with a `DOMException` named `'AbortError'`. */
  signal?: AbortSignal;
  /** Most milliseconds the search may take (no limit unless given); past it, what is unproven stays unproven. */
  timeMs?: number;
}

/** The games' names in messages. */
export const GAME_TITLES: Readonly<Record<GameKind, string>> = { gonnect: 'Gonnect', connect6: 'Connect6' };

const OPTION_NAMES = ['game', 'size', 'black', 'white', 'toPlay', 'goal', 'within', 'solution', 'signal', 'timeMs'];

/** Why an options object is not a problem at all, one code per refusal. */
export const PROBLEM_ERRORS = [
  'bad-option', // an unknown option, or a value of the wrong type (solution, timeMs)
  'bad-game', // game neither gonnect nor connect6
  'bad-size', // size not a whole number in the game's range
  'bad-stones', // black or white: not points, off the board, twice, a chain without liberty
  'bad-to-play', // toPlay neither black nor white
  'bad-goal', // goal missing or not connect, six or stop
  'goal-of-other-game', // six on Gonnect, connect on Connect6
  'bad-within', // within not a whole number of 1 or more
  'game-over', // the game is over before the solver moves, and not won by the solver
  'no-legal-move', // the solver has no legal move (Gonnect: so it has lost)
] as const;
export type ProblemErrorCode = (typeof PROBLEM_ERRORS)[number];

/** Thrown (the promise rejects with it) for options that do not make a problem; `option` names the one at fault. */
export class ProblemError extends RangeError {
  /** Why: `'goal-of-other-game'`. */
  readonly code: ProblemErrorCode;
  /** The option at fault: `'goal'`. */
  readonly option: string;

  constructor(code: ProblemErrorCode, option: string, message: string) {
    super(message);
    this.name = 'ProblemError';
    this.code = code;
    this.option = option;
  }
}

/** A problem read from the options: its start, its spec (`used` 0), the solution's text ('' for none). */
export interface Problem {
  game: ProblemGame;
  spec: ProblemSpec;
  solution: string;
  timeMs: number;
  signal: AbortSignal | undefined;
}

/** How a value reads in a message: never `[object Object]`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value === 'number' ? 'the number' : `a ${typeof value}`} ${valueText(value)}`;
}

/** A whole number given as a number or as text (`9`, `'9'`), undefined when absent, NaN when unreadable. */
function wholeNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  return typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
}

/** A setup list as points in upper case: text `'C3 D4'` (spaces or commas) or an array of points. */
function readStones(list: Color, value: unknown, size: number): string[] {
  if (value === undefined || value === null) return [];
  let tokens: string[];
  if (typeof value === 'string') tokens = tokenize(value).map((token) => token.text);
  else if (Array.isArray(value)) {
    const bad = (value as unknown[]).findIndex((entry) => typeof entry !== 'string');
    if (bad >= 0) {
      const entry = describe((value as unknown[])[bad]);
      throw new ProblemError('bad-stones', list, `${list}: entry ${bad + 1} is ${entry}, not a point such as "C3".`);
    }
    tokens = value as string[];
  } else {
    throw new ProblemError('bad-stones', list, `${list}: ${describe(value)} is neither text such as "C3 D4" nor an array of points.`);
  }
  const seen = new Set<string>();
  return tokens.map((token) => {
    const point = readPoint(list, token, size);
    if (seen.has(point)) throw new ProblemError('bad-stones', list, `${list}: ${point} is given twice.`);
    seen.add(point);
    return point;
  });
}

/** One point of a setup list, in upper case. */
function readPoint(list: Color, token: string, size: number): string {
  try {
    return formatPoint(parsePoint(token, size));
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    const where = error.code === 'off-board' ? `is off the ${size}×${size} board` : 'is not a point such as "C3"';
    throw new ProblemError('bad-stones', list, `${list}: "${token}" ${where}.`);
  }
}

/** The game the options set up; a refusal of the engine becomes a ProblemError naming the list. */
function setUp(kind: GameKind, size: number, black: string[], white: string[], toPlay: Color | undefined): ProblemGame {
  const both = white.find((point) => black.includes(point));
  if (both) throw new ProblemError('bad-stones', 'white', `white: ${both} is also a black stone.`);
  const setup = { black, white, ...(toPlay ? { toPlay } : {}) };
  try {
    // A problem is a position: no pie rule (the judge does not search a swap either).
    return kind === 'gonnect' ? new Gonnect({ size, setup, swap: false }) : new Connect6({ size, setup });
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    const list = error.list ?? 'black';
    const why = error.code === 'no-liberties' ? `the chain at ${error.value} has no liberty` : 'both sides have already won';
    throw new ProblemError('bad-stones', list, `${list}: ${why}, which no game can reach.`);
  }
}

/** Reads and checks the options (the game not yet judged); throws ProblemError. */
export function readProblem(options: CheckProblemOptions): Problem {
  if (typeof options !== 'object' || options === null)
    throw new ProblemError('bad-option', 'options', `checkProblem: the options are ${describe(options)}, not an object.`);
  const unknown = Object.keys(options).find((name) => !OPTION_NAMES.includes(name));
  if (unknown)
    throw new ProblemError(
      'bad-option',
      unknown,
      `checkProblem: "${unknown}" is not an option; the options are ${OPTION_NAMES.join(', ')}.`,
    );
  const kind = options.game;
  if (!(GAME_KINDS as readonly unknown[]).includes(kind))
    throw new ProblemError('bad-game', 'game', `game: ${describe(kind)} must be gonnect or connect6.`);
  const sizes = SIZES[kind];
  const size = wholeNumber(options.size) ?? sizes.default;
  if (!(size >= sizes.min && size <= sizes.max))
    throw new ProblemError(
      'bad-size',
      'size',
      `size: ${describe(options.size)} is not a ${GAME_TITLES[kind]} board size (${sizes.min} to ${sizes.max}).`,
    );
  const toPlay = readToPlay(options.toPlay);
  const game = setUp(kind, size, readStones('black', options.black, size), readStones('white', options.white, size), toPlay);
  const goal = readGoal(kind, options.goal);
  const within = wholeNumber(options.within) ?? 1;
  if (!(within >= 1))
    throw new ProblemError('bad-within', 'within', `within: ${describe(options.within)} must be a whole number of 1 or more.`);
  const { solution, timeMs = Infinity, signal } = options;
  if (solution !== undefined && solution !== null && typeof solution !== 'string')
    throw new ProblemError('bad-option', 'solution', `solution: ${describe(solution)} is not text such as "E5 D5 | E4".`);
  if (typeof timeMs !== 'number' || !(timeMs >= 0))
    throw new ProblemError('bad-option', 'timeMs', `timeMs: ${describe(timeMs)} is not a number of milliseconds.`);
  checkNotOver(game);
  return { game, spec: { goal, within, solver: game.toPlay, used: 0 }, solution: solution?.trim() ?? '', timeMs, signal };
}

/** A game over before the solver moves is no problem, unless the solver won it (then the goal is reached). */
function checkNotOver(game: ProblemGame): void {
  const result = game.result;
  if (result === null || result.winner === game.toPlay) return;
  const solver = title(game.toPlay);
  if (result.reason === 'no-legal-move')
    throw new ProblemError(
      'no-legal-move',
      'toPlay',
      `toPlay: ${solver} has no legal move here, so it has lost before the problem starts.`,
    );
  const why = result.winner === null ? 'the board is full' : `${title(result.winner)} has already won`;
  throw new ProblemError('game-over', result.winner ?? 'black', `${result.winner ?? 'black'}: ${why}, so ${solver} has nothing to play.`);
}

/** A colour as a sentence names the side: `'Black'`. */
export function title(color: Color): string {
  return color === 'black' ? 'Black' : 'White';
}

/** `toPlay`: black or white in any case, absent for the game's default. */
function readToPlay(value: unknown): Color | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const color = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (color === 'black' || color === 'white') return color;
  throw new ProblemError('bad-to-play', 'toPlay', `toPlay: ${describe(value)} must be black or white.`);
}

/** `goal`: one of this game's goals. */
function readGoal(kind: GameKind, value: unknown): Goal {
  const goal = typeof value === 'string' ? value.trim().toLowerCase() : value;
  const mine = GAME_GOALS[kind];
  if (!(GOALS as readonly unknown[]).includes(goal))
    throw new ProblemError(
      'bad-goal',
      'goal',
      `goal: ${describe(value)} is not a goal; a ${GAME_TITLES[kind]} problem's goal is ${mine.join(' or ')}.`,
    );
  if (!mine.includes(goal as Goal)) {
    const other = GAME_TITLES[kind === 'gonnect' ? 'connect6' : 'gonnect'];
    throw new ProblemError(
      'goal-of-other-game',
      'goal',
      `goal: "${goal as string}" is a ${other} goal; a ${GAME_TITLES[kind]} problem's goal is ${mine.join(' or ')}.`,
    );
  }
  return goal as Goal;
}
