/**
 * The Gonnect computer player: the pie decision, exact one-move tactics (connect now;
 * leave the opponent no connecting move), then Monte Carlo tree search with RAVE over
 * the moves that are left.
 */
import type { Gonnect } from '../../engine/gonnect/gonnect.js';
import type { GonnectPosition } from '../../engine/gonnect/position.js';
import { Rng } from '../../engine/rng.js';
import { colorCode } from '../../engine/types.js';
import { Budget } from '../budget.js';
import type { Settings } from '../options.js';
import { MoveClock } from './clock.js';
import { Mcts, type Node } from './mcts.js';
import { opponentWins, safeMoves, winningMoves } from './tactics.js';
import type { Suggestion } from '../analysis.js';

/**
 * Pie rule: the line (distance from the nearest edge, 0 for the edge itself) from which
 * Black's first stone counts as strong enough to take: the fourth line on 13×13.
 */
export function pieLine(size: number): number {
  return Math.max(1, Math.floor((size - 1) / 4));
}

/** Distance from public index `index` to the nearest edge. */
function edgeDistance(index: number, size: number): number {
  const col = index % size;
  const row = Math.floor(index / size);
  return Math.min(col, row, size - 1 - col, size - 1 - row);
}

/** Pie decision: swap when Black's first stone stands on or inside the pie line (near the centre). */
export function shouldSwap(game: Gonnect): boolean {
  const first = game.moves[0];
  return first !== undefined && edgeDistance(game.indexOf(first), game.size) >= pieLine(game.size);
}

/** Black's first stone under the pie rule: mid-side, just outside the pie line, so not worth taking. */
function pieOpening(game: Gonnect): number | null {
  if (!game.swapAllowed || game.moves.length > 0) return null;
  for (let i = 0; i < game.size * game.size; i++) if (game.stoneAt(i) !== 0) return null;
  const index = (pieLine(game.size) - 1) * game.size + Math.floor(game.size / 2);
  return game.isLegalIndex(index) ? index : null;
}

/** The move to play: a point, or `'swap'` (the game must be going on). */
export async function chooseGonnectMove(game: Gonnect, settings: Settings): Promise<string> {
  if (game.canSwap && shouldSwap(game)) return 'swap';
  const opening = pieOpening(game);
  if (opening !== null) return game.pointAt(opening);
  const index = await searchIndex(game, settings);
  return game.pointAt(index);
}

/** A finished move search, kept to go on with. */
interface Kept {
  size: number;
  setup: string;
  moves: readonly string[];
  search: Mcts;
}

/**
 * The last move search of each colour to move, kept to go on with (tree reuse): when the
 * next call for that colour comes in the same game (same size, setup and moves so far, two
 * moves later), the tree's node for the new position, visits and all, becomes the new
 * root. One slot a colour, so that two computers playing each other (or a level against
 * another) never search with the other's tree; for another game the tree is not used.
 */
const previous: (Kept | null)[] = [null, null, null];

/** The node of the previous search for `game`'s position, if it has one with exactly `moves`. */
function reusable(game: Gonnect, base: GonnectPosition, moves: readonly number[]): Node | null {
  const old = previous[base.turn];
  const now = game.moves;
  if (!old || old.size !== game.size || now.length <= old.moves.length) return null;
  if (old.setup !== JSON.stringify(game.setup) || old.moves.some((move, i) => now[i] !== move)) return null;
  const later = now.slice(old.moves.length);
  if (later.includes('swap')) return null;
  return old.search.subtree(
    later.map((point) => base.cellOf(game.indexOf(point))),
    [...moves].sort((x, y) => x - y),
  );
}

/**
 * Counters of the move searches in this thread, for benchmarks: moves searched, playouts
 * run, root visits carried over from the previous tree (tree reuse).
 */
export const searchStats = { searches: 0, playouts: 0, reusedVisits: 0, prepareMs: 0, runMs: 0 };

/** The public index of the move chosen by tactics, then the tree search. */
async function searchIndex(game: Gonnect, settings: Settings): Promise<number> {
  // On the clock (no fixed effort) a move may stop early or run on into banked time (clock.ts).
  const clock = Number.isFinite(settings.iterations) ? null : new MoveClock(colorCode(game.toPlay), game.moves, settings.timeMs);
  const budget = new Budget(clock?.hardMs ?? settings.timeMs, settings.signal, settings.iterations);
  const began = performance.now();
  const { base, moves, search } = await prepare(game, settings, budget, reusable);
  if (search === null) {
    clock?.done();
    return base.indexAt(moves[0]!);
  }
  previous[base.turn] = null;
  searchStats.searches++;
  searchStats.reusedVisits += search.visits;
  const ran = performance.now();
  searchStats.prepareMs += ran - began;
  await search.run(budget, clock ? (s) => clock.shouldStop(s) : undefined);
  clock?.done();
  searchStats.runMs += performance.now() - ran;
  searchStats.playouts += search.playouts;
  previous[base.turn] = { size: game.size, setup: JSON.stringify(game.setup), moves: game.moves, search };
  return base.indexAt(search.best());
}

/** A Gonnect analysis: the best `count` moves with their win rates for the side to move. */
export async function analyzeGonnect(game: Gonnect, settings: Settings, count: number): Promise<Suggestion[]> {
  if (game.canSwap && shouldSwap(game)) return [{ move: 'swap' }];
  const budget = new Budget(settings.timeMs, settings.signal, settings.iterations);
  const { base, moves, search, winning } = await prepare(game, settings, budget);
  const point = (cell: number): string => game.pointAt(base.indexAt(cell));
  if (winning) return [{ move: point(moves[0]!), winRate: 1, proven: 'win' }];
  if (search === null) return [{ move: point(moves[0]!) }];
  await search.run(budget);
  return search
    .ranking()
    .slice(0, count)
    .map(({ cell, visits, winRate }) => ({ move: point(cell), winRate, visits }));
}

/**
 * Tactics before the tree search: a connecting move (`winning`), else the moves that
 * leave the opponent no connection when it has one; the search over what is left, or
 * null when one move is left.
 */
async function prepare(
  game: Gonnect,
  settings: Settings,
  budget: Budget,
  reuse?: (game: Gonnect, base: GonnectPosition, moves: readonly number[]) => Node | null,
): Promise<{ base: GonnectPosition; moves: number[]; search: Mcts | null; winning: boolean }> {
  // Search copies run without superko (simple ko): the game itself judges the move played.
  const base = game.copyPosition(false);
  const legal: number[] = [];
  for (let i = 0; i < game.size * game.size; i++) if (game.isLegalIndex(i)) legal.push(base.cellOf(i));
  const win = winningMoves(base, base.turn, legal);
  if (win.length > 0) return { base, moves: win, search: null, winning: true };
  await budget.breathe();
  let moves = legal;
  const threats = opponentWins(base);
  if (threats.length > 0) {
    const safe = safeMoves(base, legal, threats);
    if (safe.length > 0) moves = safe;
  }
  const search =
    moves.length === 1 ? null : new Mcts(base, moves, lastStone(game, base), new Rng(settings.seed), reuse?.(game, base, moves));
  return { base, moves, search, winning: false };
}

/** The cell of the last stone played, or -1. */
function lastStone(game: Gonnect, base: GonnectPosition): number {
  const moves = game.moves;
  const last = moves[moves.length - 1];
  return last === undefined || last === 'swap' ? -1 : base.cellOf(game.indexOf(last));
}
