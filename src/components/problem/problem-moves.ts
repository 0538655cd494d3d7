/**
 * The problem mode's moves: a game's moves grouped into turns, a turn played through the
 * session, and the area a hint marks.
 */
import type { BoardGame } from '../../engine/game.js';
import type { PlacedMark } from '../../board/attributes.js';
import type { GameSession } from '../core/session.js';

/** The turns played after the start: `turnsSince(start, game.moves)` is `[['E5'], ['F6']]` (Connect6 pairs). */
export function turnsSince(start: BoardGame, moves: readonly string[]): string[][] {
  const game = start.clone();
  const turns: string[][] = [];
  let turn: string[] = [];
  for (const move of moves.slice(start.moves.length)) {
    const mover = game.toPlay;
    game.playMove(move);
    turn.push(move);
    if (game.toPlay !== mover || game.result) {
      turns.push(turn);
      turn = [];
    }
  }
  if (turn.length) turns.push(turn);
  return turns;
}

/**
 * Plays the first turn of `points` (the side to move's stones) through the session, as a
 * change made on the board or not; the points played. Stops at a point that cannot be played.
 */
export function playTurn(session: GameSession, points: readonly string[], fromBoard: boolean): string[] {
  const played: string[] = [];
  const mover = session.game.toPlay;
  for (const point of points) {
    const game = session.game;
    if (game.result || game.toPlay !== mover || !game.isLegal(point)) break;
    session.change({ kind: 'play', point }, fromBoard);
    played.push(point);
  }
  return played;
}

/**
 * The hint's area: the block of three by three points (counted from A1) that holds
 * `point`, and a `?` on each of its empty points; `from` and `to` its corners.
 */
export function hintArea(game: BoardGame, point: string): { marks: PlacedMark[]; from: string; to: string } {
  const index = game.indexOf(point);
  const col = index % game.size;
  const row = Math.floor(index / game.size);
  const c0 = Math.min(3 * Math.floor(col / 3), game.size - 3);
  const r0 = Math.min(3 * Math.floor(row / 3), game.size - 3);
  const marks: PlacedMark[] = [];
  for (let r = r0; r < r0 + 3; r++) {
    for (let c = c0; c < c0 + 3; c++) {
      const index = r * game.size + c;
      if (game.stoneAt(index) === 0) marks.push({ index, mark: { point: game.pointAt(index), kind: 'label', label: '?' } });
    }
  }
  return { marks, from: game.pointAt(r0 * game.size + c0), to: game.pointAt((r0 + 2) * game.size + c0 + 2) };
}
