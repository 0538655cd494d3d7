/**
 * What a board draws, as plain data: the one place that decides where each stone, marker,
 * mark and number goes, which of them the region shows, and in which tone. It needs no
 * DOM and no lit, so it runs in Node too. Two thin writers turn it into markup: the
 * element's lit templates (svg-board.ts, svg-stones.ts, svg-marks.ts, number-layer.ts),
 * which repaint only what a move changed, and the standalone SVG string of
 * `gonnect-connect6/svg` (src/svg/draw.ts). test/components/svg-drift.test.ts checks
 * that the two draw the same shapes.
 */
import type { Color } from '../engine/types.js';
import type { Mark } from '../notation/marks.js';
import type { PlacedMark } from './attributes.js';
import { CELL, circlePath, columnX, inRegion, rowY, STONE_RADIUS, type Geometry } from './geometry.js';
import { colorAt, isSetupStone, type BoardView, type StoneMark } from './view-model.js';

/** A point's centre in SVG units: `[90, 70]`. */
export type At = [x: number, y: number];

/** The centre of an index. */
export function at(geometry: Geometry, index: number): At {
  return [columnX(geometry, index % geometry.size), rowY(geometry, Math.floor(index / geometry.size))];
}

const circles = new WeakMap<Geometry, string[]>();

/** The stone outline of every index, as path data: built once per geometry. */
function stoneCircles(geometry: Geometry): string[] {
  let list = circles.get(geometry);
  if (!list) {
    list = Array.from({ length: geometry.size ** 2 }, (_, i) => circlePath(...at(geometry, i), STONE_RADIUS));
    circles.set(geometry, list);
  }
  return list;
}

/** The setup stones still on the board, in the region shown, as one path per colour. */
export function setupPaths(geometry: Geometry, view: BoardView): { black: string; white: string } {
  const outlines = stoneCircles(geometry);
  let black = '';
  let white = '';
  for (let index = 0; index < view.stones.length; index++) {
    if (!isSetupStone(view, index) || !inRegion(geometry, index)) continue;
    if (view.stones[index] === 1) black += outlines[index];
    else white += outlines[index];
  }
  return { black, white };
}

/** The colour code of the played stone drawn on an index as a circle of its own: 0 none (empty, a setup stone, outside the region), 1 black, 2 white. */
export function playedCode(geometry: Geometry, view: BoardView, index: number): number {
  return isSetupStone(view, index) || !inRegion(geometry, index) ? 0 : view.stones[index]!;
}

/** The path data of what marks whole stones: the last turn's and the pending stone's markers, the winning chain's rings, a hint's rings. */
export interface StonePaths {
  last: string;
  pending: string;
  winning: string;
  hint: string;
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
 * stone of a Connect6 turn under way), rings around the winning chain or line, and the
 * dashed rings of a hint on the empty points it suggests (styles.ts dashes them), in the
 * region shown. Each kind is one path, always present, so a move only changes path data.
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
    hint: view.hint
      .filter(shown)
      .map((index) => circlePath(...at(geometry, index), STONE_RADIUS * 0.8))
      .join(''),
  };
}

/** The tone that stands out on a point: on a black stone, a white one, or the wood. */
export type Tone = 'on-black' | 'on-white' | 'on-wood';

function toneAt(view: BoardView, index: number): Tone {
  const color: Color | null = colorAt(view, index);
  return color ? `on-${color}` : 'on-wood';
}

/** One SVG element with its geometric attributes: `{ tag: 'circle', attrs: { cx: 90, cy: 70, r: 5.4 } }`. */
export interface Outline {
  tag: 'circle' | 'rect' | 'path';
  attrs: Record<string, number | string>;
}

/** A mark as drawn: a shape's outline, or a label (with a wood-coloured backing on an empty point). */
export interface MarkShape {
  tone: Tone;
  /** The shape; absent for a label. */
  outline?: Outline;
  /** A label's text, centre, whether it takes the smaller size (three characters), and its backing on the wood. */
  label?: { text: string; x: number; y: number; long: boolean; backing?: Outline };
}

/** The outline of one mark shape around its centre. */
function outline(kind: Mark['kind'], x: number, y: number): Outline {
  const r = CELL * 0.27;
  switch (kind) {
    case 'circle':
      return { tag: 'circle', attrs: { cx: x, cy: y, r } };
    case 'square':
      return { tag: 'rect', attrs: { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7 } };
    case 'cross':
      return { tag: 'path', attrs: { d: `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}` } };
    default:
      return { tag: 'path', attrs: { d: `M${x} ${y - r * 1.1}L${x + r} ${y + r * 0.6}H${x - r}Z` } };
  }
}

/** The marks that fall in the region shown, each coloured to stand out from the stone under it (or the wood). */
export function markShapes(geometry: Geometry, view: BoardView, marks: readonly PlacedMark[]): MarkShape[] {
  return marks
    .filter(({ index }) => inRegion(geometry, index))
    .map(({ mark, index }) => {
      const [x, y] = at(geometry, index);
      const tone = toneAt(view, index);
      if (mark.kind !== 'label') return { tone, outline: outline(mark.kind, x, y) };
      const length = [...mark.label].length;
      const width = CELL * (0.3 + 0.3 * length);
      const backing: Outline | undefined =
        tone === 'on-wood' ? { tag: 'rect', attrs: { x: x - width / 2, y: y - CELL * 0.35, width, height: CELL * 0.7 } } : undefined;
      // Three characters ('100') take a smaller size, to stay within a stone.
      return { tone, label: { text: mark.label, x, y, long: length > 2, backing } };
    });
}

/** A move number as drawn: its centre, text, tone, and whether it takes the smaller size (above 99). */
export interface NumberShape {
  x: number;
  y: number;
  text: string;
  tone: 'on-black' | 'on-white';
  long: boolean;
}

/** The numbers in the region shown, each in the colour that stands out on its stone, none under a mark. */
export function numberShapes(
  geometry: Geometry,
  view: BoardView,
  numbers: Map<number, number>,
  marks: readonly PlacedMark[],
): NumberShape[] {
  const marked = new Set(marks.map(({ index }) => index));
  const shapes: NumberShape[] = [];
  for (const [index, number] of numbers) {
    if (marked.has(index) || !inRegion(geometry, index)) continue;
    const [x, y] = at(geometry, index);
    shapes.push({ x, y, text: String(number), tone: view.stones[index] === 1 ? 'on-black' : 'on-white', long: number > 99 });
  }
  return shapes;
}
