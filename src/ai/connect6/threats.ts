/**
 * Threats in Connect6, after Wu and Huang: a window is live for a colour when it holds
 * four or five of its stones and none of the other colour, so that the colour could fill
 * it with its two stones next turn. The number of threats is the fewest stones the other
 * side must place to hit every live window (capped at 3: more than a turn can block).
 */
import type { WindowBoard } from './board.js';

/** Stones that make a window live: the two stones of a turn complete it. */
export const LIVE = 4;

/** Every window with at least `need` stones of `c` and none of the other colour (a full scan). */
export function liveWindows(b: WindowBoard, c: number, need = LIVE): number[] {
  const out: number[] = [];
  for (let w = 0; w < b.t.windows; w++) if (b.holds(w, c, need)) out.push(w);
  return out;
}

/** The live windows of `c` through any of `points` (each window once). */
export function liveWindowsThrough(b: WindowBoard, c: number, points: readonly number[], need = LIVE): number[] {
  const { winsOf, winsStart } = b.t;
  const out: number[] = [];
  for (const p of points) {
    for (let k = winsStart[p]!, end = winsStart[p + 1]!; k < end; k++) {
      const w = winsOf[k]!;
      if (b.holds(w, c, need) && !out.includes(w)) out.push(w);
    }
  }
  return out;
}

/** Whether every window holds `p` or `q`. */
function hitsAll(b: WindowBoard, wins: readonly number[], p: number, q = -1): boolean {
  for (const w of wins) if (!b.contains(w, p) && (q < 0 || !b.contains(w, q))) return false;
  return true;
}

/**
 * Minimal blocking sets: every set of one point that hits all the windows, or when there
 * is none, every pair that does; `[]` when two stones cannot hit them all, `[[]]` when
 * there is nothing to hit. Exact, since any blocking set holds a point of the first window.
 */
export function blockingSets(b: WindowBoard, wins: readonly number[]): number[][] {
  if (wins.length === 0) return [[]];
  const first = b.empties(wins[0]!);
  const singles = first.filter((p) => hitsAll(b, wins, p));
  if (singles.length > 0) return singles.map((p) => [p]);
  const pairs: number[][] = [];
  for (const p of first) {
    const rest = wins.filter((w) => !b.contains(w, p));
    for (const q of b.empties(rest[0]!)) {
      if (!hitsAll(b, rest, q)) continue;
      const pair = p < q ? [p, q] : [q, p];
      if (!pairs.some(([x, y]) => x === pair[0] && y === pair[1])) pairs.push(pair);
    }
  }
  return pairs;
}

/** Threat counting: the stones needed to hit every window, 0 to 3 (3 meaning three or more). */
export function threatCount(b: WindowBoard, wins: readonly number[]): number {
  if (wins.length === 0) return 0;
  const sets = blockingSets(b, wins);
  return sets.length === 0 ? 3 : sets[0]!.length;
}

/**
 * Win this turn: the points that complete a line of six for `c` with the `left` stones
 * of the turn (one point when one stone does it), or null.
 */
export function winningPoints(b: WindowBoard, c: number, left: number): number[] | null {
  let best: number[] | null = null;
  for (let w = 0; w < b.t.windows; w++) {
    if (!b.holds(w, c, 6 - left)) continue;
    const empties = b.empties(w);
    if (empties.length === 1) return empties;
    best ??= empties;
  }
  return best;
}

/**
 * When the threats are more than the stones: a greedy cover that hits as many of the
 * windows as `stones` points can, most-hitting point first.
 */
export function greedyBlock(b: WindowBoard, wins: readonly number[], stones: number): number[] {
  let rest = [...wins];
  const chosen: number[] = [];
  while (chosen.length < stones && rest.length > 0) {
    const hits = new Map<number, number>();
    for (const w of rest) for (const p of b.empties(w)) hits.set(p, (hits.get(p) ?? 0) + 1);
    let best = -1;
    for (const [p, n] of hits) if (best < 0 || n > hits.get(best)!) best = p;
    chosen.push(best);
    rest = rest.filter((w) => !b.contains(w, best));
  }
  return chosen;
}
