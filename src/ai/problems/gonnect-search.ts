/**
 * The exact search of the Gonnect judge: can the side to move connect within `j` of its
 * own moves, whatever the other side plays? Plain minimax over copies of the engine's
 * position (simple ko, as every search copy), made affordable by three rules, each sound:
 *
 * 1. **Distance cut** (gonnect-paths.ts): when even an unopposed colour would need more
 *    than `j` stones, it cannot connect in `j` moves.
 * 2. **Threat answers**: when the side *not* to move could connect with its next stone,
 *    the mover must stop that stone (or win first). A move `q` can stop a connecting
 *    stone at `w` only if it changes what `w` does: `q` is `w` itself, an empty neighbour
 *    of `w`, a liberty of a chain next to `w` (either colour: that decides whether `w` is
 *    suicide or captures), or the last liberty of a chain of `w`'s colour anywhere (a
 *    capture frees points next to other chains). Any other `q` leaves the stones around
 *    `w` and their liberties as they were, and after a move without capture there is no
 *    ko point, so `w` is still legal and still joins the same chains. So the mover's
 *    useful moves are the intersection of those sets over every connecting `w`, plus its
 *    own connecting moves; each candidate is then played and checked, not trusted.
 * 3. **Connection in one** is a scan: an empty point whose own edges and those of the
 *    chains of the mover's colour next to it join two opposite edges connects, if legal.
 *    (A move can also win by leaving the opponent no legal move; that needs a nearly full
 *    board, where every point with no two adjacent empty points left is played out.)
 *
 * Moves are tried in the order of the colour's shortest paths. Every position played is
 * counted; past the budget the search gives up with `problem-too-hard` rather than guess.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { EMPTY } from '../../engine/types.js';
import { pathMap } from './gonnect-paths.js';
import { JudgeError } from './spec.js';

/** Positions the search may play before it refuses the problem (about a second's work). */
export const GONNECT_BUDGET = 1_500_000;

/** Edge bits of opposite edges (as the engine keeps them): bottom 1 | top 2, left 4 | right 8. */
const connects = (mask: number): boolean => (mask & 3) === 3 || (mask & 12) === 12;

export class GonnectSearch {
  /** Positions played so far. */
  played = 0;
  /** Scratch positions, one per ply below the root. */
  private readonly pool: GonnectPosition[] = [];
  /** Edge bits per cell. */
  private readonly edges: Uint8Array;

  constructor(
    private readonly root: GonnectPosition,
    private readonly budget = GONNECT_BUDGET,
  ) {
    const n = root.size;
    this.edges = new Uint8Array(root.cellCount);
    for (let i = 0; i < n * n; i++) {
      const row = Math.floor(i / n);
      const col = i % n;
      this.edges[root.cellOf(i)] = (row === 0 ? 1 : 0) | (row === n - 1 ? 2 : 0) | (col === 0 ? 4 : 0) | (col === n - 1 ? 8 : 0);
    }
  }

  /** A copy of `pos` with the stone at `cell` played (ply `ply`'s scratch position), or null when illegal. */
  child(pos: GonnectPosition, cell: number, ply: number): GonnectPosition | null {
    if (!pos.legal(cell)) return null;
    if (++this.played > this.budget) throw new JudgeError('problem-too-hard');
    const next = (this.pool[ply] ??= this.root.clone(false));
    next.copyFrom(pos);
    next.put(cell);
    return next;
  }

  /**
   * A move of the side to move that connects within `j` of its moves whatever the other
   * side does (a cell), or -1 when there is none.
   */
  wins(pos: GonnectPosition, j: number, ply = 0): number {
    const now = this.connecting(pos, pos.turn);
    if (now.length > 0) return now[0]!;
    if (j <= 1) return -1;
    if (pathMap(pos, pos.turn, 2 * j - 1).need > j) return -1;
    for (const m of this.moves(pos, j)) {
      const next = this.child(pos, m, ply);
      if (next === null) continue;
      if (next.winner === pos.turn || this.refutation(next, j - 1, ply + 1) < 0) return m;
    }
    return -1;
  }

  /**
   * The other side is to move and the side that just moved has `j` moves left: a move of
   * the side to move after which the other cannot connect within `j` (a cell), or -1
   * when every move loses.
   */
  refutation(pos: GonnectPosition, j: number, ply = 0): number {
    const mover = pos.turn;
    for (const q of this.moves(pos, j)) {
      const next = this.child(pos, q, ply);
      if (next === null) continue;
      if (next.winner === mover || this.wins(next, j, ply + 1) < 0) return q;
    }
    return -1;
  }

  /**
   * The moves worth trying for the side to move, whose opponent has `j` moves left (or
   * `j` its own): its connecting moves first; when the opponent could connect with its
   * next stone, only the moves that may stop that (rule 2); else every empty point, by
   * the opponent's shortest paths through it and then the mover's.
   */
  moves(pos: GonnectPosition, j: number): number[] {
    const mover = pos.turn;
    const other = 3 - mover;
    const own = this.connecting(pos, mover);
    const threats = this.connecting(this.asTurn(pos, other), other);
    if (threats.length > 0) return [...own, ...this.stoppers(pos, threats, other).filter((q) => !own.includes(q))];
    const theirs = pathMap(pos, other, 2 * j).through;
    const mine = pathMap(pos, mover, 2 * j).through;
    return pos.emptyCells().sort((a, b) => theirs[a]! - theirs[b]! || mine[a]! - mine[b]! || a - b);
  }

  /** A copy of `pos` with colour `c` to move (no ko point): the one scratch position of turns asked for. */
  private asTurn(pos: GonnectPosition, c: number): GonnectPosition {
    if (pos.turn === c) return pos;
    const copy = pos.clone(false);
    copy.giveTurn(c as 1 | 2);
    return copy;
  }

  /** Rule 2: the moves that may stop every connecting stone of `c` at `threats`. */
  private stoppers(pos: GonnectPosition, threats: readonly number[], c: number): number[] {
    // A stone that wins by leaving no legal move (a nearly full board) depends on every
    // point: then every move is worth trying.
    if (threats.some((w) => !this.joinsEdges(pos, w, c))) return pos.emptyCells();
    let common = [...this.around(pos, threats[0]!, c)];
    for (const w of threats.slice(1)) {
      const near = this.around(pos, w, c);
      common = common.filter((q) => near.has(q));
    }
    return common.filter((q) => pos.stoneAt(q) === EMPTY).sort((a, b) => a - b);
  }

  /** The points that can change what a stone of `c` at `w` does (rule 2). */
  private around(pos: GonnectPosition, w: number, c: number): Set<number> {
    const near = new Set<number>([w]);
    const width = pos.stride;
    const heads = new Set<number>();
    for (const n of [w - width, w - 1, w + 1, w + width]) {
      const code = pos.stoneAt(n);
      if (code === EMPTY) near.add(n);
      else if (code !== 3) heads.add(pos.chainOf(n));
    }
    // The last liberty of every chain of c: capturing it frees points anywhere.
    for (let cell = 0; cell < pos.cellCount; cell++) {
      if (pos.stoneAt(cell) === c && pos.atariPoint(pos.chainOf(cell)) >= 0) heads.add(pos.chainOf(cell));
    }
    for (const head of heads) {
      for (const stone of pos.chainCells(head)) {
        for (const n of [stone - width, stone - 1, stone + 1, stone + width]) if (pos.stoneAt(n) === EMPTY) near.add(n);
      }
    }
    return near;
  }

  /** Whether a stone of `c` at empty `p` would join two opposite edges (legality aside). */
  private joinsEdges(pos: GonnectPosition, p: number, c: number): boolean {
    let mask = this.edges[p]!;
    for (const n of [p - pos.stride, p - 1, p + 1, p + pos.stride]) if (pos.stoneAt(n) === c) mask |= pos.edgesOf(pos.chainOf(n));
    return connects(mask);
  }

  /** Rule 3: the legal moves with which colour `c`, the side to move on `pos`, wins at once. */
  connecting(pos: GonnectPosition, c: number): number[] {
    const width = pos.stride;
    const empties = pos.emptyCells();
    let pairs = 0;
    for (const p of empties) pairs += +(pos.stoneAt(p + 1) === EMPTY) + +(pos.stoneAt(p + width) === EMPTY);
    const wins: number[] = [];
    for (const p of empties) {
      let mask = this.edges[p]!;
      let free = 0;
      for (const n of [p - width, p - 1, p + 1, p + width]) {
        const code = pos.stoneAt(n);
        if (code === c) mask |= pos.edgesOf(pos.chainOf(n));
        else if (code === EMPTY) free++;
      }
      if (connects(mask) ? pos.legal(p) : pairs - free === 0 && this.leavesNoMove(pos, p)) wins.push(p);
    }
    return wins;
  }

  /** Whether the mover's stone at `p` is legal and leaves the opponent no legal move (played out). */
  private leavesNoMove(pos: GonnectPosition, p: number): boolean {
    if (!pos.legal(p)) return false;
    const copy = pos.clone(false);
    copy.put(p);
    return copy.winner === pos.turn;
  }
}
