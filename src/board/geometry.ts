/**
 * Where everything stands in the SVG's own units, computed once per board size, coordinate
 * setting and region, and shared by every board of that kind (50 diagrams of 19×19 share one).
 * Columns run left to right; row 0 (row 1 in notation) is at the bottom. Every point keeps
 * its place on the whole board; a region only moves the viewBox onto its part.
 */
import { COLUMN_LETTERS } from '../vocabulary.js';
import { labelPath } from './glyphs.js';

/** The distance between two lines, in SVG units. */
export const CELL = 20;
/** A stone's radius. */
export const STONE_RADIUS = CELL * 0.47;
/** The height of a coordinate label's glyphs: `7.2`. */
export const LABEL_HEIGHT = CELL * 0.36;
/**
 * The labels a narrow board draws instead (a phone's 19×19, 13×13): `12` units tall, their
 * glyphs a little narrower ({@link LABEL_NARROW}) so that "19" clears a stone on the edge.
 */
export const LABEL_HEIGHT_LARGE = CELL * 0.6;
export const LABEL_NARROW = 0.75;
/** The least height on screen, in CSS pixels, at which a label is drawn (components/core/label-fit.ts). */
export const LABEL_MIN_PX = 9;

/**
 * The rectangle of the board a drawing shows (`region="A1-G7"`), as columns and rows
 * counted from 0 at the bottom left, both ends included: `{ left: 0, bottom: 0, right: 6, top: 6 }`.
 */
export interface Region {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** The whole board of a size as a region. */
export function wholeBoard(size: number): Region {
  return { left: 0, bottom: 0, right: size - 1, top: size - 1 };
}

/** How far a line runs on past the last line shown, on a side the region cuts: `8`. */
export const CUT_RUN_ON = CELL * 0.4;

/** The cached layout of one board size and region. */
export interface Geometry {
  /** Lines per side of the whole board: `19`. */
  size: number;
  /** The part shown (the whole board unless `region` says otherwise). */
  region: Region;
  /** From the whole board's edge to its first line: `30`. */
  margin: number;
  /** The viewBox: its top left corner, width and height (`0 0 420 420` for a whole 19×19 board). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The grid as one path (every line shown; a cut side's lines run on past the last). */
  grid: string;
  /** The star points shown, as one path. */
  stars: string;
  /** Coordinate labels as one path of stroked glyphs (empty without coordinates). */
  labels: string;
  /** The same, larger, for a board too narrow for {@link labels} to stay readable. */
  largeLabels: string;
  /** The accessible grid's box over the intersections shown, as percentages of the SVG's width and height. */
  cells: { left: number; top: number; width: number; height: number };
}

/** The x of a column. */
export function columnX(geometry: Geometry, col: number): number {
  return geometry.margin + col * CELL;
}

/** The y of a row (row 0 at the bottom). */
export function rowY(geometry: Geometry, row: number): number {
  return geometry.margin + (geometry.size - 1 - row) * CELL;
}

/** A circle as path commands, to join many circles into one path. */
export function circlePath(x: number, y: number, r: number): string {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** Star point indices along one side (the usual 3-3/4-4 points, sides and centre). */
function starLines(size: number): { corners: number[]; middle: number | null } {
  const middle = size % 2 === 1 ? (size - 1) / 2 : null;
  if (size < 9) return { corners: [], middle };
  const edge = size >= 13 ? 3 : 2;
  return { corners: [edge, size - 1 - edge], middle };
}

function starPath(geometry: Geometry): string {
  const { corners, middle } = starLines(geometry.size);
  const points: [number, number][] = [];
  for (const col of corners) for (const row of corners) points.push([col, row]);
  if (middle !== null) {
    points.push([middle, middle]);
    if (geometry.size >= 13) for (const edge of corners) points.push([middle, edge], [edge, middle]);
  }
  return points
    .filter(([col, row]) => inRegion(geometry, row * geometry.size + col))
    .map(([col, row]) => circlePath(columnX(geometry, col), rowY(geometry, row), CELL * 0.1))
    .join('');
}

/** The coordinate labels of the columns and rows shown, on all four sides, as one path of stroked glyphs `height` tall. */
function labels(geometry: Geometry, height: number, narrow = 1): string {
  const { margin, x, y, width, height: tall, region } = geometry;
  // Large labels sit a little further out, clear of the stones on the edge lines.
  const out = height > LABEL_HEIGHT ? 0.4 : 0.45;
  const across = [y + margin * out, y + tall - margin * out];
  const down = [x + margin * out, x + width - margin * out];
  let path = '';
  for (let col = region.left; col <= region.right; col++) {
    for (const side of across) path += labelPath(COLUMN_LETTERS[col]!, columnX(geometry, col), side, height, narrow);
  }
  for (let row = region.bottom; row <= region.top; row++) {
    for (const side of down) path += labelPath(String(row + 1), side, rowY(geometry, row), height, narrow);
  }
  return path;
}

/**
 * The lines shown: each runs between the region's outer lines, and on past them where
 * the region cuts the board (a side that is the board's edge stops at the edge line).
 */
function gridPath(geometry: Geometry): string {
  const { size, region } = geometry;
  const x0 = columnX(geometry, region.left) - (region.left > 0 ? CUT_RUN_ON : 0);
  const x1 = columnX(geometry, region.right) + (region.right < size - 1 ? CUT_RUN_ON : 0);
  const y0 = rowY(geometry, region.top) - (region.top < size - 1 ? CUT_RUN_ON : 0);
  const y1 = rowY(geometry, region.bottom) + (region.bottom > 0 ? CUT_RUN_ON : 0);
  let grid = '';
  for (let row = region.top; row >= region.bottom; row--) grid += `M${x0} ${rowY(geometry, row)}H${x1}`;
  for (let col = region.left; col <= region.right; col++) grid += `M${columnX(geometry, col)} ${y0}V${y1}`;
  return grid;
}

function build(size: number, coordinates: boolean, region: Region): Geometry {
  const margin = coordinates ? CELL * 1.5 : CELL * 0.75;
  const cols = region.right - region.left + 1;
  const rows = region.top - region.bottom + 1;
  const geometry: Geometry = {
    size,
    region,
    margin,
    x: region.left * CELL,
    y: (size - 1 - region.top) * CELL,
    width: 2 * margin + (cols - 1) * CELL,
    height: 2 * margin + (rows - 1) * CELL,
    grid: '',
    stars: '',
    labels: '',
    largeLabels: '',
    cells: { left: 0, top: 0, width: 0, height: 0 },
  };
  geometry.grid = gridPath(geometry);
  geometry.stars = starPath(geometry);
  if (coordinates) {
    geometry.labels = labels(geometry, LABEL_HEIGHT);
    geometry.largeLabels = labels(geometry, LABEL_HEIGHT_LARGE, LABEL_NARROW);
  }
  const inset = ((margin - CELL / 2) / geometry.width) * 100;
  geometry.cells = {
    left: inset,
    top: ((margin - CELL / 2) / geometry.height) * 100,
    width: ((cols * CELL) / geometry.width) * 100,
    height: ((rows * CELL) / geometry.height) * 100,
  };
  return geometry;
}

const cache = new Map<string, Geometry>();

/** The shared layout for a size, with or without coordinates, of the whole board or a region of it. */
export function geometryFor(size: number, coordinates: boolean, region: Region = wholeBoard(size)): Geometry {
  const { left, bottom, right, top } = region;
  const key = `${size}${coordinates ? 'c' : ''}:${left},${bottom},${right},${top}`;
  let geometry = cache.get(key);
  if (!geometry) cache.set(key, (geometry = build(size, coordinates, { left, bottom, right, top })));
  return geometry;
}

/** A board's natural width, per line of the board shown (see `naturalWidth`). */
export const PX_PER_LINE = 44;

/**
 * A board's natural width in CSS pixels: {@link PX_PER_LINE} a line of what it shows (a 7×7
 * diagram about 400 px wide, a 19×19 board up to 924 px): `naturalWidth(geometryFor(9, true))`
 * is `484` (nine lines and the coordinates' margins). The element keeps it as its width, never wider than its column (core/board-host.ts);
 * a prerendered board is given the same (src/svg/board-content.ts).
 */
export function naturalWidth(geometry: Geometry): number {
  return Math.round((geometry.width / CELL) * PX_PER_LINE);
}

/** Whether an index (`row * size + col`) lies in the region shown. */
export function inRegion(geometry: Geometry, index: number): boolean {
  const { size, region } = geometry;
  const col = index % size;
  const row = (index - col) / size;
  return col >= region.left && col <= region.right && row >= region.bottom && row <= region.top;
}

/** The centre of the region shown (the keyboard focus before any other): its index. */
export function centreIndex(geometry: Geometry): number {
  const { region, size } = geometry;
  if (region.right - region.left === size - 1 && region.top - region.bottom === size - 1) return (size * size - 1) >> 1;
  return ((region.bottom + region.top) >> 1) * size + ((region.left + region.right) >> 1);
}

/**
 * The intersection nearest to a position in SVG units, or -1 when the position is
 * more than half a line's distance outside the region's grid. Index: `row * size + col`.
 */
export function nearestIndex(geometry: Geometry, x: number, y: number): number {
  const col = Math.round((x - geometry.margin) / CELL);
  const row = geometry.size - 1 - Math.round((y - geometry.margin) / CELL);
  if (col < 0 || row < 0 || col >= geometry.size || row >= geometry.size) return -1;
  const index = row * geometry.size + col;
  return inRegion(geometry, index) ? index : -1;
}
