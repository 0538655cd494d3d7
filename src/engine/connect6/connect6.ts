/**
 * The Connect6 rules engine (I-Chen Wu, 2003). Rules: Black places one stone on the first
 * turn; from then on each side places two stones per turn on any empty points. A line of
 * six or more stones of one colour (across, down or either diagonal) wins at once, even
 * with the first stone of a pair. A full board with no such line is a draw. Nothing is
 * ever captured.
 *
 * Speed: the whole mutable state is one `Int32Array` (its layout: `Connect6State` in
 * state.ts), so `copyFrom()` is one copy, and a random playout (`randomLegalMove` then
 * `playIndex`, over and over) allocates nothing and costs a few array reads and bit
 * operations per stone. The result's stones are listed only when `result` is read.
 *
 * This file is a little above 300 lines: it is the whole `BoardGame` (two dozen documented
 * members) on one set of private fields, which the hot path reads directly.
 */
import type { MoveToken } from '../../notation/lists.js';
import type { BoardGame, IndexMove } from '../game.js';
import { indexOrNone, stoneLists } from '../points.js';
import type { Rng } from '../rng.js';
import { IllegalMoveError, type Color, type MoveRecord, type Point, type Result, type Setup } from '../types.js';
import type { LineTables } from './geometry.js';
import { resultStones } from './lines.js';
import type { Connect6Options } from './setup.js';
import { DRAW, startState, takeBack } from './state.js';

export type { Connect6Options } from './setup.js';

/** Colour names by colour code (0 unused). */
const COLOR_NAMES: readonly Color[] = ['black', 'black', 'white'];

/**
 * A Connect6 game: `new Connect6({ size: 19 })`, then `play('J10')`, `play('K11')`, ... The
 * public API takes points such as `'J10'`; the fast path uses indices `row * size + col`.
 */
export class Connect6 implements BoardGame {
  /** Which game this is. */
  readonly kind = 'connect6' as const;
  /** Board size, 6 to 25: `19`. */
  readonly size: number;
  /** Read-only tables for this size, shared with clones. */
  private readonly geo: LineTables;
  /** All mutable state, small integers only: `[board cells | black masks | white masks | empty points]` (see Connect6State). */
  private readonly s: Int32Array;
  /** Where black's line masks start in `s` (white's follow). */
  private readonly maskAt: number;
  /** Where the list of empty points starts in `s`. */
  private readonly emptyAt: number;
  /** Line masks per colour: `112` on 19×19. */
  private readonly masksPerColor: number;
  /** Column and row of each point, packed `row << 5 | col` (shared, read-only). */
  private readonly coords: Int32Array;
  /** Rule: turn order, four phases in a cycle, one on per stone: 0 black with two stones left, 1 black with one, 2 white with two, 3 white with one. */
  private phase: number;
  /** Empty points: the list's length. */
  private emptyCount: number;
  /** Length of the empty list after the setup; its slots from `emptyCount` up to here hold the stones placed since, newest first. */
  private setupEmpty: number;
  /** 0 while playing, 1 or 2 when that colour has won, 3 for a draw. */
  private over: number;
  /** The stone that made six (its lines are the result), or -1 for a setup already won. */
  private winAt: number;

  /**
   * Starts a game from the empty board or from a setup. Throws SetupError: `bad-size`,
   * `bad-point`, `off-board`, `duplicate` (naming the point and its list), `not-a-list`,
   * `bad-to-play`, `bad-stones-left` or `both-won` (both colours have six in a row).
   */
  constructor(options: Connect6Options = {}) {
    const from = startState(options);
    this.size = from.size;
    this.geo = from.geo;
    this.s = from.s;
    this.maskAt = from.maskAt;
    this.emptyAt = from.emptyAt;
    this.masksPerColor = from.geo.masksPerColor;
    this.coords = from.coords;
    this.phase = from.phase;
    this.emptyCount = from.emptyCount;
    this.setupEmpty = from.setupEmpty;
    this.over = from.over;
    this.winAt = from.winAt;
  }

  /** The colour to move now (after the game ends: whose turn it would be): `'black'`. */
  get toPlay(): Color {
    return COLOR_NAMES[(this.phase >> 1) + 1]!;
  }

  /** Stones the side to move still places this turn: 1 or 2. */
  get stonesLeft(): 1 | 2 {
    return (2 - (this.phase & 1)) as 1 | 2;
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
    return { winner: COLOR_NAMES[over]!, reason: 'six-in-a-row', stones: this.resultIndices().map((i) => this.geo.names[i]!) };
  }

  resultIndices(): number[] {
    const over = this.over;
    if (over === 0 || over === DRAW) return [];
    const board = Array.from({ length: this.geo.area }, (_, index) => this.stoneAt(index));
    return resultStones(board, this.size, over, this.winAt);
  }

  setupStones(): Uint8Array {
    const placed = new Set(this.placed());
    const stones = new Uint8Array(this.geo.area);
    for (let index = 0; index < stones.length; index++) stones[index] = placed.has(index) ? 0 : this.stoneAt(index);
    return stones;
  }

  moveIndices(): number[] {
    return this.placed();
  }

  /**
   * The position the game started from: its stones by index, the side that moved first
   * and the stones it still placed that turn. A new object each call.
   */
  get setup(): Required<Setup> & { stonesLeft: 1 | 2 } {
    const placed = new Set(this.placed());
    const { black, white } = stoneLists(this.size, (index) => (placed.has(index) ? 0 : this.stoneAt(index)));
    // Each stone moves the turn order one phase on; the setup's phase is that many back.
    const phase = (this.phase - placed.size) & 3;
    return { black, white, toPlay: COLOR_NAMES[(phase >> 1) + 1]!, stonesLeft: (2 - (phase & 1)) as 1 | 2 };
  }

  /** Stones placed since the setup, oldest first, one entry per stone: `['J10', 'K10', 'K11']`. A new array each call. */
  get moves(): string[] {
    return this.placed().map((index) => this.geo.names[index]!);
  }

  /** The indices of the stones placed since the setup, oldest first (the empty list's slots past its end hold them, newest first). */
  private placed(): number[] {
    return Array.from(this.s.subarray(this.emptyAt + this.emptyCount, this.emptyAt + this.setupEmpty)).reverse();
  }

  /** The stone on a point, or `null` (throws `IllegalMoveError('off-board')` for anything not on the board). */
  at(point: Point): Color | null {
    const code = this.stoneAt(this.indexOf(point));
    return code === 0 ? null : COLOR_NAMES[code]!;
  }

  /** Whether the side to move may place a stone there now (false for unreadable text). */
  isLegal(point: Point): boolean {
    const index = indexOrNone(point, this.size);
    return index >= 0 && this.isLegalIndex(index);
  }

  /** Every empty point, in index order (A1, B1, ...); empty once the game is over. */
  legalMoves(): Point[] {
    if (this.over !== 0) return [];
    const out: Point[] = [];
    for (let index = 0; index < this.geo.area; index++) if (this.s[index]! < 0) out.push(this.geo.names[index]!);
    return out;
  }

  /**
   * Places one stone for the side to move (case-insensitive point).
   * @throws IllegalMoveError `game-over`, `off-board` (also for text that is no point)
   *   or `occupied`; a refused move changes nothing.
   */
  play(point: Point): MoveRecord {
    if (this.over !== 0) throw new IllegalMoveError('game-over', point);
    const index = indexOrNone(point, this.size);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return this.place(index, point);
  }

  /** `play` for a point given as an index (`off-board` for anything that is no index of this board). */
  playAt(index: number): MoveRecord {
    const name = Number.isInteger(index) ? this.geo.names[index] : undefined;
    if (name === undefined) throw new IllegalMoveError(this.over !== 0 ? 'game-over' : 'off-board', String(index));
    return this.place(index, name);
  }

  placeAt(index: number): IndexMove {
    const name = Number.isInteger(index) ? this.geo.names[index] : undefined;
    if (name === undefined) throw new IllegalMoveError(this.over !== 0 ? 'game-over' : 'off-board', String(index));
    const color = this.toPlay === 'black' ? 1 : 2;
    this.place(index, name);
    return { index, color, captured: [] };
  }

  /** Plays at a valid index, refused as `point` (the text the caller gave) when the rules say no. */
  private place(index: number, point: Point): MoveRecord {
    if (this.over !== 0) throw new IllegalMoveError('game-over', point);
    if (this.s[index]! >= 0) throw new IllegalMoveError('occupied', point);
    const color = this.toPlay;
    this.playIndex(index);
    return { color, point: this.geo.names[index]!, captured: [] };
  }

  /** One entry of a move list: a point (a swap is refused: Connect6 has no pie rule). */
  playMove(token: MoveToken): MoveRecord {
    if (token.toLowerCase() === 'swap') throw new IllegalMoveError('swap-not-allowed');
    return this.play(token);
  }

  /** Takes back the last stone, restoring the turn, the result and the empty list; false when only the setup is left. */
  undo(): boolean {
    if (this.emptyCount === this.setupEmpty) return false;
    takeBack(this.s, this.geo, this.maskAt, this.emptyAt, this.emptyCount++);
    this.phase = (this.phase + 3) & 3; // the turn order one step back
    this.over = 0; // no stone is ever placed after the end, so the game was going on
    this.winAt = -1;
    return true;
  }

  /** An independent copy of the game, made as every engine makes one (see `BoardGame.clone`). */
  clone(): Connect6 {
    const copy = new Connect6({ size: this.size });
    copy.copyFrom(this);
    return copy;
  }

  /** The same stones with `color` to move and `stonesLeft` this turn (as a setup gives unless given), as a new game with no moves. */
  withTurn(color: Color, stonesLeft?: 1 | 2): Connect6 {
    const stones = stoneLists(this.size, (index) => this.stoneAt(index));
    return new Connect6({ size: this.size, setup: { ...stones, toPlay: color, stonesLeft } });
  }

  /**
   * Makes this game an exact copy of `source` in its own array (no allocation), as search
   * code resets a scratch game before each playout.
   * @throws RangeError when `source` is not a Connect6 game of the same size (nothing changes)
   */
  copyFrom(source: Connect6): void {
    if (source === this) return;
    if (!(source instanceof Connect6) || source.size !== this.size) {
      throw new RangeError('copyFrom needs a Connect6 game of the same size');
    }
    this.s.set(source.s);
    this.phase = source.phase;
    this.emptyCount = source.emptyCount;
    this.setupEmpty = source.setupEmpty;
    this.over = source.over;
    this.winAt = source.winAt;
  }

  /** Index of a point (`indexOf('B1')` is 1); throws `IllegalMoveError('off-board')` for anything not on the board. */
  indexOf(point: Point): number {
    const index = indexOrNone(point, this.size);
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
    if (!(index >= 0 && index < this.geo.area)) return 0;
    const cell = this.s[index | 0]!;
    return cell < 0 ? 0 : cell & 3;
  }

  /** Whether the side to move may place a stone at this index now. */
  isLegalIndex(index: number): boolean {
    return this.over === 0 && Number.isInteger(index) && index >= 0 && index < this.geo.area && this.s[index]! < 0;
  }

  /**
   * Places a stone at an index with no checks and no allocation: the caller makes sure
   * the game is going on and the point is empty (`isLegalIndex`).
   */
  playIndex(index: number): void {
    // Hot path, kept under V8's inlining limit (460 bytes of bytecode) so that a playout
    // loop inlines it: plain literals, no field or helper it can do without.
    // 2 is POSITION_SHIFT, 3 DRAW.
    const s = this.s;
    const phase = this.phase;
    const color = (phase >> 1) + 1;
    // Empty list: the last empty point takes this one's place, and the stone takes the slot
    // freed at the end (the history). The stone's cell keeps its old position for undo.
    const position = ~s[index]!;
    const end = --this.emptyCount;
    const slot = (this.emptyAt + end) | 0;
    const moved = s[slot]!;
    s[(this.emptyAt + position) | 0] = moved;
    s[moved] = ~position;
    s[slot] = index;
    s[index] = color | (position << 2);
    // Rule: turn order 1-2-2-2...: the side to move places its stones one after the other.
    this.phase = (phase + 1) & 3;
    // Rule: six or more in a row wins at once; only the four lines through this stone changed.
    const n = this.size;
    const coord = this.coords[index]!;
    const col = coord & 31;
    const row = coord >> 5;
    const bit = 1 << col;
    const base = (this.maskAt + (color - 1) * this.masksPerColor) | 0;
    const six =
      this.runs((s[(base + row) | 0] |= bit)) |
      this.runs((s[(base + n + col) | 0] |= 1 << row)) |
      this.runs((s[(base + 3 * n - 1 + col - row) | 0] |= bit)) |
      this.runs((s[(base + 4 * n - 1 + col + row) | 0] |= bit));
    if (six !== 0) {
      this.over = color;
      this.winAt = index;
    } else if (end === 0) {
      this.over = 3; // Rule: a full board with no six is a draw.
    }
  }

  /** A uniformly chosen empty index, or -1 when the game is over. */
  randomLegalMove(rng: Rng): number {
    if (this.over !== 0) return -1;
    return this.s[(this.emptyAt + rng.below(this.emptyCount)) | 0]!;
  }

  /**
   * The bits where a run of six or more set bits starts in a line mask: geometry's
   * `sixRuns` again, as a method, which an optimised `playIndex` calls with no checks.
   */
  private runs(mask: number): number {
    const two = mask & (mask >>> 1);
    return two & (two >>> 2) & (two >>> 4);
  }
}
