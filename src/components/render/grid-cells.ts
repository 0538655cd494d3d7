/**
 * The accessible grid laid over the intersections: one gridcell per point, rows from
 * the top, named coordinate first (`"D4, black"`). Invisible; the SVG draws the board.
 *
 * The cells are rendered once per size; their names are kept in step with the position
 * by {@link CellNames}, which touches only the cells whose stone or notes changed, so a
 * move costs a few attribute writes instead of a pass over every intersection.
 */
import { html, type TemplateResult } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import { pointNames } from '../../notation/point.js';
import { cellLabel } from '../../board/messages.js';
import type { Geometry } from '../../board/geometry.js';
import { colorAt, type BoardView } from '../../board/view-model.js';

/** The rows of cells of the region shown, top row first, each cell with the id `p` + its point (`pD4`). */
export function gridRows(geometry: Geometry): TemplateResult[] {
  const { size, region } = geometry;
  const names = pointNames(size);
  const rows: TemplateResult[] = [];
  for (let row = region.top; row >= region.bottom; row--) {
    const cells: TemplateResult[] = [];
    for (let col = region.left; col <= region.right; col++)
      cells.push(html`<div role="gridcell" class="cell" id="p${names[row * size + col]}"></div>`);
    rows.push(html`<div role="row" class="row">${cells}</div>`);
  }
  return rows;
}

/** Keeps the cells' names (`aria-label`) in step with the stones and notes. */
export class CellNames {
  private grid?: Element;
  private language = '';
  /** The colour codes the names were last written for (a copy: the view changes its own in place). */
  private stones = new Uint8Array(0);
  private notes = new Map<number, string>();

  /** Renames the cells that changed since the last call (all of them for a new grid or language). */
  sync(grid: Element, view: BoardView, notes: Map<number, string[]>, t: Translate, language: string): void {
    const names = pointNames(view.size);
    const joined = new Map([...notes].map(([index, list]) => [index, list.join(', ')]));
    const full = grid !== this.grid || language !== this.language || view.stones.length !== this.stones.length;
    const dirty = new Set<number>();
    for (const [index, text] of this.notes) if (joined.get(index) !== text) dirty.add(index);
    for (const [index, text] of joined) if (this.notes.get(index) !== text) dirty.add(index);
    for (let index = 0; index < view.stones.length; index++) {
      if (full || view.stones[index] !== this.stones[index]) dirty.add(index);
    }
    const root = grid.getRootNode() as ShadowRoot;
    for (const index of dirty) {
      const cell = root.getElementById(`p${names[index]}`);
      const label = cellLabel(t, names[index]!, colorAt(view, index), notes.get(index) ?? []);
      if (cell && cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
    }
    this.grid = grid;
    this.language = language;
    this.stones = view.stones.slice();
    this.notes = joined;
  }
}
