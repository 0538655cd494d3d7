/**
 * A Gonnect sparring partner for `npm run bench:ai`, written apart from the player (it
 * uses only the engine's public position): UCT with RAVE (all-moves-as-first), expansion
 * priors, a connection-aware playout and a shallow solver.
 *
 * - Priors: moves next to stones, captures, saving a chain in atari, joining two chains,
 *   and a chain reaching an edge it has not reached yet.
 * - Playouts: capture a chain in atari next to the last move, save one's own, answer a
 *   bridge intrusion (a stone played between two of ours that touch diagonally), never
 *   fill one's own eye (an empty point whose four neighbours are ours or the border).
 * - Solver: a one-move connection is a proven win; a move that leaves the opponent one
 *   is a proven loss and is not chosen while another move is left.
 * - Tree reuse: the tree of its last move is kept, and when the game goes on from it (its
 *   own move and the opponent's answer) the node of the new position, visits and all,
 *   becomes the root.
 *
 * Effort: a fixed number of playouts (`new GonnectRave(playouts, seed)`, a match that
 * replays), or the clock (`GonnectRave.onClock(ms, seed)`: playouts until `ms` of wall
 * time have passed since `choose` was called, the time checked every 8 playouts).
 */
import type { Gonnect } from '../../src/engine/gonnect.js';
import type { GonnectPosition } from '../../src/engine/gonnect/position.js';
import { Rng } from '../../src/engine/rng.js';
import { BORDER, EMPTY } from '../../src/engine/types.js';

/** RAVE equivalence: the visits at which a move's own rate weighs as much as its AMAF rate. */
const RAVE_K = 800;
const UCB_C = 0.25;
const PRIOR_N = 10;
const EXPAND_AFTER = 1;

/** Edge bits of a cell from its border neighbours: bottom 1, top 2, left 4, right 8 (as the engine's chains). */
function cellEdges(b: GonnectPosition, p: number): number {
  const w = b.stride;
  return (
    (b.stoneAt(p - w) === BORDER ? 1 : 0) |
    (b.stoneAt(p + w) === BORDER ? 2 : 0) |
    (b.stoneAt(p - 1) === BORDER ? 4 : 0) |
    (b.stoneAt(p + 1) === BORDER ? 8 : 0)
  );
}

const connects = (mask: number): boolean => (mask & 3) === 3 || (mask & 12) === 12;

/** Whether the side to move connects by playing at `p` (a legal empty cell). */
function winsAt(b: GonnectPosition, p: number): boolean {
  const me = b.turn;
  let mask = cellEdges(b, p);
  for (const n of [p - b.stride, p + 1, p + b.stride, p - 1]) if (b.stoneAt(n) === me) mask |= b.edgesOf(b.chainOf(n));
  return connects(mask) && b.legal(p);
}

/** Whether `p` is an eye of the side to move: every neighbour is its stone or the border. */
function ownEye(b: GonnectPosition, p: number): boolean {
  const me = b.turn;
  for (const n of [p - b.stride, p + 1, p + b.stride, p - 1]) {
    const s = b.stoneAt(n);
    if (s !== me && s !== BORDER) return false;
  }
  return true;
}

/** The prior win rate of a move at `p` for the side to move. */
function prior(b: GonnectPosition, p: number): number {
  const me = b.turn;
  let rate = 0.4;
  let touches = false;
  const chains: number[] = [];
  const edges = cellEdges(b, p);
  for (const n of [p - b.stride, p + 1, p + b.stride, p - 1]) {
    const s = b.stoneAt(n);
    if (s === EMPTY || s === BORDER) continue;
    touches = true;
    const chain = b.chainOf(n);
    if (b.atariPoint(chain) === p) rate += s === me ? 0.25 : 0.3;
    if (s === me) {
      if (!chains.includes(chain)) chains.push(chain);
      if (edges & ~b.edgesOf(chain)) rate += 0.15;
    }
  }
  if (chains.length >= 2) rate += 0.2;
  if (touches) rate += 0.1;
  else if (ownEye(b, p)) rate -= 0.3;
  return Math.max(0.02, Math.min(0.98, rate));
}

class Node {
  visits = 0;
  /** A move that connects at once (the mover has won), or -1. */
  readonly winning: number = -1;
  readonly n: Float64Array;
  readonly w: Float64Array;
  readonly rn: Float64Array;
  readonly rw: Float64Array;
  readonly kids: (Node | null)[];
  /** Moves proven to lose (the opponent then connects at once). */
  readonly lost: Uint8Array;

  constructor(
    b: GonnectPosition,
    readonly moves: Int16Array,
  ) {
    const k = moves.length;
    this.n = new Float64Array(k);
    this.w = new Float64Array(k);
    this.rn = new Float64Array(k).fill(PRIOR_N);
    this.rw = Float64Array.from(moves, (p) => prior(b, p) * PRIOR_N);
    this.kids = new Array<Node | null>(k).fill(null);
    this.lost = new Uint8Array(k);
    for (let i = 0; i < k && this.winning < 0; i++) if (winsAt(b, moves[i]!)) this.winning = i;
  }

  select(): number {
    if (this.winning >= 0) return this.winning;
    const log = Math.log(this.visits + 1);
    let best = -1;
    let bestValue = -Infinity;
    for (let i = 0; i < this.moves.length; i++) {
      if (this.lost[i]) continue;
      const n = this.n[i]!;
      const rn = this.rn[i]!;
      const beta = rn / (rn + n + (rn * n) / RAVE_K);
      const value = (1 - beta) * (n > 0 ? this.w[i]! / n : 0) + (beta * this.rw[i]!) / rn + UCB_C * Math.sqrt(log / (n + 1));
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best < 0 ? 0 : best;
  }
}

function legalMoves(b: GonnectPosition): Int16Array {
  const out: number[] = [];
  for (let i = 0; i < b.emptyCount; i++) if (b.legal(b.emptyCell(i))) out.push(b.emptyCell(i));
  return Int16Array.from(out);
}

/** The playout's answer to the last move at `last`, or -1. */
function localAnswer(b: GonnectPosition, last: number): number {
  const me = b.turn;
  const w = b.stride;
  const steps = [-w, 1, w, -1];
  const lastChain = b.chainOf(last);
  const take = b.atariPoint(lastChain);
  if (take >= 0 && b.legal(take)) return take;
  for (let k = 0; k < 4; k++) {
    const n = last + steps[k]!;
    const s = b.stoneAt(n);
    if (s === 3 - me) {
      const lib = b.atariPoint(b.chainOf(n));
      if (lib >= 0 && b.legal(lib)) return lib;
    } else if (s === me) {
      const lib = b.atariPoint(b.chainOf(n));
      if (lib >= 0 && b.legal(lib)) return lib;
      const m = last + steps[(k + 1) & 3]!;
      const corner = n + steps[(k + 1) & 3]!;
      if (b.stoneAt(m) === me && b.stoneAt(corner) === EMPTY && b.chainOf(m) !== b.chainOf(n) && b.legal(corner)) return corner;
    }
  }
  return -1;
}

/** A random legal move that does not fill the mover's own eye (an eye only when nothing else is found). */
function randomMove(b: GonnectPosition, rng: Rng): number {
  let fallback = -1;
  for (let tries = 0; tries < 8; tries++) {
    const index = b.randomLegalMove(rng);
    if (index < 0) return -1;
    const p = b.cellOf(index);
    if (!ownEye(b, p)) return p;
    fallback = p;
  }
  return fallback;
}

/** The sparring partner: `new GonnectRave(playouts, seed).choose(game)`, or `GonnectRave.onClock(200, seed)`. */
export class GonnectRave {
  private readonly rng: Rng;
  /** Playouts run so far (the effort counter). */
  playouts = 0;
  /** Root visits carried over from the previous move's tree, summed over the moves (tree reuse at work). */
  reusedVisits = 0;
  private mark = new Uint8Array(0);
  /** The last search's root and the game's moves at that point, to go on with. */
  private kept: { moves: readonly string[]; root: Node } | null = null;

  /**
   * @param budget playouts a move (with `timeMs`, only a cap)
   * @param timeMs wall time a move (Infinity: the playouts alone decide)
   */
  constructor(
    private readonly budget: number,
    seed: number,
    private readonly timeMs = Infinity,
  ) {
    this.rng = new Rng(seed);
  }

  /** A partner that thinks `timeMs` of wall time a move. */
  static onClock(timeMs: number, seed: number): GonnectRave {
    return new GonnectRave(Infinity, seed, timeMs);
  }

  choose(game: Gonnect): string {
    const end = performance.now() + this.timeMs;
    const base = game.copyPosition(false);
    if (this.mark.length !== base.cellCount) this.mark = new Uint8Array(base.cellCount);
    const root = this.reuse(game, base) ?? new Node(base, legalMoves(base));
    this.reusedVisits += root.visits;
    this.kept = { moves: game.moves, root };
    if (root.winning >= 0) return game.pointAt(base.indexAt(root.moves[root.winning]!));
    const work = base.clone();
    const cap = 2 * base.size * base.size;
    const played = new Int16Array(cap + 8);
    const path: Node[] = [];
    const picks: number[] = [];
    for (let k = 0; k < this.budget; k++) {
      if ((k & 7) === 0 && performance.now() >= end) break;
      this.iterate(base, work, root, played, path, picks, cap);
    }
    let best = -1;
    for (let i = 0; i < root.moves.length; i++) if (!root.lost[i] && (best < 0 || root.n[i]! > root.n[best]!)) best = i;
    return game.pointAt(base.indexAt(root.moves[Math.max(0, best)]!));
  }

  /** The kept tree's node for the game's position, when the game went on from the kept search's position. */
  private reuse(game: Gonnect, base: GonnectPosition): Node | null {
    const kept = this.kept;
    const now = game.moves;
    if (!kept || now.length <= kept.moves.length || kept.moves.some((move, i) => now[i] !== move)) return null;
    let node: Node | null = kept.root;
    for (const point of now.slice(kept.moves.length)) {
      if (point === 'swap' || !node) return null;
      const i = node.moves.indexOf(base.cellOf(game.indexOf(point)));
      node = i >= 0 ? (node.kids[i] ?? null) : null;
    }
    return node;
  }

  private iterate(
    base: GonnectPosition,
    work: GonnectPosition,
    root: Node,
    played: Int16Array,
    path: Node[],
    picks: number[],
    cap: number,
  ): void {
    this.playouts++;
    work.copyFrom(base);
    path.length = 0;
    picks.length = 0;
    let length = 0;
    let node: Node | null = root;
    while (node && work.winner === EMPTY) {
      const i = node.select();
      path.push(node);
      picks.push(i);
      work.put(node.moves[i]!);
      played[length++] = node.moves[i]!;
      if (work.winner !== EMPTY) break;
      if (!node.kids[i] && node.n[i]! >= EXPAND_AFTER) {
        node.kids[i] = new Node(work, legalMoves(work));
        if (node.kids[i].winning >= 0) node.lost[i] = 1;
      }
      node = node.kids[i];
    }
    let last = played[length - 1]!;
    while (work.winner === EMPTY && length < cap) {
      let move = localAnswer(work, last);
      if (move < 0) move = randomMove(work, this.rng);
      if (move < 0) break;
      work.put(move);
      played[length++] = move;
      last = move;
    }
    this.update(base.turn, work.winner, played, length, path, picks);
  }

  private update(rootMover: number, winner: number, played: Int16Array, length: number, path: Node[], picks: number[]): void {
    // AMAF: each cell keeps the colour that played it first from the current depth on.
    const firstBy = this.mark;
    for (let i = length - 1; i >= path.length; i--) firstBy[played[i]!] = i % 2 === 0 ? rootMover : 3 - rootMover;
    for (let d = path.length - 1; d >= 0; d--) {
      const c = d % 2 === 0 ? rootMover : 3 - rootMover;
      firstBy[played[d]!] = c;
      const score = winner === EMPTY ? 0.5 : winner === c ? 1 : 0;
      const node = path[d]!;
      node.visits++;
      node.n[picks[d]!]++;
      node.w[picks[d]!] += score;
      for (let j = 0; j < node.moves.length; j++) {
        if (firstBy[node.moves[j]!] !== c) continue;
        node.rn[j]++;
        node.rw[j] += score;
      }
    }
    for (let i = 0; i < length; i++) firstBy[played[i]!] = 0;
  }
}
