/**
 * The layers over the stones: the last move, the pending stone, marks, the ghost stone
 * and the focus ring.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Color } from '../../engine/types.js';
import type { Mark } from '../../notation/marks.js';
import type { PlacedMark } from '../attributes.js';
import { CELL, circlePath, columnX, rowY, STONE_RADIUS, type Geometry } from './geometry.js';
import { colorAt, type BoardView, type StoneMark } from './view-model.js';

type At = [x: number, y: number];

function at(geometry: Geometry, index: number): At {
  return [columnX(geometry, index % geometry.size), rowY(geometry, Math.floor(index / geometry.size))];
}

/**
 * Rings on the last turn's stones and dashed rings on a pending stone: one path per kind
 * and stone colour, always present, so a move only changes path data.
 */
export function turnMarks(geometry: Geometry, view: BoardView): SVGTemplateResult {
  const rings = (marks: StoneMark[], color: Color, r: number) =>
    marks
      .filter((mark) => mark.color === color)
      .map((mark) => circlePath(...at(geometry, mark.index), r))
      .join('');
  return svg`<path class="last on-black" d=${rings(view.last, 'black', CELL * 0.2)}></path>
    <path class="last on-white" d=${rings(view.last, 'white', CELL * 0.2)}></path>
    <path class="pending on-black" d=${rings(view.pending, 'black', CELL * 0.3)}></path>
    <path class="pending on-white" d=${rings(view.pending, 'white', CELL * 0.3)}></path>`;
}

/** The outline of one mark shape around its centre. */
function shape(kind: Mark['kind'], x: number, y: number): SVGTemplateResult {
  const r = CELL * 0.27;
  switch (kind) {
    case 'circle':
      return svg`<circle cx=${x} cy=${y} r=${r}></circle>`;
    case 'square':
      return svg`<rect x=${x - r * 0.85} y=${y - r * 0.85} width=${r * 1.7} height=${r * 1.7}></rect>`;
    case 'cross':
      return svg`<path d="M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}"></path>`;
    default:
      return svg`<path d="M${x} ${y - r * 1.1}L${x + r} ${y + r * 0.6}H${x - r}Z"></path>`;
  }
}

/** One mark, coloured to stand out from the stone under it (or the wood). */
function markTemplate(geometry: Geometry, view: BoardView, mark: Mark, index: number): SVGTemplateResult {
  const [x, y] = at(geometry, index);
  const color: Color | null = colorAt(view, index);
  const tone = color ? `on-${color}` : 'on-wood';
  if (mark.kind !== 'label') return svg`<g class="mark ${tone}">${shape(mark.kind, x, y)}</g>`;
  const width = CELL * (0.3 + 0.3 * [...mark.label].length);
  const backing = color ? nothing : svg`<rect class="backing" x=${x - width / 2} y=${y - CELL * 0.35} width=${width} height=${CELL * 0.7}></rect>`;
  return svg`<g class="mark label ${tone}">${backing}<text x=${x} y=${y}>${mark.label}</text></g>`;
}

/** All marks that fall on the board. */
export function markLayer(geometry: Geometry, view: BoardView, marks: PlacedMark[]): SVGTemplateResult {
  return svg`${marks.map(({ mark, index }) => markTemplate(geometry, view, mark, index))}`;
}

/** A translucent stone under the pointer, on a point where the side to move may play. */
export function ghostStone(geometry: Geometry, index: number, color: Color): SVGTemplateResult | typeof nothing {
  if (index < 0) return nothing;
  const [x, y] = at(geometry, index);
  return svg`<circle class="ghost" cx=${x} cy=${y} r=${STONE_RADIUS} fill="url(#${color[0]})"></circle>`;
}

/** The keyboard focus: a double ring (light and dark) visible on wood and on both stones. */
export function focusRing(geometry: Geometry, index: number): SVGTemplateResult | typeof nothing {
  if (index < 0) return nothing;
  const [x, y] = at(geometry, index);
  return svg`<circle class="focus-outer" cx=${x} cy=${y} r=${CELL * 0.5}></circle>
    <circle class="focus-inner" cx=${x} cy=${y} r=${CELL * 0.5}></circle>`;
}
