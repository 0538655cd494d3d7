/**
 * Threat-space search for Connect6: a forced win made of turns that each leave the
 * opponent at least two threats (so both of their stones must block), ending with a turn
 * that makes three or more threats (more than two stones can block). The defender's
 * every blocking pair is tried; a block that makes a threat of the defender's own ends
 * the line (the attacker would lose the initiative), so a win found is a real win.
 */
import type { Budget } from '../budget.js';
import { sharesWindow, type WindowBoard } from './board.js';
import { bestPoints, pointsInWindows } from './evaluate.js';
import { blockingSets, LIVE, liveWindows, liveWindowsThrough, threatCount } from './threats.js';

/**
 * Work units of one attacking pair tried: the unit is a position of the turn search
 * (search.ts), which costs about twenty pairs' time.
 */
const PAIR_COST = 0.05;
/** Positions remembered before the memory starts again. */
const KEPT = 200_000;

/** Threat-space search over one board (placing and removing stones as it goes). */
export class ThreatSearch {
  /** Whether the last search stopped for lack of time (a null answer then proves nothing). */
  cut = false;

  /** Wins found, by position (the attacker to move): the pair and the turns it takes. */
  private readonly wins = new Map<number, { pair: number[]; depth: number }>();
  /** Positions searched to the end without a win: the depth searched. */
  private readonly noWin = new Map<number, number>();

  /**
   * @param b the board, left as it was found after each search
   * @param budget time and work allowance ({@link PAIR_COST} per attacking pair tried)
   * @param breadth attacking points considered at each turn, best first
   */
  constructor(
    private readonly b: WindowBoard,
    private readonly budget: Budget,
    private readonly breadth = 32,
  ) {}

  /**
   * A pair for `c`, to move with two stones, that wins by force within `depth` turns of
   * `c` (the winning turn included), or null. The opponent must have no live window.
   */
  async win(c: number, depth: number): Promise<number[] | null> {
    this.cut = false;
    if (this.b.liveCount(3 - c) > 0) return null;
    return this.attack(c, depth);
  }

  private async attack(c: number, depth: number): Promise<number[] | null> {
    const b = this.b;
    if (b.liveCount(c) > 0) return b.empties(liveWindows(b, c)[0]!);
    if (depth <= 0) return null;
    // Threat sequences reach the same position in many orders: what was found there is kept.
    const key = b.hash * 2 + c - 1;
    const known = this.wins.get(key);
    if (known && known.depth <= depth) return known.pair;
    if ((this.noWin.get(key) ?? 0) >= depth) return null;
    await this.budget.breathe();
    const found = await this.pairs(c, depth);
    if (this.wins.size + this.noWin.size >= KEPT) {
      this.wins.clear();
      this.noWin.clear();
    }
    if (found) this.wins.set(key, { pair: found, depth });
    else if (!this.cut) this.noWin.set(key, depth);
    return found;
  }

  /** The first pair of `c` that wins within `depth` turns, trying the best points' pairs; null when none (or cut short). */
  private async pairs(c: number, depth: number): Promise<number[] | null> {
    const b = this.b;
    const points = bestPoints(b, pointsInWindows(b, c, 2), c, this.breadth);
    // Threats a pair must make: two to go on, three to win now. A pair makes no more
    // threats than live windows, which are counted without placing it: most pairs are
    // ruled out so (the search runs in a fifth of the time, with the same answers).
    const need = depth > 1 ? 2 : 3;
    const made = points.map((p) => b.windowsMadeBy(p, c, LIVE));
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        if (liveAfter(b, c, points[i]!, points[j]!, made[i]! + made[j]!) < need) continue;
        if (this.budget.over) {
          this.cut = true;
          return null;
        }
        this.budget.spend(PAIR_COST);
        if (await this.attackWith(c, depth, points[i]!, points[j]!)) return [points[i]!, points[j]!];
      }
    }
    return null;
  }

  /** Whether placing `p` and `q` for `c` wins by force: three threats now, or two and every block loses. */
  private async attackWith(c: number, depth: number, p: number, q: number): Promise<boolean> {
    const b = this.b;
    b.place(p, c);
    b.place(q, c);
    const live = liveWindowsThrough(b, c, [p, q]);
    const threats = threatCount(b, live);
    let wins = threats >= 3;
    if (threats === 2 && depth > 1) wins = await this.everyBlockLoses(c, depth, live);
    b.remove(q, c);
    b.remove(p, c);
    return wins;
  }

  /** The defender's every blocking pair: none may make a threat of its own, and each must lose. */
  private async everyBlockLoses(c: number, depth: number, live: number[]): Promise<boolean> {
    const b = this.b;
    const e = 3 - c;
    for (const [x, y] of blockingSets(b, live)) {
      b.place(x!, e);
      b.place(y!, e);
      const counter = liveWindowsThrough(b, e, [x!, y!]).length > 0;
      const lost = !counter && (await this.attack(c, depth - 1)) !== null;
      b.remove(y!, e);
      b.remove(x!, e);
      if (!lost) return false;
    }
    return true;
  }
}

/**
 * How many windows stones of `c` at `p` and `q` would make live (c had none), given
 * `alone`, the windows each makes live by itself: windows holding both count once, and
 * those that only both stones together make live are added.
 */
function liveAfter(b: WindowBoard, c: number, p: number, q: number, alone: number): number {
  if (!sharesWindow(b.t.size, p, q)) return alone;
  const { winsOf, winsStart } = b.t;
  let live = alone;
  for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) {
    const w = winsOf[k]!;
    if (!b.contains(w, q) || !b.holds(w, c, LIVE - 2)) continue;
    live += b.own(w, c) === LIVE - 2 ? 1 : -1;
  }
  return live;
}
