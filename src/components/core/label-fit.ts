/**
 * Coordinates stay readable or are not drawn: on a board so narrow that a label's glyphs
 * would stand under {@link LABEL_MIN_PX} pixels tall (a 19×19 board under 467 px wide, a
 * 13×13 under 334 px, a 9×9 under 245 px) the labels are hidden; the points keep their
 * names in the accessible grid (`"D4, black"`). A Lit controller gives the stylesheet the
 * board's least width for readable labels as `--_labels-min` (`'467px'`) after an update
 * that changed the board's size; styles.ts compares it with the board's width (a
 * container query unit), so a resize needs no script.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { LABEL_HEIGHT, LABEL_MIN_PX } from '../../board/geometry.js';

export class LabelFit implements ReactiveController {
  /** The least width set last: `'467px'`. */
  private least = '';

  /** `extent` gives the width of the board's drawing in SVG units (`420` for 19×19 with coordinates). */
  constructor(
    private readonly host: ReactiveElement,
    private readonly extent: () => number,
  ) {}

  hostUpdated(): void {
    const board = this.host.renderRoot.querySelector<HTMLElement>('.board');
    if (!board) return;
    const least = `${Math.ceil((this.extent() * LABEL_MIN_PX) / LABEL_HEIGHT)}px`;
    if (least === this.least) return;
    this.least = least;
    board.style.setProperty('--_labels-min', least);
  }
}
