/**
 * What is drawn over and beside the stones, as lit templates of the shapes src/board/shapes.ts
 * places: marks, the ghost stone and the focus ring (the markers of the last move and the
 * winning rings are path data, bound in board-render.ts).
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Color } from '../../engine/types.js';
import type { PlacedMark } from '../../board/attributes.js';
import { at, markShapes, type MarkShape, type Outline } from '../../board/shapes.js';
import { CELL, STONE_RADIUS, type Geometry } from '../../board/geometry.js';
import type { BoardView } from '../../board/view-model.js';

export { stonePaths, type StonePaths } from '../../board/shapes.js';

/** A mark shape's outline as a template. */
function outlineTemplate({ tag, attrs }: Outline): SVGTemplateResult {
  switch (tag) {
    case 'circle':
      return svg`<circle cx=${attrs.cx} cy=${attrs.cy} r=${attrs.r}></circle>`;
    case 'rect':
      return svg`<rect x=${attrs.x} y=${attrs.y} width=${attrs.width} height=${attrs.height}></rect>`;
    default:
      return svg`<path d=${attrs.d}></path>`;
  }
}

function markTemplate({ tone, outline, label }: MarkShape): SVGTemplateResult {
  if (!label) return svg`<g class="mark ${tone}">${outlineTemplate(outline!)}</g>`;
  const backing = label.backing
    ? svg`<rect class="backing" x=${label.backing.attrs.x} y=${label.backing.attrs.y} width=${label.backing.attrs.width} height=${label.backing.attrs.height}></rect>`
    : nothing;
  return svg`<g class="mark label ${tone}">${backing}<text class=${label.long ? 'long' : nothing} x=${label.x} y=${label.y}>${label.text}</text></g>`;
}

/** All marks that fall in the region shown. */
export function markLayer(geometry: Geometry, view: BoardView, marks: PlacedMark[]): SVGTemplateResult | typeof nothing {
  if (!marks.length) return nothing;
  return svg`${markShapes(geometry, view, marks).map(markTemplate)}`;
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
