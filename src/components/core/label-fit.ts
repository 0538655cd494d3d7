/**
 * Coordinates stay readable: a label's glyphs stand at least {@link LABEL_MIN_PX} (9) CSS
 * pixels tall or are not drawn. A board wide enough draws its usual labels (a 19×19 board
 * from 525 px wide, a 13×13 from 375 px); a narrower one draws larger labels in the same
 * margin (19×19 down to 315 px, 13×13 down to 225 px, 9×9 down to 165 px); below that none
 * (the points keep their names in the accessible grid, `"D4, black"`). A Lit controller
 * gives the stylesheet both least widths as `--_labels-min` and `--_labels-large-min` after
 * an update that changed the board's size; styles.ts compares them with the board's width
 * (a container query unit), so a resize needs no script.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { LABEL_HEIGHT, LABEL_HEIGHT_LARGE, LABEL_MIN_PX } from '../../board/geometry.js';

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
    const extent = this.extent();
    const least = `${Math.ceil((extent * LABEL_MIN_PX) / LABEL_HEIGHT)}px`;
    if (least === this.least) return;
    this.least = least;
    board.style.setProperty('--_labels-min', least);
    board.style.setProperty('--_labels-large-min', `${Math.ceil((extent * LABEL_MIN_PX) / LABEL_HEIGHT_LARGE)}px`);
  }
}
