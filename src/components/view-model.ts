/**
 * What the board shows, read from the engine once per change of game state:
 * stones as paths, the last move, the pending stone of a Connect6 pair, the result.
 */
import type { BoardGame } from '../engine/game.js';
import type { Color } from '../engine/types.js';
import { CELL, circlePath, columnX, rowY, STONE_RADIUS, type Geometry } from './geometry.js';

/** A point to mark, with the colour of the stone on it. */
export interface StoneMark {
  /** Index `row * size + col`: `60`. */
  index: number;
  color: Color;
}

/** The drawn state of one position. */
export interface BoardView {
  /** Black and white stones as one path each. */
  black: string;
  white: string;
  /** The winning chain or line as rings. */
  highlight: string;
  /** The stones of the last turn (Gonnect: the last stone). */
  last: StoneMark[];
  /** Connect6: the first stone of a turn whose second stone is awaited. */
  pending: StoneMark[];
  /** Colour code per index (0 empty, 1 black, 2 white). */
  stones: Uint8Array;
}

const COLOR_OF = [null, 'black', 'white'] as const;

/** The colour on an index, or null. */
export function colorAt(view: BoardView, index: number): Color | null {
  return COLOR_OF[view.stones[index] ?? 0] ?? null;
}

/** The trailing run of one colour's stones (at most `limit`) ending before `end` in the move list. */
function run(game: BoardGame, stones: Uint8Array, moves: string[], end: number, limit: number): StoneMark[] {
  const marks: StoneMark[] = [];
  for (let i = end - 1; i >= 0 && marks.length < limit; i--) {
    const index = game.indexOf(moves[i]!);
    const color = COLOR_OF[stones[index]!];
    if (!color || (marks.length > 0 && marks[0]!.color !== color)) break;
    marks.push({ index, color });
  }
  return marks;
}

/**
 * The last turn's stones and, in Connect6, the pending first stone of the turn under
 * way (then the last turn is the one before it). Swaps are skipped.
 */
function turns(game: BoardGame, stones: Uint8Array): { last: StoneMark[]; pending: StoneMark[] } {
  const moves = game.moves.filter((move) => move !== 'swap');
  const pairs = game.kind === 'connect6';
  const latest = run(game, stones, moves, moves.length, pairs ? 2 : 1);
  const open = pairs && !game.result && latest.length === 1 && latest[0]!.color === game.toPlay;
  if (!open) return { last: latest, pending: [] };
  return { last: run(game, stones, moves, moves.length - 1, 2), pending: latest };
}

const circles = new WeakMap<Geometry, string[]>();

/** The stone outline of every index, as path data: built once per geometry. */
function stoneCircles(geometry: Geometry): string[] {
  let list = circles.get(geometry);
  if (!list) {
    const { size } = geometry;
    list = Array.from({ length: size * size }, (_, i) =>
      circlePath(columnX(geometry, i % size), rowY(geometry, Math.floor(i / size)), STONE_RADIUS),
    );
    circles.set(geometry, list);
  }
  return list;
}

/** Reads the engine into a view. */
export function readView(game: BoardGame, geometry: Geometry): BoardView {
  const size = game.size;
  const stones = new Uint8Array(size * size);
  let black = '';
  let white = '';
  for (let index = 0; index < stones.length; index++) {
    const code = game.stoneAt(index);
    if (!code) continue;
    stones[index] = code;
    const circle = stoneCircles(geometry)[index]!;
    if (code === 1) black += circle;
    else white += circle;
  }
  const highlight = (game.result?.stones ?? [])
    .map((point) => game.indexOf(point))
    .map((index) => circlePath(columnX(geometry, index % size), rowY(geometry, Math.floor(index / size)), CELL * 0.5))
    .join('');
  return { black, white, highlight, ...turns(game, stones), stones };
}
