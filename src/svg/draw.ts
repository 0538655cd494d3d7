/**
 * The standalone SVG of a board, as a string: the shapes of src/board/shapes.ts (the same
 * that the element draws), with every colour, stroke and font as a presentation attribute,
 * so the picture needs no stylesheet, no script and no other file. It has its own
 * `xmlns`, a `<title>` and a `<desc>`. Its paint servers' ids name what they depend on
 * (theme and tile offset: `gc-light-20-gb`), so several such SVGs inlined in one page
 * share ids only when they are the same.
 */
import { markShapes, numberShapes, playedCode, setupPaths, stonePaths, at, type Outline, type Tone } from '../board/shapes.js';
import { CELL, STONE_RADIUS, type Geometry } from '../board/geometry.js';
import { PALETTES, shades, type Palette } from '../board/palette.js';
import type { BoardView } from '../board/view-model.js';
import type { PlacedMark } from '../board/attributes.js';
import type { Theme } from '../board/load.js';
import { element, escapeXml } from './markup.js';

/** Everything one standalone picture needs. */
export interface Picture {
  geometry: Geometry;
  view: BoardView;
  marks: PlacedMark[];
  /** The move numbers to draw, by index: `Map { 60 => 1 }` (empty for none). */
  numbers: Map<number, number>;
  theme: Theme;
  /** `'Gonnect, 9×9, Black to play'`. */
  title: string;
  /** `'Black stones: D4 E5. White stones: F6.'`. */
  description: string;
}

/** The board's font, as the element's host sets it. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The radial gradient on a stone's own box and the same gradient in a tile of one cell (see svg-board.ts). */
function stonePaint(prefix: string, id: 'b' | 'w', tile: number, stops: [string, string]): string {
  const inset = CELL / 2 - STONE_RADIUS;
  const gradient = element(
    'radialGradient',
    { id: `${prefix}g${id}`, cx: '.36', cy: '.32', r: '.62' },
    element('stop', { offset: 0, 'stop-color': stops[0] }) + element('stop', { offset: 1, 'stop-color': stops[1] }),
  );
  const square = { x: inset, y: inset, width: 2 * STONE_RADIUS, height: 2 * STONE_RADIUS, fill: `url(#${prefix}g${id})` };
  const pattern = element(
    'pattern',
    { id: `${prefix}${id}`, patternUnits: 'userSpaceOnUse', x: tile, y: tile, width: CELL, height: CELL },
    element('rect', square),
  );
  return gradient + pattern;
}

/** The layer under the stones: paints, wood, grid, star points, coordinates. */
function boardLayer(geometry: Geometry, palette: Palette, prefix: string): string {
  const tile = geometry.margin - CELL / 2;
  const shade = shades(palette);
  const defs = stonePaint(prefix, 'b', tile, [shade.b0, shade.b1]) + stonePaint(prefix, 'w', tile, [shade.w0, shade.w1]);
  const { x, y, width, height } = geometry;
  return (
    element('defs', {}, defs) +
    element('rect', { class: 'wood', x, y, width, height, fill: palette.board }) +
    element('path', {
      class: 'grid',
      d: geometry.grid,
      fill: 'none',
      stroke: palette.line,
      'stroke-width': 0.9,
      'stroke-linecap': 'square',
    }) +
    element('path', { class: 'stars', d: geometry.stars, fill: palette.line }) +
    element('path', {
      class: 'coord',
      d: geometry.labels,
      fill: 'none',
      stroke: palette.line,
      'stroke-width': 0.95,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

/** The stones: the setup as one path per colour, each stone played since as a circle (as the element draws them). */
function stoneLayer(geometry: Geometry, view: BoardView, palette: Palette, prefix: string): string {
  const rim = { stroke: shades(palette).rim, 'stroke-width': 0.5 };
  const setup = setupPaths(geometry, view);
  let played = '';
  for (let index = 0; index < view.stones.length; index++) {
    const code = playedCode(geometry, view, index);
    if (!code) continue;
    const [cx, cy] = at(geometry, index);
    const paint = code === 1 ? { class: 'black', fill: `url(#${prefix}gb)` } : { class: 'white', fill: `url(#${prefix}gw)`, ...rim };
    played += element('circle', { cx, cy, r: STONE_RADIUS, ...paint });
  }
  return (
    element('path', { class: 'black', fill: `url(#${prefix}b)`, d: setup.black }) +
    element('path', { class: 'white', fill: `url(#${prefix}w)`, d: setup.white, ...rim }) +
    (played ? element('g', { class: 'played' }, played) : '')
  );
}

/** The rings of the winning chain and the markers of the last turn and of a pending stone. */
function markerLayer(geometry: Geometry, view: BoardView, palette: Palette): string {
  const paths = stonePaths(geometry, view);
  const last = palette.highlight;
  return (
    element('path', { class: 'highlight', d: paths.winning, fill: 'none', stroke: palette.highlight, 'stroke-width': 2.2 }) +
    element('path', { class: 'last', d: paths.last, fill: last }) +
    element('path', { class: 'pending', d: paths.pending, fill: 'none', stroke: last, 'stroke-width': 1.1, 'stroke-linejoin': 'round' })
  );
}

/** The colour that stands out on a tone's ground. */
function inkOf(tone: Tone, palette: Palette): string {
  return tone === 'on-black' ? palette.white : tone === 'on-white' ? palette.black : palette.mark;
}

/** A text centred on its point. */
function centred(x: number, y: number, size: number, fill: string, text: string, className?: string): string {
  const font = { 'font-family': FONT, 'font-size': size, 'font-weight': 600, 'text-anchor': 'middle', 'dominant-baseline': 'central' };
  return element('text', { class: className, x, y, fill, ...font }, escapeXml(text));
}

function numberLayer(geometry: Geometry, view: BoardView, picture: Picture, palette: Palette): string {
  const texts = numberShapes(geometry, view, picture.numbers, picture.marks).map(({ x, y, text, tone, long }) =>
    centred(x, y, long ? 8 : 10, inkOf(tone, palette), text, `number ${tone}${long ? ' long' : ''}`),
  );
  return texts.length ? element('g', { class: 'numbers' }, texts.join('')) : '';
}

function markLayer(geometry: Geometry, view: BoardView, marks: PlacedMark[], palette: Palette): string {
  const outline = ({ tag, attrs }: Outline) => element(tag, attrs);
  return markShapes(geometry, view, marks)
    .map(({ tone, outline: shape, label }) => {
      const ink = inkOf(tone, palette);
      if (shape) {
        const stroke = { fill: 'none', stroke: ink, 'stroke-width': 1.6, 'stroke-linejoin': 'round' };
        return element('g', { class: `mark ${tone}`, ...stroke }, outline(shape));
      }
      const backing = label!.backing ? element(label!.backing.tag, { class: 'backing', ...label!.backing.attrs, fill: palette.board }) : '';
      const text = centred(label!.x, label!.y, label!.long ? 8.5 : 11, ink, label!.text, label!.long ? 'long' : undefined);
      return element('g', { class: `mark label ${tone}` }, backing + text);
    })
    .join('');
}

/** The picture as a standalone SVG document's text. */
export function drawSvg(picture: Picture): string {
  const { geometry, view, theme } = picture;
  const palette = PALETTES[theme];
  const prefix = `gc-${theme}-${geometry.margin - CELL / 2}-`;
  const { x, y, width, height } = geometry;
  const content =
    element('title', {}, escapeXml(picture.title)) +
    element('desc', {}, escapeXml(picture.description)) +
    boardLayer(geometry, palette, prefix) +
    stoneLayer(geometry, view, palette, prefix) +
    markerLayer(geometry, view, palette) +
    numberLayer(geometry, view, picture, palette) +
    markLayer(geometry, view, picture.marks, palette);
  const root = { xmlns: 'http://www.w3.org/2000/svg', viewBox: `${x} ${y} ${width} ${height}`, width, height, role: 'img' };
  return element('svg', root, content);
}
