/**
 * The Connect6 search board: stones plus, for every six-cell window (six points in a row
 * across, down or along a diagonal), how many stones of each colour it holds. The window
 * counts are the basis of Wu and Huang's threat counting and of the evaluation; they are
 * kept up to date stone by stone, so placing and removing a stone touches at most 24
 * windows. Kept with them: how many windows each colour holds alone with n stones (the
 * evaluation is a sum over these), and a Zobrist hash of the stones (the search's table).
 */
import type { Connect6 } from '../../engine/connect6.js';

/** Points in a window. */
export const WINDOW = 6;

/** The fixed tables of one board size, shared by every board of that size. */
export interface WindowTables {
  /** Board size: `19`. */
  readonly size: number;
  /** Points on the board: `361`. */
  readonly area: number;
  /** Number of six-cell windows: `924` on 19×19. */
  readonly windows: number;
  /** The six points of each window, six entries per window. */
  readonly cellsOf: Int16Array;
  /** Zobrist keys: two random 26-bit words per point and colour, `zobrist[2 * (2 * p + c - 1) + k]`. */
  readonly zobrist: Int32Array;
  /** Windows through each point: `winsOf[winsStart[p] .. winsStart[p + 1]]`. */
  readonly winsOf: Int32Array;
  readonly winsStart: Int32Array;
}

const tableCache = new Map<number, WindowTables>();

/** The window tables for a board size (built once, then shared). */
export function windowTables(size: number): WindowTables {
  let tables = tableCache.get(size);
  if (!tables) {
    tables = buildTables(size);
    tableCache.set(size, tables);
  }
  return tables;
}

/** Every window start and direction that keeps six points on the board. */
function buildTables(size: number): WindowTables {
  const area = size * size;
  const cells: number[] = [];
  const directions = [
    [1, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
  ] as const;
  for (const [dc, dr] of directions) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const endCol = col + 5 * dc;
        const endRow = row + 5 * dr;
        if (endCol < 0 || endCol >= size || endRow >= size) continue;
        for (let k = 0; k < WINDOW; k++) cells.push((row + k * dr) * size + col + k * dc);
      }
    }
  }
  const windows = cells.length / WINDOW;
  const counts = new Int32Array(area + 1);
  for (const p of cells) counts[p + 1]!++;
  for (let p = 0; p < area; p++) counts[p + 1]! += counts[p]!;
  const winsOf = new Int32Array(cells.length);
  const fill = counts.slice(0, area);
  cells.forEach((p, k) => (winsOf[fill[p]!++] = Math.floor(k / WINDOW)));
  return { size, area, windows, cellsOf: Int16Array.from(cells), winsOf, winsStart: counts, zobrist: zobristKeys(area) };
}

/** Fixed pseudo-random keys (a small LCG: the same on every run). */
function zobristKeys(area: number): Int32Array {
  const keys = new Int32Array(4 * area);
  let x = 0x2545f491;
  for (let i = 0; i < keys.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    keys[i] = x >>> 6;
  }
  return keys;
}

/** Stones and per-window stone counts of a Connect6 position, for search. */
export class WindowBoard {
  readonly t: WindowTables;
  /** Stone code per point: EMPTY, BLACK or WHITE (the engine's codes). */
  readonly cells: Uint8Array;
  /** Stones per window and colour: `count[2 * window + colour - 1]`. */
  readonly count: Uint8Array;
  /** Stones on the board. */
  stones = 0;
  /**
   * Windows that hold n stones of colour c and none of the other, n = 1 to 6:
   * `alone[7 * (c - 1) + n]` (`alone[7 + 4] + alone[7 + 5]` are White's live windows).
   */
  readonly alone = new Int32Array(14);
  /** The two words of the Zobrist hash of the stones. */
  private hashLow = 0;
  private hashHigh = 0;

  constructor(size: number) {
    this.t = windowTables(size);
    this.cells = new Uint8Array(this.t.area);
    this.count = new Uint8Array(this.t.windows * 2);
  }

  /** The search board of an engine position. */
  static of(game: Connect6): WindowBoard {
    const board = new WindowBoard(game.size);
    for (let p = 0; p < board.t.area; p++) {
      const c = game.stoneAt(p);
      if (c !== 0) board.place(p, c);
    }
    return board;
  }

  /** Puts a stone of colour `c` on empty point `p`. */
  place(p: number, c: number): void {
    const { winsOf, winsStart } = this.t;
    const { count, alone } = this;
    this.cells[p] = c;
    this.stones++;
    this.toggleHash(p, c);
    for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) {
      const at = 2 * winsOf[k]!;
      const m = count[at + c - 1]!;
      const o = count[at + 2 - c]!;
      if (o === 0) {
        if (m > 0) alone[7 * (c - 1) + m]!--;
        alone[7 * (c - 1) + m + 1]!++;
      } else if (m === 0) alone[7 * (2 - c) + o]!--;
      count[at + c - 1] = m + 1;
    }
  }

  /** Takes the stone of colour `c` off point `p`. */
  remove(p: number, c: number): void {
    const { winsOf, winsStart } = this.t;
    const { count, alone } = this;
    this.cells[p] = 0;
    this.stones--;
    this.toggleHash(p, c);
    for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) {
      const at = 2 * winsOf[k]!;
      const m = count[at + c - 1]! - 1;
      const o = count[at + 2 - c]!;
      if (o === 0) {
        alone[7 * (c - 1) + m + 1]!--;
        if (m > 0) alone[7 * (c - 1) + m]!++;
      } else if (m === 0) alone[7 * (2 - c) + o]!++;
      count[at + c - 1] = m;
    }
  }

  /** Windows live for `c` (four or five of its stones, none of the other's): the side's threats, uncounted. */
  liveCount(c: number): number {
    return this.alone[7 * (c - 1) + 4]! + this.alone[7 * (c - 1) + 5]!;
  }

  /** The Zobrist hash of the stones, a safe integer (52 bits): `123456789012345`. */
  get hash(): number {
    return this.hashHigh * 0x4000000 + this.hashLow;
  }

  private toggleHash(p: number, c: number): void {
    const k = 4 * p + 2 * (c - 1);
    this.hashLow ^= this.t.zobrist[k]!;
    this.hashHigh ^= this.t.zobrist[k + 1]!;
  }

  /** Stones of colour `c` in window `w`. */
  own(w: number, c: number): number {
    return this.count[2 * w + c - 1]!;
  }

  /** Whether window `w` holds `n` or more stones of `c` and none of the other colour. */
  holds(w: number, c: number, n: number): boolean {
    return this.count[2 * w + c - 1]! >= n && this.count[2 * w + 2 - c]! === 0;
  }

  /** How many windows through empty point `p` a stone of `c` there would make hold `n` or more of c's stones alone. */
  windowsMadeBy(p: number, c: number, n: number): number {
    const { winsOf, winsStart } = this.t;
    let made = 0;
    for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) if (this.holds(winsOf[k]!, c, n - 1)) made++;
    return made;
  }

  /** The empty points of window `w`, appended to `out`. */
  empties(w: number, out: number[] = []): number[] {
    const { cellsOf } = this.t;
    for (let k = w * WINDOW; k < w * WINDOW + WINDOW; k++) if (this.cells[cellsOf[k]!] === 0) out.push(cellsOf[k]!);
    return out;
  }

  /** Whether window `w` contains point `p`. */
  contains(w: number, p: number): boolean {
    const { cellsOf } = this.t;
    for (let k = w * WINDOW; k < w * WINDOW + WINDOW; k++) if (cellsOf[k] === p) return true;
    return false;
  }

  /** Relevance zone: empty points within Chebyshev distance `radius` of a stone, by index. */
  zone(radius = 2): number[] {
    const { size, area } = this.t;
    const near = new Uint8Array(area);
    for (let p = 0; p < area; p++) {
      if (this.cells[p] === 0) continue;
      const col = p % size;
      const row = (p - col) / size;
      for (let r = Math.max(0, row - radius); r <= Math.min(size - 1, row + radius); r++) {
        for (let c = Math.max(0, col - radius); c <= Math.min(size - 1, col + radius); c++) near[r * size + c] = 1;
      }
    }
    const out: number[] = [];
    for (let p = 0; p < area; p++) if (near[p] && this.cells[p] === 0) out.push(p);
    return out;
  }

  /** A position key (for the planned-partner cache): the stones, point by point. */
  key(): string {
    return String.fromCharCode(...this.cells.map((c) => 48 + c));
  }
}

/** Whether points `p` and `q` of a board of `size` lie in a common window (on one line, at most five apart). */
export function sharesWindow(size: number, p: number, q: number): boolean {
  const dx = (q % size) - (p % size);
  const dy = Math.floor(q / size) - Math.floor(p / size);
  const far = Math.max(Math.abs(dx), Math.abs(dy));
  return far <= 5 && (dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy));
}
