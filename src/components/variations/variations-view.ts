/**
 * The part of the variations feature that loads on first use (variations-feature.ts): the
 * continuations of the position shown as lettered marks and the keys that choose among
 * them, a record's marks on the node shown, its comment, and the game's header.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { PlacedMark } from '../../board/attributes.js';
import type { Translate } from '../../i18n/i18n.js';
import type { RecordHeader } from '../../notation/records/tree.js';
import type { GameSession } from '../core/session.js';

/** The letter of the n-th continuation (A the main line): `letter(1)` is `'B'`. */
export const letter = (n: number): string => String.fromCharCode(65 + (n % 26));

/** Each next move of the position shown, marked with its letter on its point (a swap has no point). */
export function continuationMarks(session: GameSession): PlacedMark[] {
  const game = session.game;
  return session.shownNode.children.flatMap((node, n) => {
    if (node.move < 0) return [];
    const mark = { point: game.pointAt(node.move), kind: 'label' as const, label: letter(n) };
    return [{ mark, index: node.move, role: 'continuation' as const }];
  });
}

/** The marks and labels a record gives the node shown (a point off the board is left out). */
export function nodeMarks(session: GameSession): PlacedMark[] {
  const game = session.game;
  return (session.shownNode.notes.marks ?? []).flatMap((mark) => {
    try {
      return [{ mark, index: game.indexOf(mark.point) }];
    } catch {
      return [];
    }
  });
}

/**
 * `.` makes the line go on through the next continuation of the position shown, `,`
 * through the one before (A, B, C… and round); the live region says which, and its move.
 */
export function handleVariationKey(event: KeyboardEvent, session: GameSession): void {
  const step = { '.': 1, ',': -1 }[event.key];
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  const { children } = session.shownNode;
  // Off the line (after an Undo), `.` starts at A and `,` at the last.
  const current = children.indexOf(session.nextNode!);
  const child = current < 0 ? (step > 0 ? 0 : children.length - 1) : (current + step + children.length) % children.length;
  session.change({ kind: 'line', child }, true);
  const move = children[child]!.move;
  const options = { label: letter(child), total: children.length, point: move < 0 ? '' : session.game.pointAt(move) };
  session.say(move < 0 ? 'variation.chosenSwap' : 'variation.chosen', options);
}

/**
 * The longest comment shown under the board, in characters: a record may hold one of
 * nearly 1 MB, whose layout alone held the page for over half a second (big-input.test.ts);
 * the rest is cut with "…" (the `comment` property and the record keep it whole).
 */
const COMMENT_SHOWN = 10_000;

function shownComment(comment: string): string {
  return comment.length > COMMENT_SHOWN ? `${comment.slice(0, COMMENT_SHOWN)}…` : comment;
}

/** The session revision whose notice already carries its comment, per session. */
const announced = new WeakMap<GameSession, number>();

/** After each change, the live region reads the comment of the position it shows, after what it says of the change. */
export function announceComment(session: GameSession): void {
  const { announcement, revision } = session;
  if (announced.get(session) === revision) return;
  announced.set(session, revision);
  const comment = session.shownNode.notes.comment;
  if (announcement && comment && announcement.kind !== 'refusal')
    session.announcement = { ...announcement, comment: shownComment(comment) };
}

/** The header's fields in the order they show, each with its `variation.*` word. */
const HEADER_FIELDS = ['name', 'event', 'date', 'place', 'result'] as const;

/** "Black: Ann (3d)", with the rank when the record gives one. */
function player(t: Translate, header: RecordHeader, color: 'black' | 'white'): string[] {
  const name = header[color];
  if (name === undefined) return [];
  const rank = header[color === 'black' ? 'blackRank' : 'whiteRank'];
  return [`${t(`variation.${color}`)}: ${name}${rank ? ` (${rank})` : ''}`];
}

/** The game's header as one line of text: `"Black: Ann (3d) · White: Bob · Result: B+R"`; empty without one. */
export function headerText(t: Translate, header: RecordHeader | undefined): string {
  if (!header) return '';
  const fields = HEADER_FIELDS.flatMap((field) => (header[field] ? [`${t(`variation.${field}`)}: ${header[field]}`] : []));
  return [...player(t, header, 'black'), ...player(t, header, 'white'), ...fields].join(' · ');
}

/**
 * Under the board: the game's header (on a board with controls) and the comment of the
 * node shown, both as text (a record's text is never markup; the live region reads the
 * comment after each change: announceComment).
 */
export function treeNotes(t: Translate, session: GameSession, withHeader: boolean): TemplateResult | typeof nothing {
  const header = withHeader ? headerText(t, session.tree.notes.header) : '';
  const comment = shownComment(session.shownNode.notes.comment ?? '');
  if (!header && !comment && !session.tree.notes.header) return nothing;
  return html`<div class="notes">
    ${header ? html`<p part="header" class="header" role="note" aria-label=${t('variation.game')}>${header}</p>` : nothing}
    <p part="comment" class="comment" role="note" aria-label=${t('variation.comment')} ?hidden=${!comment}>${comment}</p>
  </div>`;
}

export const notesStyles = css`
  .notes {
    margin-top: 0.5em;
  }
  .notes p {
    margin: 0.25em 0;
  }
  .comment {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .header {
    font-size: 0.9em;
  }
`;
