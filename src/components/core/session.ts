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
import { IllegalMoveError, type MoveRecord, type Point } from '../../engine/types.js';
import { eventsFor, noticeFor, type Change } from './changes.js';
import { fire, type BoardEvent } from './events.js';
import { lineTree, MoveNode } from './move-tree.js';
import type { Notice } from '../../board/messages.js';
import type { Placement } from '../../board/view-model.js';

export type { Change, Notice, Placement };

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
  private initialTree?: MoveNode;
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

  /** Every move of the game with its variations: the root is the setup, its first child the first move. */
  get tree(): MoveNode {
    this.ensure();
    return this.root;
  }

  /** The nodes of the line shown, from the first move to the line's last: one for each move of {@link line}. */
  get lineNodes(): readonly MoveNode[] {
    this.ensure();
    return [...this.pathNodes, ...this.futureNodes];
  }

  /**
   * A new game from the attributes, shown at `ply` (its last move when absent); `reset()` goes
   * back to it. With `tree` (a record's, whose main line is the game's moves), its variations and notes come too.
   */
  load(game: G, ply?: number, tree?: MoveNode): void {
    this.initial = game.clone() as G;
    this.initialTree = tree;
    this.change({ kind: 'load', game, ply, tree }, false);
  }

  /** The game the board last loaded (the attributes', a record's, a link's), from its start: a copy. */
  initialGame(): G {
    this.ensure();
    return this.initial!.clone() as G;
  }

  /** Back to the game the attributes describe. */
  reset(): void {
    this.ensure();
    this.change({ kind: 'load', game: this.initial!.clone(), tree: this.initialTree, note: 'restarted' }, false);
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
    this.announcement = noticeFor(change, record, result, this.game, this.indices);
    this.host.requestUpdate();
    const events = fromBoard ? eventsFor(change, record, result, this.indices, this.lineText) : [];
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
      ({ root: this.root, line: this.pathNodes } = lineTree(this.indices, change.tree));
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
}
