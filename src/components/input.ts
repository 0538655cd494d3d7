/**
 * Input: from a pointer's client position to a point (one helper for mouse, touch
 * and pen), a press that plays only if it did not travel (a touch that scrolls never
 * plays), and the keys that move the roving focus.
 */
import { nearestIndex, type Geometry } from './geometry.js';

/** How far (CSS px) a press may travel and still play. */
export const PRESS_TOLERANCE = 8;

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
  return (
    press !== null &&
    press.id === event.pointerId &&
    Math.hypot(event.clientX - press.x, event.clientY - press.y) <= PRESS_TOLERANCE
  );
}

/**
 * The focus index after a key, or null for a key the board does not use. Up is
 * towards the top row; Home/End go to the row's ends; PageUp/PageDown jump five
 * rows or to the edge.
 */
export function focusAfterKey(key: string, index: number, size: number): number | null {
  let col = index % size;
  let row = Math.floor(index / size);
  switch (key) {
    case 'ArrowUp': row += 1; break;
    case 'ArrowDown': row -= 1; break;
    case 'ArrowLeft': col -= 1; break;
    case 'ArrowRight': col += 1; break;
    case 'Home': col = 0; break;
    case 'End': col = size - 1; break;
    case 'PageUp': row += 5; break;
    case 'PageDown': row -= 5; break;
    default: return null;
  }
  const clamp = (n: number) => Math.max(0, Math.min(size - 1, n));
  return clamp(row) * size + clamp(col);
}
