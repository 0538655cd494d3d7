/**
 * The fast core of the Gonnect engine: incremental chains in typed arrays, so that search
 * and random playouts run without flood fills and without allocating.
 *
 * Chains: each stone knows its chain's head (`head`) and the next stone of a circular
 * list (`next`). Per head the core keeps the stone count, the pseudo-liberties (one per
 * stone–empty-point adjacency) with their sum and sum of squares — they all sit on one
 * point exactly when `libs * sumSq === sum²` (the atari test) — and a 4-bit mask of the
 * board edges the chain touches, OR-ed on merge.
 *
 * Empty points live in a list (`empties`, with each point's place in `emptyPos`) for the
 * random move; `pairs` counts orthogonally adjacent empty pairs: while one exists the
 * side to move has a legal move (such a point is never suicide and never the ko point).
 */
import {
  BLACK,
  BORDER,
  connects,
  EMPTY,
  Geometry,
  KO,
  LEGAL,
  OCCUPIED,
  positionKey,
  REASON_CONNECTION,
  REASON_NO_LEGAL_MOVE,
  SUICIDE,
} from './gonnect-geometry.js';
import type { Rng } from './rng.js';

export class GonnectCore {
  /** Board size: `13`. */
  readonly size: number;
  /** Layout shared with clones (read-only after construction). */
  protected readonly geo: Geometry;
  /** Cell codes per internal point: empty, black, white, border. */
  protected board: Uint8Array;
  protected head: Int16Array;
  protected next: Int16Array;
  /** Per chain head: stones, pseudo-liberties, their sum and sum of squares, edge bits. */
  protected stones: Int16Array;
  protected libs: Int16Array;
  protected libSum: Int32Array;
  protected libSq: Int32Array;
  protected edge: Uint8Array;
  protected empties: Int16Array;
  protected emptyPos: Int16Array;
  protected emptyCount: number;
  /** Adjacent empty pairs on the board. */
  protected pairs: number;
  /** Colour code to move: 1 black, 2 white. */
  protected turn: number;
  /** The ko point the side to move may not take back now (0: none), and the stone that made it. */
  protected ko: number;
  protected koStone: number;
  /** Winner colour code (0 while the game goes on), why, and a stone of the winning chain. */
  protected winner: number;
  protected reason: number;
  protected winPoint: number;
  /** Stones captured by black and by white. */
  protected capturedByBlack: number;
  protected capturedByWhite: number;
  /** Moves since the setup as public indices, -1 for a swap. */
  protected history: number[];
  /** Positional superko: the current Zobrist hash and every earlier position's key, or null when off. */
  protected hashHi: number;
  protected hashLo: number;
  protected seen: Set<number> | null;

  /** An empty board of `size`, or a copy of `source`'s state. */
  constructor(size: number, superko: boolean, source: GonnectCore | null) {
    if (source) {
      this.size = source.size;
      this.geo = source.geo;
      this.board = source.board.slice();
      this.head = source.head.slice();
      this.next = source.next.slice();
      this.stones = source.stones.slice();
      this.libs = source.libs.slice();
      this.libSum = source.libSum.slice();
      this.libSq = source.libSq.slice();
      this.edge = source.edge.slice();
      this.empties = source.empties.slice();
      this.emptyPos = source.emptyPos.slice();
      this.history = source.history.slice();
      this.seen = source.seen ? new Set(source.seen) : null;
    } else {
      this.size = size;
      this.geo = new Geometry(size);
      const cells = this.geo.w * this.geo.w;
      this.board = new Uint8Array(cells).fill(BORDER);
      this.head = new Int16Array(cells);
      this.next = new Int16Array(cells);
      this.stones = new Int16Array(cells);
      this.libs = new Int16Array(cells);
      this.libSum = new Int32Array(cells);
      this.libSq = new Int32Array(cells);
      this.edge = new Uint8Array(cells);
      this.empties = new Int16Array(size * size);
      this.emptyPos = new Int16Array(cells);
      this.history = [];
      if (superko) this.geo.zobrist();
      this.seen = superko ? new Set() : null;
    }
    this.emptyCount = 0;
    this.pairs = 0;
    this.turn = BLACK;
    this.ko = 0;
    this.koStone = 0;
    this.winner = 0;
    this.reason = REASON_CONNECTION;
    this.winPoint = 0;
    this.capturedByBlack = 0;
    this.capturedByWhite = 0;
    this.hashHi = 0;
    this.hashLo = 0;
    if (source) this.copyScalars(source);
    else this.clearBoard();
  }

  /** Copies the plain-number state of `source`. */
  protected copyScalars(source: GonnectCore): void {
    this.emptyCount = source.emptyCount;
    this.pairs = source.pairs;
    this.turn = source.turn;
    this.ko = source.ko;
    this.koStone = source.koStone;
    this.winner = source.winner;
    this.reason = source.reason;
    this.winPoint = source.winPoint;
    this.capturedByBlack = source.capturedByBlack;
    this.capturedByWhite = source.capturedByWhite;
    this.hashHi = source.hashHi;
    this.hashLo = source.hashLo;
  }

  /** Overwrites this state with `source`'s (same size); used by undo. */
  protected restore(source: GonnectCore): void {
    this.board.set(source.board);
    this.head.set(source.head);
    this.next.set(source.next);
    this.stones.set(source.stones);
    this.libs.set(source.libs);
    this.libSum.set(source.libSum);
    this.libSq.set(source.libSq);
    this.edge.set(source.edge);
    this.empties.set(source.empties);
    this.emptyPos.set(source.emptyPos);
    this.seen = source.seen ? new Set(source.seen) : null;
    this.copyScalars(source);
  }

  /** Empties every point on the board. */
  private clearBoard(): void {
    const { toInt } = this.geo;
    for (let i = 0; i < toInt.length; i++) {
      const p = toInt[i]!;
      this.board[p] = EMPTY;
      this.empties[i] = p;
      this.emptyPos[p] = i;
    }
    this.emptyCount = toInt.length;
    this.pairs = 2 * this.size * (this.size - 1);
  }

  /** Colour code at a public index: 0 empty, 1 black, 2 white. */
  stoneAt(index: number): number {
    return this.board[this.geo.toInt[index]!]!;
  }

  /** Whether the side to move may place a stone at this public index now. */
  isLegalIndex(index: number): boolean {
    if (!(index >= 0 && index < this.geo.toInt.length) || index !== Math.floor(index)) return false;
    return this.winner === 0 && this.refusal(this.geo.toInt[index]!) === LEGAL;
  }

  /** Plays a legal stone at a public index for the side to move (the caller checks legality). */
  playIndex(index: number): void {
    this.history.push(index);
    this.put(this.geo.toInt[index]!);
  }

  /**
   * A uniformly chosen legal public index for the side to move, or -1 once the game is
   * over. Draws from the empty points and moves each refused one out of the draw range.
   */
  randomLegalMove(rng: Rng): number {
    if (this.winner !== 0) return -1;
    const empties = this.empties;
    const emptyPos = this.emptyPos;
    let n = this.emptyCount;
    while (n > 0) {
      const i = rng.below(n);
      const p = empties[i]!;
      if (this.refusal(p) === LEGAL) return this.geo.toPub[p]!;
      n--;
      const q = empties[n]!;
      empties[i] = q;
      emptyPos[q] = i;
      empties[n] = p;
      emptyPos[p] = n;
    }
    return -1;
  }

  /** Why the side to move may not play at internal point `p` (LEGAL, OCCUPIED, SUICIDE or KO). */
  protected refusal(p: number): number {
    const board = this.board;
    if (board[p] !== EMPTY) return OCCUPIED;
    const w = this.geo.w;
    // An empty neighbour is a liberty: never suicide, and never the ko point.
    if (board[p - w] === EMPTY || board[p - 1] === EMPTY || board[p + 1] === EMPTY || board[p + w] === EMPTY) {
      return this.seen === null || this.superkoAllows(p) ? LEGAL : KO;
    }
    const c = this.turn;
    const head = this.head;
    let safe = false;
    let captures = false;
    let capturesBesideKo = false;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      const v = board[n]!;
      if (v === BORDER) continue;
      const inAtari = this.inAtari(head[n]!);
      if (v === c) {
        // Suicide rule: joining a chain that keeps another liberty is safe.
        if (!inAtari) safe = true;
      } else if (inAtari) {
        // Capture: an enemy chain whose last liberty is p is removed.
        captures = true;
        if (n !== this.koStone) capturesBesideKo = true;
      }
    }
    // Ko rule: retaking at the ko point is refused unless it also captures another chain.
    if (p === this.ko && !capturesBesideKo) return KO;
    if (!safe && !captures) return SUICIDE;
    return this.seen === null || this.superkoAllows(p) ? LEGAL : KO;
  }

  /** Atari test on pseudo-liberties: all of them are one point. */
  protected inAtari(h: number): boolean {
    const s = this.libSum[h]!;
    return this.libs[h]! * this.libSq[h]! === s * s;
  }

  /** Positional superko: whether playing at `p` makes a position not seen in this game. */
  private superkoAllows(p: number): boolean {
    const { zHi, zLo, w } = this.geo;
    const cells = w * w;
    const c = this.turn;
    const e = 3 - c;
    let hi = this.hashHi ^ zHi![c * cells + p]!;
    let lo = this.hashLo ^ zLo![c * cells + p]!;
    const done = [0, 0, 0, 0];
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      if (this.board[n] !== e) continue;
      const h = this.head[n]!;
      if (done.includes(h) || !this.inAtari(h)) continue;
      done[k] = h;
      let s = h;
      do {
        hi ^= zHi![e * cells + s]!;
        lo ^= zLo![e * cells + s]!;
        s = this.next[s]!;
      } while (s !== h);
    }
    return !this.seen!.has(positionKey(hi, lo));
  }

  /** Public indices of the enemy stones a legal move at internal point `p` captures, ascending. */
  protected capturesAt(p: number): number[] {
    const w = this.geo.w;
    const e = 3 - this.turn;
    const found: number[] = [];
    const heads: number[] = [];
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      const h = this.head[n]!;
      if (this.board[n] !== e || heads.includes(h) || !this.inAtari(h)) continue;
      heads.push(h);
      let s = h;
      do {
        found.push(this.geo.toPub[s]!);
        s = this.next[s]!;
      } while (s !== h);
    }
    return found.sort((a, b) => a - b);
  }

  /** Whether the side to move has any legal move. */
  protected hasLegalMove(): boolean {
    if (this.pairs > 0 && this.seen === null) return true;
    for (let i = 0; i < this.emptyCount; i++) {
      if (this.refusal(this.empties[i]!) === LEGAL) return true;
    }
    return false;
  }

  /**
   * Places the side to move's stone at internal point `p`: captures, then the win check,
   * the ko point and the turn; then the no-legal-move check for the opponent.
   */
  protected put(p: number): void {
    const c = this.turn;
    const e = 3 - c;
    const captured = this.addStone(p, c, true);
    const h = this.head[p]!;
    // Ko: a lone stone that captured one stone and has that point as its only liberty.
    if (captured === 1 && this.stones[h] === 1 && this.libs[h] === 1) {
      this.ko = this.libSum[h]!;
      this.koStone = p;
    } else {
      this.ko = 0;
      this.koStone = 0;
    }
    this.turn = e;
    if (this.seen !== null) this.seen.add(positionKey(this.hashHi, this.hashLo));
    // Win: the mover's new chain touches two opposite edges (captures already resolved).
    if (connects(this.edge[h]!)) {
      this.winner = c;
      this.reason = REASON_CONNECTION;
      this.winPoint = p;
    } else if (!this.hasLegalMove()) {
      // A player with no legal move on their turn loses.
      this.winner = c;
      this.reason = REASON_NO_LEGAL_MOVE;
    }
  }

  /**
   * Puts a stone of colour `c` on empty point `p`, merging it with its friendly
   * neighbours and (when `capture`) removing enemy chains left without a liberty.
   * Returns the number of stones captured.
   */
  protected addStone(p: number, c: number, capture: boolean): number {
    const board = this.board;
    const head = this.head;
    const libs = this.libs;
    const libSum = this.libSum;
    const libSq = this.libSq;
    const w = this.geo.w;
    // Leave the empty list.
    const i = this.emptyPos[p]!;
    const last = this.empties[--this.emptyCount]!;
    this.empties[i] = last;
    this.emptyPos[last] = i;
    board[p] = c;
    head[p] = p;
    this.next[p] = p;
    this.stones[p] = 1;
    this.edge[p] = this.geo.edges[p]!;
    if (this.seen !== null) this.hashStone(c, p);
    // The new stone's empty neighbours are its liberties; it takes one from each adjacent chain.
    let n0 = 0;
    let sum = 0;
    let sq = 0;
    const pp = p * p;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - w : k === 1 ? p - 1 : k === 2 ? p + 1 : p + w;
      const v = board[n]!;
      if (v === EMPTY) {
        n0++;
        sum += n;
        sq += n * n;
      } else if (v !== BORDER) {
        const h = head[n]!;
        libs[h]--;
        libSum[h] -= p;
        libSq[h] -= pp;
      }
    }
    this.pairs -= n0;
    libs[p] = n0;
    libSum[p] = sum;
    libSq[p] = sq;
    // Chains: join every friendly neighbour chain.
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
    if (c === BLACK) this.capturedByBlack += captured;
    else this.capturedByWhite += captured;
    return captured;
  }

  /** Joins chain `b` into chain `a` (the larger keeps its head). */
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

  /** Removes the chain headed by `h`, giving its points as liberties to the capturer's (`c`) chains. */
  private removeChain(h: number, c: number): number {
    const board = this.board;
    const head = this.head;
    const w = this.geo.w;
    const e = board[h]!;
    let count = 0;
    let s = h;
    do {
      if (this.seen !== null) this.hashStone(e, s);
      board[s] = EMPTY;
      const i = this.emptyCount++;
      this.empties[i] = s;
      this.emptyPos[s] = i;
      const ss = s * s;
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? s - w : k === 1 ? s - 1 : k === 2 ? s + 1 : s + w;
        const v = board[n];
        if (v === EMPTY) this.pairs++;
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

  /** The current position's superko key. */
  protected positionKeyNow(): number {
    return positionKey(this.hashHi, this.hashLo);
  }

  /** Toggles a stone in the Zobrist hash. */
  private hashStone(c: number, p: number): void {
    const cells = this.geo.w * this.geo.w;
    this.hashHi ^= this.geo.zHi![c * cells + p]!;
    this.hashLo ^= this.geo.zLo![c * cells + p]!;
  }
}
