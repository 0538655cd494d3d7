/**
 * Where everything stands in the SVG's own units, computed once per board size and
 * coordinate setting and shared by every board of that kind (50 diagrams of 19×19 share one).
 * Columns run left to right; row 0 (row 1 in notation) is at the bottom.
 */
import { COLUMN_LETTERS } from '../../vocabulary.js';
import { labelPath } from './glyphs.js';

/** The distance between two lines, in SVG units. */
export const CELL = 20;
/** A stone's radius. */
export const STONE_RADIUS = CELL * 0.47;
/** The height of a coordinate label's glyphs: `7.2`. */
export const LABEL_HEIGHT = CELL * 0.36;
/** The least height on screen, in CSS pixels, at which a label is drawn (view/label-fit.ts). */
export const LABEL_MIN_PX = 8;

/** The cached layout of one board size. */
export interface Geometry {
  /** Lines per side: `19`. */
  size: number;
  /** From the SVG's edge to the first line: `30`. */
  margin: number;
  /** Width and height of the viewBox: `420`. */
  extent: number;
  /** The whole grid as one path (every line and the edge). */
  grid: string;
  /** The star points as one path. */
  stars: string;
  /** Coordinate labels as one path of stroked glyphs (empty without coordinates). */
  labels: string;
  /** The accessible grid's box over the intersections, as a percentage of the SVG: inset and span. */
  inset: number;
  span: number;
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

function starPath(size: number, at: (col: number, row: number) => [number, number]): string {
  const { corners, middle } = starLines(size);
  const points: [number, number][] = [];
  for (const col of corners) for (const row of corners) points.push([col, row]);
  if (middle !== null) {
    points.push([middle, middle]);
    if (size >= 13) for (const edge of corners) points.push([middle, edge], [edge, middle]);
  }
  return points.map(([col, row]) => circlePath(...at(col, row), CELL * 0.1)).join('');
}

/** The coordinate labels on all four sides, as one path of stroked glyphs. */
function labels(geometry: Geometry): string {
  const { size, margin, extent } = geometry;
  const sides = [margin * 0.45, extent - margin * 0.45];
  const height = LABEL_HEIGHT;
  let path = '';
  for (let i = 0; i < size; i++) {
    const column = COLUMN_LETTERS[i]!;
    const row = String(i + 1);
    for (const side of sides) {
      path += labelPath(column, columnX(geometry, i), side, height);
      path += labelPath(row, side, rowY(geometry, i), height);
    }
  }
  return path;
}

function build(size: number, coordinates: boolean): Geometry {
  const margin = coordinates ? CELL * 1.5 : CELL * 0.75;
  const extent = 2 * margin + (size - 1) * CELL;
  const geometry: Geometry = { size, margin, extent, grid: '', stars: '', labels: '', inset: 0, span: 0 };
  const first = margin;
  const last = margin + (size - 1) * CELL;
  let grid = '';
  for (let i = 0; i < size; i++) {
    const at = margin + i * CELL;
    grid += `M${first} ${at}H${last}M${at} ${first}V${last}`;
  }
  geometry.grid = grid;
  geometry.stars = starPath(size, (col, row) => [columnX(geometry, col), rowY(geometry, row)]);
  if (coordinates) geometry.labels = labels(geometry);
  geometry.inset = ((margin - CELL / 2) / extent) * 100;
  geometry.span = ((size * CELL) / extent) * 100;
  return geometry;
}

const cache = new Map<string, Geometry>();

/** The shared layout for a size, with or without coordinates. */
export function geometryFor(size: number, coordinates: boolean): Geometry {
  const key = `${size}${coordinates ? 'c' : ''}`;
  let geometry = cache.get(key);
  if (!geometry) cache.set(key, (geometry = build(size, coordinates)));
  return geometry;
}

/**
 * The intersection nearest to a position in SVG units, or -1 when the position is
 * more than half a line's distance outside the grid. Index: `row * size + col`.
 */
export function nearestIndex(geometry: Geometry, x: number, y: number): number {
  const col = Math.round((x - geometry.margin) / CELL);
  const row = geometry.size - 1 - Math.round((y - geometry.margin) / CELL);
  if (col < 0 || row < 0 || col >= geometry.size || row >= geometry.size) return -1;
  return row * geometry.size + col;
}
