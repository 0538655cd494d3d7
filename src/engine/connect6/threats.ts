/**
 * What the side to move must answer in Connect6: every line of six on which the opponent
 * can make six next turn. The opponent's next turn places two stones (only Black's very
 * first turn has one, and that is never the next turn of the side not to move), so a
 * window of six points is a threat when it holds four or five of the opponent's stones and
 * none of the mover's: the one or two empty points left are the stones it needs, and a
 * stone of the mover's on any of them stops that window. A pure reading of the position,
 * no search; it asks only for the stone on each point, so it runs on any board of the game.
 */
import { BLACK, type ColorCode } from '../types.js';

/** What the threats are read from: a board's size and the stone code on each index (0 empty, 1 black, 2 white). */
export interface StoneBoard {
  readonly size: number;
  stoneAt(index: number): number;
}

/** One line under threat: windows of six on one straight line that overlap, merged. */
export interface SixLine {
  /** The opponent's stones in its windows, ascending indices: `[60, 61, 62, 63]`. */
  stones: number[];
  /** The empty points that complete one of its windows (and stop it), ascending: `[58, 59, 64, 65]`. */
  points: number[];
}

/** The opponent's threats of six. */
export interface SixThreats {
  /** Each line under threat, in board order. */
  lines: SixLine[];
  /** Every point that completes (and stops) a window, ascending. */
  points: number[];
  /** The fewest stones that stop every window: 0 when there is no threat (a turn has two). */
  need: number;
}

/** The four directions of a line, as steps in columns and rows: across, up, and both diagonals. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** A live window: its empty points (one or two). */
type Window = number[];

/**
 * The threats of colour `by` (the opponent of the side to move): each window of six that
 * holds four or more of its stones and none of the other colour, merged into lines, with
 * the fewest stones that hit them all.
 */
export function sixThreats(board: StoneBoard, by: ColorCode): SixThreats {
  const { size } = board;
  const other = by === BLACK ? 2 : 1;
  const lines: SixLine[] = [];
  const windows: Window[] = [];
  for (const [dc, dr] of DIRECTIONS) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        // A window starts here only where the line does not go on behind it (each line once).
        if (inside(size, col - dc, row - dr)) continue;
        scanLine(board, col, row, dc, dr, by, other, lines, windows);
      }
    }
  }
  lines.sort((a, b) => a.stones[0]! - b.stones[0]!);
  const points = [...new Set(windows.flat())].sort((a, b) => a - b);
  return { lines, points, need: hittingSetSize(windows) };
}

function inside(size: number, col: number, row: number): boolean {
  return col >= 0 && row >= 0 && col < size && row < size;
}

/** Walks one straight line from its start, adding its live windows, merged into lines where they overlap. */
function scanLine(
  board: StoneBoard,
  col: number,
  row: number,
  dc: number,
  dr: number,
  by: number,
  other: number,
  lines: SixLine[],
  windows: Window[],
): void {
  const cells: number[] = [];
  for (let c = col, r = row; inside(board.size, c, r); c += dc, r += dr) cells.push(r * board.size + c);
  const codes = cells.map((index) => board.stoneAt(index));
  let stones = new Set<number>();
  let points = new Set<number>();
  let end = -1;
  const close = (): void => {
    if (stones.size) lines.push({ stones: ascending(stones), points: ascending(points) });
    stones = new Set();
    points = new Set();
  };
  for (let start = 0; start + 6 <= cells.length; start++) {
    const window = codes.slice(start, start + 6);
    if (window.includes(other) || window.filter((code) => code === by).length < 4) continue;
    // A window that starts past the last one's end begins a new line.
    if (start > end) close();
    const empties: number[] = [];
    for (let k = start; k < start + 6; k++) {
      if (codes[k] === by) stones.add(cells[k]!);
      else empties.push(cells[k]!);
    }
    empties.forEach((point) => points.add(point));
    windows.push(empties);
    end = start + 5;
  }
  close();
}

const ascending = (set: Set<number>): number[] => [...set].sort((a, b) => a - b);

/**
 * The fewest points that hit every window (each holds one or two): exact, by trying the
 * points of the first window not yet hit at each depth, deeper one at a time. Each window
 * has at most two points, so a depth of d tries at most 2^d sets.
 */
function hittingSetSize(windows: readonly Window[]): number {
  if (!windows.length) return 0;
  for (let depth = 1; ; depth++) if (hits(windows, depth)) return depth;
}

function hits(windows: readonly Window[], depth: number): boolean {
  const first = windows[0];
  if (!first) return true;
  if (depth === 0) return false;
  return first.some((point) =>
    hits(
      windows.filter((window) => !window.includes(point)),
      depth - 1,
    ),
  );
}
