/** The played stones of a board rendered on a server, as the circles the browser's directive draws. */
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { playedCode } from '../board/shapes.js';
import { columnX, rowY, STONE_RADIUS, type Geometry } from '../board/geometry.js';
import { CLASS, PAINT } from '../board/server-drawing.js';
import type { BoardView } from '../board/view-model.js';

/**
 * The played stones in the region shown, one `<circle>` each in a group of their own, as plain
 * markup (no part for hydration to match):
 * `<g class="server-played"><circle cx="110" cy="110" r="9.4" class="black" fill="url(#gb)"></circle></g>`.
 * The values are numbers and fixed words only, never text from a page.
 */
export function playedMarkup(geometry: Geometry, view: BoardView): unknown {
  let circles = '';
  for (let index = 0; index < view.stones.length; index++) {
    const code = playedCode(geometry, view, index);
    if (!code) continue;
    const x = columnX(geometry, index % geometry.size);
    const y = rowY(geometry, Math.floor(index / geometry.size));
    circles += `<circle cx="${x}" cy="${y}" r="${STONE_RADIUS}" class="${CLASS[code]}" fill="${PAINT[code]}"></circle>`;
  }
  return unsafeSVG(`<g class="server-played">${circles}</g>`);
}
