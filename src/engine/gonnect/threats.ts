/**
 * What the side to move must answer in Gonnect: the chains in atari (one liberty left), its
 * own, which the opponent captures next move unless saved, and the opponent's, which it can
 * capture now (in a connection game often the way to cut a chain that threatens to join its
 * edges); and the points where one stone of the opponent would join a chain of theirs to its
 * second, opposite edge and win. A pure reading of the position, no search: the atari from
 * the chains' liberties, the connections from the edges a stone would join, checked by
 * playing it once on a scratch copy, captures and the suicide rule included.
 */
import type { GonnectPosition } from './position.js';
import { BLACK, BORDER, type ColorCode, WHITE } from '../types.js';

/** A chain with one liberty left. */
export interface AtariChain {
  /** Its colour code: BLACK (1) or WHITE (2). */
  color: ColorCode;
  /** Its stones, ascending indices: `[40, 41]`. */
  stones: number[];
  /** Its last liberty, where the opponent would capture it: `42`. */
  liberty: number;
}

/** The threats the side to move faces. */
export interface GonnectThreats {
  /** The chains in atari, the side to move's first, then the opponent's, each by their first stone. */
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
    const color = position.stoneAt(cell);
    if (color !== BLACK && color !== WHITE) continue;
    const chain = position.chainOf(cell);
    if (seen.has(chain)) continue;
    seen.add(chain);
    const liberty = position.atariPoint(chain);
    if (liberty < 0) continue;
    const stones = position
      .chainCells(chain)
      .map((stone) => position.indexAt(stone))
      .sort((a, b) => a - b);
    found.push({ color, stones, liberty: position.indexAt(liberty) });
  }
  // The mover's own first: theirs to save.
  return found.sort((a, b) => +(a.color !== me) - +(b.color !== me) || a.stones[0]! - b.stones[0]!);
}

/**
 * The edge bits of engine/gonnect/geometry.ts (BOTTOM 1, TOP 2, LEFT 4, RIGHT 8), written out:
 * importing them would split geometry.ts out of the engine's chunk in the embed, one more
 * file before every Gonnect board's first paint. test/engine/threats.test.ts checks them.
 */
const EDGE_BELOW = 1;
const EDGE_ABOVE = 2;
const EDGE_LEFT = 4;
const EDGE_RIGHT = 8;

/** Whether edge bits join two opposite edges: top and bottom, or left and right. */
const joins = (bits: number) => (bits & 3) === 3 || (bits & 12) === 12;

/**
 * The edges a stone of `them` on empty `cell` would bring together: its own (a border
 * neighbour is that edge) and those of the chains of theirs it touches. Captures take
 * nothing from them, so a stone that connects must join these.
 */
function edgesJoined(position: GonnectPosition, cell: number, them: number): number {
  const { stride } = position;
  const sides: [number, number][] = [
    [cell - stride, EDGE_BELOW],
    [cell + stride, EDGE_ABOVE],
    [cell - 1, EDGE_LEFT],
    [cell + 1, EDGE_RIGHT],
  ];
  let bits = 0;
  for (const [next, edge] of sides) {
    const stone = position.stoneAt(next);
    if (stone === BORDER) bits |= edge;
    else if (stone === them) bits |= position.edgesOf(position.chainOf(next));
  }
  return bits;
}

/**
 * The empty points where the opponent's stone, played now, would be legal and win by
 * connection: those whose stone would join two opposite edges (a quick look at the chains
 * it touches), then checked by playing it on a scratch copy (the suicide rule, ko).
 */
function connectingPoints(position: GonnectPosition): number[] {
  const them = position.turn === BLACK ? WHITE : BLACK;
  // Made at the first point that passes the quick look: most positions have none.
  let scratch: GonnectPosition | null = null;
  const found: number[] = [];
  for (const [cell, index] of cells(position)) {
    if (position.stoneAt(cell) !== 0 || !joins(edgesJoined(position, cell, them))) continue;
    scratch ??= position.clone();
    scratch.copyFrom(position);
    scratch.giveTurn(them);
    if (!scratch.legal(cell)) continue;
    scratch.put(cell);
    if (scratch.winner === them && scratch.winReason === 'connection') found.push(index);
  }
  return found;
}
