/**
 * The static board layer: stone paints, wood, grid, star points and coordinates.
 * It depends only on the geometry, so each board renders it once per size.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { CELL, type Geometry } from './geometry.js';

/**
 * Stone paints: a radial gradient in a pattern tile of one cell, aligned on the
 * intersections, so one path of circles per colour shows every stone with its own shine.
 */
function stonePaint(id: string, tile: number): SVGTemplateResult {
  return svg`<radialGradient id="g${id}" cx=".36" cy=".32" r=".62">
      <stop offset="0" class="${id}0"></stop><stop offset="1" class="${id}1"></stop>
    </radialGradient>
    <pattern id="${id}" patternUnits="userSpaceOnUse" x=${tile} y=${tile} width=${CELL} height=${CELL}>
      <rect width=${CELL} height=${CELL} fill="url(#g${id})"></rect>
    </pattern>`;
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
