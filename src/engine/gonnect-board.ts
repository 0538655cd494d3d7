/**
 * The Gonnect board state: a padded board with incremental chains, all in one
 * `ArrayBuffer`, so that a copy is one buffer slice (playouts clone a lot).
 *
 * Chains: each stone knows its chain's head (`head`) and the next stone of a circular
 * list (`next`). Per head the board keeps the stone count, the pseudo-liberties (one per
 * stone–empty-point adjacency) with their sum and sum of squares — they all sit on one
 * point exactly when `libs * libSq === libSum²` (the atari test) — and the 4-bit mask
 * of the board edges the chain touches, OR-ed on merge.
 *
 * Empty points live in a list (`empties`, each point's place in `emptyPos`) for the
 * random move; `pairs` counts orthogonally adjacent empty pairs.
 *
 * Hot code uses plain numbers for cell codes (0 empty, 1 black, 2 white, 3 border), so
 * that no imported binding is read in a loop.
 */
import { Geometry, positionKey } from './gonnect-geometry.js';

export class GonnectBoard {
  /** Board size: `13`. */
  readonly size: number;
  /** Layout shared with clones (read-only after construction). */
  protected readonly geo: Geometry;
  /** The buffer under every typed array below. */
  protected readonly buffer: ArrayBuffer;
  /** Per chain head: sum and sum of squares of its pseudo-liberties. */
  protected readonly libSum: Int32Array;
  protected readonly libSq: Int32Array;
  /** Per stone: its chain's head and the next stone of the chain. */
  protected readonly head: Int16Array;
  protected readonly next: Int16Array;
  /** Per chain head: stones and pseudo-liberties. */
  protected readonly stones: Int16Array;
  protected readonly libs: Int16Array;
  /** The empty points, and each empty point's place in that list. */
  protected readonly empties: Int16Array;
  protected readonly emptyPos: Int16Array;
  /** Cell codes per internal point: 0 empty, 1 black, 2 white, 3 border. */
  protected readonly board: Uint8Array;
  /** Per chain head: edge bits (1 bottom, 2 top, 4 left, 8 right). */
  protected readonly edge: Uint8Array;
  protected emptyCount: number;
  /** Adjacent empty pairs on the board. */
  protected pairs: number;
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
    const cells = geo.w * geo.w;
    const buffer = source ? source.buffer.slice(0) : new ArrayBuffer(cells * 20 + size * size * 2);
    this.size = geo.size;
    this.geo = geo;
    this.buffer = buffer;
    this.hashing = hashing;
    let at = 0;
    this.libSum = new Int32Array(buffer, at, cells);
    this.libSq = new Int32Array(buffer, (at += 4 * cells), cells);
    this.head = new Int16Array(buffer, (at += 4 * cells), cells);
    this.next = new Int16Array(buffer, (at += 2 * cells), cells);
    this.stones = new Int16Array(buffer, (at += 2 * cells), cells);
    this.libs = new Int16Array(buffer, (at += 2 * cells), cells);
    this.emptyPos = new Int16Array(buffer, (at += 2 * cells), cells);
    this.empties = new Int16Array(buffer, (at += 2 * cells), size * size);
    this.board = new Uint8Array(buffer, (at += 2 * size * size), cells);
    this.edge = new Uint8Array(buffer, at + cells, cells);
    this.emptyCount = 0;
    this.pairs = 0;
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

  /** Overwrites this state with `source`'s (a board of the same size). */
  protected restore(source: GonnectBoard): void {
    new Uint8Array(this.buffer).set(new Uint8Array(source.buffer));
    this.copyNumbers(source);
  }

  /** Every point empty, the border around them. */
  private clearBoard(): void {
    const { toInt } = this.geo;
    this.board.fill(3);
    for (let i = 0; i < toInt.length; i++) {
      const p = toInt[i]!;
      this.board[p] = 0;
      this.empties[i] = p;
      this.emptyPos[p] = i;
    }
    this.emptyCount = toInt.length;
    this.pairs = 2 * this.size * (this.size - 1);
  }

  /** Atari test on pseudo-liberties: all of them are one point. */
  protected inAtari(h: number): boolean {
    const s = this.libSum[h]!;
    return this.libs[h]! * this.libSq[h]! === s * s;
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
    const board = this.board;
    const head = this.head;
    const libs = this.libs;
    const libSum = this.libSum;
    const libSq = this.libSq;
    const w = this.geo.w;
    // The point leaves the empty list.
    const i = this.emptyPos[p]!;
    const last = this.empties[--this.emptyCount]!;
    this.empties[i] = last;
    this.emptyPos[last] = i;
    board[p] = c;
    head[p] = p;
    this.next[p] = p;
    this.stones[p] = 1;
    this.edge[p] = this.geo.edges[p]!;
    if (this.hashing) this.hashStone(c, p);
    // Liberties: the new stone's empty neighbours are its own; it takes one from each adjacent chain.
    let count = 0;
    let sum = 0;
    let sq = 0;
    const pp = p * p;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      const v = board[n]!;
      if (v === 0) {
        count++;
        sum += n;
        sq += n * n;
      } else if (v !== 3) {
        const h = head[n]!;
        libs[h]--;
        libSum[h] -= p;
        libSq[h] -= pp;
      }
    }
    this.pairs -= count;
    libs[p] = count;
    libSum[p] = sum;
    libSq[p] = sq;
    // Chains: the stone joins every friendly neighbour chain.
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      if (board[n] === c && head[n] !== head[p]) this.merge(head[p]!, head[n]!);
    }
    if (!capture) return 0;
    // Capture: enemy neighbour chains with no liberty left are removed.
    let captured = 0;
    const e = 3 - c;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      if (board[n] === e && libs[head[n]!] === 0) captured += this.removeChain(head[n]!, c);
    }
    if (captured > 0) {
      if (c === 1) this.capturedByBlack += captured;
      else this.capturedByWhite += captured;
    }
    return captured;
  }

  /** Joins chains `a` and `b`; the larger keeps its head. */
  private merge(a: number, b: number): void {
    const stones = this.stones;
    if (stones[a]! < stones[b]!) {
      const t = a;
      a = b;
      b = t;
    }
    const head = this.head;
    const next = this.next;
    let s = b;
    do {
      head[s] = a;
      s = next[s]!;
    } while (s !== b);
    const t = next[a]!;
    next[a] = next[b]!;
    next[b] = t;
    stones[a] += stones[b]!;
    this.libs[a] += this.libs[b]!;
    this.libSum[a] += this.libSum[b]!;
    this.libSq[a] += this.libSq[b]!;
    this.edge[a] |= this.edge[b]!;
  }

  /** Removes the chain headed by `h`; its points become liberties of the capturer's (`c`) chains. */
  private removeChain(h: number, c: number): number {
    const board = this.board;
    const head = this.head;
    const w = this.geo.w;
    const e = board[h]!;
    let count = 0;
    let s = h;
    do {
      if (this.hashing) this.hashStone(e, s);
      board[s] = 0;
      const i = this.emptyCount++;
      this.empties[i] = s;
      this.emptyPos[s] = i;
      const ss = s * s;
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? s - w : k === 1 ? s - 1 : k === 2 ? s + 1 : s + w;
        const v = board[n];
        if (v === 0) this.pairs++;
        else if (v === c) {
          const g = head[n]!;
          this.libs[g]++;
          this.libSum[g] += s;
          this.libSq[g] += ss;
        }
      }
      count++;
      s = this.next[s]!;
    } while (s !== h);
    return count;
  }

  /** Toggles a stone in the Zobrist hash. */
  protected hashStone(c: number, p: number): void {
    const at = c * this.geo.w * this.geo.w + p;
    this.hashHi ^= this.geo.zHi![at]!;
    this.hashLo ^= this.geo.zLo![at]!;
  }
}
