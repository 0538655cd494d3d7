/**
 * The part of the variations feature that loads on first use (variations-feature.ts): the
 * continuations of the position shown as lettered marks, and the keys that choose among
 * them.
 */
import type { PlacedMark } from '../../board/attributes.js';
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
