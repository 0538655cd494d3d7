/**
 * The Connect6 computer player. Each call places one stone; the turn's pair is planned on
 * the first call and the partner is remembered, keyed by the position, for the second.
 * The second call has its own time and searches again, one stone deeper with the first
 * placed, the planned partner first among the stones (before, it played the partner at
 * once, and a player given 200 ms a call thought about 50 on average).
 *
 * Order of concerns: win this turn; else, when the opponent's threats are more than the
 * turn's stones can block, block as many as they can; else a forced win by threat-space
 * search; else the anytime turn search (search.ts: forced blocks when threatened, pairs
 * judged by alpha-beta deepening until its share of the budget is spent), its best turns
 * checked against the opponent's threat-space search ever deeper while time is left, and
 * the time still left searching the turns found safe one round deeper each time. A call
 * uses its whole time unless the answer is forced: a win, a single block, or a single
 * turn found safe.
 */
import type { Connect6 } from '../../engine/connect6.js';
import { colorCode } from '../../engine/types.js';
import { Budget } from '../budget.js';
import type { Level, Settings } from '../options.js';
import { WindowBoard } from './board.js';
import { bestPoints, pointsInWindows } from './evaluate.js';
import { PROVEN, sameTurn, TurnSearch, WIN, type Line } from './search.js';
import type { Suggestion } from '../analysis.js';
import { zone, type Turn } from './turns.js';
import { greedyBlock, liveWindows, winningPoints } from './threats.js';
import { ThreatSearch } from './tss.js';

/**
 * Threat-space depths of each level, in turns: the own forced win looked for, the
 * opponent's looked for before the search (its points then become defences), and the
 * depths the best turns are checked at against the opponent's forced wins, deeper while
 * time is left. The club partner's wins came from forced sequences up to eight turns long
 * (bench/ai/losses.ts and a deeper check of the lost games); checked four turns deep, the
 * player won 85 of 100 on the clock at 200 ms a call, and with the checks to eight, 95 of
 * 100 (bench:ai --only="19×19 vs club" --games=200, both colours).
 */
const PROFILE: Readonly<Record<Level, { attackDepth: number; threatDepth: number; defendDepths: readonly number[] }>> = {
  1: { attackDepth: 1, threatDepth: 2, defendDepths: [2] },
  2: { attackDepth: 2, threatDepth: 2, defendDepths: [2] },
  3: { attackDepth: 4, threatDepth: 4, defendDepths: [2, 4, 6, 8] },
  4: { attackDepth: 4, threatDepth: 4, defendDepths: [2, 4, 6, 8] },
  5: { attackDepth: 5, threatDepth: 4, defendDepths: [2, 4, 6, 8] },
};

/**
 * Shares of the budget: the own threat-space search, then the turn search; the safety
 * check has the rest, and what it leaves searches the safe turns deeper. The second
 * stone of a quiet turn has its partner planned already, and its time goes to the
 * check: with 0.5 of it to the search, a check eight turns deep had no time to run.
 */
const ATTACK_SHARE = 0.15;
const SEARCH_SHARE = 0.3;
const SECOND_STONE_SEARCH_SHARE = 0.1;
/** Best turns of the search checked against the opponent's threat-space search (more when it threatens a forced win). */
const CHECKED = 8;
const CHECKED_UNDER_THREAT = 16;
/** Turns kept safe at each depth of the check (the time left then searches them deeper). */
const SAFE_KEPT = 3;
/** Share of the budget for looking for the opponent's forced win, and the points a defence is made of. */
const THREAT_SHARE = 0.1;
const DEFENCE_POINTS = 8;

/** Planned second stones: position after the first stone (and the mover) → the partner. */
const partners = new Map<string, number>();
const PARTNERS_KEPT = 256;

/** The index of the stone to play now for the side to move (the game must be going on). */
export async function chooseConnect6Index(game: Connect6, settings: Settings): Promise<number> {
  const b = WindowBoard.of(game);
  const me = colorCode(game.toPlay);
  const planner = new Planner(b, me, new Budget(settings.timeMs, settings.signal, settings.iterations), settings.level);
  let preferred: Turn[] = [];
  if (game.stonesLeft === 1) {
    const partner = partners.get(`${me}${b.key()}`);
    if (partner !== undefined && game.isLegalIndex(partner)) preferred = [[partner]];
  }
  const [first, second] = (await planner.plan(game.stonesLeft, preferred)) as [number, number | undefined];
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

/** A Connect6 analysis: the best `count` turns for the side to move, each with its proof or score. */
export async function analyzeConnect6(game: Connect6, settings: Settings, count: number): Promise<Suggestion[]> {
  const me = colorCode(game.toPlay);
  const planner = new Planner(WindowBoard.of(game), me, new Budget(settings.timeMs, settings.signal, settings.iterations), settings.level);
  const lines = await planner.lines(game.stonesLeft);
  return lines.slice(0, count).map(({ turn, value }) => {
    const [move, partner] = turn.map((p) => game.pointAt(p));
    const estimate: Pick<Suggestion, 'proven' | 'score'> =
      value > PROVEN ? { proven: 'win' } : value < -PROVEN ? { proven: 'loss' } : { score: Math.round(value) };
    return { move: move!, ...(partner !== undefined && { partner }), ...estimate };
  });
}

/** What a plan cost: positions searched by the turn search and its deepest round. */
export interface PlanStats {
  /** Positions the turn search visited: `5120`. */
  nodes: number;
  /** Deepest round completed, in turns: `3`. */
  depth: number;
}

/** One turn's planning for the side `me` on board `b` (left as it was found). */
export class Planner {
  private readonly profile;
  readonly stats: PlanStats = { nodes: 0, depth: 0 };

  constructor(
    private readonly b: WindowBoard,
    private readonly me: number,
    private readonly budget: Budget,
    level: Level,
  ) {
    this.profile = PROFILE[level];
  }

  /**
   * The stones to place this turn, in order (`left` of them, or fewer when one wins);
   * `preferred` turns (the planned partner of the turn's first stone) are searched first.
   */
  async plan(left: number, preferred: readonly Turn[] = []): Promise<number[]> {
    const { b, me } = this;
    if (b.stones === 0) return [Math.floor(b.t.area / 2)];
    const win = winningPoints(b, me, left);
    if (win) return win;
    const quiet = b.liveCount(3 - me) === 0;
    if (left === 2 && quiet) {
      const forced = await this.forcedWin();
      if (forced) return forced;
    }
    const defences = quiet ? await this.defences(left) : [];
    const extra = [...defences, ...preferred.filter((t) => !defences.some((d) => sameTurn(d, t)))];
    const search = new TurnSearch(b, this.budget.share(left === 1 && quiet ? SECOND_STONE_SEARCH_SHARE : SEARCH_SHARE));
    const lines = await this.counted(search, search.run(me, left, extra));
    if (lines === null) return greedyBlock(b, liveWindows(b, 3 - me), left);
    // A block, too, must stop what the opponent forces behind the threat it blocks.
    const safe = await this.safest(lines, defences.length > 0 || !quiet ? CHECKED_UNDER_THREAT : CHECKED);
    if (safe.length === 1 || this.budget.over) return [...safe[0]!];
    // More than one turn is as safe as the check could tell: the time left searches them deeper.
    const refined = await this.counted(search, search.refine(me, safe, this.budget.share(1)));
    return [...refined[0]!.turn];
  }

  /**
   * When the opponent, were it to move now, would have a forced win by threats: turns
   * made of the points that can stop it (its winning pair and the points of its windows
   * of three or more), best first; else none.
   */
  private async defences(left: number): Promise<Turn[]> {
    const { b, me } = this;
    const them = 3 - me;
    const search = new ThreatSearch(b, this.budget.share(THREAT_SHARE));
    let threat: number[] | null = null;
    for (let depth = 2; depth <= this.profile.threatDepth && !threat && !search.cut; depth++) threat = await search.win(them, depth);
    if (!threat) return [];
    const points = bestPoints(b, [...new Set([...threat, ...pointsInWindows(b, them, 3)])], me, DEFENCE_POINTS);
    if (left === 1) return points.map((p) => [p]);
    const around = bestPoints(b, zone(b), me, DEFENCE_POINTS);
    const turns: Turn[] = [];
    for (const p of points)
      for (const q of [...points, ...around]) if (p !== q && !turns.some((t) => sameTurn(t, [p, q]))) turns.push([p, q]);
    return turns;
  }

  /** Every turn worth showing, best first, with exact values (for analysis). */
  async lines(left: number): Promise<Line[]> {
    const { b, me } = this;
    if (b.stones === 0) return [{ turn: [Math.floor(b.t.area / 2)], value: 0 }];
    const win = winningPoints(b, me, left);
    if (win) return [{ turn: win, value: WIN }];
    const defences = b.liveCount(3 - me) === 0 ? await this.defences(left) : [];
    // Every root turn gets an exact value, and the whole time left goes to the search.
    const search = new TurnSearch(b, this.budget.share(1), true);
    const lines = await this.counted(search, search.run(me, left, defences));
    return lines ?? [{ turn: greedyBlock(b, liveWindows(b, 3 - me), left), value: -WIN }];
  }

  /** The result of a turn search's `work`, its effort counted in the plan's stats. */
  private async counted<T>(search: TurnSearch, work: Promise<T>): Promise<T> {
    try {
      return await work;
    } finally {
      this.stats.nodes = search.nodes;
      this.stats.depth = search.depth;
    }
  }

  /** Threat-space search for a forced win, deepening one turn at a time within part of the budget. */
  private async forcedWin(): Promise<number[] | null> {
    const search = new ThreatSearch(this.b, this.budget.share(ATTACK_SHARE));
    for (let depth = 1; depth <= this.profile.attackDepth; depth++) {
      const found = await search.win(this.me, depth);
      if (found) return found;
      if (search.cut) break;
    }
    return null;
  }

  /**
   * Whether after my `turn` the opponent, to move, can neither complete a line nor force
   * a win by threats within `depth` turns; null when the search was cut short (which
   * proves nothing).
   */
  private async isSafe(search: ThreatSearch, turn: Turn, depth: number): Promise<boolean | null> {
    const { b, me } = this;
    for (const p of turn) b.place(p, me);
    try {
      if (b.liveCount(3 - me) > 0) return false;
      if (b.liveCount(me) > 0) return true;
      const win = await search.win(3 - me, depth);
      return search.cut ? null : win === null;
    } finally {
      for (let i = turn.length - 1; i >= 0; i--) b.remove(turn[i]!, me);
    }
  }

  /**
   * The turns to play among the best lines, the first of them best: the lines are checked
   * against the opponent's threat-space search ever deeper (the level's {@link PROFILE}
   * depths) while time is left, and the first {@link SAFE_KEPT} turns found safe at the
   * deepest depth reached are kept, in the order of the lines. At each depth the lines
   * are walked in order and each checked at every depth up to it, so that a turn
   * further down is reached only when those before it fail. The best line alone when it
   * is proven, alone, or when no turn is safe even at the first depth.
   */
  private async safest(lines: Line[], checked: number): Promise<Turn[]> {
    const best = lines[0]!;
    if (Math.abs(best.value) > PROVEN || lines.length === 1) return [best.turn];
    const search = new ThreatSearch(this.b, this.budget.share(1));
    const depths = this.profile.defendDepths;
    const candidates = lines
      .slice(0, checked)
      .filter((l) => l.value >= -PROVEN)
      .map((l) => ({ turn: l.turn, safeTo: -1, failed: false }));
    let kept: Turn[] = [best.turn];
    for (let level = 0; level < depths.length; level++) {
      const deeper: Turn[] = [];
      let cut = false;
      for (const candidate of candidates) {
        // Checked at each depth up to this one, stopping at the first it fails.
        while (!candidate.failed && candidate.safeTo < level) {
          const verdict = this.budget.over ? null : await this.isSafe(search, candidate.turn, depths[candidate.safeTo + 1]!);
          if (verdict === null) {
            cut = true;
            break;
          }
          if (verdict) candidate.safeTo++;
          else candidate.failed = true;
        }
        if (cut) break;
        if (candidate.safeTo >= level) deeper.push(candidate.turn);
        if (deeper.length === SAFE_KEPT) break;
      }
      if (deeper.length === 0) break;
      kept = deeper;
      if (cut || deeper.length === 1) break;
    }
    return kept;
  }
}
