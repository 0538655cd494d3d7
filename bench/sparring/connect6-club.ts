/**
 * A Connect6 sparring partner of club strength, for `npm run bench:ai` (not part of the
 * player: it shares only the window board and the exact threat primitives of
 * src/ai/connect6, and none of the player's evaluation or search).
 *
 * Each turn, in order: win this turn; else, when the opponent has threats, defend over
 * every minimum blocking set (Wu and Huang's threat counting); else a forced win found by
 * threat-space search two turns deep; else the best pairs of the relevance zone ranked by
 * a six-cell-window evaluation, each checked against the opponent's best reply.
 *
 * Fixed effort: breadths are constants, so its strength does not depend on the clock.
 */
import type { Connect6 } from '../../src/engine/connect6.js';
import { colorCode } from '../../src/engine/types.js';
import { WindowBoard } from '../../src/ai/connect6/board.js';
import { blockingSets, greedyBlock, liveWindows, threatCount, winningPoints } from '../../src/ai/connect6/threats.js';

/** Window weights by the stones of one colour a window holds, 0 to 5, after my turn: mine... */
const MINE = [0, 1, 4, 12, 30, 30];
/** ...and the opponent's, who moves next (three of theirs can become a threat at once). */
const THEIRS = [0, 1, 5, 20, 2000, 2000];
/** Point ranking: a stone grows my windows and breaks the opponent's. */
const GROW = [1, 3, 9, 27, 60, 60];
const BREAK = [1, 2, 7, 25, 80, 80];

/** The fixed effort: points and pairs examined at each step. */
const EFFORT = { firsts: 10, seconds: 8, checked: 8, replyPoints: 9, attackPoints: 12 } as const;

const WIN = 1e8;

/** Points of the zone (empty points within two of a stone) ranked for `c`, best first. */
function ranked(b: WindowBoard, c: number, k: number, zone = b.zone(2)): number[] {
  const { winsOf, winsStart } = b.t;
  const value = (p: number): number => {
    let v = 0;
    for (let i = winsStart[p]!; i < winsStart[p + 1]!; i++) {
      const w = winsOf[i]!;
      const m = b.own(w, c);
      const o = b.own(w, 3 - c);
      if (o === 0) v += GROW[m]!;
      if (m === 0) v += BREAK[o]!;
    }
    return v;
  };
  return zone
    .map((p) => ({ p, v: value(p) }))
    .sort((x, y) => y.v - x.v || x.p - y.p)
    .slice(0, k)
    .map((x) => x.p);
}

/** The window evaluation for `me` just after my turn. */
function evaluate(b: WindowBoard, me: number): number {
  let v = 0;
  for (let w = 0; w < b.t.windows; w++) {
    const m = b.own(w, me);
    const o = b.own(w, 3 - me);
    if (o === 0) v += MINE[m]!;
    else if (m === 0) v -= THEIRS[o]!;
  }
  return v;
}

/** Runs `look` with stones of `c` at `points`, then takes them off. */
function withStones<T>(b: WindowBoard, points: readonly number[], c: number, look: () => T): T {
  for (const p of points) b.place(p, c);
  const value = look();
  for (let i = points.length - 1; i >= 0; i--) b.remove(points[i]!, c);
  return value;
}

/** Pairs for `c`: the best firsts, each with the best seconds after it (each pair once). */
function pairs(b: WindowBoard, c: number, firsts: number, seconds: number): number[][] {
  const out: number[][] = [];
  const seen = new Set<number>();
  for (const p of ranked(b, c, firsts)) {
    const after = withStones(b, [p], c, () => ranked(b, c, seconds));
    for (const q of after) {
      const key = Math.min(p, q) * 1000 + Math.max(p, q);
      if (!seen.has(key)) out.push([p, q]);
      seen.add(key);
    }
  }
  return out;
}

/** The club player: `new Connect6Club().choose(game)` gives one stone; the pair is planned on its first stone. */
export class Connect6Club {
  private partner: { key: string; point: number } | null = null;
  /** Candidate turns examined so far (the effort counter). */
  nodes = 0;

  choose(game: Connect6): string {
    const b = WindowBoard.of(game);
    const me = colorCode(game.toPlay);
    if (game.stonesLeft === 1 && this.partner?.key === b.key() && game.isLegalIndex(this.partner.point)) {
      return game.pointAt(this.partner.point);
    }
    const plan = this.plan(b, me, game.stonesLeft);
    this.partner = null;
    if (plan.length === 2) {
      b.place(plan[0]!, me);
      this.partner = { key: b.key(), point: plan[1]! };
    }
    return game.pointAt(plan[0]!);
  }

  private plan(b: WindowBoard, me: number, left: number): number[] {
    if (b.stones === 0) return [Math.floor(b.t.area / 2)];
    const win = winningPoints(b, me, left);
    if (win) return win;
    const threats = liveWindows(b, 3 - me);
    if (threats.length > 0) return this.defend(b, me, left, threats);
    if (left === 2) {
      const forced = this.forcedWin(b, me, 2);
      if (forced) return forced;
      return this.checked(b, me, pairs(b, me, EFFORT.firsts, EFFORT.seconds));
    }
    return this.checked(
      b,
      me,
      ranked(b, me, EFFORT.firsts).map((p) => [p]),
    );
  }

  /** Forced defence: every minimum blocking set (a single completed by the best second stone). */
  private defend(b: WindowBoard, me: number, left: number, threats: number[]): number[] {
    const sets = blockingSets(b, threats);
    if (sets.length === 0 || sets[0]!.length > left) return greedyBlock(b, threats, left);
    if (sets[0]!.length === left) return this.checked(b, me, sets);
    const turns = sets.flatMap(([p]) => withStones(b, [p!], me, () => ranked(b, me, EFFORT.seconds).map((q) => [p!, q])));
    return this.checked(b, me, turns);
  }

  /**
   * Threat-space search: a pair that makes three threats now, or (with `depth` 2) two
   * threats after which every minimum block leaves a three-threat pair.
   */
  private forcedWin(b: WindowBoard, c: number, depth: number): number[] | null {
    const points = ranked(b, c, EFFORT.attackPoints);
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const pair = [points[i]!, points[j]!];
        this.nodes++;
        const wins = withStones(b, pair, c, () => {
          const threats = threatCount(b, liveWindows(b, c));
          if (threats >= 3) return true;
          return threats === 2 && depth > 1 && this.everyBlockLoses(b, c);
        });
        if (wins) return pair;
      }
    }
    return null;
  }

  private everyBlockLoses(b: WindowBoard, c: number): boolean {
    const e = 3 - c;
    for (const block of blockingSets(b, liveWindows(b, c))) {
      const lost = withStones(b, block, e, () => liveWindows(b, e).length === 0 && this.forcedWin(b, c, 1) !== null);
      if (!lost) return false;
    }
    return true;
  }

  /** The best of `turns` by evaluation, each of the best few checked against the opponent's best reply. */
  private checked(b: WindowBoard, me: number, turns: number[][]): number[] {
    const scored = turns
      .map((turn) => ({ turn, value: withStones(b, turn, me, () => this.staticValue(b, me)) }))
      .sort((x, y) => y.value - x.value);
    let best = scored[0]!;
    let bestValue = -Infinity;
    for (const candidate of scored.slice(0, EFFORT.checked)) {
      if (candidate.value >= WIN) return candidate.turn;
      const value = withStones(b, candidate.turn, me, () => this.afterBestReply(b, me));
      if (value > bestValue) {
        bestValue = value;
        best = candidate;
      }
    }
    return best.turn;
  }

  /** Value for `me` after my turn: three threats win; else the windows and the threats I leave. */
  private staticValue(b: WindowBoard, me: number): number {
    this.nodes++;
    const threats = threatCount(b, liveWindows(b, me));
    return threats >= 3 ? WIN : evaluate(b, me) + 40 * threats;
  }

  /** Value for `me` after the opponent's best reply pair (its wins and forced blocks included). */
  private afterBestReply(b: WindowBoard, me: number): number {
    const them = 3 - me;
    if (winningPoints(b, them, 2)) return -WIN;
    const mine = liveWindows(b, me);
    let replies: number[][];
    if (mine.length > 0) {
      replies = blockingSets(b, mine);
      if (replies.length === 0 || replies[0]!.length > 2) return WIN;
      if (replies[0]!.length === 1)
        replies = replies.flatMap(([p]) => withStones(b, [p!], them, () => ranked(b, them, 4).map((q) => [p!, q])));
    } else {
      replies = pairs(b, them, EFFORT.replyPoints, 6);
    }
    let worst = Infinity;
    for (const reply of replies) worst = Math.min(worst, -withStones(b, reply, them, () => this.staticValue(b, them)));
    return worst;
  }
}
