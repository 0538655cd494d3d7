/**
 * The Connect6 engine's state as plain data, and building it from the options: the
 * setup stones, the empty-point list, the turn and a result the setup already holds.
 */
import { BLACK, SetupError, WHITE } from '../types.js';
import { geometryOf, hasSix, type LineTables } from './geometry.js';
import { readOptions, type Connect6Options } from './setup.js';

/** A stone's cell: colour in bits 0-1, its position in the empty list from bit 2. */
export const POSITION_SHIFT = 2;

/** `over` code of a drawn game (otherwise 0 while playing, or the winner's colour code). */
export const DRAW = 3;

/** Everything a game holds; the engine keeps the same fields. */
export interface Connect6State {
  /** Board size: `19`. */
  size: number;
  /** Read-only tables for this size, shared with clones. */
  geo: LineTables;
  /**
   * All mutable state, small integers only: `[board cells | black masks | white masks | empty points]`.
   * An empty cell holds `~p`, its position in the empty list; a stone's cell holds its colour
   * (bits 0-1) and the list position it took (from bit 2). The list's slots from `emptyCount`
   * to `setupEmpty` hold the stones placed since the setup, newest first.
   */
  s: Int32Array;
  /** Where black's line masks start in `s` (white's follow). */
  maskAt: number;
  /** Where the list of empty points starts in `s`. */
  emptyAt: number;
  /** Column and row of each point, `row << 5 | col` (shared, read-only). */
  coords: Int32Array;
  /** Turn order phase: 0 black with two stones left, 1 black with one, 2 white with two, 3 white with one. */
  phase: number;
  /** Length of the empty list. */
  emptyCount: number;
  /** Length of the empty list after the setup (so no stone has been placed while `emptyCount` equals it). */
  setupEmpty: number;
  /** 0 while playing, 1 or 2 when that colour has won, 3 for a draw. */
  over: number;
  /** The stone that made six (its lines are the result), or -1 for a setup already won. */
  winAt: number;
}

/**
 * Flips a stone's bit in its four line masks (row, column, rising and falling diagonal)
 * and writes its colour in its cell: puts a setup stone down, or takes one back.
 */
export function toggleStone(s: Int32Array, geo: LineTables, maskAt: number, index: number, color: number): void {
  const n = geo.size;
  const col = geo.cols[index]!;
  const row = geo.rows[index]!;
  const base = maskAt + (color - 1) * geo.masksPerColor;
  s[index] = color;
  s[base + row] ^= 1 << col;
  s[base + n + col] ^= 1 << row;
  s[base + 3 * n - 1 + col - row] ^= 1 << col;
  s[base + 4 * n - 1 + col + row] ^= 1 << col;
}

/** Reads the options (throwing SetupError) and builds the starting state. */
export function startState(options: Connect6Options): Connect6State {
  const start = readOptions(options);
  const geo = geometryOf(start.size);
  const maskAt = geo.area;
  const emptyAt = geo.area + 2 * geo.masksPerColor;
  const empty = start.black.length + start.white.length === 0;
  const s = empty ? emptyState(geo).slice() : new Int32Array(emptyAt + geo.area);
  let emptyCount = geo.area;
  if (!empty) {
    for (const index of start.black) toggleStone(s, geo, maskAt, index, BLACK);
    for (const index of start.white) toggleStone(s, geo, maskAt, index, WHITE);
    emptyCount = listEmpty(s, geo.area, emptyAt);
  }
  return {
    size: start.size,
    geo,
    s,
    maskAt,
    emptyAt,
    coords: geo.coords,
    phase: (start.toPlay - 1) * 2 + (2 - start.stonesLeft),
    emptyCount,
    setupEmpty: emptyCount,
    over: empty ? 0 : judgeSetup(s, maskAt, geo.masksPerColor, emptyCount),
    winAt: -1,
  };
}

/** The empty list, in index order, from the board cells; each empty cell holds ~(its position). Returns its length. */
function listEmpty(s: Int32Array, area: number, emptyAt: number): number {
  let emptyCount = 0;
  for (let index = 0; index < area; index++) {
    if (s[index] !== 0) continue;
    s[emptyAt + emptyCount] = index;
    s[index] = ~emptyCount++;
  }
  return emptyCount;
}

/** The state array of an empty board, per geometry, made on first use: a new empty game copies it. */
const emptyStates = new WeakMap<LineTables, Int32Array>();

function emptyState(geo: LineTables): Int32Array {
  let s = emptyStates.get(geo);
  if (!s) {
    s = new Int32Array(geo.area + 2 * geo.masksPerColor + geo.area);
    listEmpty(s, geo.area, geo.area + 2 * geo.masksPerColor);
    emptyStates.set(geo, s);
  }
  return s;
}

/** Rule: a setup with six in a row is a won game (both colours cannot have won); a full one is a draw. */
function judgeSetup(s: Int32Array, maskAt: number, lines: number, emptyCount: number): number {
  let blackSix = false;
  let whiteSix = false;
  for (let line = 0; line < lines; line++) {
    blackSix ||= hasSix(s[maskAt + line]!);
    whiteSix ||= hasSix(s[maskAt + lines + line]!);
  }
  if (blackSix && whiteSix) throw new SetupError('both-won');
  if (blackSix) return BLACK;
  if (whiteSix) return WHITE;
  return emptyCount === 0 ? DRAW : 0;
}

/**
 * Takes the newest stone off the board: it lies at place `end` of the empty list (its
 * length before the undo); the point goes back to the place it held in the list, and the
 * point that took that place back to `end`.
 */
export function takeBack(s: Int32Array, geo: LineTables, maskAt: number, emptyAt: number, end: number): void {
  const index = s[emptyAt + end]!;
  const cell = s[index]!;
  const position = cell >>> POSITION_SHIFT;
  toggleStone(s, geo, maskAt, index, cell & 3);
  if (position !== end) {
    const moved = s[emptyAt + position]!;
    s[emptyAt + end] = moved;
    s[moved] = ~end;
  }
  s[emptyAt + position] = index;
  s[index] = ~position;
}
