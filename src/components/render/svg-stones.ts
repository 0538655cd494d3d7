/**
 * The stones, in two layers drawn for what each is good at:
 * - the setup (what the attributes place, all of a diagram): one path per colour,
 *   which costs one element however many stones there are, and changes only when a setup
 *   stone is captured or comes back;
 * - the stones played since: one `<circle>` each, kept by a directive that adds, removes
 *   or recolours only the circles whose point changed, so that a move repaints a few
 *   points and not the whole board.
 */
import { noChange, svg, type SVGTemplateResult } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import { playedCode, setupPaths } from '../../board/shapes.js';
import { columnX, rowY, STONE_RADIUS, type Geometry } from '../../board/geometry.js';
import type { BoardView } from '../../board/view-model.js';
import { CLASS, PAINT, serverDrawing } from '../../board/server-drawing.js';

export { serverDrawing };

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The setup stones still on the board, in the region shown, one path per colour. */
export function setupLayer(geometry: Geometry, view: BoardView): SVGTemplateResult {
  const { black, white } = setupPaths(geometry, view);
  return svg`<path class="black" fill="url(#b)" d=${black}></path><path class="white" fill="url(#w)" d=${white}></path>`;
}

/** The played stones in the region shown: one circle per stone, by index, inside the element it is bound to. */
class PlayedStones extends Directive {
  /** The colour code drawn on each index (0: no circle). */
  private drawn = new Uint8Array(0);
  private readonly circles: (Element | undefined)[] = [];
  private geometry?: Geometry;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('playedStones() binds to an element');
  }

  render(_geometry: Geometry, _view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [geometry, view]: [Geometry, BoardView]): unknown {
    if (geometry !== this.geometry) {
      part.element.replaceChildren();
      // A board rendered on a server (src/ssr) brought the played stones in a group of
      // their own beside this one: these circles draw them from now on.
      part.element.parentElement?.querySelector(':scope > .server-played')?.remove();
      this.circles.length = 0;
      this.drawn = new Uint8Array(view.stones.length);
      this.geometry = geometry;
    }
    for (let index = 0; index < view.stones.length; index++) {
      const code = playedCode(geometry, view, index);
      if (code !== this.drawn[index]) this.redraw(part.element, index, code);
    }
    return noChange;
  }

  private redraw(layer: Element, index: number, code: number): void {
    this.drawn[index] = code;
    let circle = this.circles[index];
    if (!code) {
      circle?.remove();
      this.circles[index] = undefined;
      return;
    }
    if (!circle) {
      const geometry = this.geometry!;
      circle = document.createElementNS(SVG_NS, 'circle');
      circle.setAttribute('cx', String(columnX(geometry, index % geometry.size)));
      circle.setAttribute('cy', String(rowY(geometry, Math.floor(index / geometry.size))));
      circle.setAttribute('r', String(STONE_RADIUS));
      layer.append(circle);
      this.circles[index] = circle;
    }
    circle.setAttribute('class', CLASS[code]!);
    circle.setAttribute('fill', PAINT[code]!);
  }
}

/** Binds the played stones to a group: `<g class="played" ${playedStones(geometry, view)}></g>`. */
export const playedStones = directive(PlayedStones);
