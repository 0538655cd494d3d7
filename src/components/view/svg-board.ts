/**
 * The static board layer: stone paints, wood, grid, star points and coordinates.
 * It depends only on the geometry, so each board renders it once per size.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { CELL, STONE_RADIUS, type Geometry } from './geometry.js';

/** The shine of a stone in its cell: centre and radius as shares of the cell. */
const SHINE = { cx: 0.36, cy: 0.32, r: 0.62 };

/** A share of the cell as a share of the stone's own box (the stone is a little smaller than its cell). */
const ofStone = (share: number, offset: number) => +((share * CELL - offset) / (2 * STONE_RADIUS)).toFixed(4);

/**
 * Stone paints, each in two forms with the same look: a pattern tile of one cell
 * aligned on the intersections (`#b`, `#w`), so that one path of circles per colour
 * shows every setup stone with its own shine; and a gradient on one stone's own box
 * (`#cb`, `#cw`) for the stones played one by one.
 */
function stonePaint(id: string, tile: number): SVGTemplateResult {
  const inset = CELL / 2 - STONE_RADIUS;
  return svg`<radialGradient id="g${id}" cx=${SHINE.cx} cy=${SHINE.cy} r=${SHINE.r}>
      <stop offset="0" class="${id}0"></stop><stop offset="1" class="${id}1"></stop>
    </radialGradient>
    <pattern id="${id}" patternUnits="userSpaceOnUse" x=${tile} y=${tile} width=${CELL} height=${CELL}>
      <rect width=${CELL} height=${CELL} fill="url(#g${id})"></rect>
    </pattern>
    <radialGradient id="c${id}" href="#g${id}" cx=${ofStone(SHINE.cx, inset)} cy=${ofStone(SHINE.cy, inset)} r=${ofStone(SHINE.r, 0)}></radialGradient>`;
}

/** The layer under the stones. */
export function boardLayer(geometry: Geometry): SVGTemplateResult {
  const tile = geometry.margin - CELL / 2;
  return svg`<defs>${stonePaint('b', tile)}${stonePaint('w', tile)}</defs>
    <rect class="wood" width=${geometry.extent} height=${geometry.extent}></rect>
    <path class="grid" d=${geometry.grid}></path>
    <path class="stars" d=${geometry.stars}></path>
    <path class="coord" d=${geometry.labels}></path>`;
}
