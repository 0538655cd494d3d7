/**
 * The Gonnect board state: a padded board with incremental chains, all in one
 * `Int32Array`, so that a copy is one typed-array slice (playouts clone a lot).
 *
 * The array holds planes of `plane` (the padded board's cell count) entries each, one
 * entry per internal point, then the empty list and the move log.
 *
 * Chains: each stone knows its chain's head (`HEAD`) and the next stone of a circular
 * list (`NEXT`). Per head the board keeps the stone count, the pseudo-liberties (one per
 * stone–empty-point adjacency) with their sum and sum of squares — they all sit on one
 * point exactly when `libs * libSq === libSum²` (the atari test) — and the 4-bit mask
 * of the board edges the chain touches, OR-ed on merge.
 *
 * Empty points live in a list (each point's place in `EMPTY_POS`) for the random move;
 * `pairs` counts orthogonally adjacent empty pairs.
 *
 * The move log sits at the end of the same array (room for `2 * size²` moves, the rest
 * in a plain array), so that recording a move allocates nothing and a clone copies it
 * with the board.
 *
 * Hot code uses plain numbers for cell codes (0 empty, 1 black, 2 white, 3 border) and
 * plane offsets, so that no imported binding is read in a loop.
 */
import { Geometry, positionKey } from './gonnect-geometry.js';

/**
 * Planes of the state array, as multiples of `plane`: the cell code (plane 0), then
 * `HEAD`, `NEXT` and `EMPTY_POS` per point, and per chain head `STONES`, `LIBS`,
 * `LIB_SUM`, `LIB_SQ` and `EDGE`. Hot code writes the numbers out (`s[3 * P + p]` is
 * the place of empty point `p` in the empty list).
 */
export const HEAD = 1;
export const NEXT = 2;
export const EMPTY_POS = 3;
export const STONES = 4;
export const LIBS = 5;
export const LIB_SUM = 6;
export const LIB_SQ = 7;
export const EDGE = 8;
/** Planes before the empty list. */
const PLANES = 9;

export class GonnectBoard {
  /** Board size: `13`. */
  readonly size: number;
  /** Layout shared with clones (read-only after construction). */
  protected readonly geo: Geometry;
  /** Entries per plane of `s`: the padded board's cell count, `(size + 2)²`. */
  protected readonly plane: number;
  /** Where the empty list and the move log start in `s`. */
  protected readonly emptiesAt: number;
  protected readonly logAt: number;
  /** Room for moves in the log part of `s`. */
  protected readonly logRoom: number;
  /** The whole board state (see the planes above), the empty list and the move log. */
  protected readonly s: Int32Array;
  /** How many moves the log holds, and the entries past its room. */
  protected logLength: number;
  protected spill: number[] | null;
  protected emptyCount: number;
  /** Adjacent empty pairs on the board. */
  protected pairs: number;
  /** Enemy chains the stone being put leaves without liberties (scratch for `addStone`). */
  private dead: number;
  /** Stones captured by black and by white. */
  protected capturedByBlack: number;
  protected capturedByWhite: number;
  /** Zobrist hash of the position (superko only; both halves stay 0 otherwise). */
  protected hashHi: number;
  protected hashLo: number;
  /** Whether stones are hashed (positional superko is on). */
  protected readonly hashing: boolean;

  /** An empty board of `size`, or a copy of `source`. */
  constructor(size: number, hashing: boolean, source: GonnectBoard | null) {
    const geo = source ? source.geo : new Geometry(size);
    if (hashing) geo.zobrist();
    const plane = geo.w * geo.w;
    const area = geo.size * geo.size;
    this.size = geo.size;
    this.geo = geo;
    this.plane = plane;
    this.emptiesAt = PLANES * plane;
    this.logAt = PLANES * plane + area;
    this.logRoom = 2 * area;
    this.s = source ? source.s.slice() : new Int32Array(this.logAt + this.logRoom);
    this.hashing = hashing;
    this.logLength = source ? source.logLength : 0;
    this.spill = source?.spill ? source.spill.slice() : null;
    this.emptyCount = 0;
    this.pairs = 0;
    this.dead = 0;
    this.capturedByBlack = 0;
    this.capturedByWhite = 0;
    this.hashHi = 0;
    this.hashLo = 0;
    if (source) this.copyNumbers(source);
    else this.clearBoard();
  }

  /** Copies the plain-number state of `source`. */
  protected copyNumbers(source: GonnectBoard): void {
    this.emptyCount = source.emptyCount;
    this.pairs = source.pairs;
    this.capturedByBlack = source.capturedByBlack;
    this.capturedByWhite = source.capturedByWhite;
    this.hashHi = source.hashHi;
    this.hashLo = source.hashLo;
  }

  /** Overwrites the board with `source`'s (a board of the same size); the move log stays. */
  protected restore(source: GonnectBoard): void {
    this.s.set(source.s.subarray(0, this.logAt));
    this.copyNumbers(source);
  }

  /** Every point empty, the border around them. */
  private clearBoard(): void {
    const { toInt } = this.geo;
    const s = this.s;
    s.fill(3, 0, this.plane);
    for (let i = 0; i < toInt.length; i++) {
      const p = toInt[i]!;
      s[p] = 0;
      s[this.emptiesAt + i] = p;
      s[EMPTY_POS * this.plane + p] = i;
      s[EDGE * this.plane + p] = this.geo.edges[p]!;
    }
    this.emptyCount = toInt.length;
    this.pairs = 2 * this.size * (this.size - 1);
  }

  /** Cell code at internal point `p`: 0 empty, 1 black, 2 white, 3 border. */
  protected cell(p: number): number {
    return this.s[p]!;
  }

  /** Head of the chain at stone `p`. */
  protected headOf(p: number): number {
    return this.s[this.plane + p]!;
  }

  /** Entry `what` (a plane: `LIBS`, `EDGE`…) of point or chain head `p`. */
  protected get(what: number, p: number): number {
    return this.s[what * this.plane + p]!;
  }

  /** Atari test on pseudo-liberties: all of them are one point. */
  protected inAtari(h: number): boolean {
    const s = this.s;
    const P = this.plane;
    const sum = s[6 * P + h]!;
    return s[5 * P + h]! * s[7 * P + h]! === sum * sum;
  }

  /** The current position's superko key. */
  protected positionKeyNow(): number {
    return positionKey(this.hashHi, this.hashLo);
  }

  /**
   * Puts a stone of colour `c` on empty point `p`, joins it with its friendly neighbours
   * and, when `capture`, removes the enemy chains left without a liberty (Go capture).
   * Returns the number of stones captured.
   */
  protected addStone(p: number, c: number, capture: boolean): number {
    const s = this.s;
    const P = this.plane;
    const w = this.geo.w;
    // The point leaves the empty list.
    const at = this.emptiesAt;
    const i = s[3 * P + p]!;
    const last = s[at + --this.emptyCount]!;
    s[at + i] = last;
    s[3 * P + last] = i;
    s[p] = c;
    if (this.hashing) this.hashStone(c, p);
    // The new stone's own liberties: its empty neighbours.
    const a = p - w;
    const b = p - 1;
    const d = p + 1;
    const e = p + w;
    const va = s[a]!;
    const vb = s[b]!;
    const vd = s[d]!;
    const ve = s[e]!;
    // 1 for an empty neighbour, else 0 (no branches: the board is random).
    const ea = +(va === 0);
    const eb = +(vb === 0);
    const ed = +(vd === 0);
    const ee = +(ve === 0);
    const libs = ea + eb + ed + ee;
    const sum = ea * a + eb * b + ed * d + ee * e;
    const sq = ea * a * a + eb * b * b + ed * d * d + ee * e * e;
    this.pairs -= libs;
    // Stones around lose the liberty p; the friendly chains join into one (head h).
    this.dead = 0;
    let h = this.touch(a, va, p, c, 0);
    h = this.touch(b, vb, p, c, h);
    h = this.touch(d, vd, p, c, h);
    h = this.touch(e, ve, p, c, h);
    if (h === 0) {
      // A chain of its own (its EDGE entry already holds the point's edge bits).
      s[P + p] = p;
      s[2 * P + p] = p;
      s[4 * P + p] = 1;
      s[5 * P + p] = libs;
      s[6 * P + p] = sum;
      s[7 * P + p] = sq;
    } else {
      // p joins chain h, right after its head in the circular list.
      s[P + p] = h;
      s[2 * P + p] = s[2 * P + h]!;
      s[2 * P + h] = p;
      s[4 * P + h]++;
      s[5 * P + h] += libs;
      s[6 * P + h] += sum;
      s[7 * P + h] += sq;
      s[8 * P + h] |= s[8 * P + p]!;
    }
    if (this.dead === 0 || !capture) return 0;
    // Capture: enemy neighbour chains with no liberty left are removed.
    const captured = this.captureAt(a, c) + this.captureAt(b, c) + this.captureAt(d, c) + this.captureAt(e, c);
    if (c === 1) this.capturedByBlack += captured;
    else this.capturedByWhite += captured;
    return captured;
  }

  /**
   * Neighbour `n` (cell code `v`) of the point `p` where a stone of colour `c` is being put: a stone
   * there loses the liberty p; an enemy chain left without liberties counts in `dead`;
   * a friendly chain joins `h`, the chain p joins so far (0: none yet). Returns the head
   * of that chain after the join.
   */
  private touch(n: number, v: number, p: number, c: number, h: number): number {
    if (v === 0 || v === 3) return h;
    const s = this.s;
    const P = this.plane;
    const g = s[P + n]!;
    const libs = --s[5 * P + g]!;
    s[6 * P + g] -= p;
    s[7 * P + g] -= p * p;
    if (v !== c) {
      if (libs === 0) this.dead++;
      return h;
    }
    return h === 0 || h === g ? g : this.merge(h, g);
  }

  /** Removes the enemy chain at neighbour `n` if it has no liberty left; returns the stones removed. */
  private captureAt(n: number, c: number): number {
    const s = this.s;
    const v = s[n]!;
    if (v === 0 || v === 3 || v === c) return 0;
    const h = s[this.plane + n]!;
    return s[5 * this.plane + h] === 0 ? this.removeChain(h, c) : 0;
  }

  /** Joins chains `a` and `b`; the larger keeps its head, which is returned. */
  private merge(a: number, b: number): number {
    const s = this.s;
    const P = this.plane;
    if (s[4 * P + a]! < s[4 * P + b]!) {
      const t = a;
      a = b;
      b = t;
    }
    let x = b;
    do {
      s[P + x] = a;
      x = s[2 * P + x]!;
    } while (x !== b);
    const t = s[2 * P + a]!;
    s[2 * P + a] = s[2 * P + b]!;
    s[2 * P + b] = t;
    s[4 * P + a] += s[4 * P + b]!;
    s[5 * P + a] += s[5 * P + b]!;
    s[6 * P + a] += s[6 * P + b]!;
    s[7 * P + a] += s[7 * P + b]!;
    s[8 * P + a] |= s[8 * P + b]!;
    return a;
  }

  /** Removes the chain headed by `h`; its points become liberties of the capturer's (`c`) chains. */
  private removeChain(h: number, c: number): number {
    const s = this.s;
    const P = this.plane;
    const w = this.geo.w;
    const at = this.emptiesAt;
    const edges = this.geo.edges;
    const e = s[h]!;
    let count = 0;
    let x = h;
    do {
      if (this.hashing) this.hashStone(e, x);
      s[x] = 0;
      s[8 * P + x] = edges[x]!;
      const i = this.emptyCount++;
      s[at + i] = x;
      s[3 * P + x] = i;
      const xx = x * x;
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? x - w : k === 1 ? x - 1 : k === 2 ? x + 1 : x + w;
        const v = s[n];
        if (v === 0) this.pairs++;
        else if (v === c) {
          const g = s[P + n]!;
          s[5 * P + g]++;
          s[6 * P + g] += x;
          s[7 * P + g] += xx;
        }
      }
      count++;
      x = s[2 * P + x]!;
    } while (x !== h);
    return count;
  }

  /** Toggles a stone in the Zobrist hash. */
  protected hashStone(c: number, p: number): void {
    const at = c * this.plane + p;
    this.hashHi ^= this.geo.zHi![at]!;
    this.hashLo ^= this.geo.zLo![at]!;
  }
}
