/**
 * What is drawn over the stones: the rings of the last move, the pending stone and the
 * winning chain, marks, the ghost stone and the focus ring.
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

/** The path data of the rings drawn over stones: the last turn's and the pending stone's per stone colour, the winning chain's. */
export interface RingPaths {
  lastOnBlack: string;
  lastOnWhite: string;
  pendingOnBlack: string;
  pendingOnWhite: string;
  winning: string;
}

/**
 * Rings on the last turn's stones, dashed rings on a pending stone (one path per kind and
 * stone colour, always present, so a move only changes path data) and rings around the
 * winning chain or line.
 */
export function ringPaths(geometry: Geometry, view: BoardView): RingPaths {
  const rings = (indices: number[], r: number) => indices.map((index) => circlePath(...at(geometry, index), r)).join('');
  const on = (marks: StoneMark[], color: Color) => marks.filter((mark) => mark.color === color).map((mark) => mark.index);
  return {
    lastOnBlack: rings(on(view.last, 'black'), CELL * 0.2),
    lastOnWhite: rings(on(view.last, 'white'), CELL * 0.2),
    pendingOnBlack: rings(on(view.pending, 'black'), CELL * 0.3),
    pendingOnWhite: rings(on(view.pending, 'white'), CELL * 0.3),
    winning: rings(view.winning, CELL * 0.5),
  };
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
export function markLayer(geometry: Geometry, view: BoardView, marks: PlacedMark[]): SVGTemplateResult | typeof nothing {
  if (!marks.length) return nothing;
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
