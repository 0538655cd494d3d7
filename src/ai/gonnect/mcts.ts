/**
 * Monte Carlo tree search for Gonnect: UCT with RAVE (rapid action value estimation,
 * the all-moves-as-first statistic of Gelly and Silver). Each tree node is a position
 * holding, per legal move, the visit and win counts of that move and its AMAF counts,
 * in typed arrays; a child node is made after a move's first visit.
 */
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import type { Rng } from '../../engine/rng.js';
import { EMPTY } from '../../engine/types.js';
import type { Budget } from '../budget.js';
import { playout, type MoveLog, type Outcome } from './playout.js';
import { PRIOR_WEIGHT, priorRate, replyTo } from './priors.js';

/** RAVE equivalence: the visits at which a move's own rate counts as much as its AMAF rate. */
const RAVE_EQUIVALENCE = 1000;
/** UCB exploration (small: the AMAF statistics already spread the search). */
const EXPLORATION = 0.1;
/** Visits of a move before its position gets a node of its own. */
const EXPAND_AFTER = 2;
/** Iterations between two looks at the clock's slice. */
const CHECK_EVERY = 16;

/** One position of the tree: its moves and their statistics. */
class Node {
  visits = 0;
  readonly n: Float64Array;
  readonly wins: Float64Array;
  readonly raveN: Float64Array;
  readonly raveWins: Float64Array;
  readonly kids: (Node | null)[];

  constructor(
    readonly moves: Int16Array,
    priors: Float64Array,
  ) {
    const k = moves.length;
    this.n = new Float64Array(k);
    this.wins = new Float64Array(k);
    this.raveN = new Float64Array(k).fill(PRIOR_WEIGHT);
    this.raveWins = priors.map((rate) => rate * PRIOR_WEIGHT);
    this.kids = new Array<Node | null>(k).fill(null);
  }

  /** MC-RAVE selection: the move maximizing the blend of its own and AMAF rates, plus a little UCB. */
  select(): number {
    const logN = Math.log(this.visits + 1);
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < this.moves.length; i++) {
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
}

/** A node for the position `b`, with every legal move (or `only`) and its prior. */
function makeNode(b: GonnectPosition, last: number, only: readonly number[] | null): Node {
  const moves: number[] = [];
  if (only) moves.push(...only);
  else for (let i = 0; i < b.emptyCount; i++) if (b.legal(b.emptyCell(i))) moves.push(b.emptyCell(i));
  moves.sort((x, y) => x - y);
  const reply = replyTo(b, last);
  const priors = Float64Array.from(moves, (p) => priorRate(b, p, reply));
  return new Node(Int16Array.from(moves), priors);
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

  /**
   * @param base the root position (not changed; without superko, as `clone` keeps it)
   * @param rootMoves the moves to consider at the root (cells, all legal)
   * @param last the move that led to the root, or -1
   */
  constructor(
    private readonly base: GonnectPosition,
    rootMoves: readonly number[],
    last: number,
    private readonly rng: Rng,
  ) {
    this.root = makeNode(base, last, rootMoves);
    this.work = base.clone();
    this.cap = 2 * base.size * base.size;
    this.log = { moves: new Int16Array(this.cap + 8), length: 0 };
    this.mark = new Uint8Array(base.cellCount);
  }

  /** Runs iterations until the budget is spent, yielding between slices. */
  async run(budget: Budget): Promise<void> {
    while (!budget.over) {
      for (let k = 0; k < CHECK_EVERY && !budget.over; k++) {
        this.iterate();
        budget.spend();
      }
      await budget.breathe();
    }
  }

  /** The root move with the most visits (ties: the better rate), as a cell. */
  best(): number {
    const r = this.root;
    let best = 0;
    for (let i = 1; i < r.moves.length; i++) {
      if (r.n[i]! > r.n[best]! || (r.n[i] === r.n[best] && r.raveWins[i]! / r.raveN[i]! > r.raveWins[best]! / r.raveN[best]!)) best = i;
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
        if (node.n[i]! >= EXPAND_AFTER) node.kids[i] = makeNode(work, move, null);
        break;
      }
      node = node.kids[i];
    }
    const last = log.moves[log.length - 1]!;
    const outcome = work.winner !== EMPTY ? work.winner : playout(work, this.rng, log, last, this.cap - log.length);
    this.update(outcome);
    this.playouts++;
  }

  /** Backs up the outcome: visits and wins along the path, AMAF counts for every move played later. */
  private update(outcome: Outcome): void {
    const { log, mark, path, picks } = this;
    const rootMover = this.base.turn;
    const colorAt = (i: number): number => (i % 2 === 0 ? rootMover : 3 - rootMover);
    const score = (c: number): number => (outcome === 0 ? 0.5 : outcome === c ? 1 : 0);
    // AMAF marks: each point keeps the colour that played it first from the current depth on.
    for (let i = log.length - 1; i >= path.length; i--) mark[log.moves[i]!] = colorAt(i);
    for (let d = path.length - 1; d >= 0; d--) {
      mark[log.moves[d]!] = colorAt(d);
      const node = path[d]!;
      const c = colorAt(d);
      const result = score(c);
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
