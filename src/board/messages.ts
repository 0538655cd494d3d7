/**
 * Every sentence a board shows or announces, put together from the `ui` strings of
 * the board's language. Nothing here builds HTML: the results are rendered as text.
 */
import type { Color, IllegalMoveCode, MoveRecord, Result } from '../engine/types.js';
import type { Mark } from '../notation/marks.js';
import type { Translate } from '../i18n/i18n.js';
import type { GameKind } from '../vocabulary.js';
import { refusalText } from './errors.js';

/** What the board last said: after a move, a refusal, or a message (a `ui` key). Translated when drawn. */
export type Notice = (
  | { kind: 'move'; record: MoveRecord; result: Result | null }
  | { kind: 'refusal'; code: IllegalMoveCode; point: string }
  | { kind: 'message'; key: string; options?: Record<string, unknown> }
) & {
  /** Sentences a feature adds after it (the threats), `ui` keys with their options, translated when drawn. */
  more?: readonly { key: string; options?: Record<string, unknown> }[];
  /** The comment of the position now shown, read after the notice (a record's): `'A strong answer.'`. */
  comment?: string;
};

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
  const text =
    notice.kind === 'move'
      ? moveAnnouncement(t, notice.record, notice.result)
      : notice.kind === 'refusal'
        ? refusalText(t, notice.code, notice.point)
        : t(notice.key, notice.options);
  const more = (notice.more ?? []).map(({ key, options }) => ` ${t(key, options)}`).join('');
  return notice.comment ? `${text}${more} ${notice.comment}` : text + more;
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
