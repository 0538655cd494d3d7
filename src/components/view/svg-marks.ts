/**
 * What is drawn over and beside the stones: the rings of the winning chain, the markers
 * of the last move and the pending stone, marks, the ghost stone and the focus ring.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Color } from '../../engine/types.js';
import type { Mark } from '../../notation/marks.js';
import type { PlacedMark } from '../attributes.js';
import { CELL, circlePath, columnX, inRegion, rowY, STONE_RADIUS, type Geometry } from './geometry.js';
import { colorAt, type BoardView, type StoneMark } from './view-model.js';

type At = [x: number, y: number];

function at(geometry: Geometry, index: number): At {
  return [columnX(geometry, index % geometry.size), rowY(geometry, Math.floor(index / geometry.size))];
}

/** The path data of what marks whole stones: the last turn's and the pending stone's markers, the winning chain's rings. */
export interface StonePaths {
  last: string;
  pending: string;
  winning: string;
}

/**
 * The marker of a stone that moved: a small triangle on the wood off the stone's
 * top-right, pointing at it. It stays off the stone, so a label or number on the stone
 * stays readable and the stone's centre stays free; and it sits in the square between
 * four intersections, where no stone can stand, so it shows however full the board is.
 * In units of a cell: the tip just outside the stone (0.36 out along both lines, 0.51
 * diagonally; a stone's radius is 0.47), the far corners 0.46 and 0.72 out.
 */
function moveMarker(x: number, y: number): string {
  const tip = CELL * 0.36;
  const near = CELL * 0.46;
  const far = CELL * 0.72;
  return `M${x + tip} ${y - tip}L${x + far} ${y - near}L${x + near} ${y - far}Z`;
}

/**
 * The markers of the last turn's stones (filled), of a pending stone (hollow: the first
 * stone of a Connect6 turn under way), and rings around the winning chain or line. Each
 * kind is one path, always present, so a move only changes path data.
 */
export function stonePaths(geometry: Geometry, view: BoardView): StonePaths {
  const shown = (index: number) => inRegion(geometry, index);
  const markers = (marks: StoneMark[]) =>
    marks
      .filter(({ index }) => shown(index))
      .map(({ index }) => moveMarker(...at(geometry, index)))
      .join('');
  return {
    last: markers(view.last),
    pending: markers(view.pending),
    winning: view.winning
      .filter(shown)
      .map((index) => circlePath(...at(geometry, index), CELL * 0.5))
      .join(''),
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
  const length = [...mark.label].length;
  const width = CELL * (0.3 + 0.3 * length);
  const backing = color
    ? nothing
    : svg`<rect class="backing" x=${x - width / 2} y=${y - CELL * 0.35} width=${width} height=${CELL * 0.7}></rect>`;
  // Three characters ('100') take a smaller size, to stay within a stone.
  return svg`<g class="mark label ${tone}">${backing}<text class=${length > 2 ? 'long' : nothing} x=${x} y=${y}>${mark.label}</text></g>`;
}

/** All marks that fall in the region shown. */
export function markLayer(geometry: Geometry, view: BoardView, marks: PlacedMark[]): SVGTemplateResult | typeof nothing {
  if (!marks.length) return nothing;
  const shown = marks.filter(({ index }) => inRegion(geometry, index));
  return svg`${shown.map(({ mark, index }) => markTemplate(geometry, view, mark, index))}`;
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
