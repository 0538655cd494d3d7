/**
 * A Gonnect position: the stones with their chains, the side to move, the ko point and the
 * result, and the verbs the game plays it by and search code reads it by. Nothing on the
 * search paths (`put`, `legal`, `randomLegalMove`, chain queries, `copyFrom`) allocates.
 *
 * Cells: the position works on a padded board, a ring of BORDER cells around the points,
 * so the neighbours of a cell are always `cell ± 1` and `cell ± stride`, with no bounds
 * test. The point of index `row * size + col` is the cell `(row + 1) * stride + col + 1`
 * (`cellOf` and `indexAt` convert); `stoneAt` gives a cell's {@link StoneCode}.
 *
 * Chains: stones of one colour joined along the lines, each named by its head, one of its
 * cells, until it is merged into a larger chain or captured. Pseudo-liberties count
 * stone–empty point adjacencies (an empty point beside two of its stones counts twice).
 *
 * Ko: with `superko`, no move may recreate a position held since the setup; without, the
 * simple rule alone (a lone stone that took one stone may not be taken back at once).
 * Search copies run without superko (`clone(false)`).
 */
import type { Rng } from '../rng.js';
import { BLACK, type ColorCode, EMPTY, type IllegalMoveCode, type ResultReason, SetupError, type StoneCode, WHITE } from '../types.js';
import { isBoardSize } from '../../vocabulary.js';
import { ChainBoard } from './chain-board.js';
import { geometryOf, LEGAL, REASON_CONNECTION, REASON_NO_LEGAL_MOVE } from './geometry.js';
import { connectedStones, placeSetup, type SetupStone } from './setup.js';
import { hasLegalMove, keyAfter, refusalAt, refusalCode } from './legality.js';

/** The refusals of `refusal`, by the code the hot paths use (LEGAL 0 is no refusal). */
const REFUSALS: readonly (IllegalMoveCode | null)[] = [null, 'occupied', 'suicide', 'ko'];

export class GonnectPosition {
  /** Board size, 5 to 25: `13`. */
  readonly size: number;
  /** Cells from one row to the next: `size + 2` (`15` on 13×13). */
  readonly stride: number;
  /** Cells of the padded board, border included: `stride²` (`225` on 13×13). */
  readonly cellCount: number;
  /** Whether positional superko is on (else the simple ko rule): `false`. */
  readonly superko: boolean;
  /** The stones and chains, and the turn: the side to move and the ko point. */
  private readonly board: ChainBoard;
  /** Winner's colour code (0 while the game goes on), why, and a stone of the winning chain. */
  private won = 0;
  private reason = REASON_CONNECTION;
  private winPoint = 0;
  /** Positional superko: the key of every position held since the setup, or null when off. */
  private seen: Set<number> | null;

  /** An empty board of `size` (5 to 25), Black to move: `new GonnectPosition(13)`. */
  constructor(size: number, superko = false) {
    if (!isBoardSize('gonnect', size)) throw new RangeError(`a Gonnect board is 5 to 25 points wide, not ${String(size)}`);
    const geo = geometryOf(size);
    this.size = size;
    this.stride = geo.w;
    this.cellCount = geo.w * geo.w;
    this.superko = superko;
    this.board = new ChainBoard(geo, superko);
    this.seen = superko ? new Set() : null;
  }

  /**
   * An independent copy; `clone(false)` judges ko by the simple rule only, as search copies
   * run. A copy cannot turn superko on (the positions before it are not known).
   */
  clone(superko = this.superko): GonnectPosition {
    if (superko && !this.superko) throw new RangeError('a position without superko has no positions to remember');
    const copy = new GonnectPosition(this.size, superko);
    copy.copyState(this);
    return copy;
  }

  /**
   * Makes this position a copy of `source`, reusing its memory (search code resets a
   * scratch position this way before each playout).
   * @throws RangeError when `source` differs in size or superko setting (nothing changes)
   */
  copyFrom(source: GonnectPosition): void {
    if (source.size !== this.size || source.superko !== this.superko) {
      throw new RangeError('copyFrom needs a position of the same size and superko setting');
    }
    this.copyState(source);
  }

  /** Copies everything of `source` (same size); its positions seen only when this position keeps them. */
  private copyState(source: GonnectPosition): void {
    this.board.copyFrom(source.board);
    this.won = source.won;
    this.reason = source.reason;
    this.winPoint = source.winPoint;
    if (this.seen !== null) this.seen = new Set(source.seen);
  }

  /**
   * Places setup stones on this new empty position (no captures) and hands the move to
   * `toPlay`; then a chain already joining two edges has won, or a side to move without a
   * legal move has lost. Throws `SetupError` (`no-liberties` naming the first stone of a
   * chain without liberties, `both-won`).
   */
  setUp(stones: readonly SetupStone[], toPlay: ColorCode): void {
    placeSetup(this.board, stones);
    this.board.mover = toPlay;
    this.seen?.add(this.board.key());
    if (stones.length === 0) return; // an empty board: no chain, and every point is legal
    const [black, white] = connectedStones(this.board);
    if (black !== 0 && white !== 0) throw new SetupError('both-won');
    if (black !== 0 || white !== 0) {
      this.won = black !== 0 ? BLACK : WHITE;
      this.winPoint = black || white;
    } else if (!hasLegalMove(this.board, this.seen)) {
      this.won = 3 - toPlay;
      this.reason = REASON_NO_LEGAL_MOVE;
    }
  }

  /** The cell of a point's index (0 to size² - 1): `cellOf(0)` is `stride + 1`. */
  cellOf(index: number): number {
    return this.board.toInt[index]!;
  }

  /** The index of a cell's point, or -1 for a border cell. */
  indexAt(cell: number): number {
    return this.board.toPub[cell]!;
  }

  /** What stands on a cell (0 to cellCount - 1): EMPTY, BLACK, WHITE or BORDER. */
  stoneAt(cell: number): StoneCode {
    return (this.board.s[cell]! & 3) as StoneCode;
  }

  /** The colour code to move: BLACK or WHITE (after the end: whose turn it would be). */
  get turn(): ColorCode {
    return this.board.mover as ColorCode;
  }

  /** The winner's colour code, or EMPTY while the game goes on. */
  get winner(): ColorCode | typeof EMPTY {
    return this.won as ColorCode | typeof EMPTY;
  }

  /** Why the game ended (`'connection'` or `'no-legal-move'`), or null while it goes on. */
  get winReason(): Extract<ResultReason, 'connection' | 'no-legal-move'> | null {
    if (this.won === 0) return null;
    return this.reason === REASON_NO_LEGAL_MOVE ? 'no-legal-move' : 'connection';
  }

  /** A stone of the winning chain, or -1 (no result, or no legal move left). */
  get winningCell(): number {
    return this.won !== 0 && this.reason === REASON_CONNECTION ? this.winPoint : -1;
  }

  /** Stones captured so far by a colour: `captured(BLACK)`. */
  captured(color: ColorCode): number {
    return color === BLACK ? this.board.capturedByBlack : this.board.capturedByWhite;
  }

  /** How many points are empty. */
  get emptyCount(): number {
    return this.board.emptyCount;
  }

  /** The `i`-th empty point's cell (0 ≤ i < emptyCount; the order changes as stones come and go). */
  emptyCell(i: number): number {
    return this.board.s[this.board.emptiesAt + i]!;
  }

  /** The cells of every empty point, as a new array. */
  emptyCells(): number[] {
    return Array.from(this.board.s.subarray(this.board.emptiesAt, this.board.emptiesAt + this.board.emptyCount));
  }

  /** The chain of the stone on `cell`, named by its head (for an empty or border cell: 0). */
  chainOf(cell: number): number {
    return this.board.chainOf(cell);
  }

  /** The cells of a chain's stones, from its head along the chain. */
  chainCells(chain: number): number[] {
    return this.board.chainCells(chain);
  }

  /** A chain's pseudo-liberties: stone–empty point adjacencies. */
  pseudoLiberties(chain: number): number {
    return this.board.libsOf(chain);
  }

  /** A chain in atari: the cell of its last liberty, or -1 when it has more than one. */
  atariPoint(chain: number): number {
    return this.board.atariPoint(chain);
  }

  /** The board edges a chain touches, as bits: BOTTOM 1, TOP 2, LEFT 4, RIGHT 8. */
  edgesOf(chain: number): number {
    return this.board.edgesOf(chain);
  }

  /** The superko key of this position's stones (53 bits; superko positions only). */
  key(): number {
    return this.board.key();
  }

  /** The superko key a legal move at `cell` would make, captures included (superko positions only). */
  keyAfter(cell: number): number {
    return keyAfter(this.board, cell);
  }

  /** Whether the side to move may play at `cell`: empty, no suicide, no ko (whether the game is over is not asked). */
  legal(cell: number): boolean {
    return this.why(cell) === LEGAL;
  }

  /** Why the side to move may not play at `cell` (`'occupied'`, `'suicide'`, `'ko'`), or null when it may. */
  refusal(cell: number): IllegalMoveCode | null {
    return REFUSALS[this.why(cell)]!;
  }

  /** The refusal code at `cell`: LEGAL (0), OCCUPIED, SUICIDE or KO (superko too). */
  private why(cell: number): number {
    return refusalCode(this.board, cell, this.seen);
  }

  /**
   * A uniformly chosen legal point's index for the side to move, or -1 once the game is
   * over. Draws from the empty points, moving each refused one out of the draw range.
   */
  randomLegalMove(rng: Rng): number {
    if (this.won !== 0) return -1;
    const b = this.board;
    const s = b.s;
    const at = b.emptiesAt;
    const w = b.w;
    const plain = this.seen === null;
    let n = b.emptyCount;
    while (n > 0) {
      const i = rng.below(n);
      const p = s[at + i]!;
      // Without superko, most picks have an empty neighbour, which makes them legal. The
      // four cells are tested at once (a cell is never negative, so `cell - 1` is negative
      // only for an empty one): in a random playout about half the picks have a stone
      // above them, so one branch per neighbour would often be mispredicted.
      if (
        plain
          ? ((s[p - w]! - 1) | (s[p - 1]! - 1) | (s[p + 1]! - 1) | (s[p + w]! - 1)) < 0 || refusalAt(b, p) === LEGAL
          : this.why(p) === LEGAL
      ) {
        return b.toPub[p]!;
      }
      b.setAside(i, --n);
    }
    return -1;
  }

  /**
   * Places the side to move's stone at legal `cell`: captures, then the win check, the ko
   * point and the turn, then whether the opponent has any legal move.
   */
  put(p: number): void {
    const b = this.board;
    const c = b.mover;
    const captured = b.addStone(p, c, true);
    const s = b.s;
    const P = b.plane;
    const h = s[p]! >> 2;
    // Ko: a lone stone that captured one stone and whose only liberty is that point may
    // not be retaken at once: that would recreate the position before this move (the
    // setup counts as the position before the first move). The chain record is read
    // directly (stone count, liberties and their cell sum: see chain-board.ts): through
    // helper methods, replaying a game cost 7% more instructions (measured).
    if (captured === 1 && (s[2 * P + h]! & 0xffff) === 1 && s[3 * P + h]! >>> 20 === 1) {
      b.ko = s[3 * P + h]! & 0xfffff;
      b.koStone = p;
    } else {
      b.ko = 0;
      b.koStone = 0;
    }
    b.mover = 3 - c;
    if (this.seen !== null) this.seen.add(b.key());
    // Win: the mover's chain touches top and bottom (1|2) or left and right (4|8). This is
    // geometry.ts's connects(), written out: calling it here made random playouts 1.5–3.5%
    // slower (`BENCH_AB_ROUNDS=48 npm run bench:ab`, gonnect-13 0.987, gonnect-19 0.968).
    const mask = s[2 * P + h]! >>> 16;
    if ((mask & 3) === 3 || (mask & 12) === 12) {
      this.won = c;
      this.reason = REASON_CONNECTION;
      this.winPoint = p;
    } else if ((b.pairs === 0 || this.seen !== null) && !hasLegalMove(b, this.seen)) {
      // A player with no legal move on their turn loses. (While two empty points touch,
      // either is legal without superko: the test most moves end with, written here.)
      this.won = c;
      this.reason = REASON_NO_LEGAL_MOVE;
    }
  }

  /** Hands the move to `color` (for "what if they moved now" questions), clearing the ko point. */
  giveTurn(color: ColorCode): void {
    const b = this.board;
    b.mover = color;
    b.ko = 0;
    b.koStone = 0;
  }
}
