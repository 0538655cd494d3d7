/**
 * The accessible grid laid over the intersections: one gridcell per point, rows from
 * the top, named coordinate first (`"D4, black"`). Invisible; the SVG draws the board.
 */
import { html, type TemplateResult } from 'lit';
import { COLUMN_LETTERS } from '../notation/point.js';

const pointNames = new Map<number, string[]>();

/** The point names of a size, by index (`row * size + col`): cached per size. */
export function pointsOf(size: number): string[] {
  let names = pointNames.get(size);
  if (!names) {
    names = Array.from({ length: size * size }, (_, i) => `${COLUMN_LETTERS[i % size]}${Math.floor(i / size) + 1}`);
    pointNames.set(size, names);
  }
  return names;
}

/** The rows of cells, top row first; `labels[index]` names each cell. */
export function gridRows(size: number, labels: string[]): TemplateResult[] {
  const names = pointsOf(size);
  const rows: TemplateResult[] = [];
  for (let row = size - 1; row >= 0; row--) {
    const cells: TemplateResult[] = [];
    for (let col = 0; col < size; col++) {
      const index = row * size + col;
      cells.push(html`<div role="gridcell" class="cell" id="p${names[index]}" aria-label=${labels[index]!}></div>`);
    }
    rows.push(html`<div role="row" class="row">${cells}</div>`);
  }
  return rows;
}
