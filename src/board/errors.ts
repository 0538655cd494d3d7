/**
 * One table for every error a board reports: the refusals of the engine (SetupError,
 * IllegalMoveError) and of the notation (NotationError) become {@link Fault}s, the
 * board's own words, and each fault has one message (error-text.ts, which loads with
 * the first message a board shows). The tables are records over each
 * layer's code list, so a new code does not compile until it has its line here; the
 * locales' messages are checked for every code in test/components/problems.test.ts.
 * Anything else thrown while reading attributes is a bug and is rethrown, never shown as
 * a bad attribute.
 */
import type { Translate } from '../i18n/i18n.js';
import type { NotationErrorCode } from '../notation/point.js';
import { IllegalMoveError, SetupError, type IllegalMoveCode, type SetupErrorCode } from '../engine/types.js';
import type { GameKind, SizeRange } from '../vocabulary.js';
import { quoted, valueText } from './values.js';

/** Why an attribute could not be read. */
export const FAULT_CODES = [
  'bad-point',
  'off-board',
  'duplicate',
  'both-colors',
  'no-liberties',
  'not-a-list',
  'bad-size',
  'bad-color',
  'bad-stones-left',
  'both-won',
  'bad-computer',
  'bad-level',
  'bad-view',
  'bad-theme',
  'bad-mark',
  'bad-label',
  'illegal-move',
  'bad-ply',
  'bad-numbers',
  'bad-record',
  // Problems the board judges (problem-mode.ts): goal, within, solution, and the judge's limits.
  'bad-goal',
  'bad-within',
  'bad-solution',
  'problem-too-deep',
  'problem-too-large',
  'problem-too-hard',
  // What checking a problem finds (checkProblem): an authored line at fault, a goal already reached or out of reach, no move.
  'bad-solution-line',
  'problem-reached',
  'problem-unsound',
  'problem-no-move',
  'bad-problem',
  'bad-region',
] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

/**
 * Why a record (`record`, `src`) could not be read, when no other fault says it: the
 * context of `bad-record`'s message (`unreadable` is its plain message, `bad-record`).
 */
export const RECORD_FAULT_REASONS = ['empty', 'unreadable', 'wrong-game', 'pass', 'bad-turn', 'fetch', 'link', 'later-setup'] as const;
export type RecordFault = (typeof RECORD_FAULT_REASONS)[number];

/** An attribute that could not be read: which one, why, and the token at fault. */
export interface Fault {
  /** The attribute's name: `'black'`; `'setup'` for the `black` and `white` attributes together. */
  attribute: string;
  code: FaultCode;
  /** The text at fault, as written: `'Z99'` (empty when no one token is at fault). */
  token: string;
  /** For `illegal-move`: the move's number in the list (1-based; in a record, as the game numbers them) and why it was refused. */
  number?: number;
  refusal?: IllegalMoveCode;
  /** For `bad-size`: the range; for `bad-ply`, `max` is the game's number of moves. */
  min?: number;
  max?: number;
  /**
   * The game, where its message differs between the games (the i18next context): `both-won`
   * says chain (Gonnect) or line (Connect6); a move refused in `moves` or a record says turn in Connect6.
   */
  game?: GameKind;
  /** For `bad-record`: why (its message's context): `'unreadable'`. */
  record?: RecordFault;
  /** For `bad-solution-line` (`number` the line's, `token` its text): what is wrong (its `problem.line.*` sentence), the turn at fault as written, and the refutation found: `'refuted'`, `'A1'`, `'E5'`. */
  line?: string;
  move?: string;
  refutation?: string;
  /** In a record, the variation the refused node is in (its letter, A the main line) and the number of its first move: `{ label: 'B', number: 12 }`. */
  variation?: { label: string; number: number };
}

/** Carries a {@link Fault} out of a reader. */
export class FaultError extends Error {
  constructor(readonly fault: Fault) {
    super(`${fault.attribute}: ${fault.code} (${fault.token})`);
  }
}

/** Stops a reader with a fault of `attribute`; a long token is kept (and quoted) short. */
export function fail(attribute: string, code: FaultCode, token: string, extra: Partial<Fault> = {}): never {
  throw new FaultError({ attribute, code, token: quoted(token), ...extra });
}

/**
 * The engine's setup refusals. `blame` says which attribute the message names: `list`
 * is the one `SetupError.list` gives (`black` or `white`), `setup` both lists together.
 */
export const SETUP_FAULTS: { readonly [C in SetupErrorCode]: { code: FaultCode; blame: 'size' | 'list' | 'to-play' | 'setup' } } = {
  'bad-size': { code: 'bad-size', blame: 'size' },
  'not-a-list': { code: 'not-a-list', blame: 'list' },
  'bad-point': { code: 'bad-point', blame: 'list' },
  'off-board': { code: 'off-board', blame: 'list' },
  duplicate: { code: 'duplicate', blame: 'list' },
  'no-liberties': { code: 'no-liberties', blame: 'list' },
  'bad-to-play': { code: 'bad-color', blame: 'to-play' },
  'bad-stones-left': { code: 'bad-stones-left', blame: 'setup' },
  'both-won': { code: 'both-won', blame: 'setup' },
};

/** The notation's refusals, for whichever attribute was being read. */
export const NOTATION_FAULTS: { readonly [C in NotationErrorCode]: FaultCode } = {
  'bad-point': 'bad-point',
  'off-board': 'off-board',
  duplicate: 'duplicate',
  'bad-mark': 'bad-mark',
  'bad-label': 'bad-label',
};

/** The engine's move refusals: the `ui` key of each sentence (`{{point}}` is the move). */
export const REFUSAL_MESSAGES: { readonly [C in IllegalMoveCode]: string } = {
  'off-board': 'refusal.off-board',
  occupied: 'refusal.occupied',
  suicide: 'refusal.suicide',
  ko: 'refusal.ko',
  'game-over': 'refusal.game-over',
  'swap-not-allowed': 'refusal.swap-not-allowed',
};

/** The fault of a record that could not be loaded: the file at `url`, or the record code (`url` empty). */
export function loadFailure(attribute: string, url: string): Fault {
  return { attribute, code: 'bad-record', record: 'fetch', token: quoted(url) };
}

/** The fault of a setup the engine refused, naming the attribute the refused stone came from. */
export function setupFault(error: SetupError, game: GameKind, sizes: SizeRange): Fault {
  const { code, blame } = SETUP_FAULTS[error.code];
  const fault: Fault = { attribute: blame === 'list' ? (error.list ?? 'black') : blame, code, token: quoted(error.value ?? '') };
  if (code === 'bad-size') Object.assign(fault, { min: sizes.min, max: sizes.max });
  if (code === 'both-won') fault.game = game;
  return fault;
}

/** The fault a reader reported; anything else is a bug, and is thrown again. */
export function faultOf(error: unknown): Fault {
  if (error instanceof FaultError) return error.fault;
  throw error;
}

/** Why a move was refused: `"D4 is already taken."`. */
export function refusalText(t: Translate, code: IllegalMoveCode, point: string): string {
  return t(REFUSAL_MESSAGES[code], { point });
}

/**
 * The engine's refusal, with its message in the board's language (a page sees it from `play()` and `swap()`).
 * A refused point that is no text (the engine keeps what `play()` was given; a swap has no point and is
 * refused only as `swap-not-allowed`) is the page's mistake, not the rules': a `TypeError` saying so.
 */
export function translated(error: unknown, t: Translate): unknown {
  if (!(error instanceof IllegalMoveError)) return error;
  const { code, point } = error;
  if (typeof point != 'string' && code != 'swap-not-allowed')
    return new TypeError(t('refusal.not-a-point', { value: quoted(valueText(point) ?? String(point)) }));
  error.message = refusalText(t, code, point ?? '');
  return error;
}
