/**
 * Every sentence a board shows or announces, put together from the `ui` strings of
 * the board's language. Nothing here builds HTML: the results are rendered as text.
 */
import type { Color, IllegalMoveCode, MoveRecord, Result } from '../engine/types.js';
import type { Mark } from '../notation/marks.js';
import type { Translate } from '../i18n/i18n.js';

/** Why an attribute could not be read. */
export const PROBLEM_CODES = [
  'bad-point',
  'off-board',
  'duplicate',
  'both-colors',
  'no-liberties',
  'bad-size',
  'bad-color',
  'bad-computer',
  'bad-level',
  'bad-view',
  'bad-mark',
  'bad-setup',
  'illegal-move',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** An attribute that could not be read: which one, why, and the token at fault. */
export interface Problem {
  /** The attribute's name: `'black'`. */
  attribute: string;
  code: ProblemCode;
  /** The text at fault, as written: `'Z99'`. */
  token: string;
  /** For `illegal-move`: the move's number in the list (1-based) and why it was refused. */
  number?: number;
  refusal?: IllegalMoveCode;
  /** For `bad-size`: the range. */
  min?: number;
  max?: number;
}

/** Why a move was refused: `"D4 is already taken."`. */
export function refusalText(t: Translate, code: IllegalMoveCode, point: string): string {
  return t(`refusal.${code}`, { point });
}

/** The message naming the attribute and the bad token. */
export function problemText(t: Translate, problem: Problem): string {
  const reason = problem.refusal ? refusalText(t, problem.refusal, problem.token) : '';
  const text = t(`problem.${problem.code}`, { ...problem, reason });
  return t('attribute', { attribute: problem.attribute, problem: text });
}

/** How the game ended: `"Black wins: a chain joins two opposite edges."`. */
export function resultText(t: Translate, result: Result): string {
  return result.winner ? t(`result.${result.reason}.${result.winner}`) : t(`result.${result.reason}`);
}

/** Whose turn it is: `"Black to play"`. */
export function turnText(t: Translate, color: Color): string {
  return t(`turn.${color}`);
}

/** What the live region says after a move: `"White played E5. 2 stones captured."`. */
export function moveAnnouncement(t: Translate, record: MoveRecord, result: Result | null): string {
  const parts = [t(`played.${record.color}`, { point: '\u0000' }).replace('\u0000', record.point)];
  if (record.captured.length) parts.push(t('captured', { count: record.captured.length }));
  if (result) parts.push(resultText(t, result));
  return parts.join(' ');
}

/** A mark in words: `"triangle"`, `"label A"`. */
export function markText(t: Translate, mark: Mark): string {
  return t(`mark.${mark.kind}`, { label: mark.label });
}

/** A grid cell's name, coordinate first: `"D4, black, last move"`. */
export function cellLabel(t: Translate, point: string, color: Color | null, extras: string[]): string {
  return [point, ...(color ? [t(`stone.${color}`)] : []), ...extras].join(', ');
}

/** The description of a read-only diagram (its role is img). */
export function diagramLabel(
  t: Translate,
  game: string,
  size: number,
  stones: Record<Color, string[]>,
  marks: string[],
  status: string,
): string {
  const parts = [t('diagram', { game: t(`game.${game}`), size })];
  for (const color of ['black', 'white'] as const) {
    // The list goes in after translation, so the sentence itself is looked up once per language.
    if (stones[color].length) parts.push(t(`stones.${color}`, { points: '\u0000' }).replace('\u0000', stones[color].join(', ')));
  }
  if (!stones.black.length && !stones.white.length) parts.push(t('stones.none'));
  if (marks.length) parts.push(t('marks', { marks: marks.join(', ') }));
  if (status) parts.push(status);
  return parts.join(' ');
}
