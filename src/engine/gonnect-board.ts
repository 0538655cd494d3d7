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
 * The move log sits at the end of the same buffer (room for `2 * size²` moves, the rest
 * in a plain array), so that recording a move allocates nothing and a clone copies it
 * with the board.
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
  /** The move log's first entries, how many moves it holds, and the entries past its room. */
  protected readonly log: Int16Array;
  protected logLength: number;
  protected spill: number[] | null;
  /** Bytes of the buffer before the move log (what `restore` copies). */
  private readonly stateBytes: number;
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
    const stateBytes = cells * 20 + size * size * 2;
    const buffer = source ? source.buffer.slice(0) : new ArrayBuffer(stateBytes + size * size * 4);
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
    this.edge = new Uint8Array(buffer, (at += cells), cells);
    this.log = new Int16Array(buffer, at + cells, 2 * size * size);
    this.stateBytes = stateBytes;
    this.logLength = source ? source.logLength : 0;
    this.spill = source?.spill ? source.spill.slice() : null;
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

  /** Overwrites the board with `source`'s (a board of the same size); the move log stays. */
  protected restore(source: GonnectBoard): void {
    new Uint8Array(this.buffer, 0, this.stateBytes).set(new Uint8Array(source.buffer, 0, this.stateBytes));
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
    libs[p] = 0;
    libSum[p] = 0;
    libSq[p] = 0;
    this.edge[p] = this.geo.edges[p]!;
    if (this.hashing) this.hashStone(c, p);
    const pp = p * p;
    let dead = 0;
    // Liberties and chains: an empty neighbour is a liberty of p's chain; a stone loses
    // the liberty p; a friendly stone's chain joins p's (one pass; p's head may change).
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      const v = board[n]!;
      if (v === 0) {
        const h = head[p]!;
        libs[h]++;
        libSum[h] += n;
        libSq[h] += n * n;
        this.pairs--;
      } else if (v !== 3) {
        const h = head[n]!;
        libs[h]--;
        libSum[h] -= p;
        libSq[h] -= pp;
        if (v === c) {
          if (h !== head[p]) this.merge(head[p]!, h);
        } else if (libs[h] === 0) dead++;
      }
    }
    if (dead === 0 || !capture) return 0;
    // Capture: enemy neighbour chains with no liberty left are removed.
    const captured =
      this.captureAt(p - w, c) + this.captureAt(p - 1, c) + this.captureAt(p + 1, c) + this.captureAt(p + w, c);
    if (c === 1) this.capturedByBlack += captured;
    else this.capturedByWhite += captured;
    return captured;
  }

  /** Removes the enemy chain at neighbour `n` if it has no liberty left; returns the stones removed. */
  private captureAt(n: number, c: number): number {
    const v = this.board[n]!;
    if (v === 0 || v === 3 || v === c) return 0;
    const h = this.head[n]!;
    return this.libs[h] === 0 ? this.removeChain(h, c) : 0;
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
    const libs = this.libs;
    const libSum = this.libSum;
    const libSq = this.libSq;
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
          libs[g]++;
          libSum[g] += s;
          libSq[g] += ss;
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
