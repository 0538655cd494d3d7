/**
 * Evaluation and move ordering on six-cell windows (Wu and Huang): a window that holds
 * stones of one colour only is a possible line of six for that colour, worth more the
 * more stones it holds; a window holding both colours is dead and worth nothing.
 */
import type { WindowBoard } from './board.js';

/** My windows by stone count, after my turn (the opponent moves next). */
const MINE = [0, 1, 5, 16, 40, 40];
/** The opponent's windows by stone count, the opponent to move: three stones and two to add is danger. */
const THEIRS = [0, 1, 10, 60, 1000, 1000];
/** Move ordering: adding a stone to a window of mine holding n stones... */
const GROW = [1, 3, 10, 30, 90, 90];
/** ...and putting one into a window of the opponent's holding n stones. */
const BREAK = [1, 2, 8, 32, 120, 120];

/** Window evaluation of the position for `me`, just after my turn (the opponent to move): a sum over the windows held alone. */
export function evaluate(b: WindowBoard, me: number): number {
  const mine = 7 * (me - 1);
  const theirs = 7 * (2 - me);
  const alone = b.alone;
  let value = 0;
  for (let n = 1; n <= 5; n++) value += MINE[n]! * alone[mine + n]! - THEIRS[n]! * alone[theirs + n]!;
  return value;
}

/** Move ordering: what a stone of `me` at empty point `p` adds (own windows grown, the opponent's broken). */
export function pointValue(b: WindowBoard, p: number, me: number): number {
  const { winsOf, winsStart } = b.t;
  const count = b.count;
  let value = 0;
  for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) {
    const w = winsOf[k]!;
    const m = count[2 * w + me - 1]!;
    const o = count[2 * w + 2 - me]!;
    if (o === 0) value += GROW[m]!;
    if (m === 0) value += BREAK[o]!;
  }
  return value;
}

/** The `k` best of `points` for `me` by {@link pointValue}, best first (ties by index). */
export function bestPoints(b: WindowBoard, points: readonly number[], me: number, k: number): number[] {
  const scored = points.map((p) => ({ p, v: pointValue(b, p, me) }));
  scored.sort((x, y) => y.v - x.v || x.p - y.p);
  return scored.slice(0, k).map((s) => s.p);
}

/** Empty points in windows holding at least `need` stones of `c` and none of the other colour. */
export function pointsInWindows(b: WindowBoard, c: number, need: number): number[] {
  const seen = new Uint8Array(b.t.area);
  const out: number[] = [];
  for (let w = 0; w < b.t.windows; w++) {
    if (!b.holds(w, c, need)) continue;
    for (const p of b.empties(w)) {
      if (seen[p]) continue;
      seen[p] = 1;
      out.push(p);
    }
  }
  return out;
}
