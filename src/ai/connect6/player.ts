/**
 * The Connect6 computer player. Each call places one stone; the turn's pair is planned on
 * the first call and the partner is remembered, keyed by the position, for the second.
 *
 * Order of concerns: win this turn; else block every live window of the opponent's (or as
 * many as the turn's stones can); else a forced win by threat-space search; else the best
 * pair in the relevance zone by window evaluation, checked against the opponent's
 * threat-space search.
 */
import type { Connect6 } from '../../engine/connect6.js';
import { colorCode } from '../../engine/types.js';
import { Budget } from '../budget.js';
import type { Level, Settings } from '../options.js';
import { WindowBoard } from './board.js';
import { bestPoints, evaluate } from './evaluate.js';
import { blockingSets, greedyBlock, liveWindows, threatCount, winningPoints } from './threats.js';
import { ThreatSearch } from './tss.js';

/** Search breadth and threat-space depth of each level. */
const PROFILE: Readonly<Record<Level, { firsts: number; seconds: number; attackDepth: number; defendDepth: number }>> = {
  1: { firsts: 5, seconds: 5, attackDepth: 1, defendDepth: 1 },
  2: { firsts: 8, seconds: 8, attackDepth: 2, defendDepth: 1 },
  3: { firsts: 10, seconds: 10, attackDepth: 4, defendDepth: 3 },
  4: { firsts: 12, seconds: 12, attackDepth: 4, defendDepth: 3 },
  5: { firsts: 14, seconds: 14, attackDepth: 5, defendDepth: 3 },
};

/** A line of six made for sure: scores above any evaluation. */
const WON = 1e9;
/** Value of each threat a pair leaves the opponent to answer. */
const THREAT_BONUS = 50;

/** Planned second stones: position after the first stone (and the mover) → the partner. */
const partners = new Map<string, number>();
const PARTNERS_KEPT = 256;

/** The index of the stone to play now for the side to move (the game must be going on). */
export async function chooseConnect6Index(game: Connect6, settings: Settings): Promise<number> {
  const b = WindowBoard.of(game);
  const me = colorCode(game.toPlay);
  if (game.stonesLeft === 1) {
    const partner = partners.get(`${me}${b.key()}`);
    if (partner !== undefined && game.isLegalIndex(partner)) return partner;
  }
  const budget = new Budget(settings.timeMs, settings.signal, settings.iterations);
  const plan = await new Planner(b, me, budget, settings.level).plan(game.stonesLeft);
  const [first, second] = plan as [number, number | undefined];
  if (second !== undefined) {
    b.place(first, me);
    remember(`${me}${b.key()}`, second);
  }
  return first;
}

function remember(key: string, partner: number): void {
  partners.delete(key);
  partners.set(key, partner);
  if (partners.size > PARTNERS_KEPT) partners.delete(partners.keys().next().value!);
}

/** One turn's planning for the side `me` on board `b` (left as it was found). */
class Planner {
  private readonly profile;
  constructor(
    private readonly b: WindowBoard,
    private readonly me: number,
    private readonly budget: Budget,
    level: Level,
  ) {
    this.profile = PROFILE[level];
  }

  /** The stones to place this turn, in order (`left` of them, or fewer when one wins). */
  async plan(left: number): Promise<number[]> {
    const { b, me } = this;
    if (b.stones === 0) return [Math.floor(b.t.area / 2)];
    const win = winningPoints(b, me, left);
    if (win) return win;
    const threats = liveWindows(b, 3 - me);
    if (threats.length > 0) return this.block(threats, left);
    if (left === 2) {
      const forced = await this.forcedWin();
      if (forced) return forced;
    }
    return this.bestMove(left, null);
  }

  /** Blocking: every live window of the opponent's is hit, or as many as the stones allow. */
  private async block(threats: number[], left: number): Promise<number[]> {
    const sets = blockingSets(this.b, threats);
    if (sets.length === 0 || sets[0]!.length > left) return greedyBlock(this.b, threats, left);
    if (sets[0]!.length === 2) return this.safest(this.scoreAll(sets));
    return this.bestMove(left, sets.flat());
  }

  /** Threat-space search for a forced win, deepening one turn at a time within part of the budget. */
  private async forcedWin(): Promise<number[] | null> {
    const budget = this.budget.share(0.4);
    const search = new ThreatSearch(this.b, budget);
    for (let depth = 1; depth <= this.profile.attackDepth; depth++) {
      const found = await search.win(this.me, depth);
      if (found) return found;
      if (search.cut) break;
    }
    return null;
  }

  /**
   * The best one or two stones: first stones from `firsts` (or the best points of the
   * relevance zone), second stones from the best points of the zone after the first.
   */
  private async bestMove(left: number, firsts: number[] | null): Promise<number[]> {
    const { b, me, profile } = this;
    const starts = firsts ?? bestPoints(b, this.zone(), me, profile.firsts);
    if (left === 1) return this.safest(this.scoreAll(starts.map((p) => [p])));
    const plans: number[][] = [];
    for (const p of starts) {
      b.place(p, me);
      const seconds = bestPoints(b, this.zone(), me, profile.seconds);
      plans.push(...(seconds.length > 0 ? seconds.map((q) => [p, q]) : [[p]]));
      b.remove(p, me);
      this.budget.spend();
      await this.budget.breathe();
    }
    return this.safest(this.scoreAll(plans));
  }

  /** Relevance zone: the empty points near the stones (every empty point when none is near). */
  private zone(): number[] {
    const near = this.b.zone();
    if (near.length > 0) return near;
    const all: number[] = [];
    for (let p = 0; p < this.b.t.area; p++) if (this.b.cells[p] === 0) all.push(p);
    return all;
  }

  /** Each plan with its value, best first. */
  private scoreAll(plans: number[][]): { plan: number[]; value: number }[] {
    const scored = plans.map((plan) => ({ plan, value: this.withStones(plan, () => this.score()) }));
    return scored.sort((x, y) => y.value - x.value);
  }

  /** Value of the position after my stones: threats I leave (three are a win) plus the window evaluation. */
  private score(): number {
    const threats = threatCount(this.b, liveWindows(this.b, this.me));
    return threats >= 3 ? WON : evaluate(this.b, this.me) + THREAT_BONUS * threats;
  }

  /**
   * The best plan after which the opponent has no live window and, when I leave no
   * threat of mine, no forced win by threat-space search; the best plan when none is safe.
   */
  private async safest(scored: { plan: number[]; value: number }[]): Promise<number[]> {
    const { b, me } = this;
    const budget = this.budget.share(0.9);
    const search = new ThreatSearch(b, budget);
    for (const { plan, value } of scored) {
      if (value >= WON || budget.over) return plan;
      for (const p of plan) b.place(p, me);
      const safe = await this.isSafe(search);
      for (let i = plan.length - 1; i >= 0; i--) b.remove(plan[i]!, me);
      if (safe) return plan;
    }
    return scored[0]!.plan;
  }

  /** Whether the opponent, to move, can neither complete a line now nor force a win by threats. */
  private async isSafe(search: ThreatSearch): Promise<boolean> {
    const { b, me } = this;
    if (liveWindows(b, 3 - me).length > 0) return false;
    if (liveWindows(b, me).length > 0) return true;
    return (await search.win(3 - me, this.profile.defendDepth)) === null;
  }

  /** Runs `look` with my stones of `plan` on the board, then takes them off. */
  private withStones<T>(plan: number[], look: () => T): T {
    for (const p of plan) this.b.place(p, this.me);
    try {
      return look();
    } finally {
      for (let i = plan.length - 1; i >= 0; i--) this.b.remove(plan[i]!, this.me);
    }
  }
}
