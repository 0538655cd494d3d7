/**
 * The turns a Connect6 search looks at in a position: when the opponent has threats, the
 * turns that block them all (every minimum blocking set, a single point completed by the
 * best second stones; blocks of two stones all kept); otherwise pairs of the best points of the relevance zone
 * and the forcing pairs (those that can make two threats). Both
 * kinds come ranked by the window evaluation after the turn, best first.
 */
import { sharesWindow, type WindowBoard } from './board.js';
import { bestPoints, evaluate, pointsInWindows, pointValue } from './evaluate.js';
import { blockingSets, liveWindows, liveWindowsThrough, threatCount } from './threats.js';

/** A turn: one or two points, in the order they are placed. */
export type Turn = readonly number[];

/** How many points and turns the generator keeps. */
export interface Breadth {
  /** First stones considered: `9`. */
  firsts: number;
  /** Second stones considered after each first: `7`. */
  seconds: number;
  /** Turns kept after ranking: `14`. */
  turns: number;
}

/** Value of each threat (a window the opponent must block) a turn leaves. */
const THREAT_VALUE = 60;
/** A turn that leaves three threats or more wins (two stones cannot block them). */
export const UNBLOCKABLE = 1e6;

/** Relevance zone: empty points within two of a stone (every empty point on an empty board). */
export function zone(b: WindowBoard): number[] {
  const near = b.zone(2);
  if (near.length > 0) return near;
  const all: number[] = [];
  for (let p = 0; p < b.t.area; p++) if (b.cells[p] === 0) all.push(p);
  return all;
}

/**
 * The value for `c` of the position just after c's `turn`: the windows, and the threats
 * left (three or more win). Every live window of c's passes through the turn's stones
 * (c had none before it: it would have won), so only those windows are read.
 */
export function turnValue(b: WindowBoard, c: number, turn: Turn): number {
  if (b.liveCount(c) === 0) return evaluate(b, c);
  const threats = threatCount(b, liveWindowsThrough(b, c, turn));
  return threats >= 3 ? UNBLOCKABLE : evaluate(b, c) + THREAT_VALUE * threats;
}

/**
 * The turns of `left` stones (1 or 2) for `c` to consider, best first by {@link turnValue};
 * null when the opponent's threats cannot be blocked with `left` stones.
 */
export function turnsFor(b: WindowBoard, c: number, left: number, breadth: Breadth): Turn[] | null {
  if (b.liveCount(3 - c) === 0) return rank(b, c, [...free(b, c, left, breadth), ...forcing(b, c, left)], breadth.turns);
  const sets = blockingSets(b, liveWindows(b, 3 - c));
  if (sets.length === 0 || sets[0]!.length > left) return null;
  // Blocks that need every stone of the turn are all kept: the one good defence must not be cut away.
  if (sets[0]!.length === left) return rank(b, c, sets, sets.length);
  return rank(
    b,
    c,
    sets.flatMap(([p]) => withSecond(b, c, p!, breadth.seconds)),
    breadth.turns,
  );
}

/** Point values of the zone, by point (scratch, one per board area: turn generation never nests). */
const scratch = new Map<number, Float64Array>();

function valuesFor(area: number): Float64Array {
  let values = scratch.get(area);
  if (!values) scratch.set(area, (values = new Float64Array(area)));
  return values;
}

/** The `k` points of `points` with the highest `values` (ties: the lower index), best first, `skip` left out. */
function topPoints(points: readonly number[], values: Float64Array, k: number, skip = -1): number[] {
  const out: number[] = [];
  for (const p of points) {
    if (p === skip) continue;
    let at = out.length;
    while (at > 0 && (values[out[at - 1]!]! < values[p]! || (values[out[at - 1]!] === values[p] && out[at - 1]! > p))) at--;
    if (at < k) {
      out.splice(at, 0, p);
      if (out.length > k) out.pop();
    }
  }
  return out;
}

/**
 * Turns in the relevance zone: the best firsts, each with the best seconds after it (each
 * pair once). After a first stone only the points that share a window with it change
 * value, so only those are valued again.
 */
function free(b: WindowBoard, c: number, left: number, breadth: Breadth): Turn[] {
  const points = zone(b);
  const values = valuesFor(b.t.area);
  for (const p of points) values[p] = pointValue(b, p, c);
  const firsts = topPoints(points, values, breadth.firsts);
  if (left === 1) return firsts.map((p) => [p]);
  const before = Float64Array.from(points, (p) => values[p]!);
  const seen = new Set<number>();
  const out: Turn[] = [];
  for (const p of firsts) {
    b.place(p, c);
    const changed = points.filter((q) => q !== p && sharesWindow(b.t.size, p, q));
    for (const q of changed) values[q] = pointValue(b, q, c);
    const seconds = topPoints(points, values, breadth.seconds, p);
    b.remove(p, c);
    points.forEach((q, i) => (values[q] = before[i]!));
    for (const q of seconds) {
      const key = Math.min(p, q) * 4096 + Math.max(p, q);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([p, q]);
    }
    if (seconds.length === 0) out.push([p]);
  }
  return out;
}

/** Points of windows holding three or more of a side's stones considered for its threats. */
const FORCING_POINTS = 10;

/**
 * Forcing turns: pairs of the points of c's windows of three stones or more, the turns
 * that can make two threats at once (ranking then puts them among the first).
 */
function forcing(b: WindowBoard, c: number, left: number): Turn[] {
  if (left < 2) return [];
  const points = bestPoints(b, pointsInWindows(b, c, 3), c, FORCING_POINTS);
  const out: Turn[] = [];
  for (let i = 0; i < points.length; i++) for (let j = i + 1; j < points.length; j++) out.push([points[i]!, points[j]!]);
  return out;
}

/** `[p, q]` for the best second stones q after a stone of `c` at p. */
function withSecond(b: WindowBoard, c: number, p: number, seconds: number): Turn[] {
  b.place(p, c);
  const qs = bestPoints(b, zone(b), c, seconds);
  b.remove(p, c);
  return qs.length > 0 ? qs.map((q) => [p, q]) : [[p]];
}

/** The `k` best turns by {@link turnValue}, best first. */
function rank(b: WindowBoard, c: number, turns: Turn[], k: number): Turn[] {
  const scored = turns.map((turn) => {
    for (const p of turn) b.place(p, c);
    const value = turnValue(b, c, turn);
    for (let i = turn.length - 1; i >= 0; i--) b.remove(turn[i]!, c);
    return { turn, value };
  });
  scored.sort((x, y) => y.value - x.value);
  return scored.slice(0, k).map((s) => s.turn);
}
