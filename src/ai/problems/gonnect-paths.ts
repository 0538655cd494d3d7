/**
 * Connection distances for the Gonnect judge: how many more stones a colour needs, at the
 * fewest, to join two opposite edges, and through which points its shortest paths run.
 *
 * The count is a lower bound that captures cannot beat. A chain joining two edges at the
 * end is made of the colour's stones; every point of it that does not hold one of its
 * stones now needs at least one more stone of that colour. Its stones now cost 0, an empty
 * point 1. A point held by the other colour costs 1 when the chain there could be captured
 * in time, else it is a wall: removing a chain with L liberties takes at least L stones on
 * those liberties (each move fills one point, and a liberty stays next to the chain until
 * it is filled), and after the capture one more move puts the colour's stone there. Within
 * `plies` moves of both sides that is possible only when L ≤ plies - 1.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { EMPTY } from '../../engine/types.js';

/** What cannot be passed. */
const WALL = 1 << 20;

/** Edge pairs a connection joins: bottom–top (rows) and left–right (columns). */
const AXES = ['rows', 'columns'] as const;

/** Distances of one colour on one position, by cell. */
export interface PathMap {
  /** Fewest more stones for any connection (WALL-sized when none can be made): `2`. */
  need: number;
  /** Per cell: the fewest more stones of a connection through it (WALL for none). */
  through: Int32Array;
}

/** The real liberties of every chain, by head (a chain's empty neighbours, each once). */
function liberties(pos: GonnectPosition): Map<number, number> {
  const counts = new Map<number, number>();
  const w = pos.stride;
  for (let cell = 0; cell < pos.cellCount; cell++) {
    const code = pos.stoneAt(cell);
    if (code !== 1 && code !== 2) continue;
    const head = pos.chainOf(cell);
    if (counts.has(head)) continue;
    const seen = new Set<number>();
    for (const stone of pos.chainCells(head)) {
      for (const n of [stone - w, stone - 1, stone + 1, stone + w]) if (pos.stoneAt(n) === EMPTY) seen.add(n);
    }
    counts.set(head, seen.size);
  }
  return counts;
}

/** The cost of each cell for colour `c` within `plies` moves (see the file comment). */
function costs(pos: GonnectPosition, c: number, plies: number): Int32Array {
  const libs = liberties(pos);
  const cost = new Int32Array(pos.cellCount).fill(WALL);
  for (let cell = 0; cell < pos.cellCount; cell++) {
    const code = pos.stoneAt(cell);
    if (code === c) cost[cell] = 0;
    else if (code === EMPTY) cost[cell] = 1;
    else if (code !== 3 && libs.get(pos.chainOf(cell))! <= plies - 1) cost[cell] = 1;
  }
  return cost;
}

/** The cells of one edge of the board: row 0, the last row, column 0 or the last column. */
function edgeCells(pos: GonnectPosition, axis: (typeof AXES)[number], far: boolean): number[] {
  const n = pos.size;
  const cells: number[] = [];
  for (let k = 0; k < n; k++) {
    const row = axis === 'rows' ? (far ? n - 1 : 0) : k;
    const col = axis === 'rows' ? k : far ? n - 1 : 0;
    cells.push(pos.cellOf(row * n + col));
  }
  return cells;
}

/** Fewest cost from the given edge cells to every cell, the cell's own cost included (0-1 BFS). */
function spread(pos: GonnectPosition, cost: Int32Array, from: number[]): Int32Array {
  const dist = new Int32Array(pos.cellCount).fill(WALL);
  const deque: number[] = [];
  for (const cell of from) {
    if (cost[cell]! >= WALL) continue;
    dist[cell] = cost[cell]!;
    if (cost[cell] === 0) deque.unshift(cell);
    else deque.push(cell);
  }
  const w = pos.stride;
  while (deque.length > 0) {
    const cell = deque.shift()!;
    for (const n of [cell - w, cell - 1, cell + 1, cell + w]) {
      const step = cost[n]!;
      if (step >= WALL) continue;
      const d = dist[cell]! + step;
      if (d >= dist[n]!) continue;
      dist[n] = d;
      if (step === 0) deque.unshift(n);
      else deque.push(n);
    }
  }
  return dist;
}

/** Colour `c`'s connection distances on `pos`, captures allowed within `plies` moves of both sides. */
export function pathMap(pos: GonnectPosition, c: number, plies: number): PathMap {
  const cost = costs(pos, c, plies);
  const through = new Int32Array(pos.cellCount).fill(WALL);
  let need = WALL;
  for (const axis of AXES) {
    const near = spread(pos, cost, edgeCells(pos, axis, false));
    const far = spread(pos, cost, edgeCells(pos, axis, true));
    for (let cell = 0; cell < pos.cellCount; cell++) {
      if (cost[cell]! >= WALL) continue;
      const d = near[cell]! + far[cell]! - cost[cell]!;
      if (d < through[cell]!) through[cell] = d;
      if (d < need) need = d;
    }
  }
  return { need, through };
}
