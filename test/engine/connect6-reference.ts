/**
 * A slow, obviously correct Connect6 for the property tests: a 2D array, every line of
 * the board scanned after each stone, the turn worked out by counting stones.
 * It shares no code with the engine (only the point notation).
 */
import type { Color, Result } from '../../src/engine/types.js';
import { formatPoint, parsePoint } from '../../src/notation/point.js';

type Cell = Color | null;

/** Across, up, rising diagonal, falling diagonal. */
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

export class ReferenceConnect6 {
  readonly size: number;
  /** `grid[row][col]`, row 0 at the bottom. */
  grid: Cell[][];
  /** Stones placed since the setup, in order. */
  placed: { col: number; row: number }[] = [];
  result: Result | null = null;
  /** Point names by row and column, made once. */
  private readonly names: string[][];
  private readonly firstToPlay: Color;
  private readonly firstLeft: number;

  constructor(size: number, black: string[], white: string[], toPlay: Color, stonesLeft: number) {
    this.size = size;
    this.grid = Array.from({ length: size }, () => Array<Cell>(size).fill(null));
    this.names = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => formatPoint({ col, row })));
    for (const p of black) this.put(p, 'black');
    for (const p of white) this.put(p, 'white');
    this.firstToPlay = toPlay;
    this.firstLeft = stonesLeft;
    const runs = this.runsOfSix();
    const colors = new Set(runs.map((r) => r.color));
    if (colors.size > 1) throw new Error('both colours have six');
    if (runs.length > 0) this.result = this.win(runs[0]!.color, runs);
    else if (this.empties().length === 0) this.result = { winner: null, reason: 'board-full', stones: [] };
  }

  private put(point: string, color: Cell): void {
    const { col, row } = parsePoint(point, this.size);
    this.grid[row]![col] = color;
  }

  /** The turn, from the number of stones placed: the setup's turn first, then pairs. */
  get turn(): { toPlay: Color; stonesLeft: number } {
    const n = this.placed.length;
    if (n < this.firstLeft) return { toPlay: this.firstToPlay, stonesLeft: this.firstLeft - n };
    const after = n - this.firstLeft;
    const pair = Math.floor(after / 2);
    const other: Color = this.firstToPlay === 'black' ? 'white' : 'black';
    return { toPlay: pair % 2 === 0 ? other : this.firstToPlay, stonesLeft: 2 - (after % 2) };
  }

  /** Empty points, sorted by index. */
  empties(): string[] {
    const out: string[] = [];
    for (let row = 0; row < this.size; row++) {
      for (let col = 0; col < this.size; col++) if (this.grid[row]![col] === null) out.push(this.names[row]![col]!);
    }
    return out;
  }

  play(point: string): void {
    if (this.result) throw new Error('game over');
    const { col, row } = parsePoint(point, this.size);
    if (this.grid[row]![col] !== null) throw new Error('occupied');
    const color = this.turn.toPlay;
    this.grid[row]![col] = color;
    this.placed.push({ col, row });
    const runs = this.runsOfSix();
    if (runs.length > 0) {
      // Before this stone there was no six, so every run must be the mover's and through the stone.
      for (const r of runs) {
        if (r.color !== color || !r.points.some((p) => p.col === col && p.row === row)) throw new Error('stray run');
      }
      this.result = this.win(color, runs);
    } else if (this.empties().length === 0) {
      this.result = { winner: null, reason: 'board-full', stones: [] };
    }
  }

  undo(): void {
    const last = this.placed.pop()!;
    this.grid[last.row]![last.col] = null;
    this.result = null;
  }

  /** Every maximal run of six or more stones of one colour, in all four directions. */
  runsOfSix(): { color: Color; points: { col: number; row: number }[] }[] {
    const out: { color: Color; points: { col: number; row: number }[] }[] = [];
    const n = this.size;
    const grid = this.grid;
    const cell = (col: number, row: number): Cell => (col >= 0 && col < n && row >= 0 && row < n ? grid[row]![col]! : null);
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const color = grid[row]![col]!;
        if (color === null) continue;
        for (const [dc, dr] of DIRECTIONS) {
          if (cell(col - dc, row - dr) === color) continue; // not the start of a run
          let length = 1;
          while (cell(col + length * dc, row + length * dr) === color) length++;
          if (length < 6) continue;
          const points = Array.from({ length }, (_, k) => ({ col: col + k * dc, row: row + k * dr }));
          out.push({ color, points });
        }
      }
    }
    return out;
  }

  private win(color: Color, runs: { points: { col: number; row: number }[] }[]): Result {
    const keys = new Set<number>();
    for (const r of runs) for (const p of r.points) keys.add(p.row * this.size + p.col);
    const stones = [...keys].sort((a, b) => a - b).map((k) => formatPoint({ col: k % this.size, row: Math.floor(k / this.size) }));
    return { winner: color, reason: 'six-in-a-row', stones };
  }

  /** The board as rows of `. X O`, top row first (as the test snapshot draws it). */
  board(): string {
    const rows: string[] = [];
    for (let row = this.size - 1; row >= 0; row--) {
      rows.push(this.grid[row]!.map((c) => (c === 'black' ? 'X' : c === 'white' ? 'O' : '.')).join(''));
    }
    return rows.join('\n');
  }
}
