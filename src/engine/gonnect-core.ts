/**
 * The fast core of the Gonnect engine: legality (suicide, ko, superko), the move itself
 * with its win and no-legal-move checks, and the uniform random legal move. Search and
 * playout code call the index methods here directly; nothing on these paths allocates.
 *
 * Cell codes are plain numbers in hot code: 0 empty, 1 black, 2 white, 3 border.
 */
import { GonnectBoard } from './gonnect-board.js';
import { KO, LEGAL, OCCUPIED, positionKey, REASON_CONNECTION, REASON_NO_LEGAL_MOVE } from './gonnect-geometry.js';
import type { Rng } from './rng.js';

export class GonnectCore extends GonnectBoard {
  /** Colour code to move: 1 black, 2 white. */
  protected turn: number;
  /** The point the side to move may not retake now (simple ko; 0: none), and the stone that took. */
  protected ko: number;
  protected koStone: number;
  /** Winner's colour code (0 while the game goes on), why, and a stone of the winning chain. */
  protected winner: number;
  protected reason: number;
  protected winPoint: number;
  /** Positional superko: the key of every position of this game, or null when off. */
  protected seen: Set<number> | null;

  /** An empty board of `size`, or a copy of `source`. */
  constructor(size: number, superko: boolean, source: GonnectCore | null) {
    super(size, superko, source);
    this.turn = source ? source.turn : 1;
    this.ko = source ? source.ko : 0;
    this.koStone = source ? source.koStone : 0;
    this.winner = source ? source.winner : 0;
    this.reason = source ? source.reason : REASON_CONNECTION;
    this.winPoint = source ? source.winPoint : 0;
    this.seen = source ? source.seen && new Set(source.seen) : superko ? new Set() : null;
  }

  /** Overwrites this state with `source`'s (same size), the move log excepted; used by undo. */
  protected override restore(source: GonnectCore): void {
    super.restore(source);
    this.turn = source.turn;
    this.ko = source.ko;
    this.koStone = source.koStone;
    this.winner = source.winner;
    this.reason = source.reason;
    this.winPoint = source.winPoint;
    this.seen = source.seen && new Set(source.seen);
  }

  /** Colour code to move: 1 black, 2 white. */
  get toPlayCode(): number {
    return this.turn;
  }

  /** Colour code at a public index: 0 empty, 1 black, 2 white. */
  stoneAt(index: number): number {
    return this.s[this.toInt[index]!]! & 3;
  }

  /** Whether the side to move may place a stone at this public index now. */
  isLegalIndex(index: number): boolean {
    return this.isIndex(index) && this.winner === 0 && this.refusal(this.toInt[index]!) === LEGAL;
  }

  /** Plays a legal stone at a public index for the side to move; the caller checks legality. */
  playIndex(index: number): void {
    this.logMove(index);
    this.put(this.toInt[index]!);
  }

  /** Appends a move to the log: a public index, or -1 for a swap. */
  protected logMove(index: number): void {
    const n = this.logLength++;
    if (n < this.logRoom) this.s[this.logAt + n] = index;
    else (this.spill ??= []).push(index);
  }

  /** Makes the move log a copy of `source`'s (a state of the same size). */
  protected copyLog(source: GonnectCore): void {
    this.logLength = source.logLength;
    this.spill = source.spill && source.spill.slice();
    this.s.set(source.s.subarray(this.logAt, this.logAt + Math.min(source.logLength, this.logRoom)), this.logAt);
  }

  /** Drops the last move of the log. */
  protected unlogMove(): void {
    if (--this.logLength >= this.logRoom) this.spill!.pop();
  }

  /** The `i`-th move of the log (public index, -1 for a swap). */
  protected moveAt(i: number): number {
    return i < this.logRoom ? this.s[this.logAt + i]! : this.spill![i - this.logRoom]!;
  }

  /** The move log as a new list; assigning a list replaces the log. */
  protected get history(): number[] {
    return Array.from({ length: this.logLength }, (_, i) => this.moveAt(i));
  }
  protected set history(moves: number[]) {
    this.logLength = 0;
    this.spill = null;
    for (const index of moves) this.logMove(index);
  }

  /**
   * A uniformly chosen legal public index for the side to move, or -1 once the game is
   * over. Draws from the empty points, moving each refused one out of the draw range.
   */
  randomLegalMove(rng: Rng): number {
    if (this.winner !== 0) return -1;
    const s = this.s;
    const at = this.emptiesAt;
    const pos = this.plane;
    const w = this.w;
    const plain = this.seen === null;
    let n = this.emptyCount;
    while (n > 0) {
      const i = rng.below(n);
      const p = s[at + i]!;
      // Without superko, most picks have an empty neighbour, which makes them legal. The
      // four cells are tested at once (a cell is never negative, so `cell - 1` is negative
      // only for an empty one): in a random playout about half the picks have a stone
      // above them, so one branch per neighbour would often be mispredicted.
      if (
        plain
          ? ((s[p - w]! - 1) | (s[p - 1]! - 1) | (s[p + 1]! - 1) | (s[p + w]! - 1)) < 0 || this.surrounded(p) === 0
          : this.refusal(p) === 0
      ) {
        return this.toPub[p]!;
      }
      n--;
      const q = s[at + n]!;
      s[at + i] = q;
      s[pos + q] = i;
      s[at + n] = p;
      s[pos + p] = n;
    }
    return -1;
  }

  /** Why the side to move may not play at internal point `p`: LEGAL (0), OCCUPIED, SUICIDE or KO. */
  protected refusal(p: number): number {
    const s = this.s;
    if (s[p] !== 0) return OCCUPIED;
    const w = this.w;
    // An empty neighbour is a liberty: never suicide, and never the ko point.
    const why = s[p - w] === 0 || s[p - 1] === 0 || s[p + 1] === 0 || s[p + w] === 0 ? LEGAL : this.surrounded(p);
    return why !== LEGAL || this.seen === null || this.superkoAllows(p) ? why : KO;
  }

  /**
   * Simple ko and suicide at empty point `p` whose neighbours are all stones or the
   * border: LEGAL (0), SUICIDE or KO. Superko is the caller's question.
   */
  private surrounded(p: number): number {
    const s = this.s;
    const w = this.w;
    const c = this.turn;
    const L = 3 * this.plane;
    const k = this.koStone;
    // Every neighbour is a stone or the border (chain head 0). A neighbour chain is in
    // atari when all its pseudo-liberties are here: as many as its stones next to p.
    // What is around a random point is random, so all four are judged without a branch.
    const a = s[p - w]!;
    const b = s[p - 1]!;
    const d = s[p + 1]!;
    const e = s[p + w]!;
    const ha = a >> 2;
    const hb = b >> 2;
    const hd = d >> 2;
    const he = e >> 2;
    const ta = +(s[L + ha]! >>> 20 === 1 + +(ha === hb) + +(ha === hd) + +(ha === he));
    const tb = +(s[L + hb]! >>> 20 === 1 + +(hb === ha) + +(hb === hd) + +(hb === he));
    const td = +(s[L + hd]! >>> 20 === 1 + +(hd === ha) + +(hd === hb) + +(hd === he));
    const te = +(s[L + he]! >>> 20 === 1 + +(he === ha) + +(he === hb) + +(he === hd));
    // Per neighbour: 1 for a friendly chain that keeps another liberty (joining it is
    // safe: suicide rule); 2 for an enemy chain whose last liberty is p (captured, so p
    // gains a liberty), plus 4 when that chain is not the one that just took a ko.
    const o = 3 - c;
    const why =
      (+((a & 3) === c) & (ta ^ 1)) | (-(+((a & 3) === o) & ta) & (2 | (+(p - w !== k) << 2))) |
      (+((b & 3) === c) & (tb ^ 1)) | (-(+((b & 3) === o) & tb) & (2 | (+(p - 1 !== k) << 2))) |
      (+((d & 3) === c) & (td ^ 1)) | (-(+((d & 3) === o) & td) & (2 | (+(p + 1 !== k) << 2))) |
      (+((e & 3) === c) & (te ^ 1)) | (-(+((e & 3) === o) & te) & (2 | (+(p + w !== k) << 2)));
    // Ko: retaking at the ko point would bring back the position before the opponent's
    // last move, unless it also captures another chain (then the position differs). In
    // play that cannot happen (such a chain had a liberty besides the ko point before the
    // ko was taken), but the rule is about positions, so the test stays.
    if (p === this.ko && (why & 4) === 0) return 3; // KO
    return why !== 0 ? 0 : 2; // LEGAL : SUICIDE
  }

  /** Positional superko: whether playing at `p` makes a position not seen before in this game. */
  private superkoAllows(p: number): boolean {
    return !this.seen!.has(this.keyAfter(p));
  }

  /**
   * The superko key of the position a legal move at `p` makes: the stone added and every
   * enemy chain it captures (one in atari next to p) removed, each chain counted once.
   */
  protected keyAfter(p: number): number {
    const { zHi, zLo } = this.geo;
    const w = this.w;
    const cells = this.plane;
    const c = this.turn;
    let hi = this.hashHi ^ zHi![c * cells + p]!;
    let lo = this.hashLo ^ zLo![c * cells + p]!;
    const base = (3 - c) * cells;
    const h0 = this.capturedHead(p - w);
    const h1 = this.capturedHead(p - 1);
    const h2 = this.capturedHead(p + 1);
    const h3 = this.capturedHead(p + w);
    for (let k = 0; k < 4; k++) {
      const h = k === 0 ? h0 : k === 1 ? h1 : k === 2 ? h2 : h3;
      if (h === 0 || (k > 0 && h === h0) || (k > 1 && h === h1) || (k > 2 && h === h2)) continue;
      let s = h;
      do {
        hi ^= zHi![base + s]!;
        lo ^= zLo![base + s]!;
        s = this.nextOf(s);
      } while (s !== h);
    }
    return positionKey(hi, lo);
  }

  /** The head of the enemy chain at `n` when a move next to it would capture it (in atari), else 0. */
  private capturedHead(n: number): number {
    const v = this.s[n]!;
    if (v === 0 || v === 3 || (v & 3) === this.turn) return 0;
    return this.inAtari(v >> 2) ? v >> 2 : 0;
  }

  /**
   * Whether the side to move has a legal move. Cheap first: a point with an empty
   * neighbour is always legal (under superko it still needs the position check).
   */
  protected hasLegalMove(): boolean {
    if (this.pairs > 0 && this.seen === null) return true;
    for (let i = 0; i < this.emptyCount; i++) {
      if (this.refusal(this.s[this.emptiesAt + i]!) === 0) return true;
    }
    return false;
  }

  /**
   * Places the side to move's stone at internal point `p`: captures, then the win check,
   * the ko point and the turn, then whether the opponent has any legal move.
   */
  protected put(p: number): void {
    const c = this.turn;
    const captured = this.addStone(p, c, true);
    const s = this.s;
    const P = this.plane;
    const h = s[p]! >> 2;
    // Ko: a lone stone that captured one stone and whose only liberty is that point may
    // not be retaken at once: that would recreate the position before this move (the
    // setup counts as the position before the first move).
    if (captured === 1 && (s[2 * P + h]! & 0xffff) === 1 && s[3 * P + h]! >>> 20 === 1) {
      this.ko = s[3 * P + h]! & 0xfffff;
      this.koStone = p;
    } else {
      this.ko = 0;
      this.koStone = 0;
    }
    this.turn = 3 - c;
    if (this.seen !== null) this.seen.add(positionKey(this.hashHi, this.hashLo));
    // Win: the mover's chain touches top and bottom (1|2) or left and right (4|8).
    const mask = s[2 * P + h]! >>> 16;
    if ((mask & 3) === 3 || (mask & 12) === 12) {
      this.winner = c;
      this.reason = REASON_CONNECTION;
      this.winPoint = p;
    } else if (!this.hasLegalMove()) {
      // A player with no legal move on their turn loses.
      this.winner = c;
      this.reason = REASON_NO_LEGAL_MOVE;
    }
  }
}
