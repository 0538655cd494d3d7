/**
 * What the side to move must answer in Gonnect: its own chains in atari (one liberty left:
 * the opponent captures them next move), and the points where one stone of the opponent
 * would join a chain of theirs to its second, opposite edge and win. A pure reading of the
 * position, no search: the atari from the chains' liberties, the connections by playing
 * each candidate stone once on a scratch copy, captures and the suicide rule included.
 */
import type { GonnectPosition } from './position.js';
import { BLACK, WHITE } from '../types.js';

/** A chain of the side to move with one liberty left. */
export interface AtariChain {
  /** Its stones, ascending indices: `[40, 41]`. */
  stones: number[];
  /** Its last liberty, where the opponent would capture it: `42`. */
  liberty: number;
}

/** The threats the side to move faces. */
export interface GonnectThreats {
  /** The side to move's chains in atari, by their first stone. */
  atari: AtariChain[];
  /** The points where one stone of the opponent joins two opposite edges, ascending. */
  connections: number[];
}

/**
 * The threats against the side to move of `position` (a copy it may keep: it is not
 * changed; a game's is `game.copyPosition(false)`). None once the game is over.
 */
export function gonnectThreats(position: GonnectPosition): GonnectThreats {
  if (position.winner !== 0) return { atari: [], connections: [] };
  return { atari: atariChains(position), connections: connectingPoints(position) };
}

/** Every cell of the board's points, with its index. */
function* cells(position: GonnectPosition): Generator<[cell: number, index: number]> {
  for (let index = 0; index < position.size * position.size; index++) yield [position.cellOf(index), index];
}

function atariChains(position: GonnectPosition): AtariChain[] {
  const me = position.turn;
  const seen = new Set<number>();
  const found: AtariChain[] = [];
  for (const [cell] of cells(position)) {
    if (position.stoneAt(cell) !== me) continue;
    const chain = position.chainOf(cell);
    if (seen.has(chain)) continue;
    seen.add(chain);
    const liberty = position.atariPoint(chain);
    if (liberty < 0) continue;
    const stones = position
      .chainCells(chain)
      .map((stone) => position.indexAt(stone))
      .sort((a, b) => a - b);
    found.push({ stones, liberty: position.indexAt(liberty) });
  }
  return found.sort((a, b) => a.stones[0]! - b.stones[0]!);
}

/**
 * The empty points next to a stone of the opponent where the opponent's stone, played now,
 * would be legal and win by connection (a stone touching none of theirs joins nothing: a
 * lone stone touches two opposite edges only on a board one point wide).
 */
function connectingPoints(position: GonnectPosition): number[] {
  const them = position.turn === BLACK ? WHITE : BLACK;
  const scratch = position.clone();
  const { stride } = position;
  const found: number[] = [];
  for (const [cell, index] of cells(position)) {
    if (position.stoneAt(cell) !== 0) continue;
    const touches = [cell - 1, cell + 1, cell - stride, cell + stride].some((next) => position.stoneAt(next) === them);
    if (!touches) continue;
    scratch.copyFrom(position);
    scratch.giveTurn(them);
    if (!scratch.legal(cell)) continue;
    scratch.put(cell);
    if (scratch.winner === them && scratch.winReason === 'connection') found.push(index);
  }
  return found;
}
