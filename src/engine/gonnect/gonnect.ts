/**
 * Gonnect (João Pedro Neto, 2000): Go captures on a Go board, no passing, and the first
 * player to join two opposite edges with one chain wins. See DESIGN.md for the rules.
 *
 * The game holds three things: its position ({@link GonnectPosition}: the stones, the
 * turn, the ko point, the result), the moves played since the setup, and the position the
 * setup made (`origin`, see start.ts: shared with copies and never changed; undo replays
 * from it). The index methods at the end are the fast path search and benchmark code
 * use; they hand the work to the position.
 *
 * This file is a little above 300 lines: it is the whole `BoardGame` of Gonnect, each
 * member documented; what stands on its own already has a file (position, legality,
 * move log, setup, start).
 */
import type { MoveToken } from '../../notation/lists.js';
import { pointNames } from '../../notation/point.js';
import type { BoardGame, IndexMove } from '../game.js';
import { indexOrNone, stoneLists } from '../points.js';
import type { Rng } from '../rng.js';
import {
  BLACK,
  type Color,
  colorOf,
  EMPTY,
  IllegalMoveError,
  type MoveRecord,
  type Point,
  type Result,
  type Setup,
  WHITE,
} from '../types.js';
import { MoveLog } from './move-log.js';
import { GonnectPosition } from './position.js';
import { checkSetup, checkSize } from './setup.js';
import { emptyStart, startOf } from './start.js';

/** Options of a Gonnect game. */
export interface GonnectOptions {
  /** Board size, a whole number from 5 to 25: `13` (the default). */
  size?: number;
  /** Pie rule: after Black's first stone White may take it over; on unless `false`. */
  swap?: boolean;
  /** Positional superko: no move may recreate any earlier position of the game; off unless `true`. */
  superko?: boolean;
  /** Stones on the board before the first move, and who moves first (Black unless given). */
  setup?: Setup;
}

/**
 * A game of Gonnect. Throws {@link SetupError} for options that cannot stand; a setup
 * that already holds a winning chain, or leaves the side to move without a legal move,
 * is a finished game.
 *
 * Ko: a move may not bring back the position that stood before the opponent's last
 * move (the position after the mover's own previous move; for the first reply after a
 * setup, the setup itself, as in a Go problem). With `superko`, no earlier position of
 * the game may come back, the setup included. Both refusals use the code `ko`.
 *
 * Undo replays the moves from the setup: it keeps `playIndex` free of history records
 * beyond one number per move, at the cost of undo being linear in the game length.
 */
export class Gonnect implements BoardGame {
  /** Which game this is. */
  readonly kind = 'gonnect' as const;
  /** Board size, 5 to 25: `13`. */
  readonly size: number;
  /** Whether the pie rule is on: `true`. */
  readonly swapAllowed: boolean;
  /** Whether positional superko is on: `false`. */
  readonly superko: boolean;
  /** The position now. */
  private readonly position: GonnectPosition;
  /** Moves since the setup: indices, -1 for the swap. */
  private readonly log: MoveLog;
  /** The position right after the setup; shared with copies, never changed. */
  private origin: GonnectPosition;
  /** Whether the game began with no stones on the board (the pie rule needs that). */
  private emptySetup: boolean;

  constructor(options: GonnectOptions = {}) {
    const size = checkSize(options.size);
    const setup = checkSetup(options.setup, size);
    this.size = size;
    this.swapAllowed = options.swap !== false;
    this.superko = options.superko === true;
    this.emptySetup = setup.stones.length === 0;
    this.position = startOf(size, this.superko, setup);
    this.origin = this.emptySetup ? emptyStart(size, this.superko, setup.toPlay) : this.position.clone();
    this.log = new MoveLog(2 * size * size);
  }

  /** The colour to move now: `'black'`. */
  get toPlay(): Color {
    return colorOf(this.position.turn);
  }

  /** How the game ended, or `null` while it goes on. A new object each call. */
  get result(): Result | null {
    const { position } = this;
    if (position.winner === EMPTY) return null;
    const winner = colorOf(position.winner);
    if (position.winReason === 'no-legal-move') return { winner, reason: 'no-legal-move', stones: [] };
    return { winner, reason: 'connection', stones: this.resultIndices().map((i) => this.pointAt(i)) };
  }

  resultIndices(): number[] {
    const { position } = this;
    if (position.winner === EMPTY || position.winReason === 'no-legal-move') return [];
    const chain = position.chainCells(position.chainOf(position.winningCell)).map((cell) => position.indexAt(cell));
    return chain.sort((a, b) => a - b);
  }

  setupStones(): Uint8Array {
    const { origin } = this;
    const stones = new Uint8Array(this.size * this.size);
    for (let index = 0; index < stones.length; index++) stones[index] = origin.stoneAt(origin.cellOf(index));
    return stones;
  }

  moveIndices(): number[] {
    return this.log.toArray();
  }

  /** The position the game started from: its stones by index and who moved first. A new object each call. */
  get setup(): Required<Setup> {
    const { origin } = this;
    const { black, white } = stoneLists(this.size, (index) => origin.stoneAt(origin.cellOf(index)));
    return { black, white, toPlay: colorOf(origin.turn) };
  }

  /** Moves since the setup, oldest first: `['D4', 'swap', 'E5']`. A new array each call. */
  get moves(): string[] {
    return this.log.toArray().map((index) => (index < 0 ? 'swap' : this.pointAt(index)));
  }

  /** Stones captured by each colour so far: `{ black: 2, white: 0 }`. */
  get captures(): { black: number; white: number } {
    return { black: this.position.captured(BLACK), white: this.position.captured(WHITE) };
  }

  /** Pie rule: whether the second player may swap now (one move played on a board that began empty). */
  get canSwap(): boolean {
    return this.swapAllowed && this.emptySetup && this.log.length === 1 && this.position.winner === EMPTY;
  }

  /** Whether the players exchanged colours (the pie rule was used). */
  get swapped(): boolean {
    return this.log.length >= 2 && this.log.at(1) === -1;
  }

  /**
   * Pie rule: the second player takes Black's first stone as theirs. The board does not
   * change and White is still to move. Throws `IllegalMoveError('swap-not-allowed')`.
   */
  swap(): void {
    if (!this.canSwap) throw new IllegalMoveError('swap-not-allowed');
    this.log.push(-1);
  }

  /** The stone on a point, or `null`; throws `IllegalMoveError('off-board')` for anything else. */
  at(point: Point): Color | null {
    const code = this.stoneAt(this.indexOf(point));
    return code === EMPTY ? null : colorOf(code as typeof BLACK | typeof WHITE);
  }

  /** Whether the side to move may place a stone there now (false for unreadable text). */
  isLegal(point: Point): boolean {
    const index = indexOrNone(point, this.size);
    return index >= 0 && this.isLegalIndex(index);
  }

  /** Every point where the side to move may play now, by index ascending (empty once the game is over). */
  legalMoves(): Point[] {
    const points: Point[] = [];
    if (this.position.winner !== EMPTY) return points;
    for (let index = 0; index < this.size * this.size; index++) {
      if (this.position.legal(this.position.cellOf(index))) points.push(this.pointAt(index));
    }
    return points;
  }

  /**
   * Places a stone for the side to move and returns what happened. Throws
   * `IllegalMoveError` (`game-over`, `off-board`, `occupied`, `suicide`, `ko`) and then
   * changes nothing.
   */
  play(point: Point): MoveRecord {
    if (this.position.winner !== EMPTY) throw new IllegalMoveError('game-over', point);
    const index = indexOrNone(point, this.size);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return this.place(index, point);
  }

  /** `play` for a point given as an index (`off-board` for anything that is no index of this board). */
  playAt(index: number): MoveRecord {
    if (!this.isIndex(index)) throw new IllegalMoveError(this.position.winner !== EMPTY ? 'game-over' : 'off-board', String(index));
    return this.place(index, this.pointAt(index));
  }

  placeAt(index: number): IndexMove {
    if (!this.isIndex(index)) throw new IllegalMoveError(this.position.winner !== EMPTY ? 'game-over' : 'off-board', String(index));
    return this.placeIndex(index, this.pointAt(index));
  }

  /** Plays at a valid index, refused as `point` (the text the caller gave) when the rules say no. */
  private place(index: number, point: Point): MoveRecord {
    const { color, captured } = this.placeIndex(index, point);
    return { color: colorOf(color), point: this.pointAt(index), captured: captured.map((i) => this.pointAt(i)) };
  }

  private placeIndex(index: number, point: Point): IndexMove {
    const { position } = this;
    if (position.winner !== EMPTY) throw new IllegalMoveError('game-over', point);
    const why = position.refusal(position.cellOf(index));
    if (why !== null) throw new IllegalMoveError(why, point);
    const color = position.turn as 1 | 2;
    const before = position.emptyCount;
    this.playIndex(index);
    // The stone left the empty list and the captured stones joined it, last: they sit at
    // its places from `before - 1` on.
    const captured: number[] = [];
    for (let i = before - 1; i < position.emptyCount; i++) captured.push(position.indexAt(position.emptyCell(i)));
    return { index, color, captured: captured.sort((a, b) => a - b) };
  }

  /** One entry of a move list: a point, or `'swap'` (any case) for the pie rule; null for a swap. */
  playMove(token: MoveToken): MoveRecord | null {
    if (token.toLowerCase() !== 'swap') return this.play(token);
    this.swap();
    return null;
  }

  /** Takes back the last move or swap (replaying the game from the setup); false when none is left. */
  undo(): boolean {
    if (this.log.length === 0) return false;
    this.log.pop();
    this.position.copyFrom(this.origin);
    for (let i = 0; i < this.log.length; i++) {
      const index = this.log.at(i);
      if (index >= 0) this.position.put(this.position.cellOf(index));
    }
    return true;
  }

  /** An independent copy of the game, made as every engine makes one (see `BoardGame.clone`). */
  clone(): Gonnect {
    const copy = new Gonnect({ size: this.size, swap: this.swapAllowed, superko: this.superko });
    copy.copyFrom(this);
    return copy;
  }

  /**
   * The same stones with `color` to move, as a new game with this game's options and no
   * moves (so no ko point): for "what if they moved now" questions.
   */
  withTurn(color: Color): Gonnect {
    const stones = stoneLists(this.size, (index) => this.stoneAt(index));
    const setup = { ...stones, toPlay: color };
    return new Gonnect({ size: this.size, swap: this.swapAllowed, superko: this.superko, setup });
  }

  /**
   * A copy of the position now, for search code: `copyPosition(false)` judges ko by the
   * simple rule only. Changing the copy does not change the game.
   */
  copyPosition(superko = this.superko): GonnectPosition {
    return this.position.clone(superko);
  }

  /**
   * Makes this game an exact copy of `source`, reusing this game's memory: search code
   * resets a scratch game this way before each playout instead of allocating a clone.
   * @throws RangeError when `source` is not a Gonnect game with the same size, pie rule
   *   and superko setting (this game stays as it was).
   */
  copyFrom(source: Gonnect): void {
    if (source === this) return;
    if (
      !(source instanceof Gonnect) ||
      source.size !== this.size ||
      source.swapAllowed !== this.swapAllowed ||
      source.superko !== this.superko
    ) {
      throw new RangeError('copyFrom needs a Gonnect game with the same size, pie rule and superko setting');
    }
    this.position.copyFrom(source.position);
    this.log.copyFrom(source.log);
    this.origin = source.origin;
    this.emptySetup = source.emptySetup;
  }

  /** Index of a point: `indexOf('B1')` is `1`. Throws `IllegalMoveError('off-board')` for anything else. */
  indexOf(point: Point): number {
    const index = indexOrNone(point, this.size);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return index;
  }

  /** Point of an index: `pointAt(1)` is `'B1'`. */
  pointAt(index: number): Point {
    if (!this.isIndex(index)) throw new IllegalMoveError('off-board', String(index));
    return pointNames(this.size)[index]!;
  }

  /** Whether `index` is a public index of this board: an integer from 0 to size² - 1. */
  private isIndex(index: number): boolean {
    return Number.isInteger(index) && index >= 0 && index < this.size * this.size;
  }

  // The fast path: indices, no strings, no allocation.

  /** Colour code at a public index: 0 empty, 1 black, 2 white. */
  stoneAt(index: number): number {
    return this.position.stoneAt(this.position.cellOf(index));
  }

  /** Whether the side to move may place a stone at this public index now. */
  isLegalIndex(index: number): boolean {
    return this.isIndex(index) && this.position.winner === EMPTY && this.position.legal(this.position.cellOf(index));
  }

  /** Plays a legal stone at a public index for the side to move; the caller checks legality. */
  playIndex(index: number): void {
    this.log.push(index);
    this.position.put(this.position.cellOf(index));
  }

  /** A uniformly chosen legal public index for the side to move, or -1 once the game is over. */
  randomLegalMove(rng: Rng): number {
    return this.position.randomLegalMove(rng);
  }
}
