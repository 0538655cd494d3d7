/**
 * Every sentence a board shows or announces, put together from the `ui` strings of
 * the board's language. Nothing here builds HTML: the results are rendered as text.
 */
import type { Color, MoveRecord, Result } from '../engine/types.js';
import type { Mark } from '../notation/marks.js';
import type { Translate } from '../i18n/i18n.js';
import type { GameKind } from '../vocabulary.js';
import { refusalText } from './problems.js';
import type { Notice } from './session.js';

/**
 * The sentences that name a unit of play, which the two games count differently: a
 * Gonnect move is one stone, a Connect6 turn two (and the Connect6 numbers in them are
 * turn numbers: `shownText`, the record errors). Each has a second form in the locales,
 * the key (with its context, if any) plus `_connect6`: `shown.black_connect6` "Turn 3,
 * Black K10.", `undone_connect6` (one stone of a turn was taken back).
 */
export const CONNECT6_FORMS: ReadonlySet<string> = new Set([
  'shown.black',
  'shown.white',
  'undone',
  'problem.illegal-move',
  'problem.bad-record_pass',
  'problem.bad-record_bad-turn',
]);

const connect6Words = new WeakMap<Translate, Translate>();

/**
 * The `t` of a board of `game`: Connect6 says the sentences of {@link CONNECT6_FORMS} in
 * their Connect6 form, Gonnect (and anything else) keeps `t`. `wordsOf(t, 'connect6')('undone')`
 * is `t('undone', { context: 'connect6' })`.
 */
export function wordsOf(t: Translate, game: GameKind): Translate {
  if (game !== 'connect6') return t;
  let words = connect6Words.get(t);
  if (!words) {
    words = (key, options) => {
      const context = options?.context;
      const form = typeof context === 'string' && context ? `${key}_${context}` : key;
      if (!CONNECT6_FORMS.has(form)) return t(key, options);
      return t(key, { ...options, context: form === key ? 'connect6' : `${context as string}_connect6` });
    };
    connect6Words.set(t, words);
  }
  return words;
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

/** What the board says about a notice: a move, a refusal or a message. */
export function noticeText(t: Translate, notice: Notice | null): string {
  if (!notice) return '';
  if (notice.kind === 'move') return moveAnnouncement(t, notice.record, notice.result);
  if (notice.kind === 'refusal') return refusalText(t, notice.code, notice.point);
  if (notice.kind === 'shown') return shownText(t, notice.number, notice.color, notice.point);
  return t(notice.key, notice.options);
}

/** The position shown after a step: `"Move 12, White K10."`, `"Move 2: swap."`, or the setup. */
export function shownText(t: Translate, number: number, color: Color | null, point: string | null): string {
  if (!number) return t('shown.setup');
  return t(point && color ? `shown.${color}` : 'shown.swap', { number, point });
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
  game: GameKind,
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
