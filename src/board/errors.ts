/**
 * One table for every error a board reports: the refusals of the engine (SetupError,
 * IllegalMoveError) and of the notation (NotationError) become {@link Fault}s, the
 * board's own words, and each fault has one message (error-text.ts, which loads with
 * the first message a board shows). The setup's blame is a record over the engine's codes, so
 * a new one does not compile until it has its line here; a notation code and a move refusal
 * keep their names (`bad-point`, `refusal.ko`), with no table of names that embed.js would
 * carry. The locales' messages are checked for every code in test/components/problems.test.ts.
 * Anything else thrown while reading attributes is a bug and is rethrown, never shown as
 * a bad attribute.
 */
import type { Translate } from '../i18n/i18n.js';
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
  'bad-confirm',
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
export const RECORD_FAULT_REASONS = [
  'empty',
  'unreadable',
  'wrong-game',
  'pass',
  'bad-turn',
  'fetch',
  'link',
  'later-setup',
  // Big and slow input (src/records/load.ts says the limits): a `record` over a megabyte, a file at `src` over one,
  // more nodes than a board reads (`number` the first node past the limit, `max` the limit), a `src` that has not answered in time.
  'too-large',
  'too-large-file',
  'too-many-nodes',
  'timeout',
] as const;
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
 * The engine's setup refusals: which attribute each message names (`list` is the one
 * `SetupError.list` gives, `black` or `white`; `setup` both lists together). The fault has the
 * code's name, but for `bad-to-play`, which is `bad-color` ({@link setupFault}).
 */
export const SETUP_BLAME: { readonly [C in SetupErrorCode]: 'size' | 'list' | 'to-play' | 'setup' } = {
  'bad-size': 'size',
  'not-a-list': 'list',
  'bad-point': 'list',
  'off-board': 'list',
  duplicate: 'list',
  'no-liberties': 'list',
  'bad-to-play': 'to-play',
  'bad-stones-left': 'setup',
  'both-won': 'setup',
};

/*
 * The notation's refusals are faults of the same name, for whichever attribute was being read:
 * load.ts and region.ts pass `NotationError.code` to `fail` as it is, which does not compile
 * until a new notation code is a fault too. (No table of names: embed.js would carry it.)
 */

/** The fault of a record that could not be loaded: the file at `url`, or the record code (`url` empty). */
export function loadFailure(attribute: string, url: string): Fault {
  return { attribute, code: 'bad-record', record: 'fetch', token: quoted(url) };
}

/** The fault of a record over the size a board reads (`url` empty: the text of `record`; else the file at `src`). */
export function tooLarge(attribute: string, url: string): Fault {
  return { attribute, code: 'bad-record', record: url ? 'too-large-file' : 'too-large', token: quoted(url) };
}

/** The fault of a file at `src` that has not answered in time (the reading goes on: a later answer is shown). */
export function timedOut(url: string): Fault {
  return { attribute: 'src', code: 'bad-record', record: 'timeout', token: quoted(url) };
}

/** The fault of a setup the engine refused, naming the attribute the refused stone came from. */
export function setupFault(error: SetupError, game: GameKind, sizes: SizeRange): Fault {
  const blame = SETUP_BLAME[error.code];
  const code: FaultCode = error.code === 'bad-to-play' ? 'bad-color' : error.code;
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

/** Why a move was refused: `"D4 is already taken."` (the sentence `refusal.<code>`, `{{point}}` the move; test/components/problems.test.ts checks each code has one). */
export function refusalText(t: Translate, code: IllegalMoveCode, point: string): string {
  return t(`refusal.${code}`, { point });
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
