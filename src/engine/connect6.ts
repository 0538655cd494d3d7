/**
 * The Connect6 rules engine (I-Chen Wu, 2003).
 *
 * Rules: Black places one stone on the first turn; from then on each side places two
 * stones per turn on any empty points. A line of six or more stones of one colour
 * (across, down or either diagonal) wins at once, even with the first stone of a pair.
 * A full board with no such line is a draw. Nothing is ever captured.
 *
 * The whole mutable state lives in one Int32Array, so `clone()` is one copy and a random
 * playout (`randomLegalMove` then `playIndex`, over and over) allocates nothing.
 */
import { NotationError, parsePoint } from '../notation/point.js';
import { allSixLines, hasSix, LINE_STRIDE, makeGeometry, sixLinesThrough, type Geometry } from './connect6-geometry.js';
import { readOptions, type Connect6Options } from './connect6-setup.js';
import type { BoardGame } from './game.js';
import type { Rng } from './rng.js';
import { IllegalMoveError, SetupError, type Color, type MoveRecord, type Point, type Result } from './types.js';

export type { Connect6Options } from './connect6-setup.js';

/** Colour codes as stored on the board (0 is an empty point). */
const BLACK = 1;
const WHITE = 2;
/** `over` code of a drawn game (otherwise 0 while playing, or the winner's colour code). */
const DRAW = 3;
/** Packing of one history entry: point | position in the empty list << 10 | (stones left - 1) << 20. */
const FIELD_BITS = 10;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

const COLOR_NAMES: readonly Color[] = ['black', 'black', 'white'];

/** Marks the options object that `clone()` passes to the constructor. */
const COPY_OF = Symbol('copyOf');
type InternalOptions = Connect6Options & { [COPY_OF]?: Connect6 };

/**
 * A Connect6 game: `new Connect6({ size: 19 })`, then `play('J10')`, `play('K11')`, ...
 *
 * The public API takes and returns points such as `'J10'`; the fast path
 * (`playIndex`, `randomLegalMove`, ...) uses indices `row * size + col`.
 */
export class Connect6 implements BoardGame {
  /** Board size, 6 to 25: `19`. */
  readonly size: number;
  private readonly geo: Geometry;
  /**
   * All mutable state: `[board | masks | empty points | positions | history]`.
   * Board: colour code per point. Masks: per colour, one bit mask per line.
   * Empty points: the first `emptyCount` entries list them; positions: where each
   * point stands in that list. History: one packed entry per stone since the setup.
   */
  private readonly s: Int32Array;
  private readonly maskAt: number;
  private readonly emptyAt: number;
  private readonly posAt: number;
  private readonly histAt: number;
  /** Colour code to move: 1 black, 2 white. */
  private color: number;
  /** Stones the side to move still places this turn: 1 or 2. */
  private left: number;
  private emptyCount: number;
  private moveCount: number;
  /** 0 while playing, 1 or 2 when that colour has won, 3 for a draw. */
  private over: number;
  /** The stone that made six (its lines are the result), or -1 for a setup already won. */
  private winAt: number;

  /**
   * Starts a game from the empty board or from a setup.
   * @throws SetupError `bad-size`, `bad-point`, `off-board`, `duplicate` (naming the point)
   *   or `bad-option` (toPlay, stonesLeft, or a setup where both colours have six).
   */
  constructor(options: Connect6Options = {}) {
    const source = (options as InternalOptions)[COPY_OF];
    if (source !== undefined) {
      this.size = source.size;
      this.geo = source.geo;
      this.s = source.s.slice();
      this.maskAt = source.maskAt;
      this.emptyAt = source.emptyAt;
      this.posAt = source.posAt;
      this.histAt = source.histAt;
      this.color = source.color;
      this.left = source.left;
      this.emptyCount = source.emptyCount;
      this.moveCount = source.moveCount;
      this.over = source.over;
      this.winAt = source.winAt;
      return;
    }
    const start = readOptions(options);
    const geo = makeGeometry(start.size);
    const area = geo.area;
    this.size = start.size;
    this.geo = geo;
    this.s = new Int32Array(area * 4 + 2 * geo.masksPerColor);
    this.maskAt = area;
    this.emptyAt = area + 2 * geo.masksPerColor;
    this.posAt = this.emptyAt + area;
    this.histAt = this.posAt + area;
    this.color = start.toPlay;
    this.left = start.stonesLeft;
    this.emptyCount = 0;
    this.moveCount = 0;
    this.over = 0;
    this.winAt = -1;
    this.placeSetup(start.black, start.white);
  }

  /** Puts the setup stones down, lists the empty points, and finds a result already there. */
  private placeSetup(black: number[], white: number[]): void {
    const s = this.s;
    for (const index of black) this.setStone(index, BLACK);
    for (const index of white) this.setStone(index, WHITE);
    for (let index = 0; index < this.geo.area; index++) {
      if (s[index] !== 0) continue;
      s[this.emptyAt + this.emptyCount] = index;
      s[this.posAt + index] = this.emptyCount++;
    }
    // Rule: a setup that already holds six in a row is a won game; both colours cannot have won.
    const blackSix = this.colorHasSix(BLACK);
    const whiteSix = this.colorHasSix(WHITE);
    if (blackSix && whiteSix) {
      throw new SetupError('bad-option', undefined, 'Bad setup: both colours have six in a row');
    }
    if (blackSix || whiteSix) this.over = blackSix ? BLACK : WHITE;
    else if (this.emptyCount === 0) this.over = DRAW; // Rule: a full board with no six is a draw.
  }

  /** Sets a stone and its line bits (setup only; no turn or history work). */
  private setStone(index: number, color: number): void {
    const { lines, cols, rows, masksPerColor } = this.geo;
    const s = this.s;
    const base = this.maskAt + (color - 1) * masksPerColor;
    const at = index * LINE_STRIDE;
    s[index] = color;
    s[base + lines[at]!] |= 1 << cols[index]!;
    s[base + lines[at + 1]!] |= 1 << rows[index]!;
    s[base + lines[at + 2]!] |= 1 << cols[index]!;
    s[base + lines[at + 3]!] |= 1 << cols[index]!;
  }

  private colorHasSix(color: number): boolean {
    const base = this.maskAt + (color - 1) * this.geo.masksPerColor;
    for (let line = 0; line < this.geo.masksPerColor; line++) {
      if (hasSix(this.s[base + line]!)) return true;
    }
    return false;
  }

  /** The colour to move now (after the game ends: whose turn it would be): `'black'`. */
  get toPlay(): Color {
    return COLOR_NAMES[this.color]!;
  }

  /** Stones the side to move still places this turn: 1 or 2. */
  get stonesLeft(): 1 | 2 {
    return this.left as 1 | 2;
  }

  /**
   * How the game ended, or `null` while it goes on. A win lists every point of every
   * line of six or more through the winning stone (for a setup already won: every such
   * line on the board), sorted by index; a draw lists none. A new object each call.
   */
  get result(): Result | null {
    const over = this.over;
    if (over === 0) return null;
    if (over === DRAW) return { winner: null, reason: 'board-full', stones: [] };
    const board = this.s.subarray(0, this.geo.area);
    const stones =
      this.winAt >= 0 ? sixLinesThrough(board, this.size, this.winAt, over) : allSixLines(board, this.size, over);
    return { winner: COLOR_NAMES[over]!, reason: 'six-in-a-row', stones: stones.map((i) => this.geo.names[i]!) };
  }

  /** Stones placed since the setup, oldest first, one entry per stone: `['J10', 'K10', 'K11']`. */
  get moves(): string[] {
    const out: string[] = [];
    for (let n = 0; n < this.moveCount; n++) out.push(this.geo.names[this.s[this.histAt + n]! & FIELD_MASK]!);
    return out;
  }

  /** The stone on a point, or `null` (throws `IllegalMoveError('off-board')` for anything not on the board). */
  at(point: Point): Color | null {
    const code = this.s[this.indexOf(point)]!;
    return code === 0 ? null : COLOR_NAMES[code]!;
  }

  /** Whether the side to move may place a stone there now (false for unreadable text). */
  isLegal(point: Point): boolean {
    const index = this.findIndex(point);
    return index >= 0 && this.isLegalIndex(index);
  }

  /** Every empty point, in index order (A1, B1, ...); empty once the game is over. */
  legalMoves(): Point[] {
    if (this.over !== 0) return [];
    const out: Point[] = [];
    for (let index = 0; index < this.geo.area; index++) if (this.s[index] === 0) out.push(this.geo.names[index]!);
    return out;
  }

  /**
   * Places one stone for the side to move (case-insensitive point).
   * @throws IllegalMoveError `game-over`, `off-board` (also for text that is no point)
   *   or `occupied`; a refused move changes nothing.
   */
  play(point: Point): MoveRecord {
    if (this.over !== 0) throw new IllegalMoveError('game-over', point);
    const index = this.findIndex(point);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    if (this.s[index] !== 0) throw new IllegalMoveError('occupied', point);
    const color = COLOR_NAMES[this.color]!;
    this.playIndex(index);
    return { color, point: this.geo.names[index]!, captured: [] };
  }

  /** Takes back the last stone, restoring the turn and the result; false when only the setup is left. */
  undo(): boolean {
    if (this.moveCount === 0) return false;
    const s = this.s;
    const entry = s[this.histAt + --this.moveCount]!;
    const index = entry & FIELD_MASK;
    const position = (entry >>> FIELD_BITS) & FIELD_MASK;
    const color = s[index]!;
    const { lines, cols, rows, masksPerColor } = this.geo;
    const base = this.maskAt + (color - 1) * masksPerColor;
    const at = index * LINE_STRIDE;
    s[index] = 0;
    s[base + lines[at]!] &= ~(1 << cols[index]!);
    s[base + lines[at + 1]!] &= ~(1 << rows[index]!);
    s[base + lines[at + 2]!] &= ~(1 << cols[index]!);
    s[base + lines[at + 3]!] &= ~(1 << cols[index]!);
    // The point went to the end of the empty list when played; put it back where it stood.
    const end = this.emptyCount++;
    const moved = s[this.emptyAt + position]!;
    s[this.emptyAt + end] = moved;
    s[this.posAt + moved] = end;
    s[this.emptyAt + position] = index;
    s[this.posAt + index] = position;
    this.color = color;
    this.left = (entry >>> (2 * FIELD_BITS)) + 1;
    this.over = 0; // no move is ever played after the end, so the game was going on
    this.winAt = -1;
    return true;
  }

  /** A fully independent copy (shares only read-only tables). */
  clone(): Connect6 {
    return new Connect6({ [COPY_OF]: this } as InternalOptions);
  }

  /** Index of a point (`indexOf('B1')` is 1); throws `IllegalMoveError('off-board')` for anything not on the board. */
  indexOf(point: Point): number {
    const index = this.findIndex(point);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return index;
  }

  /** Point of an index (`pointAt(1)` is `'B1'`); throws `IllegalMoveError('off-board')` outside the board. */
  pointAt(index: number): Point {
    const name = this.geo.names[index];
    if (name === undefined) throw new IllegalMoveError('off-board', String(index));
    return name;
  }

  /** Colour code at an index: 0 empty (also outside the board), 1 black, 2 white. */
  stoneAt(index: number): number {
    return index >= 0 && index < this.geo.area ? this.s[index]! : 0;
  }

  /** Whether the side to move may place a stone at this index now. */
  isLegalIndex(index: number): boolean {
    return this.over === 0 && Number.isInteger(index) && index >= 0 && index < this.geo.area && this.s[index] === 0;
  }

  /**
   * Places a stone at an index with no checks and no allocation: the caller makes sure
   * the game is going on and the point is empty (`isLegalIndex`).
   */
  playIndex(index: number): void {
    const s = this.s;
    const color = this.color;
    s[index] = color;
    // Empty list: move the point to the end of the list and shrink it (undo reverses this).
    const position = s[this.posAt + index]!;
    const end = --this.emptyCount;
    const moved = s[this.emptyAt + end]!;
    s[this.emptyAt + position] = moved;
    s[this.posAt + moved] = position;
    s[this.emptyAt + end] = index;
    s[this.posAt + index] = end;
    s[this.histAt + this.moveCount++] = index | (position << FIELD_BITS) | ((this.left - 1) << (2 * FIELD_BITS));
    // Rule: six or more in a row wins at once; only the four lines through this stone can have changed.
    const { lines, cols, rows, masksPerColor } = this.geo;
    const base = this.maskAt + (color - 1) * masksPerColor;
    const at = index * LINE_STRIDE;
    const colBit = 1 << cols[index]!;
    const row = (s[base + lines[at]!] |= colBit);
    const column = (s[base + lines[at + 1]!] |= 1 << rows[index]!);
    const diagonal = (s[base + lines[at + 2]!] |= colBit);
    const anti = (s[base + lines[at + 3]!] |= colBit);
    // Rule: turn order 1-2-2-2...: the side to move places its stones one after the other.
    if (this.left === 2) this.left = 1;
    else {
      this.left = 2;
      this.color = 3 - color;
    }
    if (hasSix(row) || hasSix(column) || hasSix(diagonal) || hasSix(anti)) {
      this.over = color;
      this.winAt = index;
    } else if (end === 0) {
      this.over = DRAW; // Rule: a full board with no six is a draw.
    }
  }

  /** A uniformly chosen empty index, or -1 when the game is over. */
  randomLegalMove(rng: Rng): number {
    if (this.over !== 0 || this.emptyCount === 0) return -1;
    return this.s[this.emptyAt + rng.below(this.emptyCount)]!;
  }

  /** Index of a point, or -1 for anything that is not a point on this board. */
  private findIndex(point: unknown): number {
    if (typeof point !== 'string') return -1;
    try {
      const { col, row } = parsePoint(point, this.size);
      return row * this.size + col;
    } catch (error) {
      if (error instanceof NotationError) return -1;
      throw error;
    }
  }
}
