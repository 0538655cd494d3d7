/**
 * The anytime Connect6 search: iterative deepening alpha-beta (negamax) over whole turns,
 * one turn deeper each round until the budget is spent, so that more time means a deeper
 * look. The turns of a position come from turns.ts (forced blocks when there are threats,
 * else the best pairs of the relevance zone).
 *
 * Threats steer it like a threat-space search: a turn that leaves the opponent two
 * threats (both stones must block) does not use up depth, so double-threat sequences are
 * followed to their end; three threats are a win; a completed line is a win at once.
 * A transposition table keyed by the Zobrist hash keeps each position's best turn, which
 * the next round tries first.
 *
 * The search yields to the event loop between the turns of the upper plies (where a
 * subtree can take long); the plies below run in one go (a few milliseconds at most).
 */
import type { Budget } from '../budget.js';
import type { WindowBoard } from './board.js';
import { evaluate } from './evaluate.js';
import { liveWindowsThrough, threatCount } from './threats.js';
import { turnsFor, type Breadth, type Turn } from './turns.js';

/** A line of six for sure: a proven win `n` plies ahead scores `WIN - n`. */
export const WIN = 1e7;
/** Values beyond this are proven wins (or, negated, losses). */
export const PROVEN = WIN / 2;

/** Breadth at the root (wide: its choice is the move played) and below it. */
const ROOT: Breadth = { firsts: 12, seconds: 8, turns: 24 };
const INNER: Breadth = { firsts: 8, seconds: 6, turns: 10 };
/** Deepest round, and the most double-threat extensions along one line. */
const MAX_DEPTH = 16;
const MAX_EXTENSIONS = 6;
/** Plies with this much depth left or more yield between their turns. */
const ASYNC_DEPTH = 3;
/** Positions the table keeps before it starts again. */
const TABLE_SIZE = 200_000;

/** A root turn and its value for the side to move (a bound for turns that were cut off). */
export interface Line {
  turn: Turn;
  value: number;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  depth: number;
  value: number;
  flag: typeof EXACT | typeof LOWER | typeof UPPER;
  best: Turn | null;
}

/** A node's turns and state between entering it and leaving it. */
interface Open {
  turns: Turn[];
  depth: number;
  ext: number;
  key: number;
  alpha: number;
}

/** Thrown through the recursion when the budget is spent. */
class OutOfBudget extends Error {}

export class TurnSearch {
  /** Positions searched (the effort counter; the budget counts the same units). */
  nodes = 0;
  /** Deepest round completed, in turns: `3`. */
  depth = 0;
  private readonly table = new Map<number, Entry>();

  /**
   * @param b the board (left as it was found)
   * @param budget time and work (one unit a position)
   * @param exactRoot every root turn gets an exact value (for analysis; slower)
   */
  constructor(
    private readonly b: WindowBoard,
    private budget: Budget,
    private readonly exactRoot = false,
  ) {}

  /**
   * The root turns of `me` (to place `left` stones), best first with their values from
   * the deepest round completed; null when the opponent's threats cannot be blocked.
   * `extra` turns (defences the caller found) are searched first, besides the generated ones.
   */
  async run(me: number, left: number, extra: readonly Turn[] = []): Promise<Line[] | null> {
    const generated = turnsFor(this.b, me, left, ROOT);
    if (generated === null) return null;
    const turns = [...extra, ...generated.filter((t) => !extra.some((e) => sameTurn(e, t)))];
    const lines: Line[] = turns.map((turn) => ({ turn, value: 0 }));
    return turns.length <= 1 ? lines : this.deepen(me, lines, 1);
  }

  /**
   * Searches `turns` alone (root turns the caller kept, best first) deeper than the last
   * round completed, with a new budget and the table of the search so far: the lines best
   * first, or the turns in their order when no deeper round tells them apart.
   */
  async refine(me: number, turns: readonly Turn[], budget: Budget): Promise<Line[]> {
    this.budget = budget;
    return this.deepen(
      me,
      turns.map((turn) => ({ turn, value: 0 })),
      this.depth + 1,
    );
  }

  /** Rounds from depth `from`, one turn deeper each, until the budget is spent or a round settles the root. */
  private async deepen(me: number, lines: Line[], from: number): Promise<Line[]> {
    for (let depth = from; depth <= MAX_DEPTH; depth++) {
      const round = await this.round(me, lines, depth);
      if (round === null) break;
      // A loss is proven only against the turns the search looked at (the defender's
      // among them): when every root turn seems lost, the last round's order is kept,
      // which makes the opponent find the win.
      if (round[0]!.value < -PROVEN && depth > 1) break;
      lines = round;
      this.depth = depth;
      if (lines[0]!.value > PROVEN || this.budget.over) break;
    }
    return lines;
  }

  /** One round at `depth`: every root turn searched in the order of the last round; null when cut short. */
  private async round(me: number, previous: Line[], depth: number): Promise<Line[] | null> {
    const lines: Line[] = [];
    let alpha = -Infinity;
    for (const { turn } of previous) {
      // The opponent's window is (-beta, -alpha) of ours: beta is open at the root.
      const beta = this.exactRoot ? Infinity : -alpha;
      let value: number;
      try {
        value = -(await this.child(me, turn, depth - 1, -Infinity, beta, 1, 0));
      } catch (error) {
        if (!(error instanceof OutOfBudget)) throw error;
        return cutShort(lines, previous);
      }
      lines.push({ turn, value });
      alpha = Math.max(alpha, value);
    }
    return sortLines(lines);
  }

  /** The value for the opponent of `c` after c plays `turn` (the opponent to move). */
  private async child(c: number, turn: Turn, depth: number, alpha: number, beta: number, ply: number, ext: number): Promise<number> {
    this.place(turn, c);
    try {
      return depth >= ASYNC_DEPTH
        ? await this.nodeAsync(3 - c, turn, depth, alpha, beta, ply, ext)
        : this.nodeSync(3 - c, turn, depth, alpha, beta, ply, ext);
    } finally {
      this.remove(turn, c);
    }
  }

  private async nodeAsync(c: number, last: Turn, depth: number, alpha: number, beta: number, ply: number, ext: number): Promise<number> {
    const open = this.enter(c, last, depth, alpha, beta, ply, ext);
    if (typeof open === 'number') return open;
    await this.budget.breathe();
    let best = -Infinity;
    let bestTurn: Turn | null = null;
    for (const turn of open.turns) {
      const value = -(await this.child(c, turn, open.depth - 1, -beta, -Math.max(alpha, best), ply + 1, open.ext));
      if (value > best) {
        best = value;
        bestTurn = turn;
      }
      if (best >= beta) break;
    }
    return this.leave(open, best, bestTurn, beta);
  }

  private nodeSync(c: number, last: Turn, depth: number, alpha: number, beta: number, ply: number, ext: number): number {
    const open = this.enter(c, last, depth, alpha, beta, ply, ext);
    if (typeof open === 'number') return open;
    let best = -Infinity;
    let bestTurn: Turn | null = null;
    for (const turn of open.turns) {
      this.place(turn, c);
      let value: number;
      try {
        value = -this.nodeSync(3 - c, turn, open.depth - 1, -beta, -Math.max(alpha, best), ply + 1, open.ext);
      } finally {
        this.remove(turn, c);
      }
      if (value > best) {
        best = value;
        bestTurn = turn;
      }
      if (best >= beta) break;
    }
    return this.leave(open, best, bestTurn, beta);
  }

  /**
   * A node for `c` to move after the opponent's turn `last`: its value when it is settled
   * here (a line completed, threats that cannot be blocked, a leaf, a table hit), else its
   * turns to search. The opponent's live windows all pass through `last` (any other would
   * have been blocked or won on).
   */
  private enter(c: number, last: Turn, depth: number, alpha: number, beta: number, ply: number, ext: number): number | Open {
    const b = this.b;
    this.nodes++;
    this.budget.spend();
    if ((this.nodes & 15) === 0 && this.budget.over) throw new OutOfBudget();
    if (b.liveCount(c) > 0) return WIN - ply;
    if (b.liveCount(3 - c) > 0) {
      const need = threatCount(b, liveWindowsThrough(b, 3 - c, last));
      if (need >= 3) return -(WIN - ply - 1);
      if (need === 2 && ext < MAX_EXTENSIONS) [depth, ext] = [depth + 1, ext + 1];
    }
    if (depth <= 0) return -evaluate(b, 3 - c);
    const key = b.hash * 2 + c - 1;
    const entry = this.table.get(key);
    if (entry && entry.depth >= depth) {
      if (entry.flag === EXACT) return entry.value;
      if (entry.flag === LOWER && entry.value >= beta) return entry.value;
      if (entry.flag === UPPER && entry.value <= alpha) return entry.value;
    }
    const turns = turnsFor(b, c, 2, INNER);
    if (turns === null) return -(WIN - ply - 1);
    if (turns.length === 0) return -evaluate(b, 3 - c);
    const known = entry?.best;
    if (known) {
      const at = turns.findIndex((t) => sameTurn(t, known));
      if (at > 0) turns.unshift(...turns.splice(at, 1));
    }
    return { turns, depth, ext, key, alpha };
  }

  /** Stores a node's value in the table and returns it. */
  private leave(open: Open, best: number, bestTurn: Turn | null, beta: number): number {
    if (this.table.size >= TABLE_SIZE) this.table.clear();
    const flag = best <= open.alpha ? UPPER : best >= beta ? LOWER : EXACT;
    this.table.set(open.key, { depth: open.depth, value: best, flag, best: bestTurn });
    return best;
  }

  private place(turn: Turn, c: number): void {
    for (const p of turn) this.b.place(p, c);
  }

  private remove(turn: Turn, c: number): void {
    for (let i = turn.length - 1; i >= 0; i--) this.b.remove(turn[i]!, c);
  }
}

/**
 * A round cut short counts only when a turn searched after the first (the last round's
 * best) proved better at the new depth: then the lines searched lead, the rest follow.
 */
function cutShort(lines: Line[], previous: Line[]): Line[] | null {
  if (lines.length < 2 || !lines.some((l) => l.value > lines[0]!.value)) return null;
  const searched = new Set(lines.map((l) => l.turn));
  return [...sortLines(lines), ...previous.filter((l) => !searched.has(l.turn))];
}

/** Whether two turns place the same stones. */
export function sameTurn(x: Turn, y: Turn): boolean {
  return x.length === y.length && x.every((p) => y.includes(p));
}

/** Lines best first (a stable sort: equal values keep the order they were searched in). */
function sortLines(lines: Line[]): Line[] {
  return lines.sort((x, y) => y.value - x.value);
}
