/**
 * Opponents for the benchmark and the tests (not part of the player): uniform random,
 * the fixed Connect6 baseline of issue 6, and plain UCT for Gonnect with uniform random
 * playouts. They use the engines' public API and fast index path only.
 */
import type { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import type { Gonnect } from '../engine/gonnect.js';
import type { Rng } from '../engine/rng.js';
import { WindowBoard } from './connect6/board.js';
import { greedyBlock, liveWindows, winningPoints } from './connect6/threats.js';

/** A uniformly random legal point. */
export function randomPoint(game: BoardGame, rng: Rng): string {
  return game.pointAt(game.randomLegalMove(rng));
}

/**
 * The Connect6 baseline: completes a line of six this turn when it can; else blocks every
 * line the opponent could complete next turn (as many as its stones allow); else plays a
 * random empty point next to one of its own stones (any random point when there is none).
 */
export function connect6Baseline(game: Connect6, rng: Rng): string {
  const b = WindowBoard.of(game);
  const me = game.toPlay === 'black' ? 1 : 2;
  const win = winningPoints(b, me, game.stonesLeft);
  if (win) return game.pointAt(win[0]!);
  const threats = liveWindows(b, 3 - me);
  if (threats.length > 0) return game.pointAt(greedyBlock(b, threats, 1)[0]!);
  const near: number[] = [];
  const size = game.size;
  for (let p = 0; p < b.t.area; p++) {
    if (b.cells[p] !== 0) continue;
    const col = p % size;
    const row = (p - col) / size;
    let touches = false;
    for (let dr = -1; dr <= 1 && !touches; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const r = row + dr;
        const c = col + dc;
        if (r >= 0 && r < size && c >= 0 && c < size && b.cells[r * size + c] === me) touches = true;
      }
    }
    if (touches) near.push(p);
  }
  return near.length > 0 ? game.pointAt(near[rng.below(near.length)]!) : randomPoint(game, rng);
}

/** One node of plain UCT: per legal move, visits and wins (for the player making the move). */
interface UctNode {
  moves: number[];
  n: Float64Array;
  wins: Float64Array;
  kids: (UctNode | null)[];
  visits: number;
}

/** UCB1 exploration constant of the plain UCT baseline. */
const UCB_C = 0.7;

function uctNode(game: BoardGame): UctNode {
  const moves: number[] = [];
  for (let i = 0; i < game.size * game.size; i++) if (game.isLegalIndex(i)) moves.push(i);
  const k = moves.length;
  return { moves, n: new Float64Array(k), wins: new Float64Array(k), kids: new Array(k).fill(null), visits: 0 };
}

function ucbSelect(node: UctNode, rng: Rng): number {
  const log = Math.log(node.visits + 1);
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < node.moves.length; i++) {
    const n = node.n[i]!;
    const value = n === 0 ? 1e9 + rng.below(1000) : node.wins[i]! / n + UCB_C * Math.sqrt(log / n);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/** Plain UCT for Gonnect: UCB1 in the tree, uniform random playouts capped at 2× the board area. */
export function plainUct(game: Gonnect, timeMs: number, rng: Rng): string {
  const root = uctNode(game);
  const cap = 2 * game.size * game.size;
  const end = performance.now() + timeMs;
  const path: [UctNode, number][] = [];
  while (performance.now() < end) {
    const g = game.clone();
    path.length = 0;
    let node: UctNode | null = root;
    while (node && node.moves.length > 0 && g.result === null) {
      const i = ucbSelect(node, rng);
      path.push([node, i]);
      g.playIndex(node.moves[i]!);
      if (!node.kids[i] && node.n[i]! > 0 && g.result === null) node.kids[i] = uctNode(g);
      node = node.n[i]! > 0 ? node.kids[i]! : null;
    }
    for (let k = 0; k < cap && g.result === null; k++) {
      const move = g.randomLegalMove(rng);
      if (move < 0) break;
      g.playIndex(move);
    }
    const winner = g.result?.winner ?? null;
    path.forEach(([n, i], depth) => {
      const mover = depth % 2 === 0 ? game.toPlay : game.toPlay === 'black' ? 'white' : 'black';
      n.visits++;
      n.n[i]++;
      n.wins[i] += winner === null ? 0.5 : winner === mover ? 1 : 0;
    });
  }
  let best = 0;
  for (let i = 1; i < root.moves.length; i++) if (root.n[i]! > root.n[best]!) best = i;
  return game.pointAt(root.moves[best]!);
}
