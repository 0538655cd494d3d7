/**
 * A game session: the engine of one board, and the one path every change of the game
 * takes ({@link GameSession.change}). It counts the changes (the view redraws from a new
 * revision), says what happened (the live region's notice), and, for changes made on
 * the board only, fires the events. Every event's detail is computed before the first
 * is dispatched, and they are dispatched once the session has settled: a `move`
 * listener that calls `undo()` cannot take the `win` away from the move that won.
 *
 * Replay: the engine holds the position shown, and the session keeps the moves after it
 * ({@link GameSession.line} is the whole game). Stepping back and forth (`goto`) undoes
 * and replays them, so nothing is lost; only a new move played at an earlier position
 * replaces what followed (the same move as the game's next one just steps forward).
 *
 * Points are indices inside (`row * size + col`); a point's name appears only at the
 * edge: `play(point)` from the page, the computer's answer, events and notices.
 */
import type { ReactiveControllerHost } from 'lit';
import type { BoardGame, IndexMove } from '../../engine/game.js';
import { IllegalMoveError, type MoveRecord, type Point, type Result } from '../../engine/types.js';
import { turnOf } from '../../notation/records/turns.js';
import { fire, type BoardEvent } from './events.js';
import { lineTree, MoveNode } from './move-tree.js';
import type { Notice } from '../../board/messages.js';
import type { Placement } from '../../board/view-model.js';

export type { Notice, Placement };

/** A change of game state; every one passes through {@link GameSession.change}. */
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
  /** A new game: from the attributes (shown at `ply`, else at its last move), or `reset()` (then the note says so). */
  | { kind: 'load'; game: BoardGame; ply?: number; note?: 'restarted' };

export class GameSession<G extends BoardGame = BoardGame> {
  /** A number that changes with every change of the game. */
  revision = 0;
  /** What the live region says. */
  announcement: Notice | null = null;
  /** A refused move or a message the status line shows until the next change. */
  refusal: Notice | null = null;
  /** The stone placed by the change that made this revision, or null for any other change. */
  placement: Placement | null = null;
  private readonly listeners: ((event: BoardEvent) => void)[] = [];
  private engine?: G;
  private initial?: G;
  private indices: number[] = [];
  /** The game's moves after the position shown, along the line shown, as indices (`-1` a swap), next first. */
  private future: number[] = [];
  /** Every move of the game, with its variations (move-tree.ts); the root is the setup. */
  private root = new MoveNode(Number.NaN, null);
  /** The nodes of `indices` and of `future`, one for each move. */
  private pathNodes: MoveNode[] = [];
  private futureNodes: MoveNode[] = [];

  /** `start` gives the first game (read from the attributes) when the session is first used. */
  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly start: () => G,
  ) {}

  /** The game (the session's own: read it, change it only through {@link change}). */
  get game(): G {
    return this.ensure();
  }

  /** Whether a game was loaded. */
  get started(): boolean {
    return this.engine !== undefined;
  }

  /** The moves since the setup as indices, `-1` for a swap (the engine's `moves`, without names). */
  get moves(): readonly number[] {
    this.ensure();
    return this.indices;
  }

  /** The number of moves before the position shown: `12` (0: the setup). */
  get ply(): number {
    this.ensure();
    return this.indices.length;
  }

  /** The whole game's moves as indices, `-1` for a swap, whatever position is shown. */
  get line(): readonly number[] {
    this.ensure();
    return [...this.indices, ...this.future];
  }

  /** The node of the position shown (the root for the setup). */
  get shownNode(): MoveNode {
    this.ensure();
    return this.pathNodes.at(-1) ?? this.root;
  }

  /** The node the line shown goes on to from the position shown, if any. */
  get nextNode(): MoveNode | undefined {
    this.ensure();
    return this.futureNodes[0];
  }

  /** The moves from the setup to the position shown, in the `moves` syntax: `'D4 swap E5'`. */
  get lineText(): string {
    const game = this.game;
    return this.indices.map((index) => (index < 0 ? 'swap' : game.pointAt(index))).join(' ');
  }

  /** Whether the position shown is the game's last. */
  get atEnd(): boolean {
    this.ensure();
    return this.future.length === 0;
  }

  /** The whole game (a copy, at its last move), whatever position is shown. */
  wholeGame(): G {
    const game = this.game.clone() as G;
    for (const index of this.future) game.playMove(index < 0 ? 'swap' : game.pointAt(index));
    return game;
  }

  /** A new game from the attributes, shown at `ply` (its last move when absent); `reset()` goes back to it. */
  load(game: G, ply?: number): void {
    this.initial = game.clone() as G;
    this.change({ kind: 'load', game, ply }, false);
  }

  /** The game the board last loaded (the attributes', a record's, a link's), from its start: a copy. */
  initialGame(): G {
    this.ensure();
    return this.initial!.clone() as G;
  }

  /** Back to the game the attributes describe. */
  reset(): void {
    this.ensure();
    this.change({ kind: 'load', game: this.initial!.clone(), note: 'restarted' }, false);
  }

  /**
   * The one write path: changes the engine, schedules the redraw, sets the notice and,
   * for changes made on the board only, fires the events. Throws what the engine throws,
   * and then has changed nothing.
   */
  change(change: Change, fromBoard: boolean): MoveRecord | null {
    const record = this.apply(change);
    this.revision++;
    this.refusal = null;
    const result = record ? this.game.result : null;
    this.announcement = this.noticeFor(change, record, result);
    this.host.requestUpdate();
    const events = fromBoard ? this.eventsFor(change, record, result) : [];
    for (const event of events) fire(this.host, event);
    // The board's own parts hear its changes here, not through the page's events, which a page listener may stop.
    for (const event of events) for (const listener of this.listeners) listener(event);
    return record;
  }

  /** Hears every event of a change made on the board (after the page's listeners). */
  listen(listener: (event: BoardEvent) => void): void {
    this.listeners.push(listener);
  }

  /** A change asked for on the board; a refusal shows in the status and the live region. */
  tryChange(change: Change): void {
    try {
      this.change(change, true);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.refusal = this.announcement = { kind: 'refusal', code: error.code, point: error.point ?? '' };
      this.host.requestUpdate();
    }
  }

  /** Shows and announces a message (a `ui` key, with its options) until the next change. */
  say(key: string, options?: Record<string, unknown>): void {
    this.refusal = this.announcement = { kind: 'message', key, options };
    this.host.requestUpdate();
  }

  /** The game, loaded from the start on first use. */
  private ensure(): G {
    if (!this.engine) this.load(this.start());
    return this.engine!;
  }

  /** Changes the engine (throwing, it changes nothing) and keeps the move indices in step. */
  private apply(change: Change): MoveRecord | null {
    this.placement = null;
    if (change.kind === 'load') {
      this.engine = change.game as G;
      this.indices = this.engine.moveIndices();
      ({ root: this.root, line: this.pathNodes } = lineTree(this.indices));
      this.future = [];
      this.futureNodes = [];
      this.step(change.ply ?? this.indices.length);
      return null;
    }
    const game = this.game;
    // A stone asked for by name is read at the edge, then played as on the board.
    if (change.kind === 'place' || change.kind === 'play')
      return this.placed(change.kind === 'place' ? game.placeAt(change.index) : this.byName(change.point));
    if (change.kind === 'goto') this.step(change.ply);
    else if (change.kind === 'line') this.follow(this.shownNode.children[change.child]!);
    else if (change.kind === 'swap') {
      game.playMove('swap');
      this.played(-1);
    } else if (this.future.length) {
      this.future.pop();
      this.takeOut(this.futureNodes.pop()!);
    } else if (game.undo()) {
      this.indices.pop();
      this.takeOut(this.pathNodes.pop()!);
    }
    return null;
  }

  /** The line shown goes on through `node`, a child of the position shown, and its main line. */
  private follow(node: MoveNode): void {
    this.futureNodes = [node, ...node.mainLine()];
    this.future = this.futureNodes.map((next) => next.move);
  }

  /** Undo takes a move out of the tree, unless variations go on from it (then they stay, off the line). */
  private takeOut(node: MoveNode): void {
    if (!node.children.length) node.detach();
  }

  /** Undoes or replays the line's moves until `ply` of them are played (0 to the line's length). */
  private step(ply: number): void {
    const game = this.engine!;
    while (this.indices.length > ply && game.undo()) {
      this.future.unshift(this.indices.pop()!);
      this.futureNodes.unshift(this.pathNodes.pop()!);
    }
    while (this.indices.length < ply && this.future.length) {
      const index = this.future.shift()!;
      game.playMove(index < 0 ? 'swap' : game.pointAt(index));
      this.indices.push(index);
      this.pathNodes.push(this.futureNodes.shift()!);
    }
  }

  /**
   * A new move at the position shown: the line's next move steps forward; a move that is
   * another continuation steps into it (and its line); any other starts a new variation.
   * Nothing is lost: the old line stays in the tree.
   */
  private played(index: number): void {
    if (this.future[0] === index) {
      this.future.shift();
      this.pathNodes.push(this.futureNodes.shift()!);
    } else {
      const node = this.shownNode.child(index);
      this.pathNodes.push(node);
      this.futureNodes = node.mainLine();
      this.future = this.futureNodes.map((next) => next.move);
    }
    this.indices.push(index);
  }

  /** Plays a stone given by name (the page's `play()`, the computer): a refusal names the point as it was given. */
  private byName(point: Point): IndexMove {
    const game = this.game;
    let index: number;
    try {
      index = game.indexOf(point);
    } catch (error) {
      // Text that names no point: play() refuses it as the page expects (a finished game first).
      game.play(point);
      throw error;
    }
    try {
      return game.placeAt(index);
    } catch (error) {
      // The rules' refusal, in the name the point was given.
      if (error instanceof IllegalMoveError) throw new IllegalMoveError(error.code, point);
      throw error;
    }
  }

  /** The stone a change placed, as the view model's placement, and its record as events and notices name it. */
  private placed(move: IndexMove): MoveRecord {
    const game = this.game;
    this.played(move.index);
    this.placement = move;
    return {
      color: move.color === 1 ? 'black' : 'white',
      point: game.pointAt(move.index),
      captured: move.captured.map((index) => game.pointAt(index)),
    };
  }

  private noticeFor(change: Change, record: MoveRecord | null, result: Result | null): Notice | null {
    if (record) return { kind: 'move', record, result };
    if (change.kind === 'swap') return { kind: 'message', key: 'swapDone' };
    // Connect6 takes back one stone of a turn, and says so in the sentence's Connect6 form.
    if (change.kind === 'undo') return { kind: 'message', key: 'undone', options: { context: this.game.kind } };
    if (change.kind === 'goto') return this.shownNotice();
    return change.kind === 'load' && change.note ? { kind: 'message', key: change.note } : null;
  }

  /**
   * What the position shown is: the last move's number and stone, `"Move 12, White K10."`,
   * `"Move 2: swap."`, or the setup. Connect6 numbers turns, in the sentences' Connect6
   * form (the context: `shown.white_connect6`, `"Turn 6, White K10."`).
   */
  private shownNotice(): Notice {
    const game = this.game;
    const ply = this.indices.length;
    if (!ply) return { kind: 'message', key: 'shown.setup' };
    const index = this.indices[ply - 1]!;
    const number = game.kind === 'connect6' ? turnOf(ply - 1, game.setup.stonesLeft ?? 2) : ply;
    const point = index < 0 ? null : game.pointAt(index);
    return { kind: 'message', key: point ? `shown.${game.at(point)!}` : 'shown.swap', options: { number, point, context: game.kind } };
  }

  /** The events of a change made on the board, each detail its own copy (a listener may keep or change it). */
  private eventsFor(change: Change, record: MoveRecord | null, result: Result | null): BoardEvent[] {
    if (change.kind === 'swap') return [{ type: 'swap', detail: {} }];
    if (change.kind === 'goto') return [{ type: 'navigate', detail: { ply: this.indices.length, line: this.lineText } }];
    if (!record) return [];
    const { color, point, captured } = record;
    const events: BoardEvent[] = [{ type: 'move', detail: { color, point, captured: [...captured], moveNumber: this.indices.length } }];
    if (result) events.push({ type: result.winner ? 'win' : 'draw', detail: { ...result, stones: [...result.stones] } });
    return events;
  }
}
