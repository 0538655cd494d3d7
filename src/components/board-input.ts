/**
 * Input as a Lit controller: pointer (mouse, touch, pen) and keyboard handlers and the
 * view state they own (hover, roving focus). One listener object serves every event
 * the board listens to; moves go back to the board through `play`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { focusAfterKey, pressStayed, type Press } from './input.js';

/** What the input needs from the board (closures, so the board keeps them private). */
export interface InputBoard {
  /** Whether the board is a diagram, which takes no input. */
  readonly(): boolean;
  /** Lines per side of the game on the board. */
  size(): number;
  /** The intersection under a client position, or -1. */
  indexAt(clientX: number, clientY: number): number;
  /** A move made on the board: plays it or says why not. */
  play(index: number): void;
}

export class BoardInput implements ReactiveController, EventListenerObject {
  /** The intersection under the mouse, or -1. */
  hover = -1;
  /** Whether the focus ring shows (keyboard focus on the grid). */
  focusShown = false;
  private focusIndex = -1;
  private press: Press | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: InputBoard,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.press = null;
    this.hover = -1;
  }

  /** The focused intersection: the centre until the keyboard or a move puts it elsewhere. */
  get focus(): number {
    const points = this.board.size() ** 2;
    return this.focusIndex >= 0 && this.focusIndex < points ? this.focusIndex : (points - 1) >> 1;
  }

  set focus(index: number) {
    this.focusIndex = index;
    this.host.requestUpdate();
  }

  handleEvent(event: Event): void {
    switch (event.type) {
      case 'pointerdown': return this.handlePointerDown(event as PointerEvent);
      case 'pointerup': return this.handlePointerUp(event as PointerEvent);
      case 'pointercancel': return void (this.press = null);
      case 'pointermove': return this.handlePointerMove(event as PointerEvent);
      case 'pointerleave': return this.setHover(-1);
      case 'keydown': return this.handleKeyDown(event as KeyboardEvent);
      case 'focus': return this.showFocus((event.target as Element).matches(':focus-visible'));
      case 'blur': return this.showFocus(false);
      case 'click': return this.handleCellClick(event as MouseEvent);
    }
  }

  private handlePointerDown(event: PointerEvent): void {
    if (this.board.readonly() || event.button !== 0) return;
    this.press = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  /** A press plays where it ends, if it did not travel (a touch that scrolls never plays). */
  private handlePointerUp(event: PointerEvent): void {
    const stayed = pressStayed(this.press, event);
    this.press = null;
    if (!stayed) return;
    const index = this.board.indexAt(event.clientX, event.clientY);
    if (index >= 0) this.board.play(index);
  }

  private handlePointerMove(event: PointerEvent): void {
    if (this.board.readonly() || event.pointerType !== 'mouse') return;
    this.setHover(this.board.indexAt(event.clientX, event.clientY));
  }

  private handleKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') this.board.play(this.focus);
    else {
      const next = focusAfterKey(event.key, this.focus, this.board.size());
      if (next === null) return;
      this.focus = next;
    }
    this.showFocus(true);
    event.preventDefault();
  }

  /** A click that assistive technology sends to a cell (no pointer press before it). */
  private handleCellClick(event: MouseEvent): void {
    const id = (event.target as Element).id;
    if (event.detail !== 0 || !id.startsWith('p')) return;
    const col = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(id[1]!);
    const row = Number(id.slice(2)) - 1;
    this.board.play(row * this.board.size() + col);
  }

  private setHover(index: number): void {
    if (index === this.hover) return;
    this.hover = index;
    this.host.requestUpdate();
  }

  private showFocus(shown: boolean): void {
    if (shown === this.focusShown) return;
    this.focusShown = shown;
    this.host.requestUpdate();
  }
}
