/**
 * What both engines offer: the public API of the design, plus the fast internal path
 * that search and benchmark code use without strings.
 */
import type { GameKind } from '../vocabulary.js';
import type { MoveToken } from '../notation/lists.js';
import type { Rng } from './rng.js';
import type { Color, MoveRecord, Point, Result, Setup } from './types.js';

/** A stone placed, by index: `{ index: 60, color: 1, captured: [48, 49] }` (colour 1 black, 2 white). */
export interface IndexMove {
  index: number;
  color: 1 | 2;
  captured: number[];
}

export interface BoardGame {
  /** Which game this is: `'gonnect'`. */
  readonly kind: GameKind;
  /**
   * The position the game started from, as a setup: its stones by index (A1, B1, ...),
   * who moved first, and in Connect6 the stones that side still placed that turn.
   * `new Gonnect({ size, setup: game.setup })` starts the same game again. A new object each call.
   */
  readonly setup: Required<Setup> & { stonesLeft?: 1 | 2 };
  /** Board size, 5 to 25 (Gonnect) or 6 to 25 (Connect6): `13`. */
  readonly size: number;
  /** The colour to move now: `'black'`. */
  readonly toPlay: Color;
  /** How the game ended, or `null` while it goes on. */
  readonly result: Result | null;
  /** Moves played since the setup, oldest first: `['D4', 'swap', 'E5']`. A new array each call. */
  readonly moves: string[];
  /** The stone on a point, or `null` when it is empty (throws `IllegalMoveError('off-board')` for no point). */
  at(point: Point): Color | null;
  /** Whether the side to move may place a stone there now (false for anything unreadable). */
  isLegal(point: Point): boolean;
  /** Every point where the side to move may place a stone now (empty once the game is over). */
  legalMoves(): Point[];
  /** Places a stone for the side to move; throws `IllegalMoveError` and changes nothing if refused. */
  play(point: Point): MoveRecord;
  /**
   * Plays one entry of a move list: a point, or `'swap'` (any case) for the pie rule.
   * Returns the stone's record, or null for a swap; throws `IllegalMoveError` as `play`
   * and `swap` do (Connect6 refuses a swap with `swap-not-allowed`) and changes nothing.
   */
  playMove(token: MoveToken): MoveRecord | null;
  /** `play` for a point given as an index: throws `IllegalMoveError` (`off-board` for no index of this board). */
  playAt(index: number): MoveRecord;
  /** Takes back the last move (or swap); returns false when only the setup is left. */
  undo(): boolean;
  /**
   * An independent copy. Both engines make it the same way: a new game with the same
   * options and no setup, then `copyFrom(this)` (so a copy shares only read-only tables).
   */
  clone(): BoardGame;
  /**
   * The same stones with `color` to move, as a new game with the same options and no
   * moves (so no ko point, and in Connect6 a fresh turn): for "what if they moved now"
   * questions. The game itself does not change.
   */
  withTurn(color: Color): BoardGame;

  // Fast internal path: points as indices `row * size + col` (row 0 is row 1, at the bottom).
  /** Index of a point: `indexOf('B1')` is `1`. */
  indexOf(point: Point): number;
  /** Point of an index: `pointAt(1)` is `'B1'`. */
  pointAt(index: number): Point;
  /** The stone code at an index: EMPTY (0), BLACK (1) or WHITE (2). */
  stoneAt(index: number): number;
  /** Whether the side to move may place a stone at this index now. */
  isLegalIndex(index: number): boolean;
  /** Plays a legal stone at an index with no string work; the caller checks legality. */
  playIndex(index: number): void;
  /** Makes this game an exact copy of `source` (same kind of game, size and options): search code resets one scratch game this way before each playout. */
  copyFrom(source: this): void;
  /** A uniformly chosen legal index for the side to move, or -1 when there is none or the game is over. */
  randomLegalMove(rng: Rng): number;
  /** `playAt` with indices out: the stone's colour code and the indices it captured, ascending. Throws as `playAt` does. */
  placeAt(index: number): IndexMove;
  /** The moves since the setup as indices, `-1` for a swap: `[60, -1, 48]`. A new array each call. */
  moveIndices(): number[];
  /** The stone code of every index in the position the game started from (0 empty, 1 black, 2 white). */
  setupStones(): Uint8Array;
  /** The indices of the result's stones (the winning chain or lines), ascending; empty while the game goes on. */
  resultIndices(): number[];
}
