/** Shared helpers for the component tests. */
import { waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { BoardBase } from '../../src/components/board-base.js';
import '../../src/index.js';

export type Board = BoardBase & HTMLElement;

/** An element inside the board's shadow root. */
export function part(board: Element, selector: string): HTMLElement | null {
  return board.shadowRoot!.querySelector<HTMLElement>(selector);
}

/** The text of a part, whitespace collapsed. */
export function textOf(board: Element, selector: string): string {
  return (part(board, selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The attribute error message shown in the board ('' when none). */
export function errorText(board: Element): string {
  return textOf(board, '[part="error"]');
}

/** The grid cell of a point. */
export function cell(board: Element, point: string): HTMLElement {
  const element = board.shadowRoot!.getElementById(`p${point}`);
  if (!element) throw new Error(`no cell ${point}`);
  return element;
}

/** The screen position of a point's intersection (works for read-only boards too). */
export function pointPosition(board: Element, point: string): [number, number] {
  const svg = board.shadowRoot!.querySelector('svg')!;
  const [, x, y] = viewBoxCenter(board, point);
  const screen = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  return [Math.round(screen.x), Math.round(screen.y)];
}

/** The SVG coordinates of a point, computed from the viewBox like a page author would. */
function viewBoxCenter(board: Element, point: string): [string, number, number] {
  const svg = board.shadowRoot!.querySelector('svg')!;
  const size = (board as Board).game.size;
  const extent = svg.viewBox.baseVal.width;
  const cellSize = 20;
  const margin = (extent - (size - 1) * cellSize) / 2;
  const col = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(point[0]!);
  const row = Number(point.slice(1)) - 1;
  return [point, margin + col * cellSize, margin + (size - 1 - row) * cellSize];
}

/**
 * Clicks a point with the real mouse, after scrolling the page so that the point is in
 * the middle of the viewport: Firefox and WebKit refuse to move the mouse outside it.
 */
export async function clickPoint(board: Element, point: string): Promise<void> {
  const [x, y] = pointPosition(board, point);
  window.scrollBy(x - innerWidth / 2, y - innerHeight / 2);
  await sendMouse({ type: 'click', position: pointPosition(board, point) });
  await (board as Board).updateComplete;
}

/** Dispatches a pointer press (down, optional move, up) of the given type at a point. */
export async function press(board: Element, point: string, pointerType = 'touch', travel = 0): Promise<void> {
  const target = part(board, '[part="board"]')!;
  const [x, y] = pointPosition(board, point);
  const init = { bubbles: true, composed: true, pointerId: 7, pointerType, button: 0, isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
  if (travel) target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x, clientY: y + travel }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x, clientY: y + travel }));
  await (board as Board).updateComplete;
}

/** Records every board event fired on an element. */
export function recordEvents(target: EventTarget): { type: string; detail: unknown }[] {
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['move', 'swap', 'win', 'draw']) {
    target.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return events;
}

/** A 6×6 Connect6 position with one empty point (F6) and no six in a row. */
export function nearlyFullBoard(): { black: string; white: string } {
  const letters = 'ABCDEF';
  const black: string[] = [];
  const white: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      if (col === 5 && row === 5) continue;
      ((Math.floor(col / 2) + row) % 2 ? white : black).push(`${letters[col]}${row + 1}`);
    }
  }
  return { black: black.join(' '), white: white.join(' ') };
}

/** A computer player that never answers: a board's computer seat thinks for as long as the test runs. */
export function neverAnswers(): { choose(): Promise<string>; dispose(): void } {
  return { choose: () => new Promise<string>(() => undefined), dispose: () => undefined };
}

/** Counts the games a descriptor builds (every game read from attributes is built by its `create`) until `restore`. */
export function countLoads(descriptor: { create: (...args: never[]) => unknown }): { loads: number; restore(): void } {
  const original = descriptor.create;
  const counter = {
    loads: 0,
    restore: () => void (descriptor.create = original),
  };
  descriptor.create = function (this: unknown, ...args: never[]) {
    counter.loads++;
    return original.apply(this, args);
  };
  return counter;
}

/** Puts a board written as markup into `host` and waits until it is drawn, with its move numbers (they come with the replay's code). */
export async function boardIn(host: HTMLElement, markup: string): Promise<Board> {
  host.innerHTML = markup;
  const el = host.firstElementChild as Board;
  await el.updateComplete;
  for (let i = 0; i < 50 && el.numbers && !el.shadowRoot!.querySelector('.numbers'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
  }
  return el;
}

/** The board's New game dialog once it is open (its code loads at the first opening). */
export async function newGameDialog(board: Element): Promise<HTMLDialogElement> {
  await waitUntil(() => board.shadowRoot!.querySelector('dialog')?.open, 'the New game dialog did not open', { timeout: 5000 });
  return board.shadowRoot!.querySelector('dialog')!;
}

/** Presses Start in the board's open New game dialog (opened by its New game button) and waits for the new game to show. */
export async function startNewGame(board: Element): Promise<void> {
  const dialog = await newGameDialog(board);
  dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitUntil(() => !board.shadowRoot!.querySelector('dialog'), 'the New game dialog did not close');
  await (board as Board).updateComplete;
}
