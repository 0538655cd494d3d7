/**
 * The events a board fires, for moves made on the board only (pointer, touch,
 * keyboard, the computer) and the reader's steps through the game: never while
 * attributes load, never for a method call or a property set by the page.
 */
import type { Color, Point, Result } from '../../engine/types.js';

/** `move`: a stone was placed. */
export interface MoveEventDetail {
  /** Who placed it: `'black'`. */
  color: Color;
  /** Where: `'D4'`. */
  point: Point;
  /** Stones it captured: `['D5']`. */
  captured: Point[];
  /** Its 1-based number in `game.moves` (a swap counts as a move): `3`. */
  moveNumber: number;
}

/** `navigate`: the reader stepped to another position of the game. */
export interface NavigateEventDetail {
  /** The moves played in the position now shown (0: the setup): `12`. */
  ply: number;
  /** The moves from the setup to the position shown, in the `moves` syntax: `'D4 swap E5'` (a variation's, when the reader is in one). */
  line: string;
}

/** `solved`: the problem's goal was reached (problem-mode.ts). */
export interface SolvedEventDetail {
  /** The moves since the problem's start, both sides, one point per stone: `['E4', 'D4', 'E3']`. */
  moves: string[];
}

/** `failed`: the problem's goal can no longer be reached. */
export interface FailedEventDetail {
  /** The moves since the problem's start, both sides: `['D4']`. */
  moves: string[];
  /** The line that shows it, from the opponent's next move on (empty when the solver ran out of moves): `['E4']`. */
  refutation: string[];
}

/** `edit`: the editor's content changed by the reader's hand (editor.ts). */
export interface EditEventDetail {
  /** The markup of a board showing what the editor now holds: `toHtml()`. */
  html: string;
}

/** Every board event and its detail. */
export interface BoardEventMap {
  move: MoveEventDetail;
  /** Gonnect: the second player took the pie. */
  swap: Record<string, never>;
  win: Result;
  /** Connect6: the board filled up with no six in a row. */
  draw: Result;
  navigate: NavigateEventDetail;
  solved: SolvedEventDetail;
  failed: FailedEventDetail;
  edit: EditEventDetail;
}

/** One board event with its detail: `{ type: 'move', detail: { color: 'black', ... } }`. */
export type BoardEvent = { [K in keyof BoardEventMap]: { type: K; detail: BoardEventMap[K] } }[keyof BoardEventMap];

/** Fires a board event: a CustomEvent that bubbles and crosses shadow roots. */
export function fire(target: EventTarget, { type, detail }: BoardEvent): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    move: CustomEvent<MoveEventDetail>;
    swap: CustomEvent<Record<string, never>>;
    win: CustomEvent<Result>;
    draw: CustomEvent<Result>;
    navigate: CustomEvent<NavigateEventDetail>;
    solved: CustomEvent<SolvedEventDetail>;
    edit: CustomEvent<EditEventDetail>;
    failed: CustomEvent<FailedEventDetail>;
  }
}
