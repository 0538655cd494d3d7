/**
 * The hook between a board's drawing and a server that renders it: the browser draws the
 * played stones with a directive (src/components/render/svg-stones.ts), which a server
 * cannot run. `gonnect-connect6/ssr` (src/ssr) sets {@link serverDrawing}`.stones` to
 * the played stones as plain markup (a `<g class="server-played">` beside the played
 * group), so that the page shows them before any script runs. In the browser it stays
 * unset (its part holds nothing), and the directive takes the server's group away as it
 * draws its own circles.
 */
import type { Geometry } from './geometry.js';
import type { BoardView } from './view-model.js';

export const serverDrawing: { stones?: (geometry: Geometry, view: BoardView) => unknown } = {};

/** A played stone's class and paint by its colour code (shapes.ts `playedCode`). */
export const CLASS = ['', 'black', 'white'] as const;
export const PAINT = ['', 'url(#gb)', 'url(#gw)'] as const;
