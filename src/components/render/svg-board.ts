/**
 * The static board layer: stone paints, wood, grid, star points and coordinates.
 * It depends only on the geometry, so each board renders it once per size.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { CELL, STONE_RADIUS, type Geometry } from '../../board/geometry.js';

/**
 * Stone paints: a radial gradient on a stone's own box (`#gb`, `#gw`), the fill of each
 * stone played since the setup (a circle of its own), and the same gradient in a
 * pattern tile of one cell aligned on the intersections (`#b`, `#w`), so that one path of
 * circles per colour shows every setup stone with the same shine. A played circle takes
 * the gradient rather than the pattern, which costs more to repaint; and no paint server
 * is added for it, as each one is a resource the browser tracks on every diagram.
 */
function stonePaint(id: string, tile: number): SVGTemplateResult {
  const inset = CELL / 2 - STONE_RADIUS;
  return svg`<radialGradient id="g${id}" cx=".36" cy=".32" r=".62">
      <stop offset="0" class="${id}0"></stop><stop offset="1" class="${id}1"></stop>
    </radialGradient>
    <pattern id="${id}" patternUnits="userSpaceOnUse" x=${tile} y=${tile} width=${CELL} height=${CELL}>
      <rect x=${inset} y=${inset} width=${2 * STONE_RADIUS} height=${2 * STONE_RADIUS} fill="url(#g${id})"></rect>
    </pattern>`;
}

/** The layer under the stones. */
export function boardLayer(geometry: Geometry): SVGTemplateResult {
  const tile = geometry.margin - CELL / 2;
  return svg`<defs>${stonePaint('b', tile)}${stonePaint('w', tile)}</defs>
    <rect class="wood" x=${geometry.x} y=${geometry.y} width=${geometry.width} height=${geometry.height}></rect>
    <path class="grid" d=${geometry.grid}></path>
    <path class="stars" d=${geometry.stars}></path>
    <path class="coord" d=${geometry.labels}></path>
    <path class="coord coord-large" d=${geometry.largeLabels}></path>`;
}
