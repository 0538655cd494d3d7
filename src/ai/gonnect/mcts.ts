/**
 * Monte Carlo tree search for Gonnect: UCT with RAVE (rapid action value estimation,
 * the all-moves-as-first statistic of Gelly and Silver). Each tree node is a position
 * holding, per legal move, the visit and win counts of that move and its AMAF counts,
 * in typed arrays; a child node is made after a move's first visits.
 *
 * A small solver rides on the tree: a node whose side to move connects at once always
 * plays that move (`winning`), so the move that led to it is a proven loss for the parent
 * (`lost`), and a node whose moves are all lost makes the parent's move into it a win.
 * Selection skips lost moves while any other is left.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import type { Rng } from '../../engine/rng.js';
import { EMPTY, opponentCode } from '../../engine/types.js';
import type { Budget } from '../budget.js';
import { playout, type MoveLog, type Outcome } from './playout.js';
import { PRIOR_WEIGHT, priorRate, replyTo } from './priors.js';
import { connectsAt } from './tactics.js';

/** RAVE equivalence: the visits at which a move's own rate counts as much as its AMAF rate. */
const RAVE_EQUIVALENCE = 1000;
/**
 * UCB exploration (small: the AMAF statistics and the priors already spread the search).
 * At 2,000 playouts a move against the RAVE partner (bench:ai --fixed
 * --gonnect-per-ms=10 --rave-per-ms=10, 40 games): 0.05 won 30, 0.1 won 24, and the
 * partner's settings (0.25, equivalence 800, a node after one visit) 5 of the first 16.
 */
const EXPLORATION = 0.05;
/** Visits of a move before its position gets a node of its own. */
const EXPAND_AFTER = 2;
/** Iterations between two looks at the clock's slice. */
const CHECK_EVERY = 16;

/** One position of the tree: its moves and their statistics. */
export class Node {
  visits = 0;
  readonly n: Float64Array;
  readonly wins: Float64Array;
  readonly raveN: Float64Array;
  readonly raveWins: Float64Array;
  readonly kids: (Node | null)[];
  /** The index of a move proven to win (connecting at once, or into a lost node), or -1. */
  winning = -1;
  /** Moves proven to lose (1), and how many. */
  readonly lost: Uint8Array;
  lostCount = 0;

  constructor(
    readonly moves: Int16Array,
    priors: Float64Array,
  ) {
    const k = moves.length;
    this.lost = new Uint8Array(k);
    this.n = new Float64Array(k);
    this.wins = new Float64Array(k);
    this.raveN = new Float64Array(k).fill(PRIOR_WEIGHT);
    this.raveWins = priors.map((rate) => rate * PRIOR_WEIGHT);
    this.kids = new Array<Node | null>(k).fill(null);
  }

  /** MC-RAVE selection: the move maximizing the blend of its own and AMAF rates, plus a little UCB. */
  select(): number {
    if (this.winning >= 0) return this.winning;
    const skipLost = this.lostCount < this.moves.length;
    const logN = Math.log(this.visits + 1);
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < this.moves.length; i++) {
      if (skipLost && this.lost[i]) continue;
      const n = this.n[i]!;
      const rn = this.raveN[i]!;
      const beta = rn / (rn + n + (rn * n) / RAVE_EQUIVALENCE);
      const own = n > 0 ? this.wins[i]! / n : 0;
      const value = (1 - beta) * own + (beta * this.raveWins[i]!) / rn + EXPLORATION * Math.sqrt(logN / (n + 1));
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  /** Marks move `i` lost; true when every move now is (the node is lost for its mover). */
  markLost(i: number): boolean {
    if (!this.lost[i]) {
      this.lost[i] = 1;
      this.lostCount++;
    }
    return this.lostCount === this.moves.length;
  }
}

/** A node for the position `b`, with every legal move (or `only`) and its prior. */
function makeNode(b: GonnectPosition, last: number, only: readonly number[] | null): Node {
  let moves: number[] = [];
  if (only) moves.push(...only);
  else for (let i = 0; i < b.emptyCount; i++) if (b.legal(b.emptyCell(i))) moves.push(b.emptyCell(i));
  if (!only) moves = mustPlay(b, moves) ?? moves;
  moves.sort((x, y) => x - y);
  const reply = replyTo(b, last);
  const priors = Float64Array.from(moves, (p) => priorRate(b, p, reply));
  const node = new Node(Int16Array.from(moves), priors);
  for (let i = 0; i < moves.length && node.winning < 0; i++) if (connectsAt(b, moves[i]!)) node.winning = i;
  return node;
}

/**
 * When the opponent of the side to move threatens to connect at exactly one point, the side
 * to move cannot connect first and may play there: that point alone (every other move
 * loses at once, and the tree need not learn that move by move: the chains that would
 * join there all have it as a liberty, so no capture elsewhere breaks them); else null.
 */
export function mustPlay(b: GonnectPosition, moves: readonly number[]): number[] | null {
  const me = b.turn;
  const them = opponentCode(me);
  let threat = -1;
  for (let i = 0; i < b.emptyCount; i++) {
    const p = b.emptyCell(i);
    if (!connectsAt(b, p, them)) continue;
    if (threat >= 0) return null; // two threats: lost, unless one move stops both; the solver finds out
    threat = p;
  }
  if (threat < 0 || !moves.includes(threat)) return null;
  for (const p of moves) if (connectsAt(b, p, me)) return null;
  return [threat];
}

/** The search from one root position. */
export class Mcts {
  private readonly root: Node;
  private readonly work: GonnectPosition;
  private readonly log: MoveLog;
  private readonly mark: Uint8Array;
  private readonly path: Node[] = [];
  private readonly picks: number[] = [];
  private readonly cap: number;
  /** Playouts run so far. */
  playouts = 0;

  /** Visits of the root, those of a reused tree included. */
  get visits(): number {
    return this.root.visits;
  }

  /**
   * @param base the root position (not changed; without superko, as `clone` keeps it)
   * @param rootMoves the moves to consider at the root (cells, all legal)
   * @param last the move that led to the root, or -1
   * @param root a node of an earlier search for this very position with exactly these
   *   moves, to go on with (tree reuse), or null for a new tree
   */
  constructor(
    private readonly base: GonnectPosition,
    rootMoves: readonly number[],
    last: number,
    private readonly rng: Rng,
    root: Node | null = null,
  ) {
    this.root = root ?? makeNode(base, last, rootMoves);
    this.work = base.clone();
    this.cap = 2 * base.size * base.size;
    this.log = { moves: new Int16Array(this.cap + 8), length: 0 };
    this.mark = new Uint8Array(base.cellCount);
  }

  /**
   * The node the tree holds for the position after `cells` are played from the root, if it
   * has one with exactly the moves `moves` (sorted cells), else null.
   */
  subtree(cells: readonly number[], moves: readonly number[]): Node | null {
    let node: Node | null = this.root;
    for (const cell of cells) {
      const i: number = node ? node.moves.indexOf(cell) : -1;
      node = i >= 0 ? node!.kids[i]! : null;
    }
    if (!node || node.moves.length !== moves.length) return null;
    return node.moves.every((cell, i) => cell === moves[i]) ? node : null;
  }

  /** Runs iterations until the budget is spent or `stop` says so (asked between slices), yielding between slices. */
  async run(budget: Budget, stop?: (search: Mcts) => boolean): Promise<void> {
    while (!budget.over) {
      for (let k = 0; k < CHECK_EVERY && !budget.over; k++) {
        this.iterate();
        budget.spend();
      }
      if (stop?.(this)) return;
      await budget.breathe();
    }
  }

  /**
   * How settled the root's choice is: the visits of the two most visited moves not proven
   * lost; `decided` when a move is proven to win or at most one is left; `open` when the
   * runner-up is close (0.6 of the visits) or, well visited (0.3), has the better rate.
   */
  margin(): { first: number; second: number; decided: boolean; open: boolean } {
    const r = this.root;
    let a = -1;
    let b = -1;
    for (let i = 0; i < r.moves.length; i++) {
      if (r.lost[i]) continue;
      if (a < 0 || r.n[i]! > r.n[a]!) [a, b] = [i, a];
      else if (b < 0 || r.n[i]! > r.n[b]!) b = i;
    }
    if (r.winning >= 0 || b < 0) return { first: 0, second: 0, decided: true, open: false };
    const first = r.n[a]!;
    const second = r.n[b]!;
    const better = second > 0 && first > 0 && r.wins[b]! / second > r.wins[a]! / first;
    return { first, second, decided: false, open: second > 0.6 * first || (better && second > 0.3 * first) };
  }

  /** The root move with the most visits (ties: the better rate), as a cell; a proven win first, a proven loss last. */
  best(): number {
    const r = this.root;
    if (r.winning >= 0) return r.moves[r.winning]!;
    let best = 0;
    for (let i = 1; i < r.moves.length; i++) {
      if (r.lost[best] && !r.lost[i]) best = i;
      else if (r.lost[i] && !r.lost[best]) continue;
      else if (r.n[i]! > r.n[best]! || (r.n[i] === r.n[best] && r.raveWins[i]! / r.raveN[i]! > r.raveWins[best]! / r.raveN[best]!))
        best = i;
    }
    return r.moves[best]!;
  }

  /**
   * The root moves ranked by visits (most first), each with its visits and its win rate
   * for the side to move (the AMAF rate while it has no visit of its own).
   */
  ranking(): { cell: number; visits: number; winRate: number }[] {
    const r = this.root;
    const rows = Array.from(r.moves, (cell, i) => ({
      cell,
      visits: r.n[i]!,
      winRate: r.n[i]! > 0 ? r.wins[i]! / r.n[i]! : r.raveWins[i]! / r.raveN[i]!,
    }));
    return rows.sort((x, y) => y.visits - x.visits || y.winRate - x.winRate);
  }

  /** One iteration: selection and expansion down the tree, a playout, then the update. */
  iterate(): void {
    const { work, log, path, picks } = this;
    work.copyFrom(this.base);
    log.length = 0;
    path.length = 0;
    picks.length = 0;
    let node: Node | null = this.root;
    while (node) {
      const i = node.select();
      path.push(node);
      picks.push(i);
      const move = node.moves[i]!;
      work.put(move);
      log.moves[log.length++] = move;
      if (work.winner !== EMPTY) break;
      if (!node.kids[i]) {
        if (node.n[i]! >= EXPAND_AFTER) {
          const kid = makeNode(work, move, null);
          node.kids[i] = kid;
          if (kid.winning >= 0) this.proveLost(path.length - 1);
        }
        break;
      }
      node = node.kids[i];
    }
    const last = log.moves[log.length - 1]!;
    const outcome = work.winner !== EMPTY ? work.winner : playout(work, this.rng, log, last, this.cap - log.length);
    this.update(outcome);
    this.playouts++;
  }

  /**
   * The move picked at depth `d` of the current path is a proven loss; when that leaves
   * its node without a move that is not, the move into that node is a proven win, which
   * makes the move before it a proven loss, and so on up the path.
   */
  private proveLost(d: number): void {
    const { path, picks } = this;
    while (d >= 0 && path[d]!.markLost(picks[d]!)) {
      if (d === 0) return; // the root is lost: the least bad move is still chosen by visits
      path[d - 1]!.winning = picks[d - 1]!;
      d -= 2;
    }
  }

  /** Backs up the outcome: visits and wins along the path, AMAF counts for every move played later. */
  private update(outcome: Outcome): void {
    const { log, mark, path, picks } = this;
    const rootMover = this.base.turn;
    // (No helper closures here: under tsx each closure made costs a naming call.)
    // AMAF marks: each point keeps the colour that played it first from the current depth on.
    for (let i = log.length - 1; i >= path.length; i--) mark[log.moves[i]!] = i % 2 === 0 ? rootMover : 3 - rootMover;
    for (let d = path.length - 1; d >= 0; d--) {
      const c = d % 2 === 0 ? rootMover : 3 - rootMover;
      mark[log.moves[d]!] = c;
      const node = path[d]!;
      const result = outcome === 0 ? 0.5 : outcome === c ? 1 : 0;
      const i = picks[d]!;
      node.visits++;
      node.n[i]++;
      node.wins[i] += result;
      for (let j = 0; j < node.moves.length; j++) {
        if (mark[node.moves[j]!] !== c) continue;
        node.raveN[j]++;
        node.raveWins[j] += result;
      }
    }
    for (let i = 0; i < log.length; i++) mark[log.moves[i]!] = 0;
  }
}
