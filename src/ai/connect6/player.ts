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
 * judged by alpha-beta deepening until the budget is spent), its best turns checked
 * against the opponent's threat-space search.
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
 * Threat-space depth of each level, in turns: the own forced win looked for, and the
 * opponent's checked against. Checking three turns deep let the club partner in with
 * longer forced wins: 74 of 100 on the clock at 200 ms a call; four turns deep, 85 of
 * 100 (bench:ai --only="19×19 vs club", load average 8 to 11).
 */
const PROFILE: Readonly<Record<Level, { attackDepth: number; defendDepth: number }>> = {
  1: { attackDepth: 1, defendDepth: 2 },
  2: { attackDepth: 2, defendDepth: 2 },
  3: { attackDepth: 4, defendDepth: 4 },
  4: { attackDepth: 4, defendDepth: 4 },
  5: { attackDepth: 5, defendDepth: 4 },
};

/** Shares of the budget: the own threat-space search, then the turn search (the safety check has the rest). */
const ATTACK_SHARE = 0.15;
const SEARCH_SHARE = 0.65;
/** Best turns of the search checked against the opponent's threat-space search (more when it threatens a forced win). */
const CHECKED = 4;
const CHECKED_UNDER_THREAT = 16;
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
    const lines = await this.search(left, false, [...defences, ...preferred.filter((t) => !defences.some((d) => sameTurn(d, t)))]);
    if (lines === null) return greedyBlock(b, liveWindows(b, 3 - me), left);
    // A block, too, must stop what the opponent forces behind the threat it blocks.
    return this.safest(lines, defences.length > 0 || !quiet ? CHECKED_UNDER_THREAT : CHECKED);
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
    const threat = await search.win(them, 2);
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
    const lines = await this.search(left, true, defences);
    return lines ?? [{ turn: greedyBlock(b, liveWindows(b, 3 - me), left), value: -WIN }];
  }

  /**
   * The turn search's lines, best first (each value exact when `exact`); null when the
   * opponent's threats cannot be blocked.
   */
  async search(left: number, exact: boolean, extra: readonly Turn[] = []): Promise<Line[] | null> {
    const search = new TurnSearch(this.b, this.budget.share(SEARCH_SHARE), exact);
    try {
      return await search.run(this.me, left, extra);
    } finally {
      this.stats.nodes += search.nodes;
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
   * a win by threats within `depth` turns (a search cut short proves nothing: false).
   */
  private async isSafe(search: ThreatSearch, turn: Turn, depth: number): Promise<boolean> {
    const { b, me } = this;
    for (const p of turn) b.place(p, me);
    try {
      if (b.liveCount(3 - me) > 0) return false;
      if (b.liveCount(me) > 0) return true;
      return (await search.win(3 - me, depth)) === null && !search.cut;
    } finally {
      for (let i = turn.length - 1; i >= 0; i--) b.remove(turn[i]!, me);
    }
  }

  /**
   * The first of the best lines after which the opponent, to move, can neither complete
   * a line nor force a win by threats (the best line when none is, or it is proven).
   */
  private async safest(lines: Line[], checked: number): Promise<number[]> {
    const best = lines[0]!;
    if (Math.abs(best.value) > PROVEN || lines.length === 1) return [...best.turn];
    const search = new ThreatSearch(this.b, this.budget.share(1));
    const candidates = lines.slice(0, checked).filter((l) => l.value >= -PROVEN);
    // Safe two turns deep (no double-then-triple threat) is required first; safe as deep
    // as the level looks is preferred, and the first such turn is played.
    let fallback = best.turn;
    let shallowFound = false;
    for (const { turn } of candidates) {
      if (this.budget.over) break;
      if (!(await this.isSafe(search, turn, 2))) continue;
      if (!shallowFound) [fallback, shallowFound] = [turn, true];
      if (this.profile.defendDepth <= 2 || (await this.isSafe(search, turn, this.profile.defendDepth))) return [...turn];
    }
    return [...fallback];
  }
}
