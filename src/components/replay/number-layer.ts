/** The move numbers as lit templates of the shapes src/board/shapes.ts places (loaded on first use with the replay). */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { PlacedMark } from '../../board/attributes.js';
import { numberShapes } from '../../board/shapes.js';
import type { Geometry } from '../../board/geometry.js';
import type { BoardView } from '../../board/view-model.js';

/** The numbers in the region shown, each in the colour that stands out on its stone, none under a mark. */
export function numberLayer(
  geometry: Geometry,
  view: BoardView,
  numbers: Map<number, number>,
  marks: readonly PlacedMark[],
): SVGTemplateResult | typeof nothing {
  if (!numbers.size) return nothing;
  const texts = numberShapes(geometry, view, numbers, marks).map(
    ({ x, y, text, tone, long }) => svg`<text class="number ${tone}${long ? ' long' : ''}" x=${x} y=${y}>${text}</text>`,
  );
  return svg`<g class="numbers">${texts}</g>`;
}
