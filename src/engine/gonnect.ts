/**
 * Gonnect (João Pedro Neto, 2000): Go captures on a Go board, no passing, and the first
 * player to join two opposite edges with one chain wins. See DESIGN.md for the rules.
 *
 * The public class adds notation, setup, the pie rule and undo to the fast core
 * ({@link GonnectCore}), whose index methods search and playout code call directly.
 */
import type { MoveToken } from '../notation/lists.js';
import { COLUMN_LETTERS, parsePoint } from '../notation/point.js';
import type { BoardGame } from './game.js';
import { GonnectCore } from './gonnect-core.js';
import { connects, LEGAL, OCCUPIED, REASON_NO_LEGAL_MOVE, SUICIDE } from './gonnect-geometry.js';
import { checkSetup, checkSize } from './gonnect-setup.js';
import { type Color, IllegalMoveError, type MoveRecord, type Point, type Result, type Setup, SetupError } from './types.js';

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
 * The game `clone()` is copying, handed to the constructor so that a clone skips option
 * checks and setup (set just before `new` and cleared at once by the constructor).
 */
let cloneSource: Gonnect | null = null;

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
export class Gonnect extends GonnectCore implements BoardGame {
  /** Which game this is. */
  readonly kind = 'gonnect' as const;
  /** Whether the pie rule is on: `true`. */
  readonly swapAllowed: boolean;
  /** Whether positional superko is on: `false`. */
  readonly superko: boolean;
  /** Whether the game began with no stones on the board (the pie rule needs that). */
  private emptySetup: boolean;
  /** The core state right after the setup; shared with clones, never changed. */
  private origin: GonnectCore;

  constructor(options: GonnectOptions = {}) {
    const source = cloneSource;
    cloneSource = null;
    const size = source ? source.size : checkSize(options.size);
    const superko = source ? source.superko : options.superko === true;
    const setup = source ? null : checkSetup(options.setup, size);
    super(size, superko, source);
    this.swapAllowed = source ? source.swapAllowed : options.swap !== false;
    this.superko = superko;
    this.emptySetup = source ? source.emptySetup : setup!.stones.length === 0;
    if (source) {
      this.origin = source.origin;
      return;
    }
    // Setup: place the stones (no captures), then check that every chain can stand.
    const { stones, toPlay } = setup!;
    for (const { index, color } of stones) this.addStone(this.toInt[index]!, color, false);
    const dead = stones.find(({ index }) => this.libsOf(this.s[this.toInt[index]!]! >> 2) === 0);
    if (dead) throw new SetupError('no-liberties', dead.text, dead.color === 1 ? 'black' : 'white');
    this.turn = toPlay === 'black' ? 1 : 2;
    this.settleSetup();
    this.origin = new GonnectCore(size, superko, this);
  }

  /** Setup result: a chain already joining two edges wins; otherwise the side to move may have no move. */
  private settleSetup(): void {
    if (this.seen !== null) this.seen.add(this.positionKeyNow());
    const winners = [0, 0, 0];
    for (let index = 0; index < this.toInt.length; index++) {
      const p = this.toInt[index]!;
      const c = this.s[p]! & 3;
      if (c !== 0 && winners[c] === 0 && connects(this.edgesOf(this.s[p]! >> 2))) winners[c] = p;
    }
    if (winners[1] && winners[2]) throw new SetupError('both-won');
    const c = winners[1] ? 1 : winners[2] ? 2 : 0;
    if (c !== 0) {
      this.winner = c;
      this.winPoint = winners[c]!;
    } else if (!this.hasLegalMove()) {
      this.winner = 3 - this.turn;
      this.reason = REASON_NO_LEGAL_MOVE;
    }
  }

  /** The colour to move now: `'black'`. */
  get toPlay(): Color {
    return this.turn === 1 ? 'black' : 'white';
  }

  /** How the game ended, or `null` while it goes on. A new object each call. */
  get result(): Result | null {
    if (this.winner === 0) return null;
    const winner: Color = this.winner === 1 ? 'black' : 'white';
    if (this.reason === REASON_NO_LEGAL_MOVE) return { winner, reason: 'no-legal-move', stones: [] };
    const chain: number[] = [];
    const h = this.s[this.winPoint]! >> 2;
    let s = h;
    do {
      chain.push(this.toPub[s]!);
      s = this.nextOf(s);
    } while (s !== h);
    return { winner, reason: 'connection', stones: chain.sort((a, b) => a - b).map((i) => this.pointAt(i)) };
  }

  /** The position the game started from: its stones by index and who moved first. A new object each call. */
  get setup(): Required<Setup> {
    const origin = this.origin;
    const black: Point[] = [];
    const white: Point[] = [];
    for (let index = 0; index < this.toInt.length; index++) {
      const code = origin.stoneAt(index);
      if (code !== 0) (code === 1 ? black : white).push(this.pointAt(index));
    }
    return { black, white, toPlay: origin.toPlayCode === 1 ? 'black' : 'white' };
  }

  /** Moves since the setup, oldest first: `['D4', 'swap', 'E5']`. A new array each call. */
  get moves(): string[] {
    return this.history.map((index) => (index < 0 ? 'swap' : this.pointAt(index)));
  }

  /** Stones captured by each colour so far: `{ black: 2, white: 0 }`. */
  get captures(): { black: number; white: number } {
    return { black: this.capturedByBlack, white: this.capturedByWhite };
  }

  /** Pie rule: whether the second player may swap now (one move played on a board that began empty). */
  get canSwap(): boolean {
    return this.swapAllowed && this.emptySetup && this.logLength === 1 && this.winner === 0;
  }

  /** Whether the players exchanged colours (the pie rule was used). */
  get swapped(): boolean {
    return this.logLength >= 2 && this.moveAt(1) === -1;
  }

  /**
   * Pie rule: the second player takes Black's first stone as theirs. The board does not
   * change and White is still to move. Throws `IllegalMoveError('swap-not-allowed')`.
   */
  swap(): void {
    if (!this.canSwap) throw new IllegalMoveError('swap-not-allowed');
    this.logMove(-1);
  }

  /** The stone on a point, or `null`; throws `IllegalMoveError('off-board')` for anything else. */
  at(point: Point): Color | null {
    const code = this.stoneAt(this.indexOf(point));
    return code === 0 ? null : code === 1 ? 'black' : 'white';
  }

  /** Whether the side to move may place a stone there now (false for unreadable text). */
  isLegal(point: Point): boolean {
    const index = this.readIndex(point);
    return index >= 0 && this.isLegalIndex(index);
  }

  /** Every point where the side to move may play now, by index ascending (empty once the game is over). */
  legalMoves(): Point[] {
    const points: Point[] = [];
    if (this.winner !== 0) return points;
    for (let index = 0; index < this.toInt.length; index++) {
      if (this.refusal(this.toInt[index]!) === LEGAL) points.push(this.pointAt(index));
    }
    return points;
  }

  /**
   * Places a stone for the side to move and returns what happened. Throws
   * `IllegalMoveError` (`game-over`, `off-board`, `occupied`, `suicide`, `ko`) and then
   * changes nothing.
   */
  play(point: Point): MoveRecord {
    if (this.winner !== 0) throw new IllegalMoveError('game-over', point);
    const index = this.readIndex(point);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return this.place(index, point);
  }

  /** `play` for a point given as an index (`off-board` for anything that is no index of this board). */
  playAt(index: number): MoveRecord {
    if (!this.isIndex(index)) throw new IllegalMoveError(this.winner !== 0 ? 'game-over' : 'off-board', String(index));
    return this.place(index, this.pointAt(index));
  }

  /** Plays at a valid index, refused as `point` (the text the caller gave) when the rules say no. */
  private place(index: number, point: Point): MoveRecord {
    if (this.winner !== 0) throw new IllegalMoveError('game-over', point);
    const why = this.refusal(this.toInt[index]!);
    if (why !== LEGAL) throw new IllegalMoveError(why === OCCUPIED ? 'occupied' : why === SUICIDE ? 'suicide' : 'ko', point);
    const color = this.toPlay;
    const before = this.capturedByBlack + this.capturedByWhite;
    this.playIndex(index);
    // The captured stones are the last points to join the empty list.
    const end = this.emptiesAt + this.emptyCount;
    const captured = Array.from(this.s.subarray(end - this.capturedByBlack - this.capturedByWhite + before, end), (p) => this.toPub[p]!);
    return { color, point: this.pointAt(index), captured: captured.sort((a, b) => a - b).map((i) => this.pointAt(i)) };
  }

  /** One entry of a move list: a point, or `'swap'` (any case) for the pie rule; null for a swap. */
  playMove(token: MoveToken): MoveRecord | null {
    if (token.toLowerCase() !== 'swap') return this.play(token);
    this.swap();
    return null;
  }

  /** Takes back the last move or swap (replaying the game from the setup); false when none is left. */
  undo(): boolean {
    if (this.logLength === 0) return false;
    this.unlogMove();
    this.restore(this.origin);
    for (let i = 0; i < this.logLength; i++) {
      const index = this.moveAt(i);
      if (index >= 0) this.put(this.toInt[index]!);
    }
    return true;
  }

  /** An independent copy of the game. */
  clone(): Gonnect {
    cloneSource = this;
    return new Gonnect();
  }

  /**
   * Makes this game an exact copy of `source`, reusing this game's memory: search code
   * resets a scratch game this way before each playout instead of allocating a clone.
   * @throws RangeError when `source` is not a Gonnect game with the same size, pie rule
   *   and superko setting (this game stays as it was).
   */
  copyFrom(source: Gonnect): void {
    if (source === this) return;
    if (!(source instanceof Gonnect) || source.size !== this.size || source.swapAllowed !== this.swapAllowed || source.superko !== this.superko) {
      throw new RangeError('copyFrom needs a Gonnect game with the same size, pie rule and superko setting');
    }
    this.restore(source);
    this.copyLog(source);
    this.origin = source.origin;
    this.emptySetup = source.emptySetup;
  }

  /** Index of a point: `indexOf('B1')` is `1`. Throws `IllegalMoveError('off-board')` for anything else. */
  indexOf(point: Point): number {
    const index = this.readIndex(point);
    if (index < 0) throw new IllegalMoveError('off-board', point);
    return index;
  }

  /** Point of an index: `pointAt(1)` is `'B1'`. */
  pointAt(index: number): Point {
    if (!this.isIndex(index)) {
      throw new IllegalMoveError('off-board', String(index));
    }
    return `${COLUMN_LETTERS[index % this.size]}${Math.floor(index / this.size) + 1}`;
  }

  /** The public index of a point's text, or -1 for text that is no point on this board. */
  private readIndex(point: unknown): number {
    if (typeof point !== 'string') return -1;
    try {
      const { col, row } = parsePoint(point, this.size);
      return row * this.size + col;
    } catch {
      return -1;
    }
  }
}
