/**
 * The exact search of the Connect6 judge, on the window board of the computer player
 * (`WindowBoard`: stones per six-point window) and its threat counting (Wu and Huang).
 *
 * Facts it rests on (a window is six points in a row; "live" for a colour: four or more
 * of its stones and none of the other's, so one turn of two stones completes it):
 * - a side wins this turn, with `left` stones, exactly when some window holds 6 - left of
 *   its stones and none of the other's;
 * - after a turn of `c`, the opponent (two stones) wins at once when it has a live window;
 *   otherwise `c` wins next turn exactly when two stones cannot hit all of `c`'s live
 *   windows (threat count 3);
 * - **relevance**: a stone of `c`'s turn matters only if it lies in a window that can be
 *   live for `c` after the turn (one holding at least 4 - left of its stones and none of
 *   the other's) or in a live window of the opponent (to block it). Any other stone makes
 *   no window live and blocks no threat, and an extra stone of `c` never helps the
 *   opponent, so a turn that wins with such a stone also wins with any other in its
 *   place: trying the turns made of relevant points (padded with any point when there are
 *   too few) decides the question exactly.
 * Depth: a win within two turns of `c` (this one included); deeper problems are refused
 * before they get here (spec.ts, LIMITS).
 */
import type { WindowBoard } from '../connect6/board.js';
import { LIVE, liveWindows, threatCount, winningPoints } from '../connect6/threats.js';
import { JudgeError } from './spec.js';

/** Turns the search may try before it refuses the problem (about a second's work). */
export const CONNECT6_BUDGET = 400_000;

export class Connect6Search {
  /** Turns tried so far. */
  tried = 0;

  constructor(
    private readonly b: WindowBoard,
    private readonly budget = CONNECT6_BUDGET,
  ) {}

  /** Whether colour `c` has six in a row (a full window). */
  hasSix(c: number): boolean {
    return this.b.alone[7 * (c - 1) + 6]! > 0;
  }

  /** Points of a turn of `c` with `left` stones that makes six now, or null. */
  sixNow(c: number, left: number): number[] | null {
    const points = winningPoints(this.b, c, left);
    return points === null ? null : points.slice(0, left);
  }

  /**
   * The points of a turn of `c` (to move, `left` stones) that wins within `j` turns of
   * `c`, this one included, whatever the other side plays; null when there is none.
   */
  wins(c: number, left: number, j: number): number[] | null {
    const now = this.sixNow(c, left);
    if (now !== null || j <= 1) return now;
    for (const turn of this.turns(c, left)) {
      if (this.winsNextTurn(c, turn)) return turn;
    }
    return null;
  }

  /** Whether, after `c` places `turn`, the opponent can neither win nor stop `c` next turn. */
  winsNextTurn(c: number, turn: readonly number[]): boolean {
    if (++this.tried > this.budget) throw new JudgeError('problem-too-hard');
    for (const p of turn) this.b.place(p, c);
    const wins = this.threatsStand(c);
    for (let k = turn.length - 1; k >= 0; k--) this.b.remove(turn[k]!, c);
    return wins;
  }

  /** With the opponent of `c` to move (two stones): it has no live window and cannot hit all of `c`'s. */
  threatsStand(c: number): boolean {
    return liveWindows(this.b, 3 - c).length === 0 && threatCount(this.b, liveWindows(this.b, c)) >= 3;
  }

  /**
   * The relevant points of a turn of `c` with `left` stones (see the file comment), the
   * ones in most windows first.
   */
  relevant(c: number, left: number): number[] {
    const b = this.b;
    const weight = new Map<number, number>();
    const add = (w: number, by: number): void => {
      for (const p of b.empties(w)) weight.set(p, (weight.get(p) ?? 0) + by);
    };
    for (let w = 0; w < b.t.windows; w++) {
      if (b.holds(w, c, LIVE - left)) add(w, 1 + b.own(w, c));
      else if (b.holds(w, 3 - c, LIVE)) add(w, 10);
    }
    return [...weight.keys()].sort((p, q) => weight.get(q)! - weight.get(p)! || p - q);
  }

  /** Every turn of `left` stones from the relevant points (padded when there are too few). */
  turns(c: number, left: number): number[][] {
    const points = this.relevant(c, left);
    if (points.length === 0) return [];
    if (left === 1) return points.map((p) => [p]);
    if (points.length === 1) return [[points[0]!, this.anyEmpty(points[0]!)]];
    const turns: number[][] = [];
    for (let i = 0; i < points.length; i++) for (let k = i + 1; k < points.length; k++) turns.push([points[i]!, points[k]!]);
    return turns;
  }

  /** Some empty point other than `p` (the lowest index). */
  private anyEmpty(p: number): number {
    for (let q = 0; q < this.b.t.area; q++) if (q !== p && this.b.cells[q] === 0) return q;
    return p;
  }
}
