/**
 * Input as a Lit controller: pointer (mouse, touch, pen) and keyboard handlers and the
 * view state they own (hover, roving focus). One listener object serves every event the
 * board listens to. A pointer's client position becomes an index through one helper
 * ({@link indexFromClient}); a press plays only if it did not travel (a touch that
 * scrolls never plays); the arrow keys move the focus. Moves go back to the board as
 * indices, through the one callback it gives.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { COLUMN_LETTERS, type ConfirmMode } from '../../vocabulary.js';
import { CELL, centreIndex, inRegion, nearestIndex, wholeBoard, type Geometry, type Region } from '../../board/geometry.js';

/** How far (CSS px) a press may travel and still play. */
export const PRESS_TOLERANCE = 8;

/** Under this cell width (CSS px), `confirm="auto"` asks a touch for a second tap: a fingertip covers more than a cell. */
export const CONFIRM_CELL_PX = 28;

/** The intersection under a client position, or -1: the one mapping from the DOM to a point. */
export function indexFromClient(svg: SVGSVGElement, geometry: Geometry, clientX: number, clientY: number): number {
  const matrix = svg.getScreenCTM();
  if (!matrix) return -1;
  const { x, y } = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return nearestIndex(geometry, x, y);
}

/** A press in progress: which pointer and where it went down. */
export interface Press {
  id: number;
  x: number;
  y: number;
}

/** Whether a press ending at this event stayed in place. */
export function pressStayed(press: Press | null, event: PointerEvent): boolean {
  return press !== null && press.id === event.pointerId && Math.hypot(event.clientX - press.x, event.clientY - press.y) <= PRESS_TOLERANCE;
}

/**
 * The focus index after a key, or null for a key the board does not use. Up is
 * towards the top row; Home/End go to the row's ends; PageUp/PageDown jump five
 * rows or to the edge. The focus stays in the region shown (the whole board by default).
 */
export function focusAfterKey(key: string, index: number, size: number, region: Region = wholeBoard(size)): number | null {
  let col = index % size;
  let row = Math.floor(index / size);
  switch (key) {
    case 'ArrowUp':
      row += 1;
      break;
    case 'ArrowDown':
      row -= 1;
      break;
    case 'ArrowLeft':
      col -= 1;
      break;
    case 'ArrowRight':
      col += 1;
      break;
    case 'Home':
      col = region.left;
      break;
    case 'End':
      col = region.right;
      break;
    case 'PageUp':
      row += 5;
      break;
    case 'PageDown':
      row -= 5;
      break;
    default:
      return null;
  }
  const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, n));
  return clamp(row, region.bottom, region.top) * size + clamp(col, region.left, region.right);
}

/** The index of a grid cell's id (`'pD4'`, on a board of `size`), or -1. */
export function indexOfCell(id: string, size: number): number {
  const col = COLUMN_LETTERS.indexOf(id[1] ?? '');
  const row = Number(id.slice(2)) - 1;
  return id.startsWith('p') && col >= 0 && col < size && Number.isInteger(row) && row >= 0 && row < size ? row * size + col : -1;
}

export class BoardInput implements ReactiveController, EventListenerObject {
  /** The intersection under the mouse, or -1. */
  hover = -1;
  /** The point a first tap chose, which a second tap there plays (tap to confirm), or -1. */
  pending = -1;
  private confirm: ConfirmMode = 'auto';
  /** The game's revision at the last update: a change of the game drops a tap waiting for its second. */
  private revision = -1;
  /** Whether the focus ring shows (keyboard focus on the grid). */
  focusShown = false;
  private geometry?: Geometry;
  private enabled = false;
  private focusIndex = -1;
  private press: Press | null = null;

  /** `play` receives every move made on the board, as an index; `drag`, a press that travelled from one point to another. */
  constructor(
    private readonly host: ReactiveElement,
    private readonly play: (index: number) => void,
    private readonly drag: (from: number, to: number) => void = () => undefined,
  ) {
    host.addController(this);
  }

  /** Before each render: the board's layout, whether it takes input (a diagram does not), `confirm`, the game's revision. */
  track(geometry: Geometry, enabled: boolean, confirm: ConfirmMode = 'auto', revision = 0): void {
    this.geometry = geometry;
    this.enabled = enabled;
    this.confirm = confirm;
    if (!enabled) this.hover = -1;
    if (!enabled || revision !== this.revision) this.pending = -1;
    this.revision = revision;
  }

  hostDisconnected(): void {
    this.press = null;
    this.hover = -1;
  }

  /** The focused intersection: the centre of the region shown until the keyboard or a move puts it elsewhere. */
  get focus(): number {
    const geometry = this.geometry;
    if (!geometry) return -1;
    const points = geometry.size ** 2;
    const shown = this.focusIndex >= 0 && this.focusIndex < points && inRegion(geometry, this.focusIndex);
    return shown ? this.focusIndex : centreIndex(geometry);
  }

  set focus(index: number) {
    this.focusIndex = index;
    this.host.requestUpdate();
  }

  handleEvent(event: Event): void {
    switch (event.type) {
      case 'pointerdown':
        return this.handlePointerDown(event as PointerEvent);
      case 'pointerup':
        return this.handlePointerUp(event as PointerEvent);
      case 'pointercancel':
        return void (this.press = null);
      case 'pointermove':
        return this.handlePointerMove(event as PointerEvent);
      case 'pointerleave':
        return this.setHover(-1);
      case 'keydown':
        return this.handleKeyDown(event as KeyboardEvent);
      case 'focus':
        return this.showFocus((event.target as Element).matches(':focus-visible'));
      case 'blur':
        return this.showFocus(false);
      case 'click':
        return this.handleCellClick(event as MouseEvent);
    }
  }

  /** The intersection under a client position, or -1. */
  private indexAt(clientX: number, clientY: number): number {
    const svg = this.host.renderRoot.querySelector('svg');
    return svg && this.geometry ? indexFromClient(svg, this.geometry, clientX, clientY) : -1;
  }

  private handlePointerDown(event: PointerEvent): void {
    if (!this.enabled || event.button !== 0) return;
    this.press = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  /**
   * A press plays where it ends, if it did not travel; where it must be confirmed, the first
   * tap shows a ghost stone there and a second tap on it plays (a tap elsewhere moves it).
   */
  private handlePointerUp(event: PointerEvent): void {
    const press = this.press;
    const stayed = pressStayed(press, event);
    this.press = null;
    if (!stayed) {
      // A press that travelled plays nothing; it may be a drag between two points (the editor's region).
      if (press?.id === event.pointerId && this.enabled) this.dragged(press, event);
      return;
    }
    const index = this.indexAt(event.clientX, event.clientY);
    if (index < 0) return;
    if (this.pending !== index && this.asksConfirmation(event)) {
      this.pending = index;
      this.host.requestUpdate();
      return;
    }
    this.pending = -1;
    this.play(index);
  }

  private dragged(press: Press, event: PointerEvent): void {
    const from = this.indexAt(press.x, press.y);
    const to = this.indexAt(event.clientX, event.clientY);
    if (from >= 0 && to >= 0 && from !== to) this.drag(from, to);
  }

  /** Whether a press waits for a second tap: `always`, or on `auto` a touch or pen where a cell is under {@link CONFIRM_CELL_PX}. */
  private asksConfirmation(event: PointerEvent): boolean {
    if (this.confirm !== 'auto') return this.confirm === 'always';
    const svg = this.host.renderRoot.querySelector('svg');
    if (event.pointerType === 'mouse' || !svg || !this.geometry) return false;
    return (svg.getBoundingClientRect().width / this.geometry.width) * CELL < CONFIRM_CELL_PX;
  }

  private handlePointerMove(event: PointerEvent): void {
    if (!this.enabled || event.pointerType !== 'mouse') return;
    this.setHover(this.indexAt(event.clientX, event.clientY));
  }

  private handleKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || !this.geometry) return;
    if (event.key === 'Enter' || event.key === ' ') this.play(this.focus);
    else {
      const next = focusAfterKey(event.key, this.focus, this.geometry.size, this.geometry.region);
      if (next === null) return;
      this.focus = next;
    }
    this.showFocus(true);
    event.preventDefault();
  }

  /** A click that assistive technology sends to a cell (no pointer press before it). */
  private handleCellClick(event: MouseEvent): void {
    const index = indexOfCell((event.target as Element).id, this.geometry?.size ?? 0);
    if (event.detail === 0 && index >= 0) this.play(index);
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
