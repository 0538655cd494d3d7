/**
 * The Gonnect search board: the engine's fast core (incremental chains, liberties and
 * edge masks in one typed array) opened up for search. Points here are the core's internal
 * points on the padded board; `toPub`/`toInt` convert to and from public indices.
 *
 * Playouts restore a board from a root copy and place stones without history or superko
 * (simple ko only), so they allocate nothing; the real game still judges the move played.
 */
import { GonnectCore } from '../../engine/gonnect-core.js';
import { BORDER, EMPTY, LEGAL } from '../../engine/gonnect-geometry.js';

export { BORDER, EMPTY };

/** A copy of a Gonnect position for search. */
export class SearchBoard extends GonnectCore {
  /**
   * The cells, a view of the state: `cells[p] & 3` is the cell code at internal point
   * `p` (0 empty, 1 black, 2 white, 3 border); 0 itself means empty.
   */
  readonly cells: Int32Array;
  /** The empty list's part of the state (a view; the first {@link emptyTotal} entries count). */
  readonly emptyList: Int32Array;

  /** A copy of `source` (a game or another search board), without superko or history. */
  constructor(source: GonnectCore) {
    super(source.size, false, source);
    this.seen = null;
    this.history = [];
    this.cells = this.s.subarray(0, this.plane);
    this.emptyList = this.s.subarray(this.emptiesAt, this.logAt);
  }

  /** Stride of the padded board: `size + 2`. */
  declare readonly w: number;
  /** Public index → internal point. */
  declare readonly toInt: Int16Array;
  /** Internal point → public index (-1 on the border). */
  declare readonly toPub: Int16Array;
  /** Colour code to move: 1 black, 2 white. */
  get mover(): number {
    return this.turn;
  }
  /** Winner's colour code, 0 while the game goes on. */
  get won(): number {
    return this.winner;
  }
  /** How many empty points {@link emptyList} holds. */
  get emptyTotal(): number {
    return this.emptyCount;
  }

  /** Makes this board a copy of `source` (same size), cheaply: typed-array copies only. */
  copyFrom(source: SearchBoard): void {
    this.restore(source);
  }

  /** Whether the side to move may play at internal point `p` (simple ko). */
  legal(p: number): boolean {
    return this.refusal(p) === LEGAL;
  }

  /** Plays a legal stone at internal point `p` for the side to move. */
  override put(p: number): void {
    super.put(p);
  }

  /** Hands the move to colour `c` (for "what if they moved now" questions), clearing the ko. */
  giveTurn(c: number): void {
    this.turn = c;
    this.ko = 0;
    this.koStone = 0;
  }

  /** The head of the chain at stone `p`. */
  chainOf(p: number): number {
    return this.s[p]! >> 2;
  }

  /** Liberties' pseudo-count of the chain headed by `h` (stone–liberty adjacencies). */
  pseudoLiberties(h: number): number {
    return this.libsOf(h);
  }

  /** The last liberty of a chain in atari (headed by `h`), or -1 when it has more than one. */
  override atariPoint(h: number): number {
    return super.atariPoint(h);
  }

  /** Edge bits the chain headed by `h` touches: bottom 1, top 2, left 4, right 8. */
  override edgesOf(h: number): number {
    return super.edgesOf(h);
  }
}
