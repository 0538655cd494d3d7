/**
 * The stones of a Gonnect position with their chains, kept up to date stone by stone, all
 * in one `Int32Array` so that a copy is one typed-array copy (playouts copy a lot), and
 * the turn (the side to move and the ko point), which the legality rules read with the
 * stones. Only {@link GonnectPosition} holds one: it plays and reads the position through
 * these fields and methods, and offers the verbs everyone else uses.
 *
 * The array holds four planes of `plane` (the padded board's cell count) entries, one
 * entry per cell, then the empty list:
 *
 * - plane 0: the cell: 0 empty, 3 border, and for a stone its chain's head × 4 + its
 *   colour (1 black, 2 white), so that `s[p] & 3` is the stone code;
 * - plane 1: for a stone the next stone of its chain (a circular list), for an empty
 *   point its place in the empty list;
 * - plane 2, per chain head: stone count + edge bits × 2¹⁶ (1 bottom, 2 top, 4 left,
 *   8 right: the board edges the chain touches). An empty point holds its own edge bits;
 * - plane 3, per chain head: pseudo-liberties (one per stone–empty-point adjacency)
 *   × 2²⁰ + the sum of their cells; both stay below those bounds up to 25×25.
 *
 * A chain is in atari when all its pseudo-liberties sit on one point: the point `L` at
 * their mean is empty and as many of its neighbours belong to the chain as the chain
 * has pseudo-liberties.
 *
 * `pairs` counts orthogonally adjacent empty pairs: while there is one, the side to move
 * has a legal move.
 *
 * Hot code writes cell codes and plane offsets as plain numbers (`s[3 * P + h]`), so
 * that no imported binding is read in a loop.
 *
 * This file is above 300 lines on purpose: it is one data structure and the three
 * routines that keep it consistent (`addStone`, `merge`, `removeChain`), whose comments
 * give the measured reasons for their shape; apart, each write would be read away from
 * the invariant it keeps.
 */
import { positionKey, type CellTables } from './geometry.js';

/** The state array of an empty board, per geometry, made on first use: a new board copies it. */
const emptyBoards = new WeakMap<CellTables, Int32Array>();

/** Every point empty (in the empty list in index order, each with its own edge bits), the border around them. */
function emptyBoard(geo: CellTables): Int32Array {
  let s = emptyBoards.get(geo);
  if (s) return s;
  const { toInt, edges } = geo;
  const P = geo.w * geo.w;
  s = new Int32Array(4 * P + toInt.length);
  s.fill(3, 0, P);
  for (let i = 0; i < toInt.length; i++) {
    const p = toInt[i]!;
    s[p] = 0;
    s[4 * P + i] = p;
    s[P + p] = i;
    s[2 * P + p] = edges[p]! << 16;
  }
  emptyBoards.set(geo, s);
  return s;
}

export class ChainBoard {
  /** Board size: `13`. */
  readonly size: number;
  /** Layout shared by every board of this size (read-only). */
  readonly geo: CellTables;
  /**
   * The geometry's stride (`size + 2`), public index → cell, cell → public index (-1 on
   * the border) and cell → edge bits, kept here as well so that hot code reads one field
   * instead of two (`b.w`, not `b.geo.w`).
   */
  readonly w: number;
  readonly toInt: Int16Array;
  readonly toPub: Int16Array;
  readonly edges: Uint8Array;
  /** Entries per plane of `s`: the padded board's cell count, `(size + 2)²`. */
  readonly plane: number;
  /** Where the empty list starts in `s`. */
  readonly emptiesAt: number;
  /** The planes above, then the empty list. */
  readonly s: Int32Array;
  /** How many points the empty list holds. */
  emptyCount: number;
  /** Adjacent empty pairs on the board. */
  pairs: number;
  /** Stones captured by black and by white. */
  capturedByBlack: number;
  capturedByWhite: number;
  /** Zobrist hash of the stones (superko only; both halves stay 0 otherwise). */
  hashHi: number;
  hashLo: number;
  /** Whether stones are hashed (positional superko is on). */
  readonly hashing: boolean;
  /**
   * The turn: the colour code to move (1 black, 2 white), the point it may not retake now
   * (simple ko; 0: none) and the stone that took there. Here rather than on the position so
   * that the legality rules read them from the object they read the stones from (passing
   * them along cost 2% of playout speed).
   */
  mover = 1;
  ko = 0;
  koStone = 0;

  /** An empty board of `geo`'s size; `hashing` for positional superko. */
  constructor(geo: CellTables, hashing: boolean) {
    if (hashing) geo.zobrist();
    const plane = geo.w * geo.w;
    this.size = geo.size;
    this.geo = geo;
    this.w = geo.w;
    this.toInt = geo.toInt;
    this.toPub = geo.toPub;
    this.edges = geo.edges;
    this.plane = plane;
    this.emptiesAt = 4 * plane;
    this.s = emptyBoard(geo).slice();
    this.hashing = hashing;
    this.emptyCount = geo.toInt.length;
    this.pairs = 2 * geo.size * (geo.size - 1);
    this.capturedByBlack = 0;
    this.capturedByWhite = 0;
    this.hashHi = 0;
    this.hashLo = 0;
  }

  /** Overwrites this board with `source`'s (a board of the same size). */
  copyFrom(source: ChainBoard): void {
    this.s.set(source.s);
    this.emptyCount = source.emptyCount;
    this.pairs = source.pairs;
    this.capturedByBlack = source.capturedByBlack;
    this.capturedByWhite = source.capturedByWhite;
    this.hashHi = source.hashHi;
    this.hashLo = source.hashLo;
    this.mover = source.mover;
    this.ko = source.ko;
    this.koStone = source.koStone;
  }

  /** The head of the chain of the stone at `p` (0 for an empty or border cell). */
  chainOf(p: number): number {
    return this.s[p]! >> 2;
  }

  /** The stone after `p` in its chain's circular list. */
  nextOf(p: number): number {
    return this.s[this.plane + p]!;
  }

  /** The stones of the chain headed by `h`, from the head along the chain. */
  chainCells(h: number): number[] {
    const cells: number[] = [];
    let x = h;
    do {
      cells.push(x);
      x = this.nextOf(x);
    } while (x !== h);
    return cells;
  }

  /** Edge bits the chain headed by `h` touches. */
  edgesOf(h: number): number {
    return this.s[2 * this.plane + h]! >>> 16;
  }

  /** Pseudo-liberties of the chain headed by `h`. */
  libsOf(h: number): number {
    return this.s[3 * this.plane + h]! >>> 20;
  }

  /**
   * The point every pseudo-liberty of the chain headed by `h` sits on (the chain is in
   * atari), or -1 when they are not all on one point (or there are none).
   */
  atariPoint(h: number): number {
    const s = this.s;
    const P = this.plane;
    const w = this.w;
    const x = s[3 * P + h]!;
    const libs = x >>> 20;
    const l = ((x & 0xfffff) / libs) | 0;
    if (libs === 0 || l * libs !== (x & 0xfffff) || s[l] !== 0) return -1;
    const n = +(s[l - w]! >> 2 === h) + +(s[l - 1]! >> 2 === h) + +(s[l + 1]! >> 2 === h) + +(s[l + w]! >> 2 === h);
    return n === libs ? l : -1;
  }

  /** Atari test: all the pseudo-liberties of the chain headed by `h` on one point (or none left). */
  inAtari(h: number): boolean {
    return this.libsOf(h) === 0 || this.atariPoint(h) >= 0;
  }

  /**
   * Moves the empty point at place `i` of the empty list to place `n`, and the one there to
   * `i`: the random draw sets a refused point aside past the end of its draw range.
   */
  setAside(i: number, n: number): void {
    const s = this.s;
    const at = this.emptiesAt;
    const P = this.plane;
    const p = s[at + i]!;
    const q = s[at + n]!;
    s[at + i] = q;
    s[P + q] = i;
    s[at + n] = p;
    s[P + p] = n;
  }

  /** The superko key of the stones now. */
  key(): number {
    return positionKey(this.hashHi, this.hashLo);
  }

  /**
   * Puts a stone of colour `c` on empty point `p`, joins it with its friendly neighbours
   * and, when `capture`, removes the enemy chains left without a liberty (Go capture).
   * Returns the number of stones captured.
   */
  addStone(p: number, c: number, capture: boolean): number {
    const s = this.s;
    const P = this.plane;
    const w = this.w;
    // The point leaves the empty list.
    const at = this.emptiesAt;
    const i = s[P + p]!;
    const last = s[at + --this.emptyCount]!;
    s[at + i] = last;
    s[P + last] = i;
    if (this.hashing) this.hashStone(c, p);
    // Every neighbour chain loses the liberty p, empty neighbours are the new stone's
    // liberties, enemy chains left without liberties are dead: all without a branch per
    // neighbour (what is around a random point is random). Cells are never negative, so
    // `(cell - 1) >> 31` is -1 for an empty cell and 0 otherwise; a border or empty cell
    // has head 0, whose plane-3 entry takes 0.
    const L = 3 * P;
    const x = 0x100000 + p;
    const o = 3 - c;
    const a = s[p - w]!;
    const b = s[p - 1]!;
    const d = s[p + 1]!;
    const e = s[p + w]!;
    const libs = (((a - 1) >> 31) & (x - w)) + (((b - 1) >> 31) & (x - 1)) + (((d - 1) >> 31) & (x + 1)) + (((e - 1) >> 31) & (x + w));
    // Nonzero when some neighbour is an enemy stone whose chain has no liberty left.
    const dead =
      (+((s[L + (a >> 2)] -= x & (-(a >> 2) >> 31)) === 0) & +((a & 3) === o)) |
      (+((s[L + (b >> 2)] -= x & (-(b >> 2) >> 31)) === 0) & +((b & 3) === o)) |
      (+((s[L + (d >> 2)] -= x & (-(d >> 2) >> 31)) === 0) & +((d & 3) === o)) |
      (+((s[L + (e >> 2)] -= x & (-(e >> 2) >> 31)) === 0) & +((e & 3) === o));
    // The friendly chains around p, each once, in neighbour order (0: none or a repeat).
    // Heads read now stay valid below: a merge only relabels chains already joined.
    const ga = (a >> 2) & -+((a & 3) === c);
    const gb = (b >> 2) & -(+((b & 3) === c) & +(b >> 2 !== ga));
    const gd = (d >> 2) & -(+((d & 3) === c) & +(d >> 2 !== ga) & +(d >> 2 !== gb));
    const ge = (e >> 2) & -(+((e & 3) === c) & +(e >> 2 !== ga) & +(e >> 2 !== gb) & +(e >> 2 !== gd));
    // p joins the first of them, g, as if p were a one-stone chain merged into it: the
    // larger chain keeps its head, p's on a tie, and p comes right after the head in the
    // circular list. Later friendly chains merge the same way, so that heads and chain
    // order (and with them the empty list's order after captures) are those of one merge
    // per chain. No branch here: with no friendly chain, g is p itself, and once p's list
    // entry is p (and its pseudo-liberties start from 0), the same writes make p a chain
    // of its own; a one-stone g gets the same writes too, with p as the head. p's own
    // pseudo-liberties are added at once: a merge only adds those entries up.
    const first = ga | (gb & -+(ga === 0)) | (gd & -+((ga | gb) === 0)) | (ge & -+((ga | gb | gd) === 0));
    const g = first | (p & -+(first === 0));
    s[P + p] = p;
    const m = s[2 * P + g]!;
    const own = s[2 * P + p]!; // p's edge bits
    let h = g ^ ((g ^ p) & -+((m & 0xffff) <= 1)); // p heads when g has 0 (g is p) or 1 stone
    const cell = (h << 2) | c;
    s[p] = cell;
    s[g] = cell;
    s[P + p] = s[P + g]!;
    s[P + g] = p;
    s[2 * P + h] = (m | own) + 1;
    s[L + h] = (s[L + g]! & -+(first !== 0)) + libs;
    // The other friendly chains, if any (about one move in four), merge in neighbour order.
    if (+(ga !== 0) + +(gb !== 0) + +(gd !== 0) + +(ge !== 0) > 1) {
      if (gb !== 0 && gb !== first) h = this.merge(h, gb);
      if (gd !== 0 && gd !== first) h = this.merge(h, gd);
      if (ge !== 0 && ge !== first) this.merge(h, ge);
    }
    this.pairs -= libs >>> 20;
    if (dead === 0 || !capture) return 0;
    // Capture (rare): the enemy chains around p without a liberty are removed, in
    // neighbour order. Each cell is read again: a chain next to p more than once is
    // removed once, as at its later places the cell is empty by then.
    let captured = 0;
    let v = a;
    if ((v & 3) === o && s[L + (v >> 2)] === 0) captured += this.removeChain(v >> 2);
    v = s[p - 1]!;
    if ((v & 3) === o && s[L + (v >> 2)] === 0) captured += this.removeChain(v >> 2);
    v = s[p + 1]!;
    if ((v & 3) === o && s[L + (v >> 2)] === 0) captured += this.removeChain(v >> 2);
    v = s[p + w]!;
    if ((v & 3) === o && s[L + (v >> 2)] === 0) captured += this.removeChain(v >> 2);
    if (c === 1) this.capturedByBlack += captured;
    else this.capturedByWhite += captured;
    return captured;
  }

  /** Joins chains `a` and `b`; the larger keeps its head, which is returned. */
  private merge(a: number, b: number): number {
    const s = this.s;
    const P = this.plane;
    let ma = s[2 * P + a]!;
    let mb = s[2 * P + b]!;
    if ((ma & 0xffff) < (mb & 0xffff)) {
      const t = a;
      a = b;
      b = t;
      const m = ma;
      ma = mb;
      mb = m;
    }
    const cell = (a << 2) | (s[a]! & 3);
    let x = b;
    do {
      s[x] = cell;
      x = s[P + x]!;
    } while (x !== b);
    const t = s[P + a]!;
    s[P + a] = s[P + b]!;
    s[P + b] = t;
    s[2 * P + a] = (ma | (mb & 0xf0000)) + (mb & 0xffff);
    s[3 * P + a] += s[3 * P + b]!;
    return a;
  }

  /** Removes the chain headed by `h`; its points become liberties of the chains around it. */
  private removeChain(h: number): number {
    const s = this.s;
    const P = this.plane;
    const w = this.w;
    const at = this.emptiesAt;
    const edges = this.edges;
    const e = s[h]! & 3;
    const o = 3 - e;
    const L = 3 * P;
    const first = this.emptyCount;
    let i = first;
    let pairs = 0;
    let x = h;
    do {
      if (this.hashing) this.hashStone(e, x);
      const next = s[P + x]!;
      s[x] = 0;
      s[P + x] = i;
      s[2 * P + x] = edges[x]! << 16;
      s[at + i++] = x;
      // Each empty neighbour (stones of this chain already removed included) makes an
      // empty pair; each enemy neighbour's chain gains the liberty x. No branch per
      // neighbour: anything else adds 0 to the plane-3 entry of head 0.
      const a = s[x - w]!;
      const b = s[x - 1]!;
      const d = s[x + 1]!;
      const f = s[x + w]!;
      pairs += +(a === 0) + +(b === 0) + +(d === 0) + +(f === 0);
      const y = 0x100000 + x;
      const ma = -+((a & 3) === o);
      s[L + ((a >> 2) & ma)] += y & ma;
      const mb = -+((b & 3) === o);
      s[L + ((b >> 2) & mb)] += y & mb;
      const md = -+((d & 3) === o);
      s[L + ((d >> 2) & md)] += y & md;
      const mf = -+((f & 3) === o);
      s[L + ((f >> 2) & mf)] += y & mf;
      x = next;
    } while (x !== h);
    this.emptyCount = i;
    this.pairs += pairs;
    return i - first;
  }

  /** Toggles a stone in the Zobrist hash. */
  private hashStone(c: number, p: number): void {
    const at = c * this.plane + p;
    this.hashHi ^= this.geo.zHi![at]!;
    this.hashLo ^= this.geo.zLo![at]!;
  }
}
