/**
 * The changes of a game session (session.ts) and what each says and fires once made: the
 * notice the live region reads, and the events of a change made on the board. Points are
 * named here, at the edge; the session works on indices.
 */
import type { Notice } from '../../board/messages.js';
import type { BoardGame } from '../../engine/game.js';
import type { MoveRecord, Point, Result } from '../../engine/types.js';
import { turnOf } from '../../notation/records/turns.js';
import type { BoardEvent } from './events.js';
import type { MoveNode } from './move-tree.js';

/** A change of game state; every one passes through `GameSession.change` (session.ts). */
export type Change =
  /** A stone placed on the board (pointer, touch, keyboard), at an index: `{ kind: 'place', index: 60 }`. */
  | { kind: 'place'; index: number }
  /** A stone asked for by name (the page's `play()`, the computer): `{ kind: 'play', point: 'D4' }`. */
  | { kind: 'play'; point: Point }
  | { kind: 'swap' }
  /** Takes back the game's last move (the position shown stays, unless it is the last). */
  | { kind: 'undo' }
  /** Shows the position after `ply` moves of the game (0: the setup): `{ kind: 'goto', ply: 12 }`. */
  | { kind: 'goto'; ply: number }
  /** The line shown goes on through another continuation of the position shown (its child number): `{ kind: 'line', child: 1 }`. */
  | { kind: 'line'; child: number }
  /** A new game: from the attributes or a record (shown at `ply`, else at its last move; a record's `tree` along), or `reset()` (then the note says so). */
  | { kind: 'load'; game: BoardGame; ply?: number; tree?: MoveNode; note?: 'restarted' };

/** What the live region says after a change: the move, a message, or the position shown. */
export function noticeFor(
  change: Change,
  record: MoveRecord | null,
  result: Result | null,
  game: BoardGame,
  moves: readonly number[],
): Notice | null {
  if (record) return { kind: 'move', record, result };
  if (change.kind === 'swap') return { kind: 'message', key: 'swapDone' };
  // Connect6 takes back one stone of a turn, and says so in the sentence's Connect6 form.
  if (change.kind === 'undo') return { kind: 'message', key: 'undone', options: { context: game.kind } };
  if (change.kind === 'goto') return shownNotice(game, moves);
  return change.kind === 'load' && change.note ? { kind: 'message', key: change.note } : null;
}

/**
 * What the position shown is: the last move's number and stone, `"Move 12, White K10."`,
 * `"Move 2: swap."`, or the setup. Connect6 numbers turns, in the sentences' Connect6
 * form (the context: `shown.white_connect6`, `"Turn 6, White K10."`).
 */
function shownNotice(game: BoardGame, moves: readonly number[]): Notice {
  const ply = moves.length;
  if (!ply) return { kind: 'message', key: 'shown.setup' };
  const index = moves[ply - 1]!;
  const number = game.kind === 'connect6' ? turnOf(ply - 1, game.setup.stonesLeft ?? 2) : ply;
  const point = index < 0 ? null : game.pointAt(index);
  return { kind: 'message', key: point ? `shown.${game.at(point)!}` : 'shown.swap', options: { number, point, context: game.kind } };
}

/** The events of a change made on the board, each detail its own copy (a listener may keep or change it). */
export function eventsFor(
  change: Change,
  record: MoveRecord | null,
  result: Result | null,
  moves: readonly number[],
  line: string,
): BoardEvent[] {
  if (change.kind === 'swap') return [{ type: 'swap', detail: {} }];
  if (change.kind === 'goto') return [{ type: 'navigate', detail: { ply: moves.length, line } }];
  if (!record) return [];
  const { color, point, captured } = record;
  const events: BoardEvent[] = [{ type: 'move', detail: { color, point, captured: [...captured], moveNumber: moves.length } }];
  if (result) events.push({ type: result.winner ? 'win' : 'draw', detail: { ...result, stones: [...result.stones] } });
  return events;
}
